// Multi-factor after sign-in (spec 000 MFA routes; spec 001 "Email code verification"): ask the server how this
// device must prove itself, then run the e-mailed and/or texted code, the resends and the remember-device question.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { isGatewayFailure } from '../../api/errors';
import { mfaApi } from '../../api/mfa/endpoints';
import type {
  OtpSearchQuery,
  SendOtpMutation,
  StartMfaMutation,
  ValidateEmailVerificationCodeMutation,
} from '../../api/generated/graphql';
import type { RootState } from '../../store';
import {
  mfaChallenged,
  mfaCodeRejected,
  mfaCodeResent,
  mfaCodeSubmitted,
  mfaDenied,
  mfaFailed,
  mfaPassed,
  mfaPhoneCodeRefused,
  mfaPhoneCodeRejected,
  mfaPhoneCodeRequested,
  mfaPhoneCodeSent,
  mfaPhoneCodeSubmitted,
  mfaPhoneCodeVerified,
  mfaResendRequested,
  mfaStarted,
  rememberDeviceAnswered,
} from '../../store/auth';
import type { MfaState } from '../../store/mfa';
import { PHONE_CODE_EXPIRED, RESEND_REFUSED } from '../codeMessages';
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
        // An e-mailed code (OTP_EMAIL, OTP_PHONE_EMAIL) was sent at the start; a texted one waits for "Send Code".
        const verification: { emailVerificationId: string; sessionId: string } =
          challenge.decision === 'OTP_PHONE'
            ? { emailVerificationId: '', sessionId: '' }
            : yield call(callEndpoint, mfaApi.endpoints.searchEmailVerification, { mfaId: challenge.mfaId });
        yield put(
          mfaChallenged({
            mfaId: challenge.mfaId,
            decision: challenge.decision,
            maskedEmail: challenge.maskedEmail ?? '',
            maskedPhone: challenge.maskedPhone ?? '',
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
  const { nav } = yield* deps();
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
  yield call(approved, mfa.mfaId, action.payload.rememberDevice);
}

/** The check passed: remember the device if the customer chose to already, else ask. */
function* approved(mfaId: string, rememberDevice: boolean) {
  const { nav, track, device } = yield* deps();
  track('mfa-success');
  yield put(mfaPassed());
  if (rememberDevice) {
    yield call(rememberThisDevice, mfaId, device());
    nav.navigate(AFTER_MFA_PATH, { replace: true });
  } else {
    nav.navigate(MFA_PATHS.rememberDevice, { replace: true });
  }
}

/** "Send Code" and "resend" for the texted code: the first code, or a new one once the wait is over. */
export function* sendPhoneCode() {
  const mfa: MfaState = yield select((s: RootState) => s.auth.mfa);
  try {
    const sent: SendOtpMutation['sendOtp'] = yield call(callEndpoint, mfaApi.endpoints.mfaSendOtp, {
      request: { mfaId: mfa.mfaId },
    });
    if (sent.success) yield put(mfaPhoneCodeSent({ resent: mfa.phoneCode !== 'idle' && mfa.phoneCode !== 'sending' }));
    else yield put(mfaPhoneCodeRefused({ message: RESEND_REFUSED }));
  } catch {
    yield put(mfaFailed());
  }
}

/**
 * The texted code: OTP_INVALID clears the form and explains; OTP_EXPIRED asks for a new code; OTP_EXCEEDED has denied
 * the check; OTP_VALID passes OTP_PHONE, and moves OTP_PHONE_EMAIL on to its e-mailed code.
 */
export function* submitPhoneCode(action: ReturnType<typeof mfaPhoneCodeSubmitted>) {
  const { nav } = yield* deps();
  const mfa: MfaState = yield select((s: RootState) => s.auth.mfa);
  let checked: OtpSearchQuery['otpSearch'];
  try {
    checked = yield call(callEndpoint, mfaApi.endpoints.mfaOtpSearch, {
      request: { mfaId: mfa.mfaId, code: action.payload.code },
    });
  } catch (error) {
    yield put(mfaFailed());
    if (!(error instanceof EndpointError && isGatewayFailure(error.error))) nav.navigate('/error');
    return;
  }
  switch (checked.result) {
    case 'OTP_INVALID':
      yield put(mfaPhoneCodeRejected());
      return;
    case 'OTP_EXPIRED':
      yield put(mfaPhoneCodeRefused({ message: PHONE_CODE_EXPIRED }));
      return;
    case 'OTP_EXCEEDED':
      yield put(mfaDenied());
      nav.navigate(MFA_PATHS.verificationFailed, { replace: true });
      return;
    default:
      if (mfa.decision === 'OTP_PHONE_EMAIL') yield put(mfaPhoneCodeVerified());
      else yield call(approved, mfa.mfaId, action.payload.rememberDevice);
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
  yield takeLatest(mfaPhoneCodeRequested.type, sendPhoneCode);
  yield takeLatest(mfaPhoneCodeSubmitted.type, submitPhoneCode);
  yield takeLatest(rememberDeviceAnswered.type, answerRememberDevice);
}
