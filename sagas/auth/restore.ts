// Signing in at start-up: tokens handed over from another brand's site or single sign-on, or a session this browser
// still holds. Loaded by the start-up saga (bootstrap.ts) only when there is someone to sign in, with the API layer.
import { call, put } from 'redux-saga/effects';
import type { IdentitySession } from '../../api/identity/types';
import { applicationPaths } from '../../src/features/application/paths';
import { isMfaCheckPath } from '../../src/features/mfa/paths';
import type { RootState } from '../../store';
import { loanNumberCarried } from '../../store/application';
import { sessionRestored } from '../../store/auth';
import { mfaStarted } from '../../store/mfa';
import { sessionStarted } from '../../store/session';
import { resumeActing } from '../acting';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { searchCustomer } from '../customerSearch';
import type { HandOff } from './handOff';
import { profileFrom, type SystemSearch } from '../signInRules';
import { routeSignedInUser } from './signIn';

export function* signInWithHandedTokens(handed: HandOff) {
  const { identity, nav } = yield* deps();
  yield call([identity, identity.adoptTokens], handed);
  const session = yield* callTyped([identity, identity.session]);
  if (!session) throw new Error('no session from handed tokens');
  if (handed.sessionId) yield put(sessionStarted(handed.sessionId));
  const query = new URLSearchParams(nav.location().search);
  // Resume-app mode: the application the customer was working on continues here, its loan number kept.
  const resumeApp = query.get('resumeApp') === 'true';
  if (resumeApp) yield put(loanNumberCarried({ loanNumber: query.get('loanNumber') ?? '' }));
  const origin = resumeApp ? applicationPaths.home : (query.get('origin') ?? undefined);
  yield call(routeSignedInUser, session, origin);
}

/**
 * A session this browser holds: the profile is rebuilt from the token and the customer search (nothing personal is
 * persisted), an admin goes on acting as the customer chosen, and a reload in the middle of the multi-factor check
 * resumes the check with the tokens already held.
 */
export function* restoreSession(session: IdentitySession) {
  const { nav } = yield* deps();
  const fromToken = profileFrom(session.claims, null);
  if (fromToken.isAdmin) {
    yield put(sessionRestored(fromToken));
    yield call(resumeActing);
    return;
  }
  let search: SystemSearch | null = null;
  try {
    search = yield* searchCustomer();
  } catch {
    // The redirect saga acts on the failure (a refused token ends the session); the token's profile is enough here.
  }
  yield put(sessionRestored(profileFrom(session.claims, search)));
  const passed = yield* selectTyped((s: RootState) => s.mfa.passed);
  if (!passed && isMfaCheckPath(nav.location().pathname)) yield put(mfaStarted());
}
