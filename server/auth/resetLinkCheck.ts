// POST /auth/reset-link: whether a reset link's code is still good, asked when the
// change-password page opens, so a used or expired link is said at once rather than after both passwords are typed.
// The code is not consumed; a wrong code spends one of its attempts as ConfirmForgotPassword does, so asking here is
// no cheaper a way to guess. It answers only `valid: true | false`: an unknown e-mail reads like a used link, and a
// `true` needs the code from the mailbox, so nothing is learnt about accounts. Throttled per client address.
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { makeCodes } from '../identity/codes';
import { normaliseUsername } from '../identity/users';
import { clientDigest } from './digests';
import { takeThrottle, type ThrottleResult, type ThrottleRule } from './throttle';

/** Per client address: 20 link checks per 15 minutes (a customer opens a link once or twice). */
export const RESET_LINK_IP_THROTTLE: ThrottleRule = { bucket: 'reset-link-ip', limit: 20, windowMs: 15 * 60_000 };

/** A reset code is 6 digits; anything else is not one of ours and is answered without a look-up. */
const CODE_PATTERN = /^\d{6}$/;

export function throttleResetLinkCheck(db: Db, cipher: Cipher, clientIp: string): Promise<ThrottleResult> {
  return takeThrottle(db, RESET_LINK_IP_THROTTLE, clientDigest(cipher, clientIp));
}

export async function resetLinkIsValid(db: Db, cipher: Cipher, input: { email: string; code: string }) {
  if (!CODE_PATTERN.test(input.code)) return false;
  return (await makeCodes(db, cipher).peek(normaliseUsername(input.email), 'reset', input.code)) === 'ok';
}
