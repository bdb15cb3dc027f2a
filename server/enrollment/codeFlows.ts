// An enrollment's two codes as verification flows (server/verification/codeVerification.ts). The texted code goes to
// the phone on file; once right, it unlocks the e-mailed code, which goes to the e-mail entered and, once right,
// approves the enrollment (the customer may sign up). A challenge denied for good denies the enrollment.
import { emailCode, textCode } from '../verification/codeMessages';
import { openAndSend, type CodeChecking, type CodeSending } from '../verification/codeVerification';
import type { EnrollmentDeps } from './search';
import { emailOwner, moveStep, smsOwner, type EnrollmentRow, type StepChange } from './store';

type Enrollment = Pick<EnrollmentRow, 'id' | 'email'>;

/** The e-mailed code: to the e-mail entered (the new account's username). */
export function emailFlow(deps: EnrollmentDeps, enrollment: Enrollment): CodeSending & CodeChecking {
  return {
    owner: emailOwner(enrollment.id),
    deliver: (code) => emailCode(deps.outbox, enrollment.email, code, 'enrollment', deps.lang),
    async follow(verdict, now) {
      const to: StepChange =
        verdict === 'APPROVED'
          ? { result: 'APPROVED', event: 'EMAIL_VERIFIED', approvedAt: now }
          : { result: 'DENIED', event: 'EMAIL_FAILED' };
      await moveStep(deps.db, enrollment.id, ['NEEDS_EMAIL_VERIFICATION'], to, now);
    },
  };
}

/** The texted code, sent to the phone on file (its 10 digits). */
export const textSending = (deps: EnrollmentDeps, enrollmentId: string, phone: string): CodeSending => ({
  owner: smsOwner(enrollmentId),
  deliver: (code) => textCode(deps.outbox, phone, code, deps.lang),
});

/** The texted code as checked: the right one moves the enrollment on to the e-mailed code, sent at once. */
export const textChecking = (deps: EnrollmentDeps, enrollment: Enrollment): CodeChecking => ({
  owner: smsOwner(enrollment.id),
  async follow(verdict, now) {
    const to: StepChange =
      verdict === 'APPROVED'
        ? { result: 'NEEDS_EMAIL_VERIFICATION', event: 'OTP_VERIFIED' }
        : { result: 'DENIED', event: 'OTP_FAILED' };
    const moved = await moveStep(deps.db, enrollment.id, ['NEEDS_OTP_VERIFICATION'], to, now);
    // Only the request that moved the enrollment sends the e-mailed code.
    if (moved && verdict === 'APPROVED') await openAndSend(deps, emailFlow(deps, enrollment), now);
  },
});
