// A multi-factor check decided OTP_TOTP, passed with the authenticator app's code: the same attempts as a sent code
// (MAX_ATTEMPTS per check, the last wrong one denies it), the code checked against the customer's secret with one
// step of drift and never for a step already used (server/identity/softwareTokens.ts). A right code passes the
// sign-in (mfa_passes) and cancels any "I can't use my authenticator app" request: the customer has their phone.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authenticatorCheckAttempts, mfaChallenges } from '../db/schema';
import { findSoftwareToken, spendCode } from '../identity/softwareTokens';
import type { UserRow } from '../identity/users';
import { MAX_ATTEMPTS } from '../verification/codeChallenges';
import { cancelFallbacks } from './authenticatorFallback';
import { recordPass } from './gate';
import { ownCheck, type CheckRow, type MfaDeps } from './store';

export type AuthenticatorCodeResult = 'OTP_VALID' | 'OTP_INVALID' | 'OTP_EXCEEDED';

/** Settles a pending check; answers what it is now (another request may have settled it first). */
async function settle(db: Db, check: CheckRow, status: 'APPROVED' | 'DENIED', now: Date): Promise<string> {
  const [settled] = await db
    .update(mfaChallenges)
    .set({ status, decidedAt: now })
    .where(and(eq(mfaChallenges.id, check.id), eq(mfaChallenges.status, 'PENDING')))
    .returning({ status: mfaChallenges.status });
  if (settled) return settled.status;
  const [row] = await db
    .select({ status: mfaChallenges.status })
    .from(mfaChallenges)
    .where(eq(mfaChallenges.id, check.id));
  return row?.status ?? status;
}

/** Claims one of the check's attempts; false when they are used up. */
async function claimAttempt(db: Db, mfaId: string): Promise<number | null> {
  await db.insert(authenticatorCheckAttempts).values({ mfaId }).onConflictDoNothing();
  const [claimed] = await db
    .update(authenticatorCheckAttempts)
    .set({ attempts: sql`${authenticatorCheckAttempts.attempts} + 1` })
    .where(and(eq(authenticatorCheckAttempts.mfaId, mfaId), lt(authenticatorCheckAttempts.attempts, MAX_ATTEMPTS)))
    .returning({ attempts: authenticatorCheckAttempts.attempts });
  return claimed?.attempts ?? null;
}

/**
 * verifyAuthenticatorCode: OTP_VALID passes the check (a repeated answer to a check already passed grants nothing
 * new); OTP_INVALID for a wrong or already used code while attempts remain; OTP_EXCEEDED once they are used up or the
 * check was denied. Null when the customer has no such check of theirs decided OTP_TOTP.
 */
export async function verifyAuthenticatorCode(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; code: string },
  now: Date,
): Promise<AuthenticatorCodeResult | null> {
  const { db, cipher } = deps;
  const check = await ownCheck(db, user, input.mfaId);
  if (!check || check.decision !== 'OTP_TOTP') return null;
  if (check.status === 'APPROVED') return 'OTP_VALID';
  if (check.status !== 'PENDING') return 'OTP_EXCEEDED';
  const attempts = await claimAttempt(db, check.id);
  if (attempts === null) {
    await settle(db, check, 'DENIED', now);
    return 'OTP_EXCEEDED';
  }
  const token = await findSoftwareToken(db, user.id);
  const verdict = token?.secretSealed
    ? await spendCode(db, cipher, user.id, token.secretSealed, input.code, now)
    : 'mismatch';
  if (verdict === 'accepted') {
    const status = await settle(db, check, 'APPROVED', now);
    if (status !== 'APPROVED') return 'OTP_EXCEEDED';
    if (check.originJti && check.originSub) {
      await recordPass(db, { originJti: check.originJti, subject: check.originSub }, 'CODE', check.id, now);
    }
    await cancelFallbacks(db, user.id, now);
    return 'OTP_VALID';
  }
  if (attempts >= MAX_ATTEMPTS) {
    await settle(db, check, 'DENIED', now);
    return 'OTP_EXCEEDED';
  }
  return 'OTP_INVALID';
}
