// The root saga: each watcher is spawned, so one that fails is logged and restarted without taking the others down.
// Enrollment's and the application's watchers are loaded with their first event instead (featureSagas.ts). The app
// runs the start-up watcher at once and the others once they have loaded after the first paint (`startupSaga` in
// startup.ts, `lateSaga`; src/app/boot.ts); `rootSaga` runs them all at once.
import { spawn } from 'redux-saga/effects';
import { watchContactChanges } from './account/contact';
import { watchPayments } from './account/payment';
import { watchAdmin } from './admin/admin';
import { watchApplicationListener } from './application/listener';
import { watchSubmit } from './application/submit';
import { watchPasskeySignIn } from './auth/passkeySignIn';
import { watchPasswordless } from './auth/passwordless';
import { watchSignIn } from './auth/signIn';
import { watchSignOut } from './signOut';
import {
  watchAgreementsLazily,
  watchApplicationLazily,
  watchBankLazily,
  watchConversionLazily,
  watchEnrollmentLazily,
  watchSignUpLazily,
} from './featureSagas';
import { watchMfa } from './mfa/mfa';
import { watchChangePassword } from './password/changePassword';
import { watchForgotPassword } from './password/forgotPassword';
import { watchRecheckOffers } from './recheck';
import { watchFailedCalls } from './session/redirects';
import { watchSessionTimeout } from './session/timeout';
import { watchPasskeys } from './security/passkeys';
import { watchSignedInPassword } from './security/password';
import { startupSaga } from './startup';
import { supervised } from './supervise';
import { watchVerification } from './verification/verification';

/** Everything but start-up: these come with the API layer, after the login page's first paint. */
const LATE_WATCHERS = [
  watchSignIn,
  watchSignOut,
  watchFailedCalls,
  watchForgotPassword,
  watchChangePassword,
  watchMfa,
  watchVerification,
  watchPasswordless,
  watchPasskeySignIn,
  watchAdmin,
  watchSessionTimeout,
  watchEnrollmentLazily,
  watchSignUpLazily,
  watchApplicationLazily,
  watchBankLazily,
  watchSubmit,
  watchApplicationListener,
  watchAgreementsLazily,
  watchConversionLazily,
  watchPayments,
  watchContactChanges,
  watchRecheckOffers,
  watchPasskeys,
  watchSignedInPassword,
];

export function* lateSaga() {
  for (const watcher of LATE_WATCHERS) yield spawn(supervised(watcher));
}

export function* rootSaga() {
  yield* startupSaga();
  yield* lateSaga();
}
