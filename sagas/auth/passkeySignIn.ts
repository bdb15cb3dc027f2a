// Signing in with a passkey alone: the e-mail names the account, the browser's authenticator answers the identity
// provider's WebAuthn challenge, and the session routes exactly like a password sign-in. The multi-factor check that
// follows passes without a code: the identity service records a passkey sign-in as passed (a passkey is itself a
// phishing-resistant second factor), so the check answers ALLOW.
import { call, put, takeLatest } from 'redux-saga/effects';
import { baseApi } from '../../api/baseApi';
import { IdentityError } from '../../api/identity/types';
import type { MessageKey } from '../../src/lib/i18n';
import { passkeySignInRequested, signInFailed } from '../../store/auth';
import { EndpointError } from '../callEndpoint';
import { deps } from '../context';
import { callTyped } from '../typedEffects';
import { abandonSignIn, routeSignedInUser, SIGN_IN_ERROR, signInErrorMessage } from './signIn';

/**
 * What the customer reads when a passkey sign-in fails. Browsers do not say whether the customer cancelled or the
 * device holds no passkey for this site (so a page cannot probe which sites someone has passkeys for): one message
 * says both. An unknown e-mail reads like an account with no passkey, so the button cannot test who has an account.
 */
const PASSKEY_REFUSALS: Record<string, MessageKey> = {
  PasskeyAuthenticationCanceled: 'login.passkey.cancelled',
  PasskeyOperationAborted: 'login.passkey.cancelled',
  PasskeyRetrievalFailed: 'login.passkey.cancelled',
  NoPasskey: 'login.passkey.none',
  UserNotFoundException: 'login.passkey.none',
  RelyingPartyMismatch: 'login.passkey.refused',
  NotAuthorizedException: 'login.passkey.refused',
  PasskeyNotSupported: 'login.passkey.unsupported',
};

export function passkeySignInMessage(error: unknown): string {
  if (error instanceof IdentityError && PASSKEY_REFUSALS[error.code]) return PASSKEY_REFUSALS[error.code] ?? '';
  return signInErrorMessage(error);
}

export function* passkeySignIn(action: ReturnType<typeof passkeySignInRequested>) {
  const { email, origin } = action.payload;
  const { identity } = yield* deps();
  // Nothing cached for a previous user may survive into this one.
  yield put(baseApi.util.resetApiState());
  try {
    yield call([identity, identity.signInWithPasskey], email.toLowerCase());
    const session = yield* callTyped([identity, identity.session]);
    if (!session) throw new IdentityError('NoSession', SIGN_IN_ERROR);
    yield call(routeSignedInUser, session, origin);
  } catch (error) {
    if (error instanceof EndpointError) yield call(abandonSignIn);
    else yield put(signInFailed(passkeySignInMessage(error)));
  }
}

export function* watchPasskeySignIn() {
  yield takeLatest(passkeySignInRequested.type, passkeySignIn);
}
