// Start-up: flags first (maintenance stops everything), then tokens handed over in the URL hash, then an existing
// session from a previous visit. The route guard shows "Authenticating" until this settles `auth.initialized`.
import { call, delay, put, race, select, takeLatest } from 'redux-saga/effects';
import { authApi } from '../../api/auth/endpoints';
import type { IdentitySession } from '../../api/identity/types';
import { applicationPaths } from '../../src/features/application/paths';
import { authPaths } from '../../src/features/auth/paths';
import { isEnrollmentPath } from '../../src/features/enrollment/paths';
import { isMfaCheckPath } from '../../src/features/mfa/paths';
import type { RootState } from '../../store';
import { applicationCaptured } from '../../store/application';
import { noSessionFound, sessionRestored, signInFailed } from '../../store/auth';
import { enrollmentSessionReady } from '../../store/enrollment';
import { appStarted, sessionLost } from '../../store/events';
import { mfaStarted } from '../../store/mfa';
import { sessionStarted } from '../../store/session';
import { resumeActing } from '../admin/admin';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';
import { loadFlags } from '../flags/flags';
import type { MessageKey } from '../../src/lib/i18n';
import { parseHandOffHash, SSO_ERROR, type HandOff } from './handOff';
import { isEnrollmentUser, profileFrom, type SystemSearch } from './routing';
import { routeSignedInUser } from './signIn';

/** Spec 000 section 9: single sign-on gives up after 15 seconds. */
export const SSO_TIMEOUT_MS = 15_000;

export const NO_SSO_DATA = 'login.sso.noData' satisfies MessageKey;

function* signInWithHandedTokens(handed: HandOff) {
  const { identity, nav } = yield* deps();
  yield call([identity, identity.adoptTokens], handed);
  const session: IdentitySession | null = yield call([identity, identity.session]);
  if (!session) throw new Error('no session from handed tokens');
  if (handed.sessionId) yield put(sessionStarted(handed.sessionId));
  const query = new URLSearchParams(nav.location().search);
  // Resume-app mode: the application the customer was working on continues here, its loan number kept.
  const resumeApp = query.get('resumeApp') === 'true';
  if (resumeApp) yield put(applicationCaptured({ loanNumber: query.get('loanNumber') ?? '' }));
  const origin = resumeApp ? applicationPaths.home : (query.get('origin') ?? undefined);
  yield call(routeSignedInUser, session, origin);
}

/**
 * Tokens are taken only on the two landings built for them: the login URL another brand's site builds (handOff.ts)
 * and the single sign-on landing. Tokens anywhere else are ignored.
 */
const isHandOffLanding = (loc: { pathname: string; search: string }) =>
  loc.pathname === authPaths.loginSuccessful ||
  (loc.pathname === authPaths.login && new URLSearchParams(loc.search).get('brandRedirect') === 'true');

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
      done: call(signInWithHandedTokens, handed),
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

/**
 * A session this browser holds: the profile is rebuilt from the token and the customer search (nothing personal is
 * persisted), an admin goes on acting as the customer chosen, and a reload in the middle of the multi-factor check
 * resumes the check with the tokens already held.
 */
function* restoreSession(session: IdentitySession) {
  const { nav } = yield* deps();
  const fromToken = profileFrom(session.claims, null);
  if (fromToken.isAdmin) {
    yield put(sessionRestored(fromToken));
    yield call(resumeActing);
    return;
  }
  let search: SystemSearch | null = null;
  try {
    search = yield call(callEndpoint, authApi.endpoints.customerSystemSearch, undefined);
  } catch {
    // The redirect saga acts on the failure (a refused token ends the session); the token's profile is enough here.
  }
  yield put(sessionRestored(profileFrom(session.claims, search)));
  const passed: boolean = yield select((s: RootState) => s.mfa.passed);
  if (!passed && isMfaCheckPath(nav.location().pathname)) yield put(mfaStarted());
}

export function* bootstrap() {
  const { identity, nav } = yield* deps();
  const sessionId: string = yield select((s: RootState) => s.session.sessionId);
  if (!sessionId) yield put(sessionStarted(crypto.randomUUID()));
  const running: boolean = yield call(loadFlags);
  if (!running) return;
  const { handOffHash } = yield* deps();
  const adopted: boolean = yield call(adoptHandOff, handOffHash || nav.location().hash);
  if (adopted) return;
  const wasSignedIn: boolean = yield select((s: RootState) => s.auth.isAuthenticated);
  const session: IdentitySession | null = yield call([identity, identity.session]);
  if (session && !isEnrollmentUser(session.claims)) {
    // Whether or not the last write of the signed-in flag reached storage before the reload (it may not have, when
    // the page reloads right after sign-in), the tokens say who is signed in.
    yield call(restoreSession, session);
  } else if (wasSignedIn) {
    // Tokens gone or no longer refreshable while a profile remains: the session timed out.
    yield put(sessionLost({ timedOut: true }));
  } else if (session && isEnrollmentUser(session.claims) && isEnrollmentPath(nav.location().pathname)) {
    // A reload in the middle of enrolling keeps the enrollment session; it never counts as a customer sign-in.
    yield put(noSessionFound());
    yield put(enrollmentSessionReady());
  } else {
    if (session) yield call([identity, identity.signOut]);
    yield put(noSessionFound());
  }
}

export function* watchAppStarted() {
  yield takeLatest(appStarted.type, bootstrap);
}
