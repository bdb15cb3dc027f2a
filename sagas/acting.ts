// Admins acting as a customer: a CSR chooses a customer ("auth as"); the server checks and audits the choice, and from
// then on every call names that customer (x-admin-auth-as, see api/graphqlBaseQuery.ts) and is audited again. The
// choice is kept in local storage per admin, so a reload keeps acting; a choice left in the `adminAuthAs` cookie (by a
// brand redirect or an admin tool) is taken once and cleared. Shared by the admin's own sagas and sign-in's, which
// resumes acting after an admin signs in or reloads.
import { call, put, race, take } from 'redux-saga/effects';
import { adminApi } from '../api/admin/endpoints';
import { baseApi } from '../api/baseApi';
import { accountPaths } from '../src/features/account/paths';
import type { RootState } from '../store';
import { adminActingAs, adminActingStopped, adminStopActingRequested, type CustomerProfile } from '../store/auth';
import { endpointData, EndpointError } from './callEndpoint';
import { deps } from './context';
import { searchCustomer } from './customerSearch';
import { profileFrom, type SystemSearch } from './signInRules';
import { callTyped, selectTyped } from './typedEffects';

export const ADMIN_AUTH_AS_COOKIE = 'adminAuthAs';
export const ACTING_LANDING = accountPaths.home;
export const storageKey = (adminEmail: string) => `portal:adminAuthAs:${adminEmail}`;

/** The server said no (as opposed to a request that never got an answer). */
export const isRefusal = (error: unknown) =>
  error instanceof EndpointError && (error.error.kind === 'input' || error.error.kind === 'forbidden');

/** The customer fields of a profile built from the customer search (never the admin's own flags). */
function customerOf(email: string, search: SystemSearch): CustomerProfile {
  const { isAdmin: _a, isEnrollment: _e, adminEmail: _m, email: _x, ...customer } = profileFrom({ email }, search);
  return customer;
}

/** Asks the server to act as `email` (checked and audited there), then loads that customer's profile. */
function* actAsNow(email: string) {
  const { storage } = yield* deps();
  const chosen = yield* endpointData(adminApi.endpoints.adminAuthAs, { email });
  const adminEmail = yield* selectTyped((s: RootState) => s.auth.adminEmail);
  // Nothing cached for the admin (or a previous customer) may show as this customer's.
  yield put(baseApi.util.resetApiState());
  yield put(adminActingAs({ email: chosen }));
  storage.setItem(storageKey(adminEmail), chosen);
  const search = yield* searchCustomer();
  yield put(adminActingAs({ email: chosen, customer: customerOf(chosen, search) }));
}

/**
 * actAsNow, unless the admin clicks "Back to Admin" first (the banner shows as soon as the server confirms, before the
 * profile arrives): then acting stops there, and the late answer cannot bring the customer back. True when acting.
 */
export function* actAs(email: string) {
  const { acted }: { acted?: true } = yield race({
    acted: call(function* () {
      yield call(actAsNow, email);
      return true as const;
    }),
    stopped: take(adminStopActingRequested.type),
  });
  return acted === true;
}

/**
 * After an admin signs in or reloads: resume acting as the customer the cookie or this admin's storage names.
 * True when acting resumed.
 */
export function* resumeActing() {
  const { storage, cookies } = yield* deps();
  const adminEmail = yield* selectTyped((s: RootState) => s.auth.adminEmail);
  const fromCookie = cookies.read(ADMIN_AUTH_AS_COOKIE);
  if (fromCookie !== null) cookies.clear(ADMIN_AUTH_AS_COOKIE);
  const chosen = fromCookie || storage.getItem(storageKey(adminEmail));
  if (!chosen) return false;
  try {
    return yield* callTyped(actAs, chosen);
  } catch (error) {
    // Only the server's refusal (a customer that no longer exists, a forged cookie) forgets the choice: a request cut
    // short by a reload or a network drop must not end acting for the next page load.
    if (isRefusal(error)) storage.removeItem(storageKey(adminEmail));
    yield put(adminActingStopped());
    return false;
  }
}
