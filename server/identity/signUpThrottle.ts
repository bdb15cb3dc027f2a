// How often one client address may ask to sign up. A sign-up answers whether an e-mail already has an account
// (UsernameExistsException) or a customer record (the PreSignUp check's customerExists), and e-mails a code to
// whoever the address names: a window per requester keeps both from being used in bulk. The requester is the client
// address as the server sees it (trustProxy decides whether x-forwarded-for counts), kept only as a keyed digest.
// Without an address (an embedded call) nothing is counted.
import { clientDigest } from '../auth/digests';
import { takeThrottles, type ThrottleRule } from '../auth/throttle';
import type { IdentityContext } from './context';
import { CognitoError } from './errors';

export const SIGN_UP_REQUESTER_THROTTLE: ThrottleRule = {
  bucket: 'sign-up-requester',
  limit: 20,
  windowMs: 60 * 60 * 1000,
};

/** The refusal in Cognito's class for a request limit; the text says when to try again. */
export function signUpLimitExceeded(retryAfterSeconds: number): CognitoError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new CognitoError(
    'LimitExceededException',
    `Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before signing up again.`,
  );
}

/** Takes one sign-up from the requester's window, or throws LimitExceededException naming the wait. */
export async function takeSignUpAllowance(
  ctx: Pick<IdentityContext, 'db' | 'cipher'>,
  clientAddress: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!clientAddress) return;
  const result = await takeThrottles(
    ctx.db,
    [{ rule: SIGN_UP_REQUESTER_THROTTLE, keyHash: clientDigest(ctx.cipher, clientAddress) }],
    now,
  );
  if (!result.allowed) throw signUpLimitExceeded(result.retryAfterSeconds);
}
