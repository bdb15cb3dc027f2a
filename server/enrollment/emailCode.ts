// The enrollment's e-mail code (searchEmailVerification / validateEmailVerificationCode / emailResendCode with an
// enrollmentId): the shared verification operations (server/verification/codeVerification.ts) on the enrollment's
// e-mail flow (./codeFlows.ts). Every operation reads the enrollment through the caller's session only.
import { and, eq, isNull } from 'drizzle-orm';
import { fingerprintDigest } from '../auth/digests';
import { enrollments } from '../db/schema';
import type { ResendOutcome, VerifyOutcome } from '../verification/codeChallenges';
import {
  checkEmailedCode,
  findOrOpen,
  findVerification,
  resend,
  type EmailVerificationIds,
} from '../verification/codeVerification';
import { emailFlow } from './codeFlows';
import type { EnrollmentDeps } from './search';
import { requireOwn } from './store';

export type { EmailVerificationIds };

/**
 * searchEmailVerification: the enrollment's e-mail verification. Its code went out when the enrollment reached
 * NEEDS_EMAIL_VERIFICATION; should that have failed half-way, it is opened (and sent) now. Null when the enrollment
 * has none and is not at that step.
 */
export async function findEmailVerification(
  deps: EnrollmentDeps,
  originJti: string,
  enrollmentId: string,
  now = new Date(),
): Promise<EmailVerificationIds | null> {
  const { enrollment } = await requireOwn(deps.db, enrollmentId, originJti, now);
  const flow = emailFlow(deps, enrollment);
  const existing = await findVerification(deps, flow.owner);
  if (existing) return existing;
  if (enrollment.result !== 'NEEDS_EMAIL_VERIFICATION') return null;
  return findOrOpen(deps, flow, now);
}

/** validateEmailVerificationCode: null when the enrollment has no such verification. */
export async function verifyEmailCode(
  deps: EnrollmentDeps,
  originJti: string,
  input: { enrollmentId: string; emailVerificationId: string; sessionId: string; code: string },
  now = new Date(),
): Promise<VerifyOutcome | null> {
  const { enrollment } = await requireOwn(deps.db, input.enrollmentId, originJti, now);
  return checkEmailedCode(deps, emailFlow(deps, enrollment), input, now);
}

/** emailResendCode: null when the enrollment has no e-mail verification. */
export async function resendEmailCode(
  deps: EnrollmentDeps,
  originJti: string,
  enrollmentId: string,
  now = new Date(),
): Promise<ResendOutcome | null> {
  const { enrollment } = await requireOwn(deps.db, enrollmentId, originJti, now);
  return resend(deps, emailFlow(deps, enrollment), now);
}

export type EnrollmentRememberReason = 'remembered' | 'not-approved';

/**
 * rememberDevice with an enrollmentId: the visitor proved the new account's e-mail on this device and asked us to
 * remember it. Only the session's own enrollment, only once its e-mail code was right (APPROVED) and before the
 * account exists; the device digest waits on the enrollment until the sign-up links the account (signUp.ts).
 */
export async function rememberEnrollmentDevice(
  deps: EnrollmentDeps,
  originJti: string,
  input: { enrollmentId: string; device: string },
  now = new Date(),
): Promise<EnrollmentRememberReason> {
  const { enrollment } = await requireOwn(deps.db, input.enrollmentId, originJti, now);
  if (enrollment.result !== 'APPROVED' || enrollment.userId !== null) return 'not-approved';
  const [saved] = await deps.db
    .update(enrollments)
    .set({ rememberDeviceHash: fingerprintDigest(deps.cipher, input.device) })
    .where(and(eq(enrollments.id, enrollment.id), eq(enrollments.result, 'APPROVED'), isNull(enrollments.userId)))
    .returning({ id: enrollments.id });
  return saved ? 'remembered' : 'not-approved';
}
