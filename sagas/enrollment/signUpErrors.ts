// Sign-up failure classes of the sign-up error catalogue (docs/sign-up.md): what the personal form says, or where it
// sends the customer instead. The identity service reports a PreSignUp refusal as Cognito does:
// UserLambdaValidationException "PreSignUp failed with error {json flags}.".
import { triggerFlags } from '../../api/identity/triggerFailure';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import { CUSTOMER_CONFIRMATION_ERROR, SIGN_UP_ERROR } from '../../src/features/signUp/rules';

// Message keys (src/lib/i18n): the screen shows them in the customer's language. The catalogue's default and the
// unfinished account read as a new customer's sign-up reads them (src/features/signUp/rules.ts): one text per meaning.
export { CUSTOMER_CONFIRMATION_ERROR, SIGN_UP_ERROR };
export const CUSTOMER_CHECK_ERROR = 'enrollment.customerCheckError';
export const PASSWORDLESS_ERROR = 'enrollment.passwordlessError';

export interface SignUpFailure {
  /** Shown above the form; empty when the failure needs no words (an existing user goes to its page). */
  message: string;
  /** A page that explains the failure better than a message. */
  page?: string;
}

export function classifySignUpError(error: { code?: string; name?: string; message?: string }): SignUpFailure {
  const code = error.code ?? error.name ?? '';
  const message = error.message ?? '';
  // An already-existing user yields no message: the e-mail's page says what to do.
  if (code === 'UsernameExistsException') return { message: '', page: enrollmentPaths.emailInUse };
  if (code === 'UserLambdaValidationException') {
    const pre = triggerFlags(message, 'PreSignUp');
    if (pre) {
      if (pre.customerExists) return { message: '', page: enrollmentPaths.customerInUse };
      if (pre.isPasswordless) return { message: PASSWORDLESS_ERROR };
      if (pre.customerCheckError) return { message: CUSTOMER_CHECK_ERROR };
      if (pre.customerConfirmationError) return { message: CUSTOMER_CONFIRMATION_ERROR };
      return { message: SIGN_UP_ERROR };
    }
    // A post-confirmation failure means the user now exists.
    if (triggerFlags(message, 'PostConfirmation')) return { message: '', page: enrollmentPaths.customerInUse };
  }
  return { message: message || SIGN_UP_ERROR };
}
