// Multi-factor checks after sign-in: start one from the device fingerprint (decision table in ./decide.ts), e-mail a
// one-time code, check it, resend it and remember the device once the code was right.
//
// Codes follow server/identity/codes.ts: 6 digits from a CSPRNG, stored only as a keyed digest (bound to the check
// and the code's session), compared in constant time. Every limit is enforced by a conditional UPDATE, so parallel
// requests cannot exceed it on PostgreSQL: a submission first claims one of the check's MAX_ATTEMPTS attempts
// (`attempts = attempts + 1 ... WHERE attempts < max RETURNING`), then compares; a resend claims one of MAX_SENDS
// sends only if RESEND_WAIT_MS have passed since the last.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import { fingerprintDigest } from '../auth/digests';
import { withKeyLock, type Tx } from '../auth/keyLock';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { deniedDevices, devices, mfaChallenges } from '../db/schema';
import { isLocked } from '../identity/passwords';
import { findUser, type UserRow } from '../identity/users';
import type { Outbox } from '../outbox/outbox';
import { decideMfa, initialStatus, sendsEmailCode, type MfaDecision, type MfaFacts, type MfaReason } from './decide';
import { isMfaId } from './validate';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Codes a check accepts in total, across resends; the fifth wrong one denies it. */
export const MAX_ATTEMPTS = 5;
/** Codes e-mailed per check, the first one included. */
export const MAX_SENDS = 5;
export const RESEND_WAIT_MS = 30 * 1000;
/** Code-sending checks a customer may start per CHALLENGE_WINDOW_MS; beyond that startMfa answers DENY. */
export const MAX_CODE_CHALLENGES = 10;
export const CHALLENGE_WINDOW_MS = 60 * 60 * 1000;

export const CODE_EMAIL_SUBJECT = 'Your verification code';

export type VerificationStatus = 'APPROVED' | 'PENDING' | 'DENIED';
type ChallengeRow = typeof mfaChallenges.$inferSelect;

export interface MfaDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
}

/** The customer a call concerns (customerEmailFor); null when no account has that e-mail. */
export const findCustomer = (db: Db, email: string) => findUser(db, email);

const codeDigest = (cipher: Cipher, mfaId: string, sessionId: string, code: string) =>
  cipher.digest(`code:mfa:${mfaId}:${sessionId}:${code}`);

function codeMatches(cipher: Cipher, mfaId: string, codeHash: string | null, sessionId: string, code: string) {
  if (!codeHash) return false;
  const expected = Buffer.from(codeHash, 'hex');
  const given = Buffer.from(codeDigest(cipher, mfaId, sessionId, code), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A fresh code and the row values that hold it (digest only). */
function issueCode(cipher: Cipher, mfaId: string, now: Date) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sessionId = randomUUID();
  return {
    code,
    values: {
      sessionId,
      codeHash: codeDigest(cipher, mfaId, sessionId, code),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      lastSentAt: now,
    },
  };
}

async function emailCode(outbox: Outbox, to: string, code: string): Promise<void> {
  await outbox.send({
    to,
    channel: 'email',
    subject: CODE_EMAIL_SUBJECT,
    text:
      `Your verification code is ${code}. It expires in 10 minutes.\n\n` +
      'If you did not just sign in, do not share this code with anyone and change your password.',
    code,
  });
}

async function ownChallenge(db: Db, user: UserRow, mfaId: string): Promise<ChallengeRow | undefined> {
  if (!isMfaId(mfaId)) return undefined;
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, mfaId), eq(mfaChallenges.userId, user.id)))
    .limit(1);
  return row;
}

async function reread(db: Db, row: ChallengeRow): Promise<ChallengeRow> {
  const [fresh] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.id, row.id)).limit(1);
  return fresh ?? row;
}

/** The facts the decision table takes, read inside the customer's lock. */
async function gatherFacts(tx: Tx, user: UserRow, fingerprintHash: string, now: Date): Promise<MfaFacts> {
  const [denied] = await tx
    .select({ hash: deniedDevices.fingerprintHash })
    .from(deniedDevices)
    .where(eq(deniedDevices.fingerprintHash, fingerprintHash))
    .limit(1);
  const [device] = await tx
    .select({ remembered: devices.remembered })
    .from(devices)
    .where(and(eq(devices.userId, user.id), eq(devices.fingerprintHash, fingerprintHash)))
    .limit(1);
  const [recent] = await tx
    .select({ n: count() })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.userId, user.id),
        isNotNull(mfaChallenges.emailVerificationId),
        gt(mfaChallenges.createdAt, new Date(now.getTime() - CHALLENGE_WINDOW_MS)),
      ),
    );
  return {
    deviceDenied: !!denied,
    deviceRemembered: device?.remembered === true,
    accountLocked: !user.enabled || isLocked(user, now.getTime()),
    tooManyChallenges: (recent?.n ?? 0) >= MAX_CODE_CHALLENGES,
    // The demo has no trusted networks and keeps no code preference (DEMO-DATA.md): e-mail it is.
    trustedNetwork: false,
    preference: 'EMAIL',
    hasPhone: false,
  };
}

export interface StartedChallenge {
  mfaId: string;
  decision: MfaDecision;
  reason: MfaReason;
  /** Where the code went, masked; null when no code was sent. */
  maskedEmail: string | null;
}

/** startMfa: decides, records the device (last seen), records the check and, when the decision says so, e-mails. */
export async function startChallenge(
  deps: MfaDeps,
  user: UserRow,
  blackBox: string,
  now = new Date(),
): Promise<StartedChallenge> {
  const { db, cipher } = deps;
  const fingerprintHash = fingerprintDigest(cipher, blackBox);
  // One start at a time per customer, so the recent-checks count cannot be raced past.
  const started = await withKeyLock(db, `mfa-user:${user.id}`, async (tx) => {
    const verdict = decideMfa(await gatherFacts(tx, user, fingerprintHash, now));
    await tx
      .insert(devices)
      .values({ userId: user.id, fingerprintHash, lastSeenAt: now })
      .onConflictDoUpdate({ target: [devices.userId, devices.fingerprintHash], set: { lastSeenAt: now } });
    const mfaId = randomUUID();
    const status = initialStatus(verdict.decision);
    const issued = sendsEmailCode(verdict.decision) ? issueCode(cipher, mfaId, now) : null;
    await tx.insert(mfaChallenges).values({
      id: mfaId,
      userId: user.id,
      fingerprintHash,
      decision: verdict.decision,
      status,
      decidedAt: status === 'PENDING' ? null : now,
      createdAt: now,
      ...(issued ? { ...issued.values, emailVerificationId: randomUUID(), sends: 1 } : {}),
    });
    return { mfaId, verdict, code: issued?.code ?? null };
  });
  // After the commit: the outbox writes through its own connection.
  if (started.code !== null) await emailCode(deps.outbox, user.email, started.code);
  return {
    mfaId: started.mfaId,
    decision: started.verdict.decision,
    reason: started.verdict.reason,
    maskedEmail: started.code !== null ? maskEmail(user.email) : null,
  };
}

/** searchEmailVerification: the customer's own check's e-mail verification; null when there is none. */
export async function findEmailVerification(
  deps: MfaDeps,
  user: UserRow,
  mfaId: string,
): Promise<{ emailVerificationId: string; sessionId: string } | null> {
  const row = await ownChallenge(deps.db, user, mfaId);
  if (!row?.emailVerificationId || !row.sessionId) return null;
  return { emailVerificationId: row.emailVerificationId, sessionId: row.sessionId };
}

export type VerifyReason = 'approved' | 'replay' | 'mismatch' | 'attempts' | 'expired' | 'stale-session' | 'settled';

export interface VerifyOutcome {
  status: VerificationStatus;
  reason: VerifyReason;
}

async function deny(db: Db, mfaId: string, now: Date): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ status: 'DENIED', decidedAt: now })
    .where(and(eq(mfaChallenges.id, mfaId), eq(mfaChallenges.status, 'PENDING')));
}

/** Why a code for this session cannot be tried on the check as it stands, or null when it can. */
function refusal(
  row: ChallengeRow,
  sessionId: string,
  now: Date,
): Exclude<VerifyReason, 'approved' | 'mismatch'> | null {
  if (row.status !== 'PENDING') return 'settled';
  if (row.sessionId !== sessionId) return 'stale-session';
  if (!row.codeExpiresAt || row.codeExpiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= MAX_ATTEMPTS) return 'attempts';
  return null;
}

/**
 * Answers for a code that cannot be tried: a check already approved with this very code and session answers
 * APPROVED again (a repeated submission grants nothing new); anything else is DENIED, and a pending check is denied
 * for good (stale session, expired code, attempts used up).
 */
async function settle(
  deps: MfaDeps,
  row: ChallengeRow,
  sessionId: string,
  code: string,
  now: Date,
): Promise<VerifyOutcome> {
  if (
    row.status === 'APPROVED' &&
    row.sessionId === sessionId &&
    codeMatches(deps.cipher, row.id, row.codeHash, sessionId, code)
  ) {
    return { status: 'APPROVED', reason: 'replay' };
  }
  const reason = refusal(row, sessionId, now) ?? 'settled';
  if (row.status === 'PENDING') await deny(deps.db, row.id, now);
  return { status: 'DENIED', reason };
}

/**
 * validateEmailVerificationCode: APPROVED for the right, unexpired code of the current session; PENDING for a wrong
 * code while attempts remain; DENIED otherwise. Null when the customer has no such check or verification.
 */
export async function verifyCode(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; emailVerificationId: string; sessionId: string; code: string },
  now = new Date(),
): Promise<VerifyOutcome | null> {
  const { db, cipher } = deps;
  const row = await ownChallenge(db, user, input.mfaId);
  if (!row?.emailVerificationId || row.emailVerificationId !== input.emailVerificationId) return null;
  const { sessionId, code } = input;
  if (refusal(row, sessionId, now)) return settle(deps, row, sessionId, code, now);

  const [claimed] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.id, row.id),
        eq(mfaChallenges.status, 'PENDING'),
        eq(mfaChallenges.sessionId, sessionId),
        gt(mfaChallenges.codeExpiresAt, now),
        lt(mfaChallenges.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: mfaChallenges.attempts, codeHash: mfaChallenges.codeHash });
  // Someone else changed the check in between (a resend, another submission): answer from what it is now.
  if (!claimed) return settle(deps, await reread(db, row), sessionId, code, now);

  if (codeMatches(cipher, row.id, claimed.codeHash, sessionId, code)) {
    const [approved] = await db
      .update(mfaChallenges)
      .set({ status: 'APPROVED', decidedAt: now })
      .where(
        and(eq(mfaChallenges.id, row.id), eq(mfaChallenges.status, 'PENDING'), eq(mfaChallenges.sessionId, sessionId)),
      )
      .returning({ id: mfaChallenges.id });
    if (approved) return { status: 'APPROVED', reason: 'approved' };
    return settle(deps, await reread(db, row), sessionId, code, now);
  }
  if (claimed.attempts >= MAX_ATTEMPTS) {
    await deny(db, row.id, now);
    return { status: 'DENIED', reason: 'attempts' };
  }
  return { status: 'PENDING', reason: 'mismatch' };
}

export interface ResendOutcome {
  success: boolean;
  sessionId: string;
  reason: 'sent' | 'too-soon' | 'limit' | 'settled';
}

/** emailResendCode: a new code (the old one stops working) unless sent too recently or too often. */
export async function resendCode(
  deps: MfaDeps,
  user: UserRow,
  mfaId: string,
  now = new Date(),
): Promise<ResendOutcome | null> {
  const { db, cipher } = deps;
  const row = await ownChallenge(db, user, mfaId);
  if (!row?.emailVerificationId || !row.sessionId) return null;
  if (row.status !== 'PENDING') return { success: false, sessionId: row.sessionId, reason: 'settled' };

  const issued = issueCode(cipher, row.id, now);
  const [claimed] = await db
    .update(mfaChallenges)
    .set({ ...issued.values, sends: sql`${mfaChallenges.sends} + 1` })
    .where(
      and(
        eq(mfaChallenges.id, row.id),
        eq(mfaChallenges.status, 'PENDING'),
        lt(mfaChallenges.sends, MAX_SENDS),
        lte(mfaChallenges.lastSentAt, new Date(now.getTime() - RESEND_WAIT_MS)),
      ),
    )
    .returning({ sessionId: mfaChallenges.sessionId });
  if (!claimed?.sessionId) {
    const fresh = await reread(db, row);
    const reason = fresh.status !== 'PENDING' ? 'settled' : fresh.sends >= MAX_SENDS ? 'limit' : 'too-soon';
    return { success: false, sessionId: fresh.sessionId ?? row.sessionId, reason };
  }
  await emailCode(deps.outbox, user.email, issued.code);
  return { success: true, sessionId: claimed.sessionId, reason: 'sent' };
}

export type RememberReason = 'remembered' | 'not-found' | 'not-approved' | 'other-device';

/**
 * rememberDevice: only a check the customer passed with a code, and only for the device that passed it (the same
 * blackBox the check started with), marks that device remembered for that customer.
 */
export async function rememberDevice(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; blackBox: string },
  now = new Date(),
): Promise<RememberReason> {
  const { db, cipher } = deps;
  const row = await ownChallenge(db, user, input.mfaId);
  if (!row) return 'not-found';
  if (row.status !== 'APPROVED' || !row.decision.startsWith('OTP_')) return 'not-approved';
  const fingerprintHash = fingerprintDigest(cipher, input.blackBox);
  if (row.fingerprintHash !== fingerprintHash) return 'other-device';
  await db
    .insert(devices)
    .values({ userId: user.id, fingerprintHash, remembered: true, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [devices.userId, devices.fingerprintHash],
      set: { remembered: true, lastSeenAt: now },
    });
  return 'remembered';
}
