// How often a password reset may be asked for, so nobody can spend the owner's resets
// (a security rule). Three sliding windows, all or nothing (a refused request spends none of them):
// - per requester and account: 3 an hour. The owner retrying from their own address is not held up by anyone else;
// - per requester: 10 an hour, so one address cannot mail-bomb many accounts;
// - per account: 10 an hour from everyone, so a mailbox cannot be flooded. One requester can spend at most 3 of
//   them, so blocking an owner takes at least four addresses.
// The requester is the client address as the server sees it (trustProxy decides whether x-forwarded-for counts),
// kept only as a keyed digest. Without an address (an embedded call) only the account window applies.
import { clientDigest, emailDigest } from '../auth/digests';
import { takeThrottles, type ThrottleRule } from '../auth/throttle';
import type { IdentityContext } from './context';
import { CognitoError } from './errors';

const HOUR = 60 * 60 * 1000;

export const RESET_PAIR_THROTTLE: ThrottleRule = { bucket: 'reset-requester-account', limit: 3, windowMs: HOUR };
export const RESET_REQUESTER_THROTTLE: ThrottleRule = { bucket: 'reset-requester', limit: 10, windowMs: HOUR };
export const RESET_ACCOUNT_THROTTLE: ThrottleRule = { bucket: 'reset-account', limit: 10, windowMs: HOUR };

/** The refusal, in Cognito's class (Amplify reports it as LimitExceededException); the text says when to retry. */
export function resetLimitExceeded(retryAfterSeconds: number): CognitoError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new CognitoError(
    'LimitExceededException',
    `Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before asking for another reset.`,
  );
}

/** Takes one reset from each window, or none when any is full (LimitExceededException naming the wait). */
export async function takeResetAllowance(
  ctx: Pick<IdentityContext, 'db' | 'cipher'>,
  username: string,
  clientAddress: string | undefined,
  now = new Date(),
): Promise<void> {
  const account = emailDigest(ctx.cipher, username);
  const windows = [{ rule: RESET_ACCOUNT_THROTTLE, keyHash: account }];
  if (clientAddress) {
    const requester = clientDigest(ctx.cipher, clientAddress);
    windows.push(
      { rule: RESET_PAIR_THROTTLE, keyHash: ctx.cipher.digest(`reset-pair:${requester}:${account}`) },
      { rule: RESET_REQUESTER_THROTTLE, keyHash: requester },
    );
  }
  const result = await takeThrottles(ctx.db, windows, now);
  if (!result.allowed) throw resetLimitExceeded(result.retryAfterSeconds);
}
