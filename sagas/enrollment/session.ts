// The enrollment identity: each visitor gets an enrollment session of their own from the server (POST
// /auth/enrollment-session answers tokens of the pool's enrollment user, one sign-in per visitor), which the identity
// library then holds like any session. The server binds the visitor's enrollment to that session.
import { call, put } from 'redux-saga/effects';
import type { HandOffTokens } from '../../api/identity/types';
import { enrollmentRefused } from '../../store/enrollment';
import { enrollmentSessionReady } from '../../store/events';
import { isEnrollmentUser } from '../signInRules';
import { deps } from '../context';
import { callTyped } from '../typedEffects';
import { restPaths } from '../../src/lib/restPaths';
import { postRest } from '../restCall';

export const SESSION_UNAVAILABLE = 'enrollment.sessionUnavailable';

/** The enrollment session this tab holds, if any (a customer's session is not one). */
export function* currentEnrollmentSession() {
  const { identity } = yield* deps();
  const session = yield* callTyped([identity, identity.session]);
  return session && isEnrollmentUser(session.claims) ? session : null;
}

const isTokens = (body: unknown): body is HandOffTokens =>
  typeof body === 'object' &&
  body !== null &&
  ['idToken', 'accessToken', 'refreshToken'].every((k) => typeof (body as Record<string, unknown>)[k] === 'string');

const refusalOf = (body: unknown): string => {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' ? message : SESSION_UNAVAILABLE;
};

/** Makes sure an enrollment session is signed in; false (with the reason on screen) when none could be had. */
export function* ensureEnrollmentSession() {
  const existing = yield* callTyped(currentEnrollmentSession);
  if (existing) {
    yield put(enrollmentSessionReady());
    return true;
  }
  const { identity } = yield* deps();
  // Whatever else this tab held (a signed-out customer's leftovers) must not ride along.
  yield call([identity, identity.signOut]);
  let answer: { status: number; body: unknown };
  try {
    answer = yield* postRest(restPaths.enrollmentSession, {});
  } catch {
    yield put(enrollmentRefused(SESSION_UNAVAILABLE));
    return false;
  }
  if (answer.status !== 200 || !isTokens(answer.body)) {
    yield put(enrollmentRefused(refusalOf(answer.body)));
    return false;
  }
  yield call([identity, identity.adoptTokens], answer.body);
  yield put(enrollmentSessionReady());
  return true;
}
