// Passwordless sign-in (/resume when the passwordless flag is on): the identity service's custom challenge e-mails a
// code; a right code signs in and routes exactly like a password sign-in.
import { call, put, takeLatest } from 'redux-saga/effects';
import { IdentityError } from '../../api/identity/types';
import { baseApi } from '../../api/baseApi';
import {
  codeSignInCodeSent,
  codeSignInCodeSubmitted,
  codeSignInRequested,
  codeSignInRetry,
  signInFailed,
} from '../../store/auth';
import { deps } from '../context';
import { callTyped } from '../typedEffects';
import type { MessageKey } from '../../src/lib/i18n';
import { routeSignedInUser, SIGN_IN_ERROR, signInErrorMessage } from './signIn';

export const CODE_SIGN_IN_FAILED = 'login.code.failed' satisfies MessageKey;

export function* requestCode(action: ReturnType<typeof codeSignInRequested>) {
  const { identity } = yield* deps();
  yield put(baseApi.util.resetApiState());
  try {
    yield call([identity, identity.startCodeSignIn], action.payload.email);
    yield put(codeSignInCodeSent());
  } catch (error) {
    yield put(signInFailed(signInErrorMessage(error)));
  }
}

export function* submitCode(action: ReturnType<typeof codeSignInCodeSubmitted>) {
  const { identity } = yield* deps();
  try {
    const outcome = yield* callTyped([identity, identity.answerCodeSignIn], action.payload.code);
    if (outcome === 'retry') {
      yield put(codeSignInRetry());
      return;
    }
    const session = yield* callTyped([identity, identity.session]);
    if (!session) throw new IdentityError('NoSession', SIGN_IN_ERROR);
    yield call(routeSignedInUser, session, action.payload.origin);
  } catch (error) {
    // Out of tries or an expired challenge: start again from the e-mail.
    yield put(
      signInFailed(
        error instanceof IdentityError && error.code === 'NotAuthorizedException'
          ? CODE_SIGN_IN_FAILED
          : signInErrorMessage(error),
      ),
    );
  }
}

export function* watchPasswordless() {
  yield takeLatest(codeSignInRequested.type, requestCode);
  yield takeLatest(codeSignInCodeSubmitted.type, submitCode);
}
