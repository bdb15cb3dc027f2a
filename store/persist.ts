// What survives a reload: who is signed in (no secrets), the application being worked on and the browser
// session id. Never the API cache (queries would rehydrate stuck), never flags or brand (re-read at start).
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';

/** Auth fields that are secret or only meaningful mid-request; never written to storage. */
const AUTH_NOT_PERSISTED = [
  'transient',
  'error',
  'step',
  'isAuthenticating',
  'initialized',
  'notice',
  'passwordReset',
  'passwordChange',
  'codeSignIn',
  // Names the customer being enrolled; the server is asked again after a reload.
  'enrollment',
  'adminRequest',
];

export const PERSIST_PREFIX = 'portal:';

/** redux-persist's storage contract over localStorage (its own CJS adapter does not import cleanly under Vite). */
const storage = {
  getItem: (key: string) => Promise.resolve(globalThis.localStorage?.getItem(key) ?? null),
  setItem: (key: string, value: string) => Promise.resolve(globalThis.localStorage?.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(globalThis.localStorage?.removeItem(key)),
};

export function persisted<S>(key: string, reducer: Reducer<S>, blacklist: string[] = []) {
  return persistReducer({ key, keyPrefix: PERSIST_PREFIX, storage, blacklist, version: 1 }, reducer);
}

export const persistedAuth = <S>(reducer: Reducer<S>) => persisted('auth', reducer, AUTH_NOT_PERSISTED);
