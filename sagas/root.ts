// The root saga: each watcher is spawned, so one that fails is logged and restarted without taking the others down.
import { call, spawn } from 'redux-saga/effects';
import { watchAdmin } from './admin/admin';
import { watchAppStarted } from './auth/bootstrap';
import { watchPasswordless } from './auth/passwordless';
import { watchSignIn } from './auth/signIn';
import { watchSignOut } from './auth/signOut';
import { watchEnrollment } from './enrollment/enrollment';
import { watchMfa } from './mfa/mfa';
import { watchChangePassword } from './password/changePassword';
import { watchForgotPassword } from './password/forgotPassword';
import { watchFailedCalls } from './session/redirects';
import { watchSessionTimeout } from './session/timeout';

const WATCHERS = [
  watchAppStarted,
  watchSignIn,
  watchSignOut,
  watchFailedCalls,
  watchForgotPassword,
  watchChangePassword,
  watchMfa,
  watchPasswordless,
  watchEnrollment,
  watchAdmin,
  watchSessionTimeout,
];

export function* rootSaga() {
  for (const watcher of WATCHERS) {
    yield spawn(function* keepAlive() {
      for (;;) {
        try {
          yield call(watcher);
          return;
        } catch (error) {
          console.error(`saga ${watcher.name} failed; restarting`, error);
        }
      }
    });
  }
}
