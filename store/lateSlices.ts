// Slices no first-paint code reads or writes: they join the store with the late layer (src/app/lateLayer.ts), before
// the late sagas run and before any screen but login renders (those wait for that layer), so the login page's first
// paint does not carry them. A slice belongs here only if nothing persists it and nothing before the late
// layer dispatches an action its reducer keeps (they reset on `sessionLost`, which finds them at their initial state
// anyway); an event a first-paint slice also reacts to lives in store/events.ts.
import { accountReducer } from './account';
import { bankReducer } from './bank';
import { conversionReducer } from './conversion';
import { enrollmentReducer } from './enrollment';
import { passkeysReducer } from './passkeys';
import { passwordReducer } from './password';
import { paymentsReducer } from './payments';
import { recheckReducer } from './recheck';
import { signUpReducer } from './signUp';
import { verificationReducer } from './verification';

export const lateSliceReducers = {
  account: accountReducer,
  bank: bankReducer,
  conversion: conversionReducer,
  enrollment: enrollmentReducer,
  passkeys: passkeysReducer,
  password: passwordReducer,
  payments: paymentsReducer,
  recheck: recheckReducer,
  signUp: signUpReducer,
  verification: verificationReducer,
};

export type LateSliceReducers = typeof lateSliceReducers;
