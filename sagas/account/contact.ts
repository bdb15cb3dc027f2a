// A change of contact e-mail or phone: ask for a code to the new one, then make the change with the code the customer
// types; a wrong code keeps them on the code, a new request starts over (takeLatest). The new value lives only here,
// between the two calls. Either call may ask for a fresh proof first (a re-check in place, sagas/recheck.ts).
import type { Task } from 'redux-saga';
import { cancel, fork, put, race, take, takeLatest } from 'redux-saga/effects';
import { accountApi } from '../../api/account/endpoints';
import type { MessageKey } from '../../src/lib/i18n';
import type { RootState } from '../../store';
import {
  contactChangeCancelled,
  contactChanged,
  contactChangeRefused,
  contactChangeRequested,
  contactCodeSent,
  contactCodeSubmitted,
} from '../../store/account';
import { sessionRestored, signInSucceeded } from '../../store/auth';
import { sessionLost } from '../../store/events';
import { endpointData, EndpointError } from '../callEndpoint';
import { RecheckDeclined, withRecheck } from '../recheck';
import { selectTyped } from '../typedEffects';

const RECHECK_DECLINED = 'recheck.declined' satisfies MessageKey;

/** The refusal of an input error, or null for any other failure (the redirect saga deals with those). */
function refusalOf(error: unknown) {
  // The customer closed the re-check: nothing changed, and the form keeps what they typed.
  if (error instanceof RecheckDeclined) return { message: RECHECK_DECLINED, key: RECHECK_DECLINED, field: null };
  if (!(error instanceof EndpointError) || error.error.kind !== 'input') return null;
  const first = error.error.fieldErrors?.[0];
  return { message: error.error.message, key: first?.key ?? null, field: first?.field ?? null };
}

export function* changeContact(action: ReturnType<typeof contactChangeRequested>) {
  const { channel, value } = action.payload;
  try {
    const sent = yield* withRecheck(() => endpointData(accountApi.endpoints.requestContactChange, { channel, value }));
    yield put(contactCodeSent({ destination: sent.destination, minutes: sent.expiresInMinutes }));
  } catch (error) {
    yield put(contactChangeRefused(refusalOf(error) ?? { message: 'account.loadFailed', key: null, field: null }));
    return;
  }
  for (;;) {
    const { submitted } = (yield race({
      submitted: take(contactCodeSubmitted.type),
      cancelled: take(contactChangeCancelled.type),
    })) as { submitted?: ReturnType<typeof contactCodeSubmitted> };
    if (!submitted) return;
    try {
      const code = submitted.payload.code;
      yield* withRecheck(() => endpointData(accountApi.endpoints.updateContactDetails, { channel, value, code }));
      yield put(contactChanged());
      yield put(accountApi.util.invalidateTags(['Account']));
      return;
    } catch (error) {
      yield put(contactChangeRefused(refusalOf(error) ?? { message: 'account.loadFailed', key: null, field: null }));
    }
  }
}

function* whileSignedIn() {
  yield takeLatest(contactChangeRequested.type, changeContact);
}

export function* watchContactChanges() {
  for (;;) {
    const signedIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
    if (!signedIn) yield take([signInSucceeded.type, sessionRestored.type]);
    const task = (yield fork(whileSignedIn)) as Task;
    yield take(sessionLost.type);
    yield cancel(task);
  }
}
