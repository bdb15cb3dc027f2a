// Feature flags at start-up; the maintenance flag sends the whole app to the brand's maintenance page.
import { put } from 'redux-saga/effects';
import { flagsEndpoint } from '../../api/rest/startup';
import type { RootState } from '../../store';
import { flagsLoaded, type FlagValues } from '../../store/flags';
import { brandPageUrl } from '../../src/lib/restPaths';
import { endpointData } from '../callEndpoint';
import { deps } from '../context';
import { selectTyped } from '../typedEffects';

/** Loads flags; returns false when the app must not start (maintenance). A flags outage keeps the defaults. */
export function* loadFlags() {
  const { nav } = yield* deps();
  let flags: Partial<FlagValues> = {};
  try {
    flags = yield* endpointData(flagsEndpoint, undefined);
  } catch {
    // The portal still works on default flags; the redirect saga is not involved for this public call.
  }
  yield put(flagsLoaded(flags));
  if (flags.maintenance) {
    const brand = yield* selectTyped((s: RootState) => s.brand.key);
    nav.assign(brandPageUrl('maintenance', brand));
    return false;
  }
  return true;
}
