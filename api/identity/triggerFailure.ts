// How the identity service reports a refusing user-pool trigger, as Cognito does: UserLambdaValidationException
// "<Trigger> failed with error <message>.". The portal's sign-up triggers put JSON flags in <message> (the sign-up
// error catalogue's classes); enrollment's and a new customer's sign-up read them with this one parser.

/** The flags a refused sign-up may carry. */
export interface SignUpFlags {
  customerExists?: boolean;
  isPasswordless?: boolean;
  customerCheckError?: boolean;
  customerConfirmationError?: boolean;
}

/**
 * The flags of a `trigger` failure in `message`: null when the message is not that trigger's failure, {} when it is
 * but carries no JSON object (a message of the trigger's own words).
 */
export function triggerFlags(message: string, trigger: 'PreSignUp' | 'PostConfirmation'): SignUpFlags | null {
  const prefix = `${trigger} failed with error `;
  const at = message.indexOf(prefix);
  if (at < 0) return null;
  const json = message.slice(at + prefix.length).replace(/\.$/, '');
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as SignUpFlags) : {};
  } catch {
    return {};
  }
}
