// For tests of changes that need a fresh proof (server/identity/recentProof.ts) but are about something else: marks
// the sign-in an access or ID token comes from as just proved, as its multi-factor code or a re-check would.
import { decodeJwt } from 'jose';
import type { Db } from '../../../server/db/client';
import { recordProof } from '../../../server/identity/recentProof';

export async function proveNow(db: Db, token: string, now = new Date()): Promise<void> {
  const { origin_jti: originJti, sub } = decodeJwt(token);
  if (typeof originJti !== 'string' || typeof sub !== 'string') throw new Error('the token names no sign-in');
  await recordProof(db, { originJti, subject: sub }, 'CODE', now);
}
