// Shared pieces of the enrollment saga tests: an enrollment as the server answers it, the search form's entries, an
// enrollment at a step (with its code verification under way), and a fresh visitor without an enrollment session.
import type { Enrollment } from '../../../api/enrollment/endpoints';
import { restPaths } from '../../../src/lib/restPaths';
import { initialEnrollmentState } from '../../../store/enrollment';
import { initialVerificationState, type VerificationState } from '../../../store/verification';
import { CLAIMS } from './demoAccounts';
import { fakeContext, tokensFor } from './fakes';
import type { StateOverrides } from './harness';

export const enrollment = (over: Partial<Enrollment> = {}): Enrollment => ({
  enrollmentId: 'enr-1',
  result: 'NEEDS_EMAIL_VERIFICATION',
  event: null,
  email: 'maria.lopez@example.com',
  maskedEmail: 'm*********z@example.com',
  maskedPhone: null,
  firstName: 'Maria',
  lastName: 'Lopez',
  addressAttemptsLeft: null,
  ...over,
});

export const SEARCH = {
  firstName: ' Maria ',
  lastName: 'Lopez',
  dateOfBirth: '04/12/1985',
  ssn: '123-45-6789',
  zipCode: '43215',
  email: 'Maria.Lopez@example.com',
};

/** Start-up has settled and nobody is signed in: where every enrollment saga starts. */
export const visiting: StateOverrides = { auth: { initialized: true } };

/**
 * An enrollment at the step `over` describes, its page open in an enrollment session; with `codes`, the step's code
 * verification is under way too (as the enrollment saga starts it).
 */
export function atStep(over: Partial<Enrollment> = {}, codes?: Partial<VerificationState>): StateOverrides {
  return {
    auth: { initialized: true, isEnrollment: true },
    enrollment: { ...initialEnrollmentState, status: 'ready', enrollment: enrollment(over) },
    ...(codes
      ? {
          verification: {
            ...initialVerificationState,
            purpose: 'enrollment',
            owner: { enrollmentId: 'enr-1' },
            ...codes,
          },
        }
      : {}),
  };
}

/** A browser with no session at all: the enrollment session must come from the server. */
export function freshVisitor() {
  const ctx = fakeContext();
  ctx.answers[restPaths.enrollmentSession] = { status: 200, body: tokensFor(String(CLAIMS.enrollment.email)) };
  return ctx;
}
