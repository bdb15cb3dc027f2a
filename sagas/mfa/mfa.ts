// Multi-factor after sign-in: ask the server how this device must prove itself, start the codes its decision needs
// (sagas/verification runs them), and move on when they are right. The check starts from sign-in (and from start-up,
// when a reload lands on a multi-factor page), never from a screen.
import { call, put, takeLatest } from 'redux-saga/effects';
import { mfaApi, type MfaChallengeAnswer } from '../../api/mfa/endpoints';
import { accountPaths } from '../../src/features/account/paths';
import { mfaPaths } from '../../src/features/mfa/paths';
import type { RootState } from '../../store';
import {
  authenticatorFallbackAnswered,
  authenticatorFallbackFailed,
  authenticatorFallbackRequested,
  mfaChallenged,
  mfaDenied,
  mfaFailed,
  mfaPassed,
  mfaRequired,
  mfaStarted,
} from '../../store/mfa';
import {
  codeDenied,
  codeVerificationFailed,
  codeVerified,
  rememberDeviceAnswered,
  verificationStarted,
  type CodeChannel,
} from '../../store/verification';
import { endSession } from '../signOut';
import { callEndpoint, endpointData } from '../callEndpoint';
import { deps } from '../context';
import { selectTyped } from '../typedEffects';

export const AFTER_MFA_PATH = accountPaths.home;

const CODE_PAGES: Record<string, string> = {
  OTP_EMAIL: mfaPaths.otpEmail,
  OTP_PHONE: mfaPaths.otpPhone,
  OTP_PHONE_EMAIL: mfaPaths.otpPhoneEmail,
  OTP_TOTP: mfaPaths.otpApp,
};

/** Which codes a decision needs, in the order the customer enters them. */
export const channelsFor = (decision: string): CodeChannel[] => {
  if (decision === 'OTP_TOTP') return ['app'];
  return decision === 'OTP_PHONE' ? ['phone'] : decision === 'OTP_PHONE_EMAIL' ? ['phone', 'email'] : ['email'];
};

/** Whether a right code of `channel` completes the check: its last code, or the e-mailed code standing in for the app. */
const completesCheck = (decision: string, channel: CodeChannel) =>
  channelsFor(decision).at(-1) === channel || (decision === 'OTP_TOTP' && channel === 'email');

/** Where a passed check goes: back where the check was asked for (a customer-data page), else the account. */
function* afterMfaPath() {
  const returnTo = yield* selectTyped((s: RootState) => s.mfa.returnTo);
  return returnTo || AFTER_MFA_PATH;
}

/**
 * A customer-data page or call needs this sign-in to pass the check (MFA_REQUIRED, or the route guard): the
 * multi-factor page, and the check starts as after sign-in.
 */
export function* requireMfa() {
  const { nav } = yield* deps();
  nav.navigate(mfaPaths.start, { replace: true });
  yield call(startMfa);
}

export function* startMfa() {
  const { nav, device } = yield* deps();
  let challenge: MfaChallengeAnswer;
  try {
    challenge = yield* endpointData(mfaApi.endpoints.startMfa, { blackBox: device() });
  } catch {
    // The redirect saga takes the customer where the failure belongs (login, error page, reload).
    yield put(mfaFailed());
    return;
  }
  switch (challenge.decision) {
    case 'BYPASS':
    case 'ALLOW':
      yield put(mfaPassed());
      nav.navigate(yield* afterMfaPath(), { replace: true });
      return;
    case 'DENY':
      yield put(mfaDenied());
      // A refused check ends the session: the page explains, and "Back to log in" finds the login form.
      yield call(failCheck, mfaPaths.loginFail);
      return;
    default:
      yield put(
        mfaChallenged({
          mfaId: challenge.mfaId,
          decision: challenge.decision,
          maskedEmail: challenge.maskedEmail ?? '',
          maskedPhone: challenge.maskedPhone ?? '',
        }),
      );
      // The e-mailed code (OTP_EMAIL, OTP_PHONE_EMAIL) went out with the decision; a texted one waits for "Send Code".
      // The last code's approval brings the remember-my-device question.
      yield put(
        verificationStarted({
          purpose: 'mfa',
          owner: { mfaId: challenge.mfaId },
          channels: channelsFor(challenge.decision),
          rememberAfter: channelsFor(challenge.decision).at(-1),
        }),
      );
      nav.navigate(CODE_PAGES[challenge.decision] ?? mfaPaths.otpEmail, { replace: true });
  }
}

/** A right code: the check passes once every code its decision needs was right. */
export function* codeWasRight(action: ReturnType<typeof codeVerified>) {
  if (action.payload.purpose !== 'mfa') return;
  const { nav, track } = yield* deps();
  const mfa = yield* selectTyped((s: RootState) => s.mfa);
  if (!completesCheck(mfa.decision, action.payload.channel)) return;
  // The check as a whole passed (verification tracks each code; this is the sign-in funnel's step).
  track('mfa-success');
  yield put(mfaPassed());
  // The remember-my-device question was answered in its dialog before this (sagas/verification); no page to click
  // through after it: straight on to the account (or back where the check was asked for).
  nav.navigate(yield* afterMfaPath(), { replace: true });
}

/**
 * A failed check: its page first (which needs no session), then the session ends. In that order: while the code
 * page (signed-in only) is still shown, ending the session would send its guard to the login page instead.
 */
function* failCheck(page: string) {
  const { nav } = yield* deps();
  // Navigation settles once the page is there; the session ends only then.
  yield nav.navigate(page, { replace: true });
  yield call(endSession);
}

export function* codeWasDenied(action: ReturnType<typeof codeDenied>) {
  if (action.payload.purpose !== 'mfa') return;
  yield put(mfaDenied());
  // Too many wrong codes: the session ends cleanly (identity provider, storage, every slice), so "Back to log in"
  // shows the login form rather than a half-signed-in "You were authenticated".
  yield call(failCheck, mfaPaths.verificationFailed);
}

export function* codeCheckFailed(action: ReturnType<typeof codeVerificationFailed>) {
  if (action.payload.purpose === 'mfa') yield put(mfaFailed());
}

/**
 * The /mfa/remember-device page answered (the same dialog the code page opens after the last right code, whose
 * answer sagas/verification acts on): remember when asked, then on to the account without a result page.
 */
export function* answerRememberDevice(action: ReturnType<typeof rememberDeviceAnswered>) {
  const asked = yield* selectTyped((s: RootState) => s.verification.deviceQuestion);
  if (asked !== 'none') return;
  const { nav, device } = yield* deps();
  const mfaId = yield* selectTyped((s: RootState) => s.mfa.mfaId);
  if (action.payload.remember && mfaId) {
    try {
      yield call(callEndpoint, mfaApi.endpoints.rememberDevice, { mfaId, blackBox: device() });
    } catch {
      // Not remembering only means one more code next time; the check itself has passed.
    }
  }
  nav.navigate(yield* afterMfaPath(), { replace: true });
}

/**
 * "I can't use my authenticator app": the server e-mails the customer a notice and, once its wait is over, the code;
 * the e-mail code form then takes the place of the app's (its right code brings the remember-my-device question).
 */
export function* askForFallback() {
  const mfaId = yield* selectTyped((s: RootState) => s.mfa.mfaId);
  try {
    const answer = yield* endpointData(mfaApi.endpoints.requestAuthenticatorFallback, { mfaId });
    yield put(authenticatorFallbackAnswered(answer));
    if (answer.codeSent) {
      yield put(verificationStarted({ purpose: 'mfa', owner: { mfaId }, channels: ['email'], rememberAfter: 'email' }));
    }
  } catch {
    // The redirect saga takes the customer where the failure belongs; the button can be used again.
    yield put(authenticatorFallbackFailed());
  }
}

export function* watchMfa() {
  yield takeLatest(authenticatorFallbackRequested.type, askForFallback);
  yield takeLatest(mfaStarted.type, startMfa);
  yield takeLatest(mfaRequired.type, requireMfa);
  yield takeLatest(codeVerified.type, codeWasRight);
  yield takeLatest(codeDenied.type, codeWasDenied);
  yield takeLatest(codeVerificationFailed.type, codeCheckFailed);
  yield takeLatest(rememberDeviceAnswered.type, answerRememberDevice);
}
