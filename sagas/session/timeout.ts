// Session timeout: while someone is signed in or enrolling, the flagged idle time without activity opens a prompt that
// counts down; Continue keeps the session, choosing to end it or the countdown reaching zero logs out. The site's tabs
// share one sign-in, so activity in any of them counts and a choice in one settles the prompt in all. Times are
// compared with the clock, not only with timers: a sleeping laptop or a throttled background tab fires timers late, and
// coming back must not revive a session that has run out.
import { call, delay, put, race, spawn, take } from 'redux-saga/effects';
import { sessionApi } from '../../api/session/endpoints';
import type { RootState } from '../../store';
import { authPaths } from '../../src/features/auth/paths';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import { logoutRequested } from '../../store/auth';
import { sessionLost } from '../../store/events';
import { flagsLoaded } from '../../store/flags';
import {
  timeoutContinueChosen,
  timeoutLogOutChosen,
  timeoutSessionEnding,
  timeoutWarningClosed,
  timeoutWarningShown,
} from '../../store/session';
import { signOut } from '../signOut';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { until } from '../waits';
import {
  openActivitySource,
  rememberExtendedTimeout,
  type ActivitySignal,
  type ActivitySource,
  type TabMessage,
} from './activity';

/**
 * WCAG 2.1 success criterion 2.2.1 (Timing Adjustable): whatever the flag says, the customer gets at least 20 seconds
 * to continue.
 */
export const MIN_COUNTDOWN_SECONDS = 20;
export const DEFAULT_IDLE_SECONDS = 900;
/** The session-end report is best effort: a server that does not answer must not hold the logout. */
export const REPORT_TIMEOUT_MS = 5_000;

/** How the prompt was settled. `elsewhere`: another tab ended the shared sign-in. */
type Outcome =
  { kind: 'continued' } | { kind: 'expired' } | { kind: 'loggedOut' } | { kind: 'elsewhere'; timedOut: boolean };

const hasSession = (s: RootState) => s.auth.isAuthenticated || s.auth.isEnrollment;
const hasNoSession = (s: RootState) => !hasSession(s);

function* timeouts() {
  const flags = yield* selectTyped((s: RootState) => s.flags.values);
  const idle = flags.idleTimeoutSeconds > 0 ? flags.idleTimeoutSeconds : DEFAULT_IDLE_SECONDS;
  const countdown = Math.max(MIN_COUNTDOWN_SECONDS, flags.expiryTimeoutSeconds || 0);
  return { idleMs: idle * 1000, countdownMs: countdown * 1000 };
}

const endedElsewhere = (message: TabMessage): Outcome | null =>
  message === 'timedOut' || message === 'loggedOut' ? { kind: 'elsewhere', timedOut: message === 'timedOut' } : null;

/** Keeps the identity tokens fresh after Continue. A failure is left to the base query, which refreshes on 401. */
function* refreshIdentity() {
  const { identity } = yield* deps();
  try {
    yield call([identity, identity.refresh]);
  } catch (error) {
    console.warn('session refresh after Continue failed', error);
  }
}

/** The prompt: resolves with how it was settled. */
function* prompt(source: ActivitySource, countdownMs: number) {
  const endsAt = Date.now() + countdownMs;
  yield put(timeoutWarningShown({ endsAt }));
  for (;;) {
    const left = endsAt - Date.now();
    if (left <= 0) return { kind: 'expired' } as Outcome;
    const answer = (yield race({
      expired: delay(left),
      continued: take(timeoutContinueChosen.type),
      loggedOut: take(timeoutLogOutChosen.type),
      signal: take(source.signals),
    })) as { continued?: unknown; loggedOut?: unknown; signal?: ActivitySignal };
    if (answer.loggedOut) return { kind: 'loggedOut' } as Outcome;
    if (answer.continued) {
      yield put(timeoutWarningClosed());
      source.tell('continued');
      yield call(rememberExtendedTimeout);
      // Detached: the idle watch resumes at once instead of waiting for the identity provider to answer.
      yield spawn(refreshIdentity);
      return { kind: 'continued' } as Outcome;
    }
    if (answer.signal?.from === 'otherTab') {
      const ended = endedElsewhere(answer.signal.message);
      if (ended) return ended;
      // Another tab is in use or its prompt was answered: the shared sign-in goes on there, and ending it here
      // would end it there too.
      yield put(timeoutWarningClosed());
      return { kind: 'continued' } as Outcome;
    }
    // Activity in this tab does not answer the prompt (a passing mouse is not a choice); the loop re-reads the
    // clock, so a tab that slept past the deadline ends at once.
  }
}

/** Watches for idleness until the session has to end; returns how. */
function* watchIdle(source: ActivitySource) {
  let lastActivity = Date.now();
  for (;;) {
    const { idleMs, countdownMs } = yield* timeouts();
    if (Date.now() - lastActivity < idleMs) {
      const { signal } = (yield race({
        signal: take(source.signals),
        idle: delay(lastActivity + idleMs - Date.now()),
        // Flags arrive after a persisted session has been picked up; the new idle time applies at once.
        flags: take(flagsLoaded.type),
      })) as { signal?: ActivitySignal };
      if (!signal) continue;
      if (signal.from === 'otherTab') {
        const ended = endedElsewhere(signal.message);
        if (ended) return ended;
      }
      // Activity counts only while the idle time has not passed by the clock (see the module comment).
      if (Date.now() - lastActivity < idleMs) {
        lastActivity = Date.now();
        if (signal.from === 'thisTab') source.tell('activity');
        continue;
      }
    }
    // Past the idle time and past the countdown too: the prompt would already have run out.
    if (Date.now() - lastActivity >= idleMs + countdownMs) return { kind: 'expired' } as Outcome;
    const outcome = yield* callTyped(prompt, source, countdownMs);
    if (outcome.kind !== 'continued') return outcome;
    lastActivity = Date.now();
  }
}

/** Reports the end to the server while the token is still valid; never throws, never waits long. */
function* reportSessionEnd(isEnrollment: boolean, isManualTrigger: boolean) {
  try {
    yield race({
      done: call(callEndpoint, sessionApi.endpoints.timeoutExpireAction, { isEnrollment, isManualTrigger }),
      gaveUp: delay(REPORT_TIMEOUT_MS),
    });
  } catch {
    // The endpoint marks its failures quiet (no redirect); the logout goes on whatever the server said.
  }
}

function* endSession(outcome: Exclude<Outcome, { kind: 'continued' }>, source: ActivitySource) {
  const { nav } = yield* deps();
  const isEnrollment = yield* selectTyped((s: RootState) => s.auth.isEnrollment);
  // Only the inactivity logout gets the inactivity message; choosing "Log Out" is an ordinary sign-out.
  const timedOut = outcome.kind === 'elsewhere' ? outcome.timedOut : outcome.kind === 'expired';
  yield put(timeoutSessionEnding());
  if (outcome.kind !== 'elsewhere') yield call(reportSessionEnd, isEnrollment, outcome.kind === 'loggedOut');
  let signedOut = true;
  try {
    yield call(signOut);
  } catch (error) {
    // signOut clears storage whatever the provider says; the user must still leave the signed-in pages.
    console.warn('sign-out after session timeout failed', error);
    signedOut = false;
  }
  yield put(sessionLost({ timedOut }));
  if (isEnrollment) {
    // An enrolling visitor has no login to return to: enrolling starts over (the page explains an expiry).
    nav.navigate(enrollmentPaths.search, { replace: true, state: { expired: timedOut } });
  } else if (!signedOut) {
    nav.navigate(authPaths.login, { replace: true });
  }
  // Told only now: another tab signing out first would revoke the token the report needed.
  if (outcome.kind !== 'elsewhere') source.tell(timedOut ? 'timedOut' : 'loggedOut');
}

/** One signed-in (or enrolling) period. The logout runs outside the race: its own sessionLost must not cancel it. */
function* guardSession() {
  const source = yield* callTyped(openActivitySource);
  try {
    const { outcome, logOut } = (yield race({
      outcome: call(watchIdle, source),
      logOut: take(logoutRequested.type),
      gone: call(until, hasNoSession),
    })) as { outcome?: Exclude<Outcome, { kind: 'continued' }>; logOut?: unknown };
    if (outcome) yield call(endSession, outcome, source);
    if (logOut) {
      // Logged out from the header: the other tabs lose their tokens with this one, so they follow it to login.
      yield call(until, hasNoSession);
      source.tell('loggedOut');
    }
  } finally {
    source.close();
  }
}

export function* watchSessionTimeout() {
  for (;;) {
    yield call(until, hasSession);
    yield call(guardSession);
    // A session that ended any other way (header Log Out, a refused token) closes a prompt left open.
    yield put(timeoutWarningClosed());
    yield call(until, hasNoSession);
  }
}
