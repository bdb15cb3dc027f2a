// What the server and the client agree on about the last strong factor: how the identity service's refusal reads, so
// the client can tell it from the other InvalidParameterExceptions of the same operations (Cognito errors carry only
// a type and a message).

/** The identity service's InvalidParameterException message when a change would leave only e-mailed or texted codes. */
export const LAST_FACTOR_MESSAGE =
  'This is your last passkey or authenticator app: removing it would leave only e-mailed or texted codes. Add another passkey or the authenticator app first, then remove this one.';

/** True for the identity service's refusal to remove the last strong factor (its type and exact message). */
export const isLastFactorRefusal = (name: string | undefined, message: string | undefined): boolean =>
  name === 'InvalidParameterException' && message === LAST_FACTOR_MESSAGE;
