// The sign-up feature's pure rules, which its sagas (and sign-in's) may import. The sign-up error catalogue for a new
// customer's own sign-up: what the page says, or the page that says what to do instead. Classes: an existing portal
// account (UsernameExists: no message, its page offers log in and password reset); the PreSignUp check's JSON flags
// (customerExists: their page offers enrollment; isPasswordless: they sign in by code; customerCheckError;
// customerConfirmationError); the PostConfirmation failure (the account exists: its page); a refused password or too
// many attempts; every other error passes its own words through, "SignUp Error" when it has none. A registration that
// cannot be signed into afterwards is "Authentication Error".
import { IdentityError } from '../../../api/identity/types';
import { triggerFlags } from '../../../api/identity/triggerFailure';
import type { MessageKey } from '../../lib/i18n';
import { PASSWORD_RULE_MESSAGE } from '../../lib/validation/rules';
import { signUpPaths } from './paths';

export const SIGN_UP_ERROR = 'signup.error.default' satisfies MessageKey;
export const CUSTOMER_CHECK_ERROR = 'signup.error.customerCheck' satisfies MessageKey;
export const CUSTOMER_CONFIRMATION_ERROR = 'signup.error.customerConfirmation' satisfies MessageKey;
export const PASSWORDLESS_ERROR = 'signup.error.passwordless' satisfies MessageKey;
export const TOO_MANY_ATTEMPTS = 'signup.error.tooMany' satisfies MessageKey;
export const AUTHENTICATION_ERROR = 'signup.error.authentication' satisfies MessageKey;
export const CODE_EXPIRED = 'signup.code.expired' satisfies MessageKey;

export interface SignUpFailure {
  /** Shown on the page; '' when the failure has a page of its own instead. */
  message: string;
  page?: string;
}

const codeOf = (error: unknown) =>
  error instanceof IdentityError ? error.code : ((error as { name?: string } | null)?.name ?? '');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Identity refusals that mean "slow down" rather than "no". */
const LIMITS = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

export function classifySignUpError(error: unknown): SignUpFailure {
  const code = codeOf(error);
  const message = messageOf(error);
  if (code === 'UsernameExistsException') return { message: '', page: signUpPaths.accountExists };
  if (code === 'InvalidPasswordException') return { message: PASSWORD_RULE_MESSAGE };
  if (LIMITS.has(code)) return { message: TOO_MANY_ATTEMPTS };
  if (code === 'UserLambdaValidationException') {
    const pre = triggerFlags(message, 'PreSignUp');
    if (pre) {
      if (pre.isPasswordless) return { message: PASSWORDLESS_ERROR };
      if (pre.customerExists) return { message: '', page: signUpPaths.customerExists };
      if (pre.customerCheckError) return { message: CUSTOMER_CHECK_ERROR };
      if (pre.customerConfirmationError) return { message: CUSTOMER_CONFIRMATION_ERROR };
      return { message: SIGN_UP_ERROR };
    }
    // The code was right and the account exists; only what follows it failed: the account's page says what to do.
    if (triggerFlags(message, 'PostConfirmation')) return { message: '', page: signUpPaths.accountExists };
  }
  return { message: message || SIGN_UP_ERROR };
}

/**
 * What a refused confirmation code means: a wrong code clears the code form, which says so (`rejected`); an expired
 * code, or anything else, is explained above the form.
 */
export function classifyCodeError(error: unknown): { rejected: boolean; failure: SignUpFailure } {
  const code = codeOf(error);
  if (code === 'CodeMismatchException') return { rejected: true, failure: { message: '' } };
  if (code === 'ExpiredCodeException') return { rejected: false, failure: { message: CODE_EXPIRED } };
  return { rejected: false, failure: classifySignUpError(error) };
}

/** The identity service's answer to a second confirmation of the same account: it is confirmed already. */
export const isAlreadyConfirmed = (error: unknown) =>
  codeOf(error) === 'NotAuthorizedException' && /Current status is CONFIRMED/.test(messageOf(error));

/** Signing in found an account that still waits for its sign-up code (Amplify's step, or the service's error). */
export const isUnconfirmedAccount = (error: unknown) =>
  ['CONFIRM_SIGN_UP', 'UserNotConfirmedException'].includes(codeOf(error));
