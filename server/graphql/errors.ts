// The error codes every GraphQL caller can rely on (`extensions.code`). The client's one error classifier maps
// these to redirects; anything else reaching a client is masked as INTERNAL_SERVER_ERROR.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  /** A customer's sign-in has not passed the multi-factor check (server/mfa/gate.ts): pass it, then call again. */
  | 'MFA_REQUIRED'
  /** A change needs a fresh proof of who is signed in (server/identity/recentProof.ts): re-check, then call again. */
  | 'RECHECK_REQUIRED'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NOT_IMPLEMENTED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

/** `extra` adds extensions beside the code, e.g. `{ field }` naming the input a BAD_USER_INPUT message is about. */
export function gqlError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extra, code } });
}

export const unauthenticated = () => gqlError('UNAUTHENTICATED', 'Sign in to continue.');
export const forbidden = (why = 'You are not allowed to do that.') => gqlError('FORBIDDEN', why);
export const mfaRequired = () =>
  gqlError('MFA_REQUIRED', 'Confirm it is you with the multi-factor check before seeing your account.');
export const badInput = (message: string) => gqlError('BAD_USER_INPUT', message);
