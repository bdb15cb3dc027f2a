// Multi-factor checks after sign-in: start one from the device fingerprint (decision table in ./decide.ts), e-mail a
// one-time code, check it, resend it and remember the device once the code was right. The code itself (limits,
// digests, atomic attempts and sends) is server/verification's; this module owns the check and keeps its status
// in step with its code challenge's.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import { fingerprintDigest } from '../auth/digests';
import { withKeyLock, type Tx } from '../auth/keyLock';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { deniedDevices, devices, mfaChallenges } from '../db/schema';
import { isLocked } from '../identity/passwords';
import { findUser, type UserRow } from '../identity/users';
import type { Outbox } from '../outbox/outbox';
import {
  findChallenge,
  openChallenge,
  resendCode as resendChallengeCode,
  verifyCode as verifyChallengeCode,
  type CodeOwner,
  type ResendOutcome,
  type VerifyOutcome,
} from '../verification/codeChallenges';
import { decideMfa, initialStatus, sendsEmailCode, type MfaDecision, type MfaFacts, type MfaReason } from './decide';
import { isMfaId } from './validate';

export { CODE_TTL_MS, MAX_ATTEMPTS, MAX_SENDS, RESEND_WAIT_MS } from '../verification/codeChallenges';
export type { ResendOutcome, VerificationStatus, VerifyOutcome, VerifyReason } from '../verification/codeChallenges';

/** Code-sending checks a customer may start per CHALLENGE_WINDOW_MS; beyond that startMfa answers DENY. */
export const MAX_CODE_CHALLENGES = 10;
export const CHALLENGE_WINDOW_MS = 60 * 60 * 1000;

export const CODE_EMAIL_SUBJECT = 'Your verification code';

type CheckRow = typeof mfaChallenges.$inferSelect;

export interface MfaDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
}

/** The customer a call concerns (customerEmailFor); null when no account has that e-mail. */
export const findCustomer = (db: Db, email: string) => findUser(db, email);

/** A check's e-mailed code. */
const codeOwner = (mfaId: string): CodeOwner => ({ kind: 'mfa', id: mfaId, channel: 'email' });

const CODE_DECISIONS: MfaDecision[] = ['OTP_EMAIL', 'OTP_PHONE_EMAIL'];

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

async function ownCheck(db: Db, user: UserRow, mfaId: string): Promise<CheckRow | undefined> {
  if (!isMfaId(mfaId)) return undefined;
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, mfaId), eq(mfaChallenges.userId, user.id)))
    .limit(1);
  return row;
}

/** The customer's own check's code challenge; undefined when the check is not theirs or sends no code. */
async function ownCodeChallenge(db: Db, user: UserRow, mfaId: string) {
  const check = await ownCheck(db, user, mfaId);
  return check ? findChallenge(db, codeOwner(check.id)) : undefined;
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
        inArray(mfaChallenges.decision, CODE_DECISIONS),
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
    await tx.insert(mfaChallenges).values({
      id: mfaId,
      userId: user.id,
      fingerprintHash,
      decision: verdict.decision,
      status,
      decidedAt: status === 'PENDING' ? null : now,
      createdAt: now,
    });
    const opened = sendsEmailCode(verdict.decision) ? await openChallenge(tx, cipher, codeOwner(mfaId), now) : null;
    return { mfaId, verdict, code: opened?.code ?? null };
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
  const challenge = await ownCodeChallenge(deps.db, user, mfaId);
  return challenge ? { emailVerificationId: challenge.id, sessionId: challenge.sessionId } : null;
}

/** The check follows its code challenge once that is settled (only a pending check changes). */
async function settleCheck(db: Db, mfaId: string, status: 'APPROVED' | 'DENIED', now: Date): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ status, decidedAt: now })
    .where(and(eq(mfaChallenges.id, mfaId), eq(mfaChallenges.status, 'PENDING')));
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
  const challenge = await ownCodeChallenge(deps.db, user, input.mfaId);
  if (!challenge || challenge.id !== input.emailVerificationId) return null;
  const outcome = await verifyChallengeCode(deps, challenge, { sessionId: input.sessionId, code: input.code }, now);
  if (outcome.challengeStatus !== 'PENDING')
    await settleCheck(deps.db, challenge.ownerId, outcome.challengeStatus, now);
  return outcome;
}

/** emailResendCode: a new code (the old one stops working) unless sent too recently or too often. */
export async function resendCode(
  deps: MfaDeps,
  user: UserRow,
  mfaId: string,
  now = new Date(),
): Promise<ResendOutcome | null> {
  const challenge = await ownCodeChallenge(deps.db, user, mfaId);
  if (!challenge) return null;
  return resendChallengeCode(deps, challenge, (code) => emailCode(deps.outbox, user.email, code), now);
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
  const row = await ownCheck(db, user, input.mfaId);
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
