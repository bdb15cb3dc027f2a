// Feature flags at start-up; the maintenance flag sends the whole app to the brand's maintenance page.
import { call, put, select } from 'redux-saga/effects';
import { flagsEndpoint } from '../../api/rest/startup';
import type { RootState } from '../../store';
import { flagsLoaded, type FlagValues } from '../../store/flags';
import { brandPageUrl } from '../../src/lib/restPaths';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';

/** Loads flags; returns false when the app must not start (maintenance). A flags outage keeps the defaults. */
export function* loadFlags() {
  const { nav } = yield* deps();
  let flags: Partial<FlagValues> = {};
  try {
    flags = yield call(callEndpoint, flagsEndpoint, undefined);
  } catch {
    // The portal still works on default flags; the redirect saga is not involved for this public call.
  }
  yield put(flagsLoaded(flags));
  if (flags.maintenance) {
    const brand: string = yield select((s: RootState) => s.brand.key);
    nav.assign(brandPageUrl('maintenance', brand));
    return false;
  }
  return true;
}
