// Re-checks in place: a change refused for want of a fresh proof (RECHECK_REQUIRED from the portal, or the identity
// service's NotAuthorizedException with the re-check message) opens the re-check dialog over the page; once the
// customer proves it is them (the authenticator app's code or a passkey when they have one, else or by choice the
// e-mailed code), the same change is tried again, with everything they typed
// still in the saga that makes it. Closing the dialog leaves the change unmade (RecheckDeclined). Also the offer to
// end every other session after a password or factor change (endOtherSessionsOffered). Shared by every feature's
// sagas that make such a change; a screen whose change is not a saga's asks with recheckRequested and retries itself.
import { put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { IdentityError } from '../api/identity/types';
import { securityApi } from '../api/security/endpoints';
import { answerWithPasskey, PasskeyCancelled } from '../api/security/passkeyAnswer';
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
  recheckMethodChosen,
  recheckMethodsOffered,
  recheckNewCodeRequested,
  recheckOpened,
  recheckPasskeyRequested,
  recheckProved,
  recheckRefused,
  recheckRequested,
  type RecheckMethod,
  type RecheckProblem,
} from '../store/recheck';
import { endpointData, EndpointError } from './callEndpoint';
import { callTyped, selectTyped } from './typedEffects';

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

interface Started {
  recheckId: string;
  /** Whether its code was e-mailed (at start, or since the customer picked e-mail). */
  emailed: boolean;
}

/** Starts a re-check; null when none could be started (the dialog says why). */
function* startOne(resent: boolean): Generator<unknown, Started | null, unknown> {
  try {
    const started = yield* endpointData(recheckApi.endpoints.startRecheck, undefined);
    const where = { maskedEmail: started.maskedEmail, minutes: started.expiresInMinutes };
    if (started.codeSent) yield put(recheckCodeSent({ ...where, resent }));
    else yield put(recheckMethodsOffered({ ...where, methods: started.methods }));
    const begun = { recheckId: started.recheckId, emailed: started.codeSent };
    // A new code asked for from the e-mail step: the new re-check's code goes by e-mail too.
    return resent && !begun.emailed ? yield* emailCode(begun, true) : begun;
  } catch (error) {
    const tooMany = error instanceof EndpointError && error.error.code === 'TOO_MANY_REQUESTS';
    yield put(recheckRefused(tooMany ? 'tooMany' : 'failed'));
    return null;
  }
}

/** The customer picked e-mail: sends the re-check's code (once); the same re-check either way. */
function* emailCode(started: Started, resent: boolean): Generator<unknown, Started, unknown> {
  if (started.emailed) return started;
  try {
    const sent = yield* endpointData(recheckApi.endpoints.sendRecheckCode, { recheckId: started.recheckId });
    yield put(recheckCodeSent({ maskedEmail: sent.maskedEmail, minutes: sent.expiresInMinutes, resent }));
    return { ...started, emailed: true };
  } catch {
    yield put(recheckRefused('failed'));
    return started;
  }
}

type Outcome = 'APPROVED' | 'WRONG_CODE' | 'PASSKEY_REFUSED' | 'EXPIRED' | 'LOCKED';

/** What the dialog says for an outcome other than APPROVED, by the way it was answered. */
function problemOf(outcome: Outcome, method: RecheckMethod): RecheckProblem {
  if (outcome === 'WRONG_CODE') return method === 'AUTHENTICATOR' ? 'wrongAppCode' : 'wrongCode';
  if (outcome === 'PASSKEY_REFUSED') return 'passkeyRefused';
  return 'expired';
}

/** The passkey's answer: the server's challenge for this re-check, answered by the browser. */
function* passkeyAnswer(started: Started): Generator<unknown, { credential: string } | RecheckProblem, unknown> {
  try {
    const options = yield* endpointData(recheckApi.endpoints.recheckPasskeyOptions, { recheckId: started.recheckId });
    return { credential: yield* callTyped(answerWithPasskey, options) };
  } catch (error) {
    return error instanceof PasskeyCancelled ? 'passkeyCancelled' : 'failed';
  }
}

type Choice = {
  submitted?: ReturnType<typeof recheckCodeSubmitted>;
  chosen?: ReturnType<typeof recheckMethodChosen>;
  passkey?: unknown;
  newCode?: unknown;
};

/** Asks the customer to prove it is them; true once proved, false when they closed the dialog. */
export function* proveItsYou(): Generator<unknown, boolean, unknown> {
  yield put(recheckOpened());
  let started = yield* startOne(false);
  for (;;) {
    const { submitted, chosen, passkey, newCode } = (yield race({
      submitted: take(recheckCodeSubmitted.type),
      chosen: take(recheckMethodChosen.type),
      passkey: take(recheckPasskeyRequested.type),
      newCode: take(recheckNewCodeRequested.type),
      cancelled: take([recheckCancelled.type, sessionLost.type]),
    })) as Choice;
    if (newCode) {
      started = yield* startOne(true);
      continue;
    }
    if (chosen) {
      if (started && chosen.payload.method === 'EMAIL_CODE') started = yield* emailCode(started, false);
      continue;
    }
    if (!submitted && !passkey) return false;
    if (!started) {
      yield put(recheckRefused('expired'));
      continue;
    }
    const method = passkey ? 'PASSKEY' : yield* selectTyped((s) => s.recheck.recheck.method);
    const answer = passkey ? yield* passkeyAnswer(started) : { code: submitted?.payload.code ?? '' };
    if (typeof answer === 'string') {
      yield put(recheckRefused(answer));
      continue;
    }
    try {
      const { outcome } = yield* endpointData(recheckApi.endpoints.answerRecheck, {
        recheckId: started.recheckId,
        method,
        ...answer,
      });
      if (outcome === 'APPROVED') {
        yield put(recheckProved());
        return true;
      }
      yield put(recheckRefused(problemOf(outcome, method)));
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
