// Enrollment: an existing loan-system customer proves who they are and creates their portal account. The server decides
// every step (api/enrollment); this saga calls it, keeps the answer and shows the step's screen (steps.ts). Its codes
// run through sagas/verification. Secrets (SSN, codes, the password) pass through actions to the server and are never
// stored.
import { call, put, takeLatest } from 'redux-saga/effects';
import { enrollmentApi, type Enrollment } from '../../api/enrollment/endpoints';
import { IdentityError } from '../../api/identity/types';
import { BRANDS } from '../../brands/catalog';
import { authPaths } from '../../src/features/auth/paths';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import type { RootState } from '../../store';
import {
  enrollmentFailed,
  enrollmentMissing,
  enrollmentOpened,
  enrollmentRefused,
  enrollmentResidentialSubmitted,
  enrollmentSearchSubmitted,
  enrollmentSignUpSubmitted,
  enrollmentUpdated,
  type EnrollmentState,
} from '../../store/enrollment';
import { enrollmentSignedUp } from '../../store/events';
import {
  codeDenied,
  codeSent,
  codeVerificationFailed,
  codeVerified,
  verificationStarted,
  type CodeChannel,
} from '../../store/verification';
import { EndpointError, endpointData } from '../callEndpoint';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { classifySignUpError, SIGN_UP_ERROR } from './signUpErrors';
import { untilInitialized } from '../waits';
import { currentEnrollmentSession, ensureEnrollmentSession } from './session';
import { enrollmentPageFor, isPageOfStep, searchInput } from './steps';

/** The address did not match; `{left}` tries remain. */
export const ADDRESS_NOT_MATCHED = 'enrollment.addressNotMatched';

const selectEnrollment = (s: RootState): EnrollmentState => s.enrollment;

/** Input refusals (a bad field, a limit) stay on the screen; anything else is the redirect saga's (error page). */
function* explainOrFail(error: unknown) {
  if (error instanceof EndpointError && error.error.kind === 'input') {
    yield put(enrollmentRefused(error.error.message));
  } else {
    yield put(enrollmentFailed());
  }
}

/** The codes a step asks for. */
const CODE_STEPS: Partial<Record<Enrollment['result'], CodeChannel>> = {
  NEEDS_EMAIL_VERIFICATION: 'email',
  NEEDS_OTP_VERIFICATION: 'phone',
};

/** Keeps the server's answer and readies the codes its step needs (the e-mailed code's session is looked up). */
function* takeStep(enrollment: Enrollment) {
  yield put(enrollmentUpdated(enrollment));
  const channel = CODE_STEPS[enrollment.result];
  if (channel) {
    yield put(
      verificationStarted({
        purpose: 'enrollment',
        owner: { enrollmentId: enrollment.enrollmentId },
        channels: [channel],
        // This device just proved the new account's e-mail: if the customer agrees, its first sign-in needs no code.
        rememberAfter: channel === 'email' ? 'email' : undefined,
      }),
    );
  }
}

function* showStep(enrollment: Enrollment) {
  const { nav } = yield* deps();
  yield call(takeStep, enrollment);
  nav.navigate(enrollmentPageFor(enrollment), { replace: true });
}

/** After a step the server moved on by itself (a code accepted or denied): ask where the enrollment stands now. */
function* showCurrentStep() {
  try {
    const enrollment = yield* endpointData(enrollmentApi.endpoints.currentEnrollment, {});
    if (enrollment) {
      yield call(showStep, enrollment);
      return;
    }
    const { nav } = yield* deps();
    yield put(enrollmentMissing());
    nav.navigate(enrollmentPaths.search, { replace: true });
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

const PAGES_WITHOUT_ENROLLMENT: string[] = [
  enrollmentPaths.search,
  enrollmentPaths.success,
  enrollmentPaths.error,
  enrollmentPaths.noRecord,
  enrollmentPaths.customerInUse,
  enrollmentPaths.emailInUse,
];

/** A step's page opened without the enrollment in memory (a reload): recover it from the server, or start over. */
export function* openEnrollmentPage(action: ReturnType<typeof enrollmentOpened>) {
  const { nav } = yield* deps();
  const { pathname } = action.payload;
  yield call(untilInitialized);
  const signedIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
  if (signedIn) {
    // A signed-in customer already has an account.
    nav.navigate(authPaths.root, { replace: true });
    return;
  }
  const state = yield* selectTyped(selectEnrollment);
  if (PAGES_WITHOUT_ENROLLMENT.includes(pathname) || state.enrollment) return;
  try {
    const session = yield* callTyped(currentEnrollmentSession);
    if (!session) {
      nav.navigate(enrollmentPaths.search, { replace: true });
      return;
    }
    const enrollment = yield* endpointData(enrollmentApi.endpoints.currentEnrollment, {});
    if (!enrollment) {
      yield put(enrollmentMissing());
      nav.navigate(enrollmentPaths.search, { replace: true });
    } else if (isPageOfStep(pathname, enrollment)) {
      yield call(takeStep, enrollment);
    } else {
      yield call(showStep, enrollment);
    }
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

export function* searchRecord(action: ReturnType<typeof enrollmentSearchSubmitted>) {
  const ready = yield* callTyped(ensureEnrollmentSession);
  if (!ready) return;
  try {
    const enrollment = yield* endpointData(enrollmentApi.endpoints.startEnrollment, {
      input: searchInput(action.payload),
    });
    // A "try again" from the outcome pages brings the entries back (all but the SSN).
    yield call(showStep, enrollment);
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

export function* confirmAddress(action: ReturnType<typeof enrollmentResidentialSubmitted>) {
  const state = yield* selectTyped(selectEnrollment);
  const { addressLine2, ...required } = action.payload;
  try {
    const enrollment = yield* endpointData(enrollmentApi.endpoints.saveEnrollmentResidentialInformation, {
      enrollmentId: state.enrollment?.enrollmentId ?? '',
      address: { ...required, ...(addressLine2.trim() ? { addressLine2 } : {}) },
    });
    if (enrollment.result === 'NEEDS_RESIDENTIAL_INFO') {
      yield put(enrollmentUpdated(enrollment));
      yield put(enrollmentRefused(ADDRESS_NOT_MATCHED));
      return;
    }
    yield call(showStep, enrollment);
  } catch (error) {
    yield call(explainOrFail, error);
  }
}

/** The texted code went out: its entry has a page of its own. */
export function* phoneCodeSent(action: ReturnType<typeof codeSent>) {
  const purpose = yield* selectTyped((s: RootState) => s.verification.purpose);
  if (purpose !== 'enrollment' || action.payload.channel !== 'phone') return;
  const { nav } = yield* deps();
  nav.navigate(enrollmentPaths.otpVerify, { replace: true });
}

/** A right texted code moves on to the e-mailed one; a right e-mailed code approves: the server knows the next step. */
export function* codeWasRight(action: ReturnType<typeof codeVerified>) {
  if (action.payload.purpose !== 'enrollment') return;
  const { track } = yield* deps();
  if (action.payload.channel === 'email') track('enrollment-email-verified');
  yield call(showCurrentStep);
}

/** Too many wrong texted codes: the server has denied the enrollment (otp-failed). A denied e-mailed code: its page. */
export function* codeWasDenied(action: ReturnType<typeof codeDenied>) {
  if (action.payload.purpose !== 'enrollment') return;
  if (action.payload.channel === 'phone') {
    yield call(showCurrentStep);
    return;
  }
  const { nav } = yield* deps();
  nav.navigate(enrollmentPaths.emailFailed, { replace: true });
}

export function* codeCheckFailed(action: ReturnType<typeof codeVerificationFailed>) {
  if (action.payload.purpose === 'enrollment') yield put(enrollmentFailed());
}

/** Creates the account (the server links the record it approved), then ends the enrollment session. */
export function* signUp(action: ReturnType<typeof enrollmentSignUpSubmitted>) {
  const { identity, nav, track } = yield* deps();
  const state = yield* selectTyped(selectEnrollment);
  const brandKey = yield* selectTyped((s: RootState) => s.brand.key);
  const enrollment = state.enrollment;
  if (!enrollment) {
    nav.navigate(enrollmentPaths.search, { replace: true });
    return;
  }
  try {
    const outcome = yield* callTyped([identity, identity.signUp], {
      email: enrollment.email,
      password: action.payload.password,
      firstName: enrollment.firstName ?? '',
      lastName: enrollment.lastName ?? '',
      source: BRANDS[brandKey].cognitoSource,
      brand: brandKey,
      isPasswordless: false,
      enrollmentId: enrollment.enrollmentId,
    });
    // An approved enrollment's account is confirmed at once; one waiting for a code is not what enrollment made.
    if (outcome !== 'confirmed') throw new IdentityError('CONFIRM_SIGN_UP', SIGN_UP_ERROR);
  } catch (error) {
    const failure = classifySignUpError(error instanceof IdentityError ? error : { message: String(error) });
    yield put(enrollmentRefused(failure.message));
    if (failure.page) nav.navigate(failure.page, { replace: true });
    return;
  }
  yield call([identity, identity.signOut]);
  yield put(enrollmentSignedUp({ email: enrollment.email }));
  track('enrollment-success');
  nav.navigate(enrollmentPaths.success, { replace: true });
}

/** The enrollment's own events and who answers each (featureSagas.ts answers those that came while this loaded). */
export const ENROLLMENT_HANDLERS = {
  [enrollmentOpened.type]: openEnrollmentPage,
  [enrollmentSearchSubmitted.type]: searchRecord,
  [enrollmentResidentialSubmitted.type]: confirmAddress,
  [enrollmentSignUpSubmitted.type]: signUp,
} as Record<string, (action: never) => Generator>;

export function* watchEnrollment() {
  for (const [type, handler] of Object.entries(ENROLLMENT_HANDLERS)) yield takeLatest(type, handler);
  yield takeLatest(codeSent.type, phoneCodeSent);
  yield takeLatest(codeVerified.type, codeWasRight);
  yield takeLatest(codeDenied.type, codeWasDenied);
  yield takeLatest(codeVerificationFailed.type, codeCheckFailed);
}
