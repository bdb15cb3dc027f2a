// Code verification, one flow for every code the portal asks for: multi-factor e-mailed and texted codes and
// enrollment's. A submitted code gets one of four answers: wrong (PENDING, OTP_INVALID) clears the form and explains;
// right (APPROVED, OTP_VALID) reports `codeVerified` (after the last code of a flow, once the customer answered
// whether to remember this device, and it is remembered on Yes); anything else reports
// `codeDenied`; a failed request reports `codeVerificationFailed` and leaves the page to the redirect saga. The feature
// that started the verification reacts to those events.
import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import { mfaApi } from '../../api/mfa/endpoints';
import { verificationApi } from '../../api/verification/endpoints';
import type { RootState } from '../../store';
import { sessionLost } from '../../store/events';
import {
  codeDenied,
  codeRefused,
  codeRejected,
  codeRequested,
  codeSent,
  codeSubmitted,
  codeVerificationFailed,
  codeVerified,
  emailCodeReady,
  rememberDeviceAnswered,
  rememberDeviceAsked,
  verificationStarted,
  type CodeChannel,
  type CodeOwner,
  type VerificationState,
} from '../../store/verification';
import { EndpointError, endpointData } from '../callEndpoint';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';

export const CODE_EXPIRED = 'verification.codeExpired';
export const RESEND_REFUSED = 'verification.resendRefused';

type Verdict = 'wrong' | 'right' | 'expired' | 'denied';

const selectVerification = (s: RootState): VerificationState => s.verification;

/** The server's answers, e-mailed and texted (and the authenticator app's, answered as a texted code's), in the flow's four words. */
const EMAIL_VERDICTS: Record<string, Verdict> = { PENDING: 'wrong', APPROVED: 'right' };
const TEXTED_VERDICTS: Record<string, Verdict> = { OTP_INVALID: 'wrong', OTP_VALID: 'right', OTP_EXPIRED: 'expired' };

/** A refused field (kind 'input') is the code step's to explain; every other failure is the redirect saga's. */
function* failed(channel: CodeChannel, error: unknown) {
  const { purpose } = yield* selectTyped(selectVerification);
  if (error instanceof EndpointError && error.error.kind === 'input') {
    yield put(codeRefused({ channel, message: error.error.message }));
  } else if (purpose) {
    yield put(codeVerificationFailed({ purpose, channel }));
  }
}

/** An e-mailed code was sent when the check or the enrollment step began: look up its verification and session. */
export function* openEmailCode(action: ReturnType<typeof verificationStarted>) {
  if (!action.payload.channels.includes('email')) return;
  try {
    const found = yield* endpointData(verificationApi.endpoints.searchEmailVerification, action.payload.owner);
    yield put(emailCodeReady({ emailVerificationId: found.emailVerificationId, codeSessionId: found.sessionId }));
  } catch (error) {
    yield call(failed, 'email', error);
  }
}

function* askServer(channel: CodeChannel, code: string, state: VerificationState) {
  if (channel === 'email') {
    const verdict = yield* endpointData(verificationApi.endpoints.validateEmailVerificationCode, {
      ...state.owner,
      emailVerificationId: state.emailVerificationId,
      sessionId: state.codeSessionId,
      verificationCode: code,
    });
    return EMAIL_VERDICTS[verdict.status] ?? 'denied';
  }
  if (channel === 'app') {
    const checked = yield* endpointData(mfaApi.endpoints.verifyAuthenticatorCode, {
      mfaId: state.owner.mfaId ?? '',
      code,
    });
    return TEXTED_VERDICTS[checked.result] ?? 'denied';
  }
  const checked = yield* endpointData(verificationApi.endpoints.otpSearch, {
    request: { ...state.owner, code },
  });
  return TEXTED_VERDICTS[checked.result] ?? 'denied';
}

/**
 * Remembering the device is best effort: not remembering only means one more code next time. A multi-factor check
 * remembers it for the customer; an enrollment, for the account it is about to create (its first sign-in from here
 * then needs no second code).
 */
function* rememberDevice(owner: CodeOwner) {
  const { device } = yield* deps();
  const flow = owner.mfaId ? { mfaId: owner.mfaId } : owner.enrollmentId ? { enrollmentId: owner.enrollmentId } : null;
  if (!flow) return;
  try {
    yield* endpointData(mfaApi.endpoints.rememberDevice, { ...flow, blackBox: device() });
  } catch {
    // The check itself has passed; the customer goes on either way.
  }
}

/**
 * The remember-my-device question, asked once the code is right (the dialog over the code page): Yes remembers the
 * device, No does not. False when the session ended before an answer (nothing is left to move on to).
 */
function* askToRememberDevice(owner: CodeOwner) {
  yield put(rememberDeviceAsked());
  const { answer }: { answer?: ReturnType<typeof rememberDeviceAnswered> } = yield race({
    answer: take(rememberDeviceAnswered.type),
    lost: take(sessionLost.type),
  });
  if (!answer) return false;
  if (answer.payload.remember) yield call(rememberDevice, owner);
  return true;
}

export function* checkCode(action: ReturnType<typeof codeSubmitted>) {
  const { channel, code } = action.payload;
  const state = yield* selectTyped(selectVerification);
  const purpose = state.purpose;
  if (!purpose) return;
  let verdict: Verdict;
  try {
    verdict = yield* callTyped(askServer, channel, code, state);
  } catch (error) {
    yield call(failed, channel, error);
    return;
  }
  switch (verdict) {
    case 'wrong':
      yield put(codeRejected({ channel }));
      return;
    case 'expired':
      yield put(codeRefused({ channel, message: CODE_EXPIRED }));
      return;
    case 'denied':
      yield put(codeDenied({ purpose, channel }));
      return;
    default: {
      const { track } = yield* deps();
      track('code-verified', { purpose, channel });
      if (state.rememberAfter === channel && !(yield* callTyped(askToRememberDevice, state.owner))) return;
      yield put(codeVerified({ purpose, channel }));
    }
  }
}

/** "Send Code" and "Resend code": a first texted code, or a new code of either kind once the wait is over. */
export function* requestCode(action: ReturnType<typeof codeRequested>) {
  const { channel } = action.payload;
  const state = yield* selectTyped(selectVerification);
  const resent = state[channel].status !== 'idle' && state[channel].status !== 'sending';
  // Nothing is sent for the authenticator app: its code is on the customer's phone.
  if (channel === 'app') return;
  try {
    if (channel === 'email') {
      const sent = yield* endpointData(verificationApi.endpoints.emailResendCode, state.owner);
      if (sent.success) yield put(codeSent({ channel, resent: true, codeSessionId: sent.sessionId }));
      else yield put(codeRefused({ channel, message: RESEND_REFUSED }));
      return;
    }
    const sent = yield* endpointData(verificationApi.endpoints.sendOtp, { request: state.owner });
    if (sent.success) yield put(codeSent({ channel, resent }));
    else yield put(codeRefused({ channel, message: RESEND_REFUSED }));
  } catch (error) {
    yield call(failed, channel, error);
  }
}

export function* watchVerification() {
  yield takeLatest(verificationStarted.type, openEmailCode);
  yield takeLatest(codeSubmitted.type, checkCode);
  yield takeLatest(codeRequested.type, requestCode);
}
