// "Sign out of all other sessions": every sign-in of the user but the caller's own ends (its refresh token revoked,
// so its access and ID tokens are refused, and its multi-factor pass forgotten). Not Cognito's GlobalSignOut, which
// ends the caller's session too. Offered after a password or factor change, and on the security settings page.
import type { Db } from '../db/client';
import { revokeAllForUser } from './refreshTokens';

/** Ends the user's sign-ins other than `keepOriginJti`; answers how many ended. */
export async function endOtherSessions(db: Db, userId: string, keepOriginJti: string): Promise<number> {
  return (await revokeAllForUser({ db }, userId, keepOriginJti)).length;
}
