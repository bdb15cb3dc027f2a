// Two real journeys through the whole client (portal.ts): a sign-in that passes an e-mailed multi-factor code, and
// an enrollment search followed by its e-mailed code. The fake server answers as the reference server does.
import { restPaths } from '../../../src/lib/restPaths';
import { loginSubmitted } from '../../../store/auth';
import { enrollmentOpened, enrollmentSearchSubmitted } from '../../../store/enrollment';
import { codeSubmitted, rememberDeviceAnswered } from '../../../store/verification';
import { CLAIMS, PASSWORD, SEARCH } from '../sagas/demoAccounts';
import { tokensFor } from '../sagas/fakes';
import { startPortal, type Handlers, type Portal } from './portal';

export const CODE = '482913';

const emailCode: Handlers = {
  SearchEmailVerification: () => ({
    data: { searchEmailVerification: { emailVerificationId: 'ev-1', sessionId: 'cs-1' } },
  }),
  ValidateEmailVerificationCode: (v) => ({
    data: {
      validateEmailVerificationCode: {
        success: v.verificationCode === CODE,
        status: v.verificationCode === CODE ? 'APPROVED' : 'PENDING',
      },
    },
  }),
};

export const signInHandlers = (): Handlers => ({
  CustomerSystemSearch: () => ({ data: { customerSystemSearch: SEARCH.onlineReturning } }),
  StartMfa: () => ({
    data: {
      startMfa: {
        mfaId: 'mfa-1',
        decision: 'OTP_EMAIL',
        reason: 'NEW_DEVICE',
        maskedEmail: 'o***e@example.com',
        maskedPhone: null,
      },
    },
  }),
  RememberDevice: () => ({ data: { rememberDevice: { success: true } } }),
  ...emailCode,
});

const enrollmentAnswer = (result: string, event: string | null) => ({
  enrollmentId: 'enr-1',
  result,
  event,
  email: 'maria.new@example.com',
  maskedEmail: 'm***w@example.com',
  maskedPhone: '(***) ***-0901',
  firstName: 'Maria',
  lastName: 'Lopez',
  addressAttemptsLeft: 3,
});

export const enrollmentHandlers = (): Handlers => {
  let verified = false;
  return {
    StartEnrollment: () => ({ data: { startEnrollment: enrollmentAnswer('NEEDS_EMAIL_VERIFICATION', null) } }),
    CurrentEnrollment: () => ({
      data: {
        currentEnrollment: verified
          ? enrollmentAnswer('APPROVED', 'EMAIL_VERIFIED')
          : enrollmentAnswer('NEEDS_EMAIL_VERIFICATION', null),
      },
    }),
    ...emailCode,
    ValidateEmailVerificationCode: (v) => {
      verified = v.verificationCode === CODE;
      return emailCode.ValidateEmailVerificationCode!(v);
    },
  };
};

/** Signs in as online.returning and reaches the e-mailed code page (the code is not entered yet). */
export async function signInToMfaCode(portal: Portal) {
  portal.store.dispatch(loginSubmitted({ email: String(CLAIMS.onlineReturning.email), password: PASSWORD }));
  await portal.until((s) => s.verification.email.status === 'sent');
}

/** Enters an e-mailed code; a right last code opens the remember-my-device dialog, answered with `rememberDevice`. */
export async function enterCode(portal: Portal, code: string, rememberDevice = false) {
  portal.store.dispatch(codeSubmitted({ channel: 'email', code }));
  await portal.until((s) => s.verification.email.status !== 'verifying' || s.verification.deviceQuestion === 'open');
  if (portal.store.getState().verification.deviceQuestion !== 'open') return;
  portal.store.dispatch(rememberDeviceAnswered({ remember: rememberDevice }));
  await portal.until((s) => s.verification.email.status !== 'verifying');
}

/** An enrolling visitor searches for Maria's record and reaches the e-mailed code page. */
export async function enrollToEmailCode(portal: Portal) {
  portal.ctx.answers[restPaths.enrollmentSession] = { status: 200, body: tokensFor(String(CLAIMS.enrollment.email)) };
  portal.store.dispatch(enrollmentOpened({ pathname: '/enrollment' }));
  await portal.settle();
  portal.store.dispatch(
    enrollmentSearchSubmitted({
      firstName: 'Maria',
      lastName: 'Lopez',
      dateOfBirth: '04/12/1985',
      ssn: '123-45-6789',
      zipCode: '43215',
      email: 'maria.new@example.com',
    }),
  );
  await portal.until((s) => s.verification.email.status === 'sent');
}

export { startPortal };
