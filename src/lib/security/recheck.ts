// What the server and the client agree on about re-checks: how fresh a proof must be for a change of e-mail, phone,
// password or a factor, and how the identity service's refusal reads, so the client can tell it from a wrong password
// (both are Cognito's NotAuthorizedException, and Cognito errors carry only a type and a message).

/** A change needs a proof (a code, a passkey) made by the same sign-in within this many minutes. */
export const RECHECK_WINDOW_MINUTES = 5;

/** The identity service's NotAuthorizedException message when a change needs a fresh proof first. */
export const RECHECK_REQUIRED_MESSAGE = "Confirm it's you to make this change.";

/** The GraphQL error code of the same refusal from a portal operation. */
export const RECHECK_REQUIRED_CODE = 'RECHECK_REQUIRED';

/** True for the identity service's refusal for want of a fresh proof (its type and exact message). */
export const isRecheckRefusal = (name: string | undefined, message: string | undefined): boolean =>
  name === 'NotAuthorizedException' && message === RECHECK_REQUIRED_MESSAGE;
