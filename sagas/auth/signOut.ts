// Sign-out (spec 000 section 4): clear local storage, sign out of the identity provider, reset the API cache.
import { call, put, takeLatest } from 'redux-saga/effects';
import { baseApi } from '../../api/baseApi';
import { authPaths } from '../../src/features/auth/paths';
import { logoutRequested } from '../../store/auth';
import { sessionLost } from '../../store/events';
import { deps } from '../context';

export function* signOut() {
  const { identity, nav, storage } = yield* deps();
  try {
    yield call([identity, identity.signOut]);
  } finally {
    // Whatever the provider says, nothing of the session may stay in this browser.
    storage.clear();
  }
  yield put(baseApi.util.resetApiState());
  yield put(sessionLost({ timedOut: false }));
  nav.navigate(authPaths.login, { replace: true });
}

export function* watchSignOut() {
  yield takeLatest(logoutRequested.type, signOut);
}
