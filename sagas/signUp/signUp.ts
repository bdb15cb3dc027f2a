// A new customer's own sign-up ("Apply now"): create the account with the sign-up attributes (names, e-mail, the
// detected brand and its source, the passwordless flag), confirm it with the e-mailed code, sign the customer in and
// open the application's first step. The screens own their forms and send one event each; this saga makes the
// identity calls and moves between pages. The password is the auth slice's `transient` from the form until the
// first sign-in has used it; a passwordless customer's is one the portal made and never shows (generatedPassword.ts).
import { call, put, takeLatest } from 'redux-saga/effects';
import { baseApi } from '../../api/baseApi';
import { IdentityError, type SignUpOutcome } from '../../api/identity/types';
import { BRANDS } from '../../brands/catalog';
import { applicationPaths } from '../../src/features/application/paths';
import { authPaths } from '../../src/features/auth/paths';
import { signUpPaths } from '../../src/features/signUp/paths';
import type { RootState } from '../../store';
import { signInFailed, signInSucceeded, transientCleared, transientKept } from '../../store/auth';
import { mfaRequired } from '../../store/mfa';
import {
  signUpCodeRejected,
  signUpCodeResendRequested,
  signUpCodeSent,
  signUpCodeSubmitted,
  signUpConfirmationResumed,
  signUpConfirmed,
  signUpFinished,
  signUpOpened,
  signUpRefused,
  signUpSubmitted,
  type SignUpState,
} from '../../store/signUp';
import { profileFrom } from '../signInRules';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { untilInitialized } from '../waits';
import { searchCustomer } from '../customerSearch';
import {
  AUTHENTICATION_ERROR,
  classifyCodeError,
  classifySignUpError,
  isAlreadyConfirmed,
  type SignUpFailure,
} from '../../src/features/signUp/rules';
import { generatedPassword } from './generatedPassword';

/** Where a new customer lands once signed in: the application's first step. */
export const FIRST_STEP = applicationPaths.account;

const selectSignUp = (s: RootState): SignUpState => s.signUp;

/** A refusal on the current page, or the page that explains it. */
function* refuse(failure: SignUpFailure) {
  const { nav } = yield* deps();
  yield put(signUpRefused({ message: failure.message }));
  if (failure.page) nav.navigate(failure.page);
}

/** Every sign-up page: a signed-in customer has an account already; a code page with no sign-up starts over. */
export function* openSignUpPage(action: ReturnType<typeof signUpOpened>) {
  const { nav } = yield* deps();
  yield call(untilInitialized);
  const signUp = yield* selectTyped(selectSignUp);
  if (signUp.status === 'signingIn') return;
  const signedIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
  if (signedIn) {
    nav.navigate(applicationPaths.home, { replace: true });
    return;
  }
  // The sign-up in progress lives in memory only: after a reload the code page has nothing to confirm. (Its e-mail
  // and password then lead back through the login page, which finds the account waiting for its code.)
  if (action.payload.pathname === signUpPaths.confirm && !signUp.email)
    nav.navigate(signUpPaths.start, { replace: true });
}

export function* submitSignUp(action: ReturnType<typeof signUpSubmitted>) {
  const { identity, nav, track } = yield* deps();
  const { firstName, lastName, email, password: typed } = action.payload;
  const brand = yield* selectTyped((s: RootState) => s.brand.key);
  const passwordless = yield* selectTyped((s: RootState) => s.flags.values.passwordless);
  const password = passwordless ? generatedPassword() : typed;
  const address = email.trim().toLowerCase();
  yield put(transientKept({ transient: password }));
  let outcome: SignUpOutcome;
  try {
    outcome = yield* callTyped([identity, identity.signUp], {
      email: address,
      password,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      source: BRANDS[brand].cognitoSource,
      brand,
      isPasswordless: passwordless,
    });
  } catch (error) {
    yield put(transientCleared());
    yield call(refuse, classifySignUpError(error));
    return;
  }
  track('sign-up-started', { brand });
  if (outcome === 'confirmed') {
    // Not how a new customer's account begins, but nothing is left to confirm: straight to signing in.
    yield put(signUpConfirmed());
    yield call(firstSignIn, address);
    return;
  }
  yield put(signUpCodeSent({ email: address, resent: false }));
  nav.navigate(signUpPaths.confirm);
}

/** The login page found the account still waiting for its code: ask for a new one and show the code page. */
export function* resumeConfirmation(action: ReturnType<typeof signUpConfirmationResumed>) {
  const { identity, nav } = yield* deps();
  const { email } = action.payload;
  try {
    yield call([identity, identity.resendSignUpCode], email);
    yield put(signUpCodeSent({ email, resent: false }));
  } catch (error) {
    // The code sent earlier may still be good: the page offers it, with why no new one came.
    yield put(signUpCodeSent({ email, resent: false }, 0));
    yield put(signUpRefused({ message: classifySignUpError(error).message }));
  }
  nav.navigate(signUpPaths.confirm, { replace: true });
}

export function* resendCode() {
  const { identity } = yield* deps();
  const { email } = yield* selectTyped(selectSignUp);
  try {
    yield call([identity, identity.resendSignUpCode], email);
    yield put(signUpCodeSent({ email, resent: true }));
  } catch (error) {
    yield call(refuse, classifySignUpError(error));
  }
}

export function* submitCode(action: ReturnType<typeof signUpCodeSubmitted>) {
  const { identity } = yield* deps();
  const { email } = yield* selectTyped(selectSignUp);
  try {
    yield call([identity, identity.confirmSignUp], email, action.payload.code);
  } catch (error) {
    if (!isAlreadyConfirmed(error)) {
      const { rejected, failure } = classifyCodeError(error);
      if (rejected) yield put(signUpCodeRejected());
      else yield call(refuse, failure);
      return;
    }
    // A second submit of a code already taken: the account is confirmed, so sign in as after the first.
  }
  yield put(signUpConfirmed());
  yield call(firstSignIn, email);
}

/**
 * The new customer's first sign-in, with the password kept since the form, which is then forgotten. Their profile
 * is read as any sign-in reads it; the multi-factor check follows (the sign-up code just proved the e-mail, so the
 * server passes it without another code) and leads to the application's first step.
 */
export function* firstSignIn(email: string) {
  const { identity, nav, track } = yield* deps();
  const password = yield* selectTyped((s: RootState) => s.auth.transient);
  yield put(baseApi.util.resetApiState());
  try {
    if (!password) throw new IdentityError('NoPassword', AUTHENTICATION_ERROR);
    try {
      yield call([identity, identity.signIn], email, password);
    } finally {
      yield put(transientCleared());
    }
    const session = yield* callTyped([identity, identity.session]);
    if (!session) throw new IdentityError('NoSession', AUTHENTICATION_ERROR);
    const search = yield* searchCustomer();
    yield put(signInSucceeded({ ...profileFrom(session.claims, search), transient: '' }));
  } catch {
    // The account exists, confirmed, but could not be signed into here: the login page, e-mail filled in, says so.
    yield call([identity, identity.signOut]);
    yield put(signInFailed(AUTHENTICATION_ERROR));
    yield put(signUpFinished());
    nav.navigate(authPaths.login, { replace: true, state: { email } });
    return;
  }
  const brand = yield* selectTyped((s: RootState) => s.brand.key);
  track('sign-up-success', { brand });
  track('login-success', { brand });
  yield put(signUpFinished());
  yield put(mfaRequired({ returnTo: FIRST_STEP }));
}

/** The sign-up's own events and who answers each (featureSagas.ts answers those that came while this loaded). */
export const SIGN_UP_HANDLERS = {
  [signUpOpened.type]: openSignUpPage,
  [signUpSubmitted.type]: submitSignUp,
  [signUpConfirmationResumed.type]: resumeConfirmation,
  [signUpCodeResendRequested.type]: resendCode,
  [signUpCodeSubmitted.type]: submitCode,
} as Record<string, (action: never) => Generator>;

export function* watchSignUp() {
  for (const [type, handler] of Object.entries(SIGN_UP_HANDLERS)) yield takeLatest(type, handler);
}
