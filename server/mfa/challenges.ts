// Multi-factor checks after sign-in: start one from the device fingerprint (decision table in ./decide.ts), e-mail
// and/or text one-time codes, check them, resend them and remember the device once the codes were right. The code itself (limits,
// digests, atomic attempts and sends) is server/verification's; this module owns the check and keeps its status
// in step with its code challenges' (one per channel: OTP_PHONE_EMAIL needs both the texted and the e-mailed code).
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import { fingerprintDigest } from '../auth/digests';
import { withKeyLock, type Tx } from '../auth/keyLock';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers, deniedDevices, devices, mfaChallenges } from '../db/schema';
import type { OtpResult } from '../graphql/generated/resolvers';
import { isLocked } from '../identity/passwords';
import { findUser, type UserRow } from '../identity/users';
import type { Outbox } from '../outbox/outbox';
import { maskPhone, otpResultOf, phoneDigits } from '../verification/textedCodes';
import {
  findChallenge,
  openChallenge,
  resendCode as resendChallengeCode,
  verifyCode as verifyChallengeCode,
  type CodeChannel,
  type CodeOwner,
  type ResendOutcome,
  type VerifyOutcome,
} from '../verification/codeChallenges';
import {
  decideMfa,
  initialStatus,
  sendsEmailCode,
  sendsTextedCode,
  type CodePreference,
  type MfaDecision,
  type MfaFacts,
  type MfaReason,
} from './decide';
import { isMfaId } from './validate';

export { CODE_TTL_MS, MAX_ATTEMPTS, MAX_SENDS, RESEND_WAIT_MS } from '../verification/codeChallenges';
export type { ResendOutcome, VerificationStatus, VerifyOutcome, VerifyReason } from '../verification/codeChallenges';

/** Code-sending checks a customer may start per CHALLENGE_WINDOW_MS; beyond that startMfa answers DENY. */
export const MAX_CODE_CHALLENGES = 10;
export const CHALLENGE_WINDOW_MS = 60 * 60 * 1000;

export const CODE_EMAIL_SUBJECT = 'Your verification code';
export const CODE_SMS_SUBJECT = 'Verification code';

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
/** A check's texted code. */
const smsOwner = (mfaId: string): CodeOwner => ({ kind: 'mfa', id: mfaId, channel: 'sms' });

const CODE_DECISIONS: MfaDecision[] = ['OTP_EMAIL', 'OTP_PHONE', 'OTP_PHONE_EMAIL'];

/** The codes a decision's check needs, every one of them right. */
function channelsOf(decision: string): CodeChannel[] {
  if (decision === 'OTP_EMAIL') return ['email'];
  if (decision === 'OTP_PHONE') return ['sms'];
  if (decision === 'OTP_PHONE_EMAIL') return ['sms', 'email'];
  return [];
}

const PREFERENCES: CodePreference[] = ['EMAIL', 'PHONE', 'PHONE_AND_EMAIL'];

/** The linked loan-system record's code preference and phone (10 digits); EMAIL and none without a record. */
async function contactOf(db: Db | Tx, user: UserRow): Promise<{ preference: CodePreference; phone: string | null }> {
  const [row] = await db
    .select({ preference: customers.mfaPreference, phone: customers.phone })
    .from(customers)
    .where(eq(customers.userId, user.id))
    .limit(1);
  const preference = PREFERENCES.find((p) => p === row?.preference) ?? 'EMAIL';
  return { preference, phone: phoneDigits(row?.phone) };
}

/** `phone` is the 10 digits on file; SMS delivery reads the outbox `to` as the number. */
async function textCode(outbox: Outbox, phone: string, code: string): Promise<void> {
  await outbox.send({
    to: phone,
    channel: 'sms',
    subject: CODE_SMS_SUBJECT,
    text: `Your verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
    code,
  });
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
  const contact = await contactOf(tx, user);
  return {
    deviceDenied: !!denied,
    deviceRemembered: device?.remembered === true,
    accountLocked: !user.enabled || isLocked(user, now.getTime()),
    tooManyChallenges: (recent?.n ?? 0) >= MAX_CODE_CHALLENGES,
    // The demo has no trusted networks (DEMO-DATA.md).
    trustedNetwork: false,
    preference: contact.preference,
    hasPhone: contact.phone !== null,
  };
}

export interface StartedChallenge {
  mfaId: string;
  decision: MfaDecision;
  reason: MfaReason;
  /** Where the code went, masked; null when no code was sent. */
  maskedEmail: string | null;
  /** The phone on file a code will be texted to (sendOtp), masked; null unless the decision texts one. */
  maskedPhone: string | null;
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
    const phone = sendsTextedCode(verdict.decision) ? (await contactOf(tx, user)).phone : null;
    return { mfaId, verdict, code: opened?.code ?? null, phone };
  });
  // After the commit: the outbox writes through its own connection.
  if (started.code !== null) await emailCode(deps.outbox, user.email, started.code);
  return {
    mfaId: started.mfaId,
    decision: started.verdict.decision,
    reason: started.verdict.reason,
    maskedEmail: started.code !== null ? maskEmail(user.email) : null,
    maskedPhone: started.phone !== null ? maskPhone(started.phone) : null,
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

/**
 * The check follows its code challenges (only a pending check changes): DENIED as soon as one is denied, APPROVED
 * once every code its decision needs was right (read after this call's own change, so of two codes approved at the
 * same time the later one's reading sees both).
 */
async function followCodes(db: Db, check: CheckRow, now: Date): Promise<void> {
  const statuses = await Promise.all(
    channelsOf(check.decision).map(
      async (channel) => (await findChallenge(db, { kind: 'mfa', id: check.id, channel }))?.status,
    ),
  );
  const status = statuses.includes('DENIED')
    ? 'DENIED'
    : statuses.length > 0 && statuses.every((s) => s === 'APPROVED')
      ? 'APPROVED'
      : null;
  if (!status) return;
  await db
    .update(mfaChallenges)
    .set({ status, decidedAt: now })
    .where(and(eq(mfaChallenges.id, check.id), eq(mfaChallenges.status, 'PENDING')));
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
  const check = await ownCheck(deps.db, user, input.mfaId);
  const challenge = check ? await findChallenge(deps.db, codeOwner(check.id)) : undefined;
  if (!check || !challenge || challenge.id !== input.emailVerificationId) return null;
  const outcome = await verifyChallengeCode(deps, challenge, { sessionId: input.sessionId, code: input.code }, now);
  if (outcome.challengeStatus !== 'PENDING') await followCodes(deps.db, check, now);
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

export type SendTextReason = 'sent' | 'too-soon' | 'limit' | 'settled' | 'not-found' | 'other-phone' | 'no-phone';

export interface SentText {
  reason: SendTextReason;
  success: boolean;
  /** The phone on file, masked; null when nothing could be sent. */
  sentTo: string | null;
}

/**
 * sendOtp for a check: texts a code to the phone on file (the first one, or a new one that replaces it once
 * RESEND_WAIT_MS have passed, MAX_SENDS at most). Only the customer's own pending check whose decision texts codes;
 * a phone number other than the one on file is refused.
 */
export async function sendTextedCode(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; phoneNumber?: string | null | undefined },
  now = new Date(),
): Promise<SentText> {
  const refused = (reason: SendTextReason, sentTo: string | null = null): SentText => ({
    reason,
    success: false,
    sentTo,
  });
  const check = await ownCheck(deps.db, user, input.mfaId);
  if (!check || !sendsTextedCode(check.decision as MfaDecision)) return refused('not-found');
  const { phone } = await contactOf(deps.db, user);
  if (!phone) return refused('no-phone');
  const requested = input.phoneNumber?.trim();
  if (requested && phoneDigits(requested) !== phone) return refused('other-phone');
  const sentTo = maskPhone(phone);
  if (check.status !== 'PENDING') return refused('settled', sentTo);
  const owner = smsOwner(check.id);
  const opened = await openChallenge(deps.db, deps.cipher, owner, now);
  if (opened) {
    await textCode(deps.outbox, phone, opened.code);
    return { reason: 'sent', success: true, sentTo };
  }
  const challenge = await findChallenge(deps.db, owner);
  if (!challenge) return refused('not-found');
  const resent = await resendChallengeCode(deps, challenge, (code) => textCode(deps.outbox, phone, code), now);
  return { reason: resent.reason, success: resent.success, sentTo };
}

/**
 * otpSearch for a check: the texted code against the current one. OTP_VALID approves an OTP_PHONE check (an
 * OTP_PHONE_EMAIL check once its e-mailed code was right too); OTP_EXCEEDED denies it; OTP_EXPIRED asks for a new
 * code (also when none was sent yet). Null when the customer has no such check texting codes.
 */
export async function checkTextedCode(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; code: string },
  now = new Date(),
): Promise<OtpResult | null> {
  const check = await ownCheck(deps.db, user, input.mfaId);
  if (!check || !sendsTextedCode(check.decision as MfaDecision)) return null;
  const challenge = await findChallenge(deps.db, smsOwner(check.id));
  if (!challenge) return 'OTP_EXPIRED';
  const outcome = await verifyChallengeCode(deps, challenge, { code: input.code }, now);
  if (outcome.challengeStatus !== 'PENDING') await followCodes(deps.db, check, now);
  return otpResultOf(outcome);
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
