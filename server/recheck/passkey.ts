// A re-check answered with a passkey: the server issues request options for the customer's passkeys on this site
// (user verification required), keeps the challenge with the re-check for 5 minutes, takes it when answered (so it
// serves one answer), and checks the answer exactly as the passkey sign-in does (server/identity/passkeyAssertion.ts:
// this account's passkey, this site, verified, the counter rising). Refused answers share the re-check's five attempts.
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recheckPasskeyChallenges } from '../db/schema';
import { CognitoError } from '../identity/errors';
import { passkeyRequestOptions, verifyPasskeyAssertion } from '../identity/passkeyAssertion';
import { recordProof } from '../identity/recentProof';
import type { RelyingParty } from '../identity/relyingParty';
import { WEB_AUTHN_TTL_MS } from '../identity/sessions';
import type { UserRow } from '../identity/users';
import type { SignInRef } from '../mfa/gate';
import { claimAttempt, lastAttempt, recheckExpired, settle, type RecheckRow } from './settle';

export type PasskeyOptionsResult =
  | { ok: true; options: PublicKeyCredentialRequestOptionsJSON }
  | { ok: false; reason: 'EXPIRED' | 'LOCKED' | 'NOT_OFFERED' };

/** Request options for the re-check, its challenge kept in place of any earlier one. */
export async function passkeyOptionsFor(
  db: Db,
  user: UserRow,
  row: RecheckRow,
  rp: RelyingParty | undefined,
  now: Date,
): Promise<PasskeyOptionsResult> {
  if (row.status !== 'PENDING') return { ok: false, reason: 'LOCKED' };
  if (recheckExpired(row, now)) return { ok: false, reason: 'EXPIRED' };
  const options = rp ? await passkeyRequestOptions(db, user.id, rp) : undefined;
  if (!rp || !options) return { ok: false, reason: 'NOT_OFFERED' };
  const kept = {
    challenge: options.challenge,
    relyingPartyId: rp.id,
    origin: rp.origin,
    expiresAt: new Date(now.getTime() + WEB_AUTHN_TTL_MS),
  };
  await db
    .insert(recheckPasskeyChallenges)
    .values({ recheckId: row.id, ...kept })
    .onConflictDoUpdate({ target: recheckPasskeyChallenges.recheckId, set: kept });
  return { ok: true, options };
}

/** Takes the re-check's challenge (it serves one answer); undefined when there is none or it is too old. */
async function takeChallenge(db: Db, recheckId: string, now: Date) {
  const [taken] = await db
    .delete(recheckPasskeyChallenges)
    .where(eq(recheckPasskeyChallenges.recheckId, recheckId))
    .returning();
  return taken && taken.expiresAt.getTime() > now.getTime() ? taken : undefined;
}

export type PasskeyAnswerOutcome = 'APPROVED' | 'PASSKEY_REFUSED' | 'EXPIRED' | 'LOCKED';

export async function answerWithPasskey(
  db: Db,
  user: UserRow,
  signIn: SignInRef,
  row: RecheckRow,
  answer: { credential: AuthenticationResponseJSON; rp: RelyingParty | undefined },
  now: Date,
): Promise<PasskeyAnswerOutcome> {
  if (row.status !== 'PENDING') return 'LOCKED';
  if (recheckExpired(row, now)) return 'EXPIRED';
  const attempts = await claimAttempt(db, row.id);
  if (attempts === null) {
    await settle(db, row.id, 'DENIED', now);
    return 'LOCKED';
  }
  const challenge = await takeChallenge(db, row.id, now);
  const { rp } = answer;
  // The answer must come from the site the challenge was issued for.
  const sameSite = !!challenge && !!rp && rp.id === challenge.relyingPartyId && rp.origin === challenge.origin;
  try {
    if (!challenge || !rp || !sameSite) throw new CognitoError('NotAuthorizedException', 'challenge or site');
    await verifyPasskeyAssertion(db, user.id, answer.credential, { challenge: challenge.challenge, rp }, now);
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    if (lastAttempt(attempts)) {
      await settle(db, row.id, 'DENIED', now);
      return 'LOCKED';
    }
    return 'PASSKEY_REFUSED';
  }
  if (!(await settle(db, row.id, 'APPROVED', now))) return 'LOCKED';
  await recordProof(db, signIn, 'PASSKEY', now);
  return 'APPROVED';
}
