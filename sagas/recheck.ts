// Re-checks in place: a change refused for want of a fresh proof (RECHECK_REQUIRED from the portal, or the identity
// service's NotAuthorizedException with the re-check message) opens the re-check dialog over the page; once the
// customer proves it is them with the e-mailed code, the same change is tried again, with everything they typed
// still in the saga that makes it. Closing the dialog leaves the change unmade (RecheckDeclined). Also the offer to
// end every other session after a password or factor change (endOtherSessionsOffered). Shared by every feature's
// sagas that make such a change; a screen whose change is not a saga's asks with recheckRequested and retries itself.
import { put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { IdentityError } from '../api/identity/types';
import { securityApi } from '../api/security/endpoints';
import { recheckApi } from '../api/security/recheckEndpoints';
import { isRecheckRefusal } from '../src/lib/security/recheck';
import { sessionLost } from '../store/events';
import {
  endOtherSessionsAnswered,
  endOtherSessionsFailed,
  endOtherSessionsClosed,
  endOtherSessionsOffered,
  endOtherSessionsOpened,
  otherSessionsEnded,
  recheckCancelled,
  recheckCodeSent,
  recheckCodeSubmitted,
  recheckNewCodeRequested,
  recheckOpened,
  recheckProved,
  recheckRefused,
  recheckRequested,
} from '../store/recheck';
import { endpointData, EndpointError } from './callEndpoint';
import { callTyped } from './typedEffects';

/** The customer closed the re-check: the change that needed it is not made. */
export class RecheckDeclined extends Error {
  constructor() {
    super('The change needs a fresh proof of who is signed in.');
    this.name = 'RecheckDeclined';
  }
}

/** Whether a failed call asks for a fresh proof (and not for the session to end). */
export const needsRecheck = (error: unknown): boolean =>
  (error instanceof EndpointError && error.error.kind === 'recheck') ||
  (error instanceof IdentityError && isRecheckRefusal(error.code, error.message));

type Started = { recheckId: string; method: 'EMAIL_CODE' } | null;

/** Starts a re-check (its code e-mailed); null when none could be started (the dialog says why). */
function* sendCode(resent: boolean): Generator<unknown, Started, unknown> {
  try {
    const started = yield* endpointData(recheckApi.endpoints.startRecheck, undefined);
    yield put(recheckCodeSent({ maskedEmail: started.maskedEmail, minutes: started.expiresInMinutes, resent }));
    return { recheckId: started.recheckId, method: started.methods[0] ?? 'EMAIL_CODE' };
  } catch (error) {
    const tooMany = error instanceof EndpointError && error.error.code === 'TOO_MANY_REQUESTS';
    yield put(recheckRefused(tooMany ? 'tooMany' : 'failed'));
    return null;
  }
}

/** Asks the customer to prove it is them; true once proved, false when they closed the dialog. */
export function* proveItsYou(): Generator<unknown, boolean, unknown> {
  yield put(recheckOpened());
  let started = yield* sendCode(false);
  for (;;) {
    const { submitted, newCode } = (yield race({
      submitted: take(recheckCodeSubmitted.type),
      newCode: take(recheckNewCodeRequested.type),
      cancelled: take([recheckCancelled.type, sessionLost.type]),
    })) as { submitted?: ReturnType<typeof recheckCodeSubmitted>; newCode?: unknown };
    if (newCode) {
      started = yield* sendCode(true);
      continue;
    }
    if (!submitted) return false;
    if (!started) {
      yield put(recheckRefused('expired'));
      continue;
    }
    try {
      const { outcome } = yield* endpointData(recheckApi.endpoints.answerRecheck, {
        ...started,
        code: submitted.payload.code,
      });
      if (outcome === 'APPROVED') {
        yield put(recheckProved());
        return true;
      }
      yield put(recheckRefused(outcome === 'WRONG_CODE' ? 'wrongCode' : 'expired'));
    } catch {
      yield put(recheckRefused('failed'));
    }
  }
}

/**
 * Runs `attempt`; when it is refused for want of a fresh proof, asks for one in place and runs it again. Throws
 * RecheckDeclined when the customer closes the dialog, and any other failure as it came.
 */
export function* withRecheck<T>(attempt: () => Generator<unknown, T, unknown>): Generator<unknown, T, unknown> {
  for (;;) {
    try {
      return yield* attempt();
    } catch (error) {
      if (!needsRecheck(error)) throw error;
      const proved = yield* callTyped(proveItsYou);
      if (!proved) throw new RecheckDeclined();
    }
  }
}

/** Whether the customer is signed in anywhere but here; false when the list cannot be read. */
function* hasOtherSessions(): Generator<unknown, boolean, unknown> {
  try {
    const overview = yield* endpointData(securityApi.endpoints.securityOverview, undefined);
    return overview.sessions.some((s) => !s.current);
  } catch {
    return false;
  }
}

/**
 * The offer to end every other session, made only when there is another to end: Yes ends them (the customer's own
 * stays), No closes it.
 */
export function* offerToEndOtherSessions(action: ReturnType<typeof endOtherSessionsOffered>) {
  if (!(yield* hasOtherSessions())) return;
  yield put(endOtherSessionsOpened({ reason: action.payload.reason }));
  const { answered } = (yield race({
    answered: take(endOtherSessionsAnswered.type),
    closed: take(endOtherSessionsClosed.type),
    lost: take(sessionLost.type),
  })) as { answered?: ReturnType<typeof endOtherSessionsAnswered> };
  if (!answered?.payload.end) return;
  try {
    const { ended } = yield* endpointData(securityApi.endpoints.endOtherSessions, undefined);
    yield put(otherSessionsEnded({ ended }));
  } catch {
    yield put(endOtherSessionsFailed());
  }
}

export function* watchRecheckOffers() {
  yield takeLatest(endOtherSessionsOffered.type, offerToEndOtherSessions);
  // A re-check a screen asked for: the screen reads how it ended (recheck.outcome) and retries itself.
  yield takeLeading(recheckRequested.type, proveItsYou);
}
