// A multi-factor check's codes: the e-mailed one (to the account's e-mail) and the texted one (to the phone on file),
// as flows of the shared verification operations (server/verification/codeVerification.ts). The check follows its
// code challenges, one per channel: OTP_PHONE_EMAIL needs both the texted and the e-mailed code.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mfaChallenges } from '../db/schema';
import type { OtpResult } from '../graphql/generated/resolvers';
import type { UserRow } from '../identity/users';
import {
  findChallenge,
  type CodeChannel,
  type CodeOwner,
  type ResendOutcome,
  type VerifyOutcome,
} from '../verification/codeChallenges';
import { emailCode, textCode } from '../verification/codeMessages';
import {
  checkEmailedCode,
  checkTextedCode as checkText,
  findVerification,
  resend,
  send,
  type CodeChecking,
  type CodeSending,
  type EmailVerificationIds,
} from '../verification/codeVerification';
import { isOtherPhone, maskPhone } from '../verification/textedCodes';
import { sendsTextedCode, type MfaDecision } from './decide';
import { recordPass } from './gate';
import { contactOf, ownCheck, type CheckRow, type MfaDeps } from './store';

const ownerOf = (mfaId: string, channel: CodeChannel): CodeOwner => ({ kind: 'mfa', id: mfaId, channel });

/**
 * The sent codes a decision's check needs, every one of them right. An OTP_TOTP check is passed by the authenticator's
 * code (./authenticatorCode.ts), or by an e-mailed code once the customer's fallback request opened (its only channel).
 */
function channelsOf(decision: string): CodeChannel[] {
  if (decision === 'OTP_EMAIL' || decision === 'OTP_TOTP') return ['email'];
  if (decision === 'OTP_PHONE') return ['sms'];
  if (decision === 'OTP_PHONE_EMAIL') return ['sms', 'email'];
  return [];
}

/**
 * The check follows its code challenges (only a pending check changes): DENIED as soon as one is denied, APPROVED
 * once every code its decision needs was right (read after this call's own change, so of two codes approved at the
 * same time the later one's reading sees both).
 */
async function followCodes(db: Db, check: CheckRow, now: Date): Promise<void> {
  const statuses = await Promise.all(
    channelsOf(check.decision).map(async (channel) => (await findChallenge(db, ownerOf(check.id, channel)))?.status),
  );
  const status = statuses.includes('DENIED')
    ? 'DENIED'
    : statuses.length > 0 && statuses.every((s) => s === 'APPROVED')
      ? 'APPROVED'
      : null;
  if (!status) return;
  const [settled] = await db
    .update(mfaChallenges)
    .set({ status, decidedAt: now })
    .where(and(eq(mfaChallenges.id, check.id), eq(mfaChallenges.status, 'PENDING')))
    .returning({ status: mfaChallenges.status });
  // The sign-in that started the check passes the gate; of two codes settled at once, either reading records it
  // (the one whose update found the check already settled reads what it was settled to).
  const final =
    settled?.status ??
    (await db.select({ status: mfaChallenges.status }).from(mfaChallenges).where(eq(mfaChallenges.id, check.id)))[0]
      ?.status;
  const approved = final === 'APPROVED';
  if (approved && check.originJti && check.originSub) {
    await recordPass(db, { originJti: check.originJti, subject: check.originSub }, 'CODE', check.id, now);
  }
}

/** Either code checked: whatever its verdict, the check reads all its codes again. */
const checking = (deps: MfaDeps, check: CheckRow, channel: CodeChannel): CodeChecking => ({
  owner: ownerOf(check.id, channel),
  follow: (_verdict, now) => followCodes(deps.db, check, now),
});

/** A check's e-mailed code, to the account's e-mail. */
export const emailSending = (deps: MfaDeps, mfaId: string, email: string): CodeSending => ({
  owner: ownerOf(mfaId, 'email'),
  deliver: (code) => emailCode(deps.outbox, email, code, 'signIn', deps.lang),
});

/** A check's texted code, to the phone on file (its 10 digits). */
const textSending = (deps: MfaDeps, mfaId: string, phone: string): CodeSending => ({
  owner: ownerOf(mfaId, 'sms'),
  deliver: (code) => textCode(deps.outbox, phone, code, deps.lang),
});

/** searchEmailVerification: the customer's own check's e-mail verification; null when there is none. */
export async function findEmailVerification(
  deps: MfaDeps,
  user: UserRow,
  mfaId: string,
): Promise<EmailVerificationIds | null> {
  const check = await ownCheck(deps.db, user, mfaId);
  return check ? findVerification(deps, ownerOf(check.id, 'email')) : null;
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
  return check ? checkEmailedCode(deps, checking(deps, check, 'email'), input, now) : null;
}

/** emailResendCode: a new code (the old one stops working) unless sent too recently or too often. */
export async function resendCode(
  deps: MfaDeps,
  user: UserRow,
  mfaId: string,
  now = new Date(),
): Promise<ResendOutcome | null> {
  const check = await ownCheck(deps.db, user, mfaId);
  return check ? resend(deps, emailSending(deps, check.id, user.email), now) : null;
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
  if (isOtherPhone(phone, input.phoneNumber)) return refused('other-phone');
  const sentTo = maskPhone(phone);
  if (check.status !== 'PENDING') return refused('settled', sentTo);
  const sent = await send(deps, textSending(deps, check.id, phone), now);
  if (!sent) return refused('not-found');
  return { reason: sent.reason, success: sent.success, sentTo };
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
  return (await checkText(deps, checking(deps, check, 'sms'), input.code, now)) ?? 'OTP_EXPIRED';
}
