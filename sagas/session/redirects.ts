// Response-driven redirects, the one owner of failures: every failed API call is classified once in the base query, and
// this saga alone turns the classification into where the customer goes. Feature sagas handle only their own input
// refusals (a wrong code, a refused search) and mark their state.
import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, takeEvery } from 'redux-saga/effects';
import { endsSession, isApiError, restCallFailed, type ApiError } from '../../api/errors';
import { accountPaths, isAccountPath } from '../../src/features/account/paths';
import { authPaths } from '../../src/features/auth/paths';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import { errorPaths } from '../../src/features/errors/paths';
import type { RootState } from '../../store';
import { sessionLost } from '../../store/events';
import { isCheckUnderWay, mfaRequired } from '../../store/mfa';
import { deps } from '../context';
import { selectTyped } from '../typedEffects';

export const GATEWAY_RELOAD_DELAY_MS = 15_000;

const isFailedCall = (action: unknown): action is UnknownAction & { payload: ApiError } =>
  isRejectedWithValue(action) && isApiError((action as { payload?: unknown }).payload);

/** Where an unexpected error sends the user: account error under /account, enrollment error, else /error. */
export function errorPageFor(pathname: string, isEnrollment: boolean): string {
  if (isAccountPath(pathname)) return accountPaths.error;
  if (isEnrollment) return enrollmentPaths.error;
  return errorPaths.error;
}

export function* redirectOnFailure(action: { payload: ApiError }) {
  const error = action.payload;
  if (error.quiet) return;
  // During sign-in the sign-in saga owns failures (it signs out and explains); redirecting too would race it.
  const signingIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticating);
  if (signingIn) return;
  const { nav, storage } = yield* deps();
  const { pathname, search } = nav.location();
  const isEnrollment = yield* selectTyped((s: RootState) => s.auth.isEnrollment);
  if (endsSession(error) && isEnrollment) {
    // The enrollment session ended (expired, or the server forgot it): enrolling starts over, not a login.
    storage.clear();
    yield put(sessionLost({ timedOut: false }));
    nav.navigate(enrollmentPaths.search, { replace: true, state: { expired: true } });
    return;
  }
  if (endsSession(error)) {
    const hadSession = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
    if (!hadSession && pathname.startsWith(authPaths.login)) return;
    // Clear stored tokens too, or the next start-up would find a session the server refuses.
    storage.clear();
    yield put(sessionLost({ timedOut: hadSession || Boolean(error.refreshFailed) }));
    nav.navigate(authPaths.login, { replace: true, state: { origin: `${pathname}${search}` } });
    return;
  }
  if (error.kind === 'mfa') {
    // The sign-in has not passed the multi-factor check: a signed-in customer takes it (once, however many calls
    // were refused) and comes back here. Staff are never asked (their own sign-in governs), so for them it is a fault.
    const isAdmin = yield* selectTyped((s: RootState) => s.auth.isAdmin);
    const mfa = yield* selectTyped((s: RootState) => s.mfa);
    if (!isAdmin) {
      if (!isCheckUnderWay(mfa)) yield put(mfaRequired({ returnTo: `${pathname}${search}` }));
      return;
    }
    nav.navigate(errorPageFor(pathname, isEnrollment));
    return;
  }
  if (error.kind === 'gateway') {
    yield delay(GATEWAY_RELOAD_DELAY_MS);
    nav.assign(authPaths.root);
    return;
  }
  if (error.kind === 'server') {
    nav.navigate(errorPageFor(pathname, isEnrollment));
  }
  // 'input' errors belong to the screen that made the call; 'recheck' ones to the saga making the change, which asks
  // for a fresh proof in place (sagas/recheck.ts).
}

export function* watchFailedCalls() {
  yield takeEvery(
    (action: unknown) => isFailedCall(action) || restCallFailed.match(action),
    function* (action) {
      yield call(redirectOnFailure, action);
    },
  );
}
