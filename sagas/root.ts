// The root saga: each watcher is spawned, so one that fails is logged and restarted without taking the others down.
// Enrollment's and the application's watchers are loaded with their first event instead (featureSagas.ts).
import { spawn } from 'redux-saga/effects';
import { watchAdmin } from './admin/admin';
import { watchAppStarted } from './auth/bootstrap';
import { watchPasswordless } from './auth/passwordless';
import { watchSignIn } from './auth/signIn';
import { watchSignOut } from './auth/signOut';
import { watchApplicationLazily, watchEnrollmentLazily } from './featureSagas';
import { watchMfa } from './mfa/mfa';
import { watchChangePassword } from './password/changePassword';
import { watchForgotPassword } from './password/forgotPassword';
import { watchFailedCalls } from './session/redirects';
import { watchSessionTimeout } from './session/timeout';
import { supervised } from './supervise';
import { watchVerification } from './verification/verification';

const WATCHERS = [
  watchAppStarted,
  watchSignIn,
  watchSignOut,
  watchFailedCalls,
  watchForgotPassword,
  watchChangePassword,
  watchMfa,
  watchVerification,
  watchPasswordless,
  watchAdmin,
  watchSessionTimeout,
  watchEnrollmentLazily,
  watchApplicationLazily,
];

export function* rootSaga() {
  for (const watcher of WATCHERS) yield spawn(supervised(watcher));
}
