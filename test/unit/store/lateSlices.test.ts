// The store the app boots with holds only what the first paint reads: the slices only later screens read
// (store/lateSlices.ts) join with the late layer, at their initial state, and Redux DevTools (which sees the state
// after each action) shows them from the action that announces the join on.
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { baseApi } from '../../../api/baseApi';
import { initialBankState, linkTokenReady } from '../../../store/bank';
import { lateSliceReducers } from '../../../store/lateSlices';
import { initialPasswordState } from '../../../store/password';
import { apiJoined, lateSliceBeforeJoin, makeStoreWithoutLateLayer } from '../../../store/root';
import { stateSanitizer } from '../../../store/sanitize';
import { initialVerificationState } from '../../../store/verification';
import { fakeContext } from '../sagas/fakes';

const LATE = Object.keys(lateSliceReducers);

/** A store as src/app/boot.ts makes it, with a recorder of the state after each action (what DevTools is sent). */
function bootStore() {
  const seen: { action: UnknownAction; state: Record<string, unknown> }[] = [];
  const context = fakeContext();
  const store = makeStoreWithoutLateLayer(undefined, {
    extra: { identity: context.identity },
    sagaContext: { ...context },
    middleware: [
      (api) => (next) => (action) => {
        const result = next(action);
        seen.push({
          action: action as UnknownAction,
          state: stateSanitizer(api.getState() as Record<string, unknown>),
        });
        return result;
      },
    ],
  });
  return { store, seen };
}

describe('the late slices', () => {
  it('are the account, payments, passkeys, bank link, verification, password, enrollment, sign-up, conversion and re-check slices', () => {
    expect(LATE.sort()).toEqual([
      'account',
      'bank',
      'conversion',
      'enrollment',
      'passkeys',
      'password',
      'payments',
      'recheck',
      'signUp',
      'verification',
    ]);
  });

  it('are absent from the store the app boots with, as the API cache is', () => {
    const { store } = bootStore();
    const keys = Object.keys(store.getState());
    expect(keys).toEqual(expect.arrayContaining(['auth', 'brand', 'session', 'application']));
    for (const key of [...LATE, baseApi.reducerPath]) expect(keys).not.toContain(key);
  });

  it('join at their initial state with the API layer, and DevTools sees them from the join on', () => {
    const { store, seen } = bootStore();
    store.injectLateLayer({ api: baseApi, slices: lateSliceReducers });
    const state = store.getState();
    expect(state.bank).toEqual(initialBankState);
    expect(state.verification).toEqual(initialVerificationState);
    expect(state.password).toEqual(initialPasswordState);
    expect(state[baseApi.reducerPath]).toBeDefined();
    const join = seen.find((entry) => entry.action.type === apiJoined.type);
    expect(Object.keys(join?.state ?? {})).toEqual(expect.arrayContaining([...LATE, baseApi.reducerPath]));
  });

  it('then work as any slice, still masked in DevTools', () => {
    const { store, seen } = bootStore();
    store.injectLateLayer({ api: baseApi, slices: lateSliceReducers });
    store.dispatch(
      linkTokenReady({ linkToken: 'link-sandbox-secret', linkScriptUrl: '/bank-link/link-initialize.js' }),
    );
    expect(store.getState().bank.phase).toBe('linking');
    expect(JSON.stringify(seen.at(-1)?.state)).not.toContain('link-sandbox-secret');
  });

  it('read before the join, through the guard, are absent; after it, there', () => {
    const { store } = bootStore();
    expect(lateSliceBeforeJoin(store.getState(), 'bank')).toBeUndefined();
    store.injectLateLayer({ api: baseApi, slices: lateSliceReducers });
    expect(lateSliceBeforeJoin(store.getState(), 'bank')).toEqual(initialBankState);
  });

  it('join once: a second join changes nothing', () => {
    const { store } = bootStore();
    store.injectLateLayer({ api: baseApi, slices: lateSliceReducers });
    store.dispatch(linkTokenReady({ linkToken: 'link-sandbox-1', linkScriptUrl: '' }));
    store.injectLateLayer({ api: baseApi, slices: lateSliceReducers });
    expect(store.getState().bank.linkToken).toBe('link-sandbox-1');
  });
});
