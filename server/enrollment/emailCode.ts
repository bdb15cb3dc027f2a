// The enrollment's e-mail code (searchEmailVerification / validateEmailVerificationCode / emailResendCode with an
// enrollmentId): the same code challenge as a multi-factor check's (server/verification), sent to the e-mail the
// customer entered. The right code approves the enrollment (the customer may now sign up); a challenge denied for
// good denies it.
import { findChallenge, openChallenge, resendCode, verifyCode } from '../verification/codeChallenges';
import type { ResendOutcome, VerifyOutcome } from '../verification/codeChallenges';
import { noEnrollment } from './errors';
import { emailEnrollmentCode } from './messages';
import type { EnrollmentDeps } from './search';
import { emailOwner, loadOwn, moveStep } from './store';

export interface EmailVerificationIds {
  emailVerificationId: string;
  sessionId: string;
}

async function ownEnrollment(deps: EnrollmentDeps, originJti: string, enrollmentId: string, now: Date) {
  const loaded = await loadOwn(deps.db, enrollmentId, originJti, now);
  if (!loaded) throw noEnrollment();
  return loaded.enrollment;
}

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
  const enrollment = await ownEnrollment(deps, originJti, enrollmentId, now);
  const owner = emailOwner(enrollment.id);
  const existing = await findChallenge(deps.db, owner);
  if (existing) return { emailVerificationId: existing.id, sessionId: existing.sessionId };
  if (enrollment.result !== 'NEEDS_EMAIL_VERIFICATION') return null;
  const opened = await openChallenge(deps.db, deps.cipher, owner, now);
  if (opened) {
    await emailEnrollmentCode(deps.outbox, enrollment.email, opened.code);
    return { emailVerificationId: opened.challengeId, sessionId: opened.sessionId };
  }
  const raced = await findChallenge(deps.db, owner);
  return raced ? { emailVerificationId: raced.id, sessionId: raced.sessionId } : null;
}

/** validateEmailVerificationCode: null when the enrollment has no such verification. */
export async function verifyEmailCode(
  deps: EnrollmentDeps,
  originJti: string,
  input: { enrollmentId: string; emailVerificationId: string; sessionId: string; code: string },
  now = new Date(),
): Promise<VerifyOutcome | null> {
  const enrollment = await ownEnrollment(deps, originJti, input.enrollmentId, now);
  const challenge = await findChallenge(deps.db, emailOwner(enrollment.id));
  if (!challenge || challenge.id !== input.emailVerificationId) return null;
  const outcome = await verifyCode(deps, challenge, { sessionId: input.sessionId, code: input.code }, now);
  if (outcome.challengeStatus === 'APPROVED') {
    await moveStep(
      deps.db,
      enrollment.id,
      ['NEEDS_EMAIL_VERIFICATION'],
      { result: 'APPROVED', event: 'EMAIL_VERIFIED', approvedAt: now },
      now,
    );
  } else if (outcome.challengeStatus === 'DENIED') {
    await moveStep(
      deps.db,
      enrollment.id,
      ['NEEDS_EMAIL_VERIFICATION'],
      { result: 'DENIED', event: 'EMAIL_FAILED' },
      now,
    );
  }
  return outcome;
}

/** emailResendCode: null when the enrollment has no e-mail verification. */
export async function resendEmailCode(
  deps: EnrollmentDeps,
  originJti: string,
  enrollmentId: string,
  now = new Date(),
): Promise<ResendOutcome | null> {
  const enrollment = await ownEnrollment(deps, originJti, enrollmentId, now);
  const challenge = await findChallenge(deps.db, emailOwner(enrollment.id));
  if (!challenge) return null;
  return resendCode(deps, challenge, (code) => emailEnrollmentCode(deps.outbox, enrollment.email, code), now);
}
