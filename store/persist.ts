// What survives a reload, reviewed slice by slice: only what start-up cannot ask again. The customer's profile is
// rebuilt from the identity token and the customer search at every start (sagas/auth/bootstrap.ts), so no name,
// customer id or business-office code sits in localStorage. Never the API cache (queries would rehydrate stuck),
// never flags or brand (re-read at start), never enrollment or verification (they name a person; the server is asked).
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';

export const PERSIST_PREFIX = 'portal:';

/** Per slice, the fields written to storage (a whitelist, so a new field is never persisted by accident). */
export const PERSISTED_FIELDS = {
  /** A session existed: tokens gone at start-up then means it timed out (the login page says so). */
  auth: ['isAuthenticated'],
  /** This sign-in passed its multi-factor check, or went on to its application without it (a reload keeps both). */
  mfa: ['passed', 'applicationPassed'],
  /** The visit's id (support follows one visit across logs) and why the last session ended. */
  session: ['sessionId', 'endedByTimeout'],
  /** The application being worked on (ids and codes only; its data is on the server). */
  application: ['applicationId', 'applicationType', 'stateCode', 'channel', 'loanNumber'],
} as const;

export type PersistedSlice = keyof typeof PERSISTED_FIELDS;

/** redux-persist's storage contract over localStorage (its own CJS adapter does not import cleanly under Vite). */
const storage = {
  getItem: (key: string) => Promise.resolve(globalThis.localStorage?.getItem(key) ?? null),
  setItem: (key: string, value: string) => Promise.resolve(globalThis.localStorage?.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(globalThis.localStorage?.removeItem(key)),
};

export function persisted<S>(key: PersistedSlice, reducer: Reducer<S>) {
  return persistReducer(
    { key, keyPrefix: PERSIST_PREFIX, storage, whitelist: [...PERSISTED_FIELDS[key]], version: 1 },
    reducer,
  );
}
