// Multi-factor after sign-in (spec 000 MFA routes; spec 001 "Email code verification"): ask the server how this
// device must prove itself, then run the e-mailed code, the resend and the remember-device question.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { isGatewayFailure } from '../../api/errors';
import { mfaApi } from '../../api/mfa/endpoints';
import type { StartMfaMutation, ValidateEmailVerificationCodeMutation } from '../../api/generated/graphql';
import type { RootState } from '../../store';
import {
  mfaChallenged,
  mfaCodeRejected,
  mfaCodeResent,
  mfaCodeSubmitted,
  mfaDenied,
  mfaFailed,
  mfaPassed,
  mfaResendRequested,
  mfaStarted,
  rememberDeviceAnswered,
} from '../../store/auth';
import type { MfaState } from '../../store/mfa';
import { callEndpoint, EndpointError } from '../callEndpoint';
import { deps } from '../context';

export const AFTER_MFA_PATH = '/account';
export const MFA_PATHS = {
  otpEmail: '/mfa/otp-email',
  otpPhone: '/mfa/otp-phone',
  otpPhoneEmail: '/mfa/otp-phone-email',
  rememberDevice: '/mfa/remember-device',
  rememberAccepted: '/mfa/remember-device-accept',
  rememberDeclined: '/mfa/remember-device-decline',
  verificationFailed: '/mfa/verification-failed',
  loginFail: '/authentication/mfa/fail',
} as const;

type Challenge = StartMfaMutation['startMfa'];
type Verdict = ValidateEmailVerificationCodeMutation['validateEmailVerificationCode'];

export function* startMfa() {
  const { nav, device } = yield* deps();
  try {
    const challenge: Challenge = yield call(callEndpoint, mfaApi.endpoints.startMfa, { blackBox: device() });
    switch (challenge.decision) {
      case 'BYPASS':
      case 'ALLOW':
        yield put(mfaPassed());
        nav.navigate(AFTER_MFA_PATH, { replace: true });
        return;
      case 'DENY':
        yield put(mfaDenied());
        nav.navigate(MFA_PATHS.loginFail, { replace: true });
        return;
      default: {
        const verification: { emailVerificationId: string; sessionId: string } = yield call(
          callEndpoint,
          mfaApi.endpoints.searchEmailVerification,
          { mfaId: challenge.mfaId },
        );
        yield put(
          mfaChallenged({
            mfaId: challenge.mfaId,
            decision: challenge.decision,
            maskedEmail: challenge.maskedEmail ?? '',
            emailVerificationId: verification.emailVerificationId,
            codeSessionId: verification.sessionId,
          }),
        );
        const next = {
          OTP_EMAIL: MFA_PATHS.otpEmail,
          OTP_PHONE: MFA_PATHS.otpPhone,
          OTP_PHONE_EMAIL: MFA_PATHS.otpPhoneEmail,
        };
        nav.navigate(next[challenge.decision], { replace: true });
      }
    }
  } catch {
    yield put(mfaFailed());
  }
}

/** Submitting a code (spec 001): PENDING clears the form and explains; APPROVED moves on; anything else denies. */
export function* submitCode(action: ReturnType<typeof mfaCodeSubmitted>) {
  const { nav, track, device } = yield* deps();
  const mfa: MfaState = yield select((s: RootState) => s.auth.mfa);
  let verdict: Verdict;
  try {
    verdict = yield call(callEndpoint, mfaApi.endpoints.validateEmailVerificationCode, {
      emailVerificationId: mfa.emailVerificationId,
      verificationCode: action.payload.code,
      sessionId: mfa.codeSessionId,
      mfaId: mfa.mfaId,
    });
  } catch (error) {
    yield put(mfaFailed());
    // A gateway failure reloads the app in 15 s (redirects.ts); anything else is the error page now.
    if (!(error instanceof EndpointError && isGatewayFailure(error.error))) nav.navigate('/error');
    return;
  }
  if (verdict.status === 'PENDING') {
    yield put(mfaCodeRejected());
    return;
  }
  if (verdict.status !== 'APPROVED') {
    yield put(mfaDenied());
    nav.navigate(MFA_PATHS.verificationFailed, { replace: true });
    return;
  }
  track('mfa-success');
  yield put(mfaPassed());
  if (action.payload.rememberDevice) {
    yield call(rememberThisDevice, mfa.mfaId, device());
    nav.navigate(AFTER_MFA_PATH, { replace: true });
  } else {
    nav.navigate(MFA_PATHS.rememberDevice, { replace: true });
  }
}

function* rememberThisDevice(mfaId: string, blackBox: string) {
  try {
    yield call(callEndpoint, mfaApi.endpoints.rememberDevice, { mfaId, blackBox });
  } catch {
    // Not remembering only means one more code next time; the sign-in itself has passed.
  }
}

export function* resendCode() {
  const mfa: MfaState = yield select((s: RootState) => s.auth.mfa);
  try {
    const sent: { success: boolean; sessionId: string } = yield call(callEndpoint, mfaApi.endpoints.emailResendCode, {
      mfaId: mfa.mfaId,
    });
    if (sent.success) yield put(mfaCodeResent({ codeSessionId: sent.sessionId }));
  } catch {
    yield put(mfaFailed());
  }
}

export function* answerRememberDevice(action: ReturnType<typeof rememberDeviceAnswered>) {
  const { nav, device } = yield* deps();
  const mfaId: string = yield select((s: RootState) => s.auth.mfa.mfaId);
  if (action.payload.remember) {
    yield call(rememberThisDevice, mfaId, device());
    nav.navigate(MFA_PATHS.rememberAccepted, { replace: true });
  } else {
    nav.navigate(MFA_PATHS.rememberDeclined, { replace: true });
  }
}

export function* watchMfa() {
  yield takeLatest(mfaStarted.type, startMfa);
  yield takeLatest(mfaCodeSubmitted.type, submitCode);
  yield takeLatest(mfaResendRequested.type, resendCode);
  yield takeLatest(rememberDeviceAnswered.type, answerRememberDevice);
}
