// Sign-out: clear local storage, sign out of the identity provider, reset the API cache.
import { call, put, takeLatest } from 'redux-saga/effects';
import { baseApi } from '../api/baseApi';
import { authPaths } from '../src/features/auth/paths';
import { logoutRequested } from '../store/auth';
import { sessionLost } from '../store/events';
import { deps } from './context';

/**
 * Ends the session here and at the identity provider, leaving the page where it is: the sign-out itself, and a
 * failed multi-factor check (its page explains, and "Back to log in" finds the login form, not a half-signed-in
 * session). A provider that cannot be reached changes nothing: this browser forgets the session anyway.
 */
export function* endSession() {
  const { identity, storage } = yield* deps();
  try {
    yield call([identity, identity.signOut]);
  } catch {
    // The tokens are forgotten below; the provider's refresh token ends with its own lifetime.
  } finally {
    // Whatever the provider says, nothing of the session may stay in this browser.
    storage.clear();
  }
  yield put(baseApi.util.resetApiState());
  yield put(sessionLost({ timedOut: false }));
}

export function* signOut() {
  const { nav } = yield* deps();
  yield call(endSession);
  nav.navigate(authPaths.login, { replace: true });
}

export function* watchSignOut() {
  yield takeLatest(logoutRequested.type, signOut);
}
