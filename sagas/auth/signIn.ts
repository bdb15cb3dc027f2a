// Sign-in, step by step: authenticate, check the brand, read the customer, then route to MFA, the resumed application
// or the origin. Hand-off to another brand is in handOff.ts.
import { call, put, takeLatest } from 'redux-saga/effects';
import { authApi } from '../../api/auth/endpoints';
import { baseApi } from '../../api/baseApi';
import { IdentityError, type IdentitySession } from '../../api/identity/types';
import { BRANDS } from '../../brands/catalog';
import { adminPaths } from '../../src/features/admin/paths';
import { mfaPaths } from '../../src/features/mfa/paths';
import type { RootState } from '../../store';
import { loginSubmitted, signInFailed, signInProgressed, signInSucceeded, transientKept } from '../../store/auth';
import { signUpConfirmationResumed } from '../../store/signUp';
import { applicationPassGranted, mfaStarted } from '../../store/mfa';
import { ACTING_LANDING, resumeActing } from '../acting';
import { EndpointError, endpointData } from '../callEndpoint';
import type { MessageKey } from '../../src/lib/i18n';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { searchCustomer } from '../customerSearch';
import { isUnconfirmedAccount } from '../../src/features/signUp/rules';
import { handOffToBrand } from './handOff';
import {
  handOffTarget,
  hasBrandAccess,
  isAdminUser,
  isEnrollmentUser,
  resumeDestination,
  profileFrom,
  shouldGoStraightToMfa,
} from '../signInRules';
import { restPaths } from '../../src/lib/restPaths';
import { postRest } from '../restCall';

// What sign-in stores for the screens: catalogue keys (src/lib/i18n), shown in the visitor's language.
export const INCORRECT_CREDENTIALS = 'login.incorrectCredentials' satisfies MessageKey;
export const NOT_ADMIN = 'login.notAdmin' satisfies MessageKey;
export const SIGN_IN_LOCKED = 'login.locked' satisfies MessageKey;
/** A wrong password with one attempt left before the 15-minute lock. */
export const LAST_ATTEMPT = 'login.lastAttempt' satisfies MessageKey;
export const SIGN_IN_ERROR = 'login.signInError' satisfies MessageKey;

/** The identity provider's own English for cases the catalogue words too, so they show in the visitor's language. */
const PROVIDER_TEXT_KEYS: Record<string, MessageKey> = {
  'Incorrect username or password.': INCORRECT_CREDENTIALS,
  'SignIn Error': SIGN_IN_ERROR,
};

/** The identity provider's wording when the account is locked; the customer sees the portal's explanation. */
const isLockout = (error: unknown) => error instanceof IdentityError && error.message === 'Password attempts exceeded';

/** What the risk check says after a wrong password: locked now, or how many attempts are left (when it knows). */
type FailedLoginVerdict = 'locked' | 'lastAttempt' | 'wrong';

/**
 * With MFA on, a failed login is reported to the risk check with the device fingerprint. The
 * answer may say the account is now locked, or that one attempt is left before the lock (`attemptsLeft`, the identity
 * service's own count: Cognito itself does not say), so the customer is warned before the last one. A report that
 * fails changes nothing for the customer.
 */
function* reportFailedLogin(email: string) {
  const { device } = yield* deps();
  const mfaOn = yield* selectTyped((s: RootState) => s.flags.values.mfa);
  if (!mfaOn) return 'wrong';
  try {
    const answer = yield* postRest(restPaths.riskCheck, {
      email,
      blackBox: device(),
      type: 'failedLogin',
    });
    const body = answer.body as { results?: unknown; attemptsLeft?: unknown } | null;
    if (body?.results === 'LOCKED') return 'locked';
    return body?.attemptsLeft === 1 ? 'lastAttempt' : 'wrong';
  } catch {
    return 'wrong';
  }
}

/** A failed sign-in's words: unknown user → Cognito's wording; otherwise the provider's message, or "SignIn Error". */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof IdentityError) {
    if (error.code === 'UserNotFoundException') return INCORRECT_CREDENTIALS;
    return PROVIDER_TEXT_KEYS[error.message] ?? (error.message || SIGN_IN_ERROR);
  }
  return SIGN_IN_ERROR;
}

/** The multi-factor page, with the check already under way (it never waits for the page to ask). */
function* goToMfa(state?: Record<string, boolean>) {
  const { nav } = yield* deps();
  yield put(mfaStarted());
  nav.navigate(mfaPaths.start, { replace: true, ...(state ? { state } : {}) });
}
/** Steps 2 to 5 for a session that exists (after a password sign-in, or tokens handed over from another brand). */
export function* routeSignedInUser(session: IdentitySession, origin: string | undefined) {
  const { identity, nav, track } = yield* deps();
  const claims = session.claims;
  // Step 6: the enrollment identity is a service account, never a customer login.
  if (isEnrollmentUser(claims)) {
    yield call([identity, identity.signOut]);
    yield put(signInFailed(INCORRECT_CREDENTIALS));
    return;
  }
  const siteBrand = yield* selectTyped((s: RootState) => s.brand.key);
  // Steps 3 and 7: a customer of another brand continues on that brand's site ("Incorrect Brand").
  if (!isAdminUser(claims) && !hasBrandAccess(siteBrand, claims)) {
    const target = handOffTarget(siteBrand, claims);
    if (target) {
      yield call(handOffToBrand, target, origin);
    } else {
      yield call([identity, identity.signOut]);
      yield put(signInFailed(SIGN_IN_ERROR));
    }
    return;
  }
  track('login-success', { brand: siteBrand });
  yield put(signInProgressed('Establishing Credentials'));
  if (isAdminUser(claims)) {
    yield put(signInSucceeded(profileFrom(claims, null)));
    const acting = yield* callTyped(resumeActing);
    nav.navigate(acting ? ACTING_LANDING : adminPaths.landing, { replace: true });
    return;
  }
  const search = yield* searchCustomer();
  const profile = profileFrom(claims, search);
  // A new customer's password (`transient`) is kept only until a sign-in used it: this one has.
  yield put(signInSucceeded({ ...profile, transient: '' }));
  if (shouldGoStraightToMfa(search)) {
    yield call(goToMfa);
    return;
  }
  const skip = yield* endpointData(authApi.endpoints.skipResumeApplication, {
    email: profile.email ?? '',
  });
  if (skip) {
    yield call(goToMfa, { skipResume: true, hasOpenApplication: search.hasOpenApplication });
  } else if (BRANDS[siteBrand].alwaysMfaOnSignIn) {
    yield call(goToMfa);
  } else {
    // Resuming needs no check for the application itself (the server recorded this sign-in's application pass when
    // it answered skipResumeApplication); anything else of the customer's still takes the check (the guard).
    yield put(applicationPassGranted());
    nav.navigate(resumeDestination(origin), { replace: true });
  }
}

/** The customer look-up failed after the identity provider accepted them: no half-signed-in session is left behind. */
export function* abandonSignIn() {
  const { identity } = yield* deps();
  yield call([identity, identity.signOut]);
  yield put(signInFailed(SIGN_IN_ERROR));
}

export function* signIn(action: ReturnType<typeof loginSubmitted>) {
  const { email, password, origin, adminOnly } = action.payload;
  const { identity } = yield* deps();
  // Step 1: nothing cached for a previous user may survive into this one.
  yield put(baseApi.util.resetApiState());
  try {
    yield call([identity, identity.signIn], email.toLowerCase(), password);
    const session = yield* callTyped([identity, identity.session]);
    if (!session) throw new IdentityError('NoSession', SIGN_IN_ERROR);
    if (adminOnly && !isAdminUser(session.claims)) {
      // The admin login is for customer-service staff only.
      yield call([identity, identity.signOut]);
      yield put(signInFailed(NOT_ADMIN));
      return;
    }
    yield call(routeSignedInUser, session, origin);
  } catch (error) {
    if (error instanceof EndpointError) {
      yield call(abandonSignIn);
      return;
    }
    if (isUnconfirmedAccount(error)) {
      // An account made here whose e-mailed code was never entered (the tab closed on the code page): the password
      // was right, so it is kept (`transient`) for the sign-in right after the code, and the code page comes back.
      yield put(signInFailed(''));
      yield put(transientKept({ transient: password }));
      yield put(signUpConfirmationResumed({ email: email.toLowerCase() }));
      return;
    }
    const badCredentials = error instanceof IdentityError && error.code === 'NotAuthorizedException';
    const verdict: FailedLoginVerdict =
      badCredentials && !isLockout(error) ? yield* callTyped(reportFailedLogin, email.toLowerCase()) : 'wrong';
    const message =
      verdict === 'locked' || isLockout(error)
        ? SIGN_IN_LOCKED
        : verdict === 'lastAttempt' && signInErrorMessage(error) === INCORRECT_CREDENTIALS
          ? LAST_ATTEMPT
          : signInErrorMessage(error);
    yield put(signInFailed(message));
  }
}

export function* watchSignIn() {
  yield takeLatest(loginSubmitted.type, signIn);
}
