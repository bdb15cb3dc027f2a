// The admin's own events: choosing a customer to act as ("auth as"), and "Back to Admin". Acting itself (the server's
// check, the stored choice, resuming after a sign-in) is sagas/acting.ts, which sign-in shares.
import { put, takeLatest } from 'redux-saga/effects';
import { baseApi } from '../../api/baseApi';
import { adminPaths } from '../../src/features/admin/paths';
import type { MessageKey } from '../../src/lib/i18n';
import type { RootState } from '../../store';
import {
  adminActingStopped,
  adminAuthAsRefused,
  adminAuthAsSubmitted,
  adminStopActingRequested,
} from '../../store/auth';
import { ACTING_LANDING, actAs, isRefusal, storageKey } from '../acting';
import { EndpointError } from '../callEndpoint';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';

/** A failure with no words of the server's (a catalogue key). */
const ADMIN_FAILED = 'admin.failed' satisfies MessageKey;

const adminEmailOf = (s: RootState) => s.auth.adminEmail;

export function* submitAuthAs(action: ReturnType<typeof adminAuthAsSubmitted>) {
  const { nav, storage } = yield* deps();
  try {
    const acting = yield* callTyped(actAs, action.payload.email.trim().toLowerCase());
    if (acting) nav.navigate(ACTING_LANDING);
  } catch (error) {
    // Refused: acting as nobody now, so a reload must not bring back an earlier customer either.
    const adminEmail = yield* selectTyped(adminEmailOf);
    if (isRefusal(error)) storage.removeItem(storageKey(adminEmail));
    yield put(adminActingStopped());
    const message = error instanceof EndpointError ? error.error.message : ADMIN_FAILED;
    yield put(adminAuthAsRefused(message));
  }
}

export function* stopActing() {
  const { nav, storage } = yield* deps();
  const adminEmail = yield* selectTyped(adminEmailOf);
  storage.removeItem(storageKey(adminEmail));
  yield put(baseApi.util.resetApiState());
  yield put(adminActingStopped());
  nav.navigate(adminPaths.landing);
}

export function* watchAdmin() {
  yield takeLatest(adminAuthAsSubmitted.type, submitAuthAs);
  yield takeLatest(adminStopActingRequested.type, stopActing);
}
