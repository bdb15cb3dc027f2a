// Enrollment (spec 000 "Enrollment routes", spec 001 "Email code verification"): an existing loan-system customer
// proves who they are and creates their portal account. The server decides every step (api/enrollment); this saga
// calls it, keeps the answer and shows the step's screen (steps.ts). Secrets (SSN, codes, the password) pass through
// actions to the server and are never stored.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { enrollmentApi, type Enrollment } from '../../api/enrollment/endpoints';
import { isGatewayFailure } from '../../api/errors';
import type {
  OtpSearchQuery,
  SendOtpMutation,
  ValidateEmailVerificationCodeMutation,
} from '../../api/generated/graphql';
import { IdentityError } from '../../api/identity/types';
import { mfaApi } from '../../api/mfa/endpoints';
import { BRANDS } from '../../brands/catalog';
import type { RootState } from '../../store';
import {
  enrollmentEmailCodeReady,
  enrollmentEmailCodeRejected,
  enrollmentEmailCodeResent,
  enrollmentEmailCodeSubmitted,
  enrollmentEmailResendRequested,
  enrollmentFailed,
  enrollmentMissing,
  enrollmentOpened,
  enrollmentPhoneCodeRejected,
  enrollmentPhoneCodeRequested,
  enrollmentPhoneCodeSent,
  enrollmentPhoneCodeSubmitted,
  enrollmentRefused,
  enrollmentResidentialSubmitted,
  enrollmentSearchSubmitted,
  enrollmentSignedUp,
  enrollmentSignUpSubmitted,
  enrollmentUpdated,
} from '../../store/auth';
import type { EnrollmentState } from '../../store/enrollment';
import { PHONE_CODE_EXPIRED, RESEND_REFUSED } from '../codeMessages';
import { callEndpoint, EndpointError } from '../callEndpoint';
import { deps } from '../context';
import { classifySignUpError } from './signUpErrors';
import { currentEnrollmentSession, ensureEnrollmentSession, untilInitialized } from './session';
import { ENROLLMENT_PAGES, enrollmentPageFor, isPageOfStep, retainedSearch, searchInput } from './steps';

export const ADDRESS_NOT_MATCHED = (left: number) =>
  `The address you entered doesn't match our records. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`;

const selectEnrollment = (s: RootState): EnrollmentState => s.auth.enrollment;

/** Input refusals (a bad field, a limit) stay on the screen; anything else is the redirect saga's (error page). */
function* explainOrFail(error: unknown) {
  if (error instanceof EndpointError && error.error.kind === 'input') {
    yield put(enrollmentRefused(error.error.message));
  } else {
    yield put(enrollmentFailed());
  }
}

/** Readies what the step's screen needs (the e-mail code session), then shows it. */
function* showStep(enrollment: Enrollment, navState?: unknown) {
  const { nav } = yield* deps();
  yield put(enrollmentUpdated(enrollment));
  if (enrollment.result === 'NEEDS_EMAIL_VERIFICATION') {
    const verification: { emailVerificationId: string; sessionId: string } = yield call(
      callEndpoint,
      mfaApi.endpoints.searchEmailVerification,
      { enrollmentId: enrollment.enrollmentId },
    );
    yield put(
      enrollmentEmailCodeReady({
        emailVerificationId: verification.emailVerificationId,
        codeSessionId: verification.sessionId,
      }),
    );
  }
  nav.navigate(enrollmentPageFor(enrollment), { replace: true, state: navState });
}

/** After a step the server moved on by itself (a code accepted): ask where the enrollment stands now. */
function* showCurrentStep() {
  const enrollment: Enrollment | null = yield call(callEndpoint, enrollmentApi.endpoints.currentEnrollment, undefined);
  if (!enrollment) {
    const { nav } = yield* deps();
    yield put(enrollmentMissing());
    nav.navigate(ENROLLMENT_PAGES.search, { replace: true });
    return;
  }
  yield call(showStep, enrollment);
}

const PAGES_WITHOUT_ENROLLMENT: string[] = [
  ENROLLMENT_PAGES.search,
  ENROLLMENT_PAGES.success,
  ENROLLMENT_PAGES.error,
  ENROLLMENT_PAGES.noRecord,
  ENROLLMENT_PAGES.customerInUse,
  ENROLLMENT_PAGES.emailInUse,
];

/** A step's page opened without the enrollment in memory (a reload): recover it from the server, or start over. */
export function* openEnrollmentPage(action: ReturnType<typeof enrollmentOpened>) {
  const { nav } = yield* deps();
  const { pathname } = action.payload;
  yield call(untilInitialized);
  const signedIn: boolean = yield select((s: RootState) => s.auth.isAuthenticated);
  if (signedIn) {
    // A signed-in customer already has an account.
    nav.navigate('/', { replace: true });
    return;
  }
  const state: EnrollmentState = yield select(selectEnrollment);
  if (PAGES_WITHOUT_ENROLLMENT.includes(pathname) || state.enrollment) return;
  try {
    const session: unknown = yield call(currentEnrollmentSession);
    if (!session) {
      nav.navigate(ENROLLMENT_PAGES.search, { replace: true });
      return;
    }
    const enrollment: Enrollment | null = yield call(
      callEndpoint,
      enrollmentApi.endpoints.currentEnrollment,
      undefined,
    );
    if (!enrollment) {
      yield put(enrollmentMissing());
      nav.navigate(ENROLLMENT_PAGES.search, { replace: true });
    } else if (isPageOfStep(pathname, enrollment) && enrollment.result !== 'NEEDS_EMAIL_VERIFICATION') {
      yield put(enrollmentUpdated(enrollment));
    } else {
      yield call(showStep, enrollment);
    }
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

export function* searchRecord(action: ReturnType<typeof enrollmentSearchSubmitted>) {
  const ready: boolean = yield call(ensureEnrollmentSession);
  if (!ready) return;
  try {
    const enrollment: Enrollment = yield call(callEndpoint, enrollmentApi.endpoints.startEnrollment, {
      input: searchInput(action.payload),
    });
    // A "try again" from the outcome pages brings the entries back (all but the SSN).
    yield call(showStep, enrollment, { search: retainedSearch(action.payload) });
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

function* enrollmentId() {
  const state: EnrollmentState = yield select(selectEnrollment);
  return state.enrollment?.enrollmentId ?? '';
}

export function* confirmAddress(action: ReturnType<typeof enrollmentResidentialSubmitted>) {
  const id: string = yield call(enrollmentId);
  const { addressLine2, ...required } = action.payload;
  try {
    const enrollment: Enrollment = yield call(
      callEndpoint,
      enrollmentApi.endpoints.saveEnrollmentResidentialInformation,
      { enrollmentId: id, address: { ...required, ...(addressLine2.trim() ? { addressLine2 } : {}) } },
    );
    if (enrollment.result === 'NEEDS_RESIDENTIAL_INFO') {
      yield put(enrollmentUpdated(enrollment));
      yield put(enrollmentRefused(ADDRESS_NOT_MATCHED(enrollment.addressAttemptsLeft ?? 0)));
      return;
    }
    yield call(showStep, enrollment);
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

export function* sendPhoneCode() {
  const { nav } = yield* deps();
  const state: EnrollmentState = yield select(selectEnrollment);
  try {
    const sent: SendOtpMutation['sendOtp'] = yield call(callEndpoint, enrollmentApi.endpoints.sendOtp, {
      request: { enrollmentId: state.enrollment?.enrollmentId ?? '' },
    });
    if (!sent.success) {
      yield put(enrollmentRefused(RESEND_REFUSED));
      return;
    }
    yield put(enrollmentPhoneCodeSent({ resent: state.phoneCode !== 'idle' }));
    nav.navigate(ENROLLMENT_PAGES.otpVerify, { replace: true });
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

export function* checkPhoneCode(action: ReturnType<typeof enrollmentPhoneCodeSubmitted>) {
  const id: string = yield call(enrollmentId);
  try {
    const checked: OtpSearchQuery['otpSearch'] = yield call(callEndpoint, enrollmentApi.endpoints.otpSearch, {
      request: { enrollmentId: id, code: action.payload.code },
    });
    if (checked.result === 'OTP_INVALID') {
      yield put(enrollmentPhoneCodeRejected());
    } else if (checked.result === 'OTP_EXPIRED') {
      yield put(enrollmentRefused(PHONE_CODE_EXPIRED));
    } else {
      // OTP_VALID moves on to the e-mail code; OTP_EXCEEDED has denied the enrollment.
      yield call(showCurrentStep);
    }
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

/** Spec 001 "Email code verification": PENDING clears and explains; APPROVED moves on; else denied; errors → error. */
export function* checkEmailCode(action: ReturnType<typeof enrollmentEmailCodeSubmitted>) {
  const { nav, track } = yield* deps();
  const state: EnrollmentState = yield select(selectEnrollment);
  let verdict: ValidateEmailVerificationCodeMutation['validateEmailVerificationCode'];
  try {
    verdict = yield call(callEndpoint, mfaApi.endpoints.validateEmailVerificationCode, {
      emailVerificationId: state.emailVerificationId,
      verificationCode: action.payload.code,
      sessionId: state.codeSessionId,
      enrollmentId: state.enrollment?.enrollmentId ?? '',
    });
  } catch (error) {
    if (error instanceof EndpointError && error.error.kind === 'input') {
      yield put(enrollmentRefused(error.error.message));
      return;
    }
    yield put(enrollmentFailed());
    // A gateway failure reloads the app in 15 s (redirects.ts); anything else is the error page now.
    if (!(error instanceof EndpointError && isGatewayFailure(error.error))) {
      nav.navigate(ENROLLMENT_PAGES.error, { replace: true });
    }
    return;
  }
  if (verdict.status === 'PENDING') {
    yield put(enrollmentEmailCodeRejected());
    return;
  }
  if (verdict.status !== 'APPROVED') {
    nav.navigate(ENROLLMENT_PAGES.emailFailed, { replace: true });
    return;
  }
  track('enrollment-email-verified');
  try {
    yield call(showCurrentStep);
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

export function* resendEmailCode() {
  const id: string = yield call(enrollmentId);
  try {
    const sent: { success: boolean; sessionId: string } = yield call(callEndpoint, mfaApi.endpoints.emailResendCode, {
      enrollmentId: id,
    });
    if (sent.success) yield put(enrollmentEmailCodeResent({ codeSessionId: sent.sessionId }));
    else yield put(enrollmentRefused(RESEND_REFUSED));
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

/** Creates the account (the server links the record it approved), then ends the enrollment session. */
export function* signUp(action: ReturnType<typeof enrollmentSignUpSubmitted>) {
  const { identity, nav, track } = yield* deps();
  const state: EnrollmentState = yield select(selectEnrollment);
  const brandKey: RootState['brand']['key'] = yield select((s: RootState) => s.brand.key);
  const enrollment = state.enrollment;
  if (!enrollment) {
    nav.navigate(ENROLLMENT_PAGES.search, { replace: true });
    return;
  }
  try {
    yield call([identity, identity.signUp], {
      email: enrollment.email,
      password: action.payload.password,
      firstName: enrollment.firstName ?? '',
      lastName: enrollment.lastName ?? '',
      source: BRANDS[brandKey].cognitoSource,
      brand: brandKey,
      isPasswordless: false,
      enrollmentId: enrollment.enrollmentId,
    });
  } catch (error) {
    const failure = classifySignUpError(error instanceof IdentityError ? error : { message: String(error) });
    yield put(enrollmentRefused(failure.message));
    if (failure.page) nav.navigate(failure.page, { replace: true });
    return;
  }
  yield call([identity, identity.signOut]);
  yield put(enrollmentSignedUp());
  track('enrollment-success');
  nav.navigate(ENROLLMENT_PAGES.success, { replace: true, state: { email: enrollment.email } });
}

export function* watchEnrollment() {
  yield takeLatest(enrollmentOpened.type, openEnrollmentPage);
  yield takeLatest(enrollmentSearchSubmitted.type, searchRecord);
  yield takeLatest(enrollmentResidentialSubmitted.type, confirmAddress);
  yield takeLatest(enrollmentPhoneCodeRequested.type, sendPhoneCode);
  yield takeLatest(enrollmentPhoneCodeSubmitted.type, checkPhoneCode);
  yield takeLatest(enrollmentEmailCodeSubmitted.type, checkEmailCode);
  yield takeLatest(enrollmentEmailResendRequested.type, resendEmailCode);
  yield takeLatest(enrollmentSignUpSubmitted.type, signUp);
}
