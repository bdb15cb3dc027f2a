// Start-up: flags first (maintenance stops everything), then tokens handed over in the URL hash, then an existing
// session from a previous visit. The route guard shows "Authenticating" until this settles `auth.initialized`, so
// every way out settles something: a step that throws (the identity code or the late layer failed to download) ends
// in `startupFailed`, which the waiting pages show with a way to try again (`startupRetried` runs start-up anew).
// A visitor with no session needs nothing more, so this saga is part of the first paint; whatever signs someone in
// (restore.ts) comes with the API layer and the other sagas, which this saga asks to join first (`loadLate`).
import { call, delay, put, race, takeLatest } from 'redux-saga/effects';
import { authPaths } from '../../src/features/auth/paths';
import { isEnrollmentPath } from '../../src/features/enrollment/paths';
import type { RootState } from '../../store';
import { noSessionFound, signInFailed, startupFailed, startupRetried } from '../../store/auth';
import { appStarted, enrollmentSessionReady, sessionLost } from '../../store/events';
import { sessionStarted } from '../../store/session';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { loadFlags } from '../flags/flags';
import type { MessageKey } from '../../src/lib/i18n';
import { parseHandOffHash, SSO_ERROR } from './handOff';
import { isEnrollmentUser } from '../signInRules';
import type * as Restore from './restore';

/** Single sign-on gives up after 15 seconds. */
export const SSO_TIMEOUT_MS = 15_000;

export const NO_SSO_DATA = 'login.sso.noData' satisfies MessageKey;

/**
 * Tokens are taken only on the two landings built for them: the login URL another brand's site builds (handOff.ts)
 * and the single sign-on landing. Tokens anywhere else are ignored.
 */
const isHandOffLanding = (loc: { pathname: string; search: string }) =>
  loc.pathname === authPaths.loginSuccessful ||
  (loc.pathname === authPaths.login && new URLSearchParams(loc.search).get('brandRedirect') === 'true');

/** Waits until the API layer and the sagas that join after the first paint are there (at once in tests). */
function* joinLateSagas() {
  const { loadLate } = yield* deps();
  if (loadLate) yield call(loadLate);
}

/** Runs one of restore.ts's sagas, once the API layer and the other sagas have joined. */
function* withSignedInSagas<K extends 'signInWithHandedTokens' | 'restoreSession'>(
  name: K,
  arg: Parameters<(typeof Restore)[K]>[0],
) {
  yield call(joinLateSagas);
  const restore = yield* callTyped(() => import('./restore'));
  yield call(restore[name] as (a: typeof arg) => Generator, arg);
}

export function* adoptHandOff(hash: string) {
  const handed = parseHandOffHash(hash);
  const { nav, track } = yield* deps();
  if (!handed) {
    if (nav.location().pathname !== authPaths.loginSuccessful) return false;
    yield put(signInFailed(NO_SSO_DATA));
    return true;
  }
  // The tokens leave the address bar (and history) before anything else can read or log the URL.
  nav.clearHash();
  // A crafted link elsewhere could otherwise sign a visitor into someone else's account (login CSRF).
  if (!isHandOffLanding(nav.location())) return false;
  try {
    const { timedOut } = (yield race({
      done: call(withSignedInSagas, 'signInWithHandedTokens', handed),
      timedOut: delay(SSO_TIMEOUT_MS),
    })) as { timedOut?: true };
    if (timedOut) {
      track('sso-timeout', { message: 'SSO Timeout' });
      yield put(sessionLost({ timedOut: true }));
    }
  } catch {
    // Do not keep half-adopted tokens: the next start-up would find a session nobody routed.
    const { identity } = yield* deps();
    yield call([identity, identity.signOut]);
    yield put(signInFailed(SSO_ERROR));
  }
  return true;
}

export function* bootstrap() {
  try {
    yield call(startUp);
  } catch (error) {
    // Left to the supervisor, the watcher would restart, but nothing would send `appStarted` again: the visitor
    // would wait on "Authenticating" for ever.
    console.error('start-up failed', error);
    yield put(startupFailed());
  }
}

function* startUp() {
  const { identity, nav } = yield* deps();
  const sessionId = yield* selectTyped((s: RootState) => s.session.sessionId);
  if (!sessionId) yield put(sessionStarted(crypto.randomUUID()));
  const running = yield* callTyped(loadFlags);
  if (!running) return;
  const { handOffHash } = yield* deps();
  const adopted = yield* callTyped(adoptHandOff, handOffHash || nav.location().hash);
  if (adopted) return;
  const wasSignedIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
  const session = yield* callTyped([identity, identity.session]);
  if (session && !isEnrollmentUser(session.claims)) {
    // Whether or not the last write of the signed-in flag reached storage before the reload (it may not have, when
    // the page reloads right after sign-in), the tokens say who is signed in.
    yield call(withSignedInSagas, 'restoreSession', session);
  } else if (wasSignedIn) {
    // Tokens gone or no longer refreshable while a profile remains: the session timed out (the redirect saga, among
    // those that join later, acts on it).
    yield call(joinLateSagas);
    yield put(sessionLost({ timedOut: true }));
  } else if (session && isEnrollmentUser(session.claims) && isEnrollmentPath(nav.location().pathname)) {
    // A reload in the middle of enrolling keeps the enrollment session; it never counts as a customer sign-in.
    yield call(joinLateSagas);
    yield put(noSessionFound());
    yield put(enrollmentSessionReady());
  } else {
    if (session) yield call([identity, identity.signOut]);
    yield put(noSessionFound());
  }
}

export function* watchAppStarted() {
  yield takeLatest([appStarted.type, startupRetried.type], bootstrap);
}
