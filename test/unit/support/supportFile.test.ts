// The support file itself (src/lib/supportFile.ts over store/actionLog.ts): a session that typed a password, got a
// token, entered an SSN, a code and a bank account leaves none of them in the file; the file is what Redux DevTools
// imports (checked with DevTools' own history reducer); replaying its actions from its committed state gives its
// last state.
import { ActionCreators, instrument, type LiftedState } from '@redux-devtools/instrument';
import { configureStore, legacy_createStore, Tuple, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../api/baseApi';
import { buildSupportFile, supportFileName, type SupportFile } from '../../../src/lib/supportFile';
import { makeStore, plainRootReducer, type RootState } from '../../../store';
import {
  actionLogMiddleware,
  NOT_REPLAYED_SUFFIX,
  readActionLog,
  sliceMemoizedSanitizer,
  summarizeAction,
} from '../../../store/actionLog';
import { loginSubmitted, signInFailed, signInSucceeded } from '../../../store/auth';
import { enrollmentSearchSubmitted } from '../../../store/enrollment';
import { stateSanitizer } from '../../../store/sanitize';
import { codeSubmitted } from '../../../store/verification';
import { fakeContext } from '../sagas/fakes';

const PASSWORD = 'Sup3r-Secret!';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6Im5vcmFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlLXNpZw';
const SSN = '123-45-6789';
const CODE = '482913';
const ACCOUNT_NUMBER = '000123456789';
const ROUTING_NUMBER = '011000015';

/** A digit secret as a number of its own, not three digits inside a timestamp that happen to match. */
const standalone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);

/** An RTK Query read for the session to make: the flags, read through the API layer as any screen's query is. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<unknown, void>({
      queryFn: async () => ({ data: (await (await fetch('/flags')).json()) as unknown }),
    }),
  }),
});

function newStore() {
  return makeStore(undefined, { extra: { identity: fakeContext().identity } });
}

/** A short session that handles every kind of secret the portal sees, with an RTK Query round trip in the middle. */
async function recordSession() {
  const store = newStore();
  store.dispatch(loginSubmitted({ email: 'nora.newman@example.com', password: PASSWORD }));
  store.dispatch(signInSucceeded({ email: 'nora.newman@example.com', firstName: 'Nora', transient: PASSWORD }));
  store.dispatch({ type: 'auth/handOffReceived', payload: { idToken: JWT, note: `bearer ${JWT}` } });
  store.dispatch(signInFailed(`The token ${JWT} was refused for SSN ${SSN}`));
  store.dispatch(
    enrollmentSearchSubmitted({
      firstName: 'Nora',
      lastName: 'Newman',
      dateOfBirth: '04/12/1985',
      ssn: SSN,
      zipCode: '43215',
      email: 'nora.newman@example.com',
    }),
  );
  store.dispatch(codeSubmitted({ channel: 'email', code: CODE }));
  store.dispatch({
    type: 'application/bankAccountEntered',
    payload: { accountNumber: ACCOUNT_NUMBER, routingNumber: ROUTING_NUMBER, memo: `acct ${ACCOUNT_NUMBER}` },
  });
  const flags = store.dispatch(testApi.endpoints.flags.initiate());
  await flags;
  flags.unsubscribe();
  return store;
}

const parse = (text: string) => {
  const file = JSON.parse(text) as SupportFile;
  return {
    file,
    lifted: JSON.parse(file.payload) as LiftedState<RootState, UnknownAction, null>,
    preloaded: JSON.parse(file.preloadedState) as RootState,
  };
};

describe('the support file', () => {
  beforeEach(() => {
    // Flags answer from a fake server; the clock is fixed so timestamps are the same on every run.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ forgotEmail: true }), { status: 200 })),
    );
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-04T05:06:07Z') });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('holds no password, token, SSN, code or bank number anywhere in its text', async () => {
    const text = buildSupportFile(readActionLog((await recordSession()).dispatch));
    // Both levels: the file as saved, and the JSON inside its strings (where escaping could hide a value).
    const { file } = parse(text);
    for (const haystack of [text, file.payload, file.preloadedState]) {
      expect(haystack).not.toContain(PASSWORD);
      expect(haystack).not.toContain('eyJ');
      expect(haystack).not.toContain(SSN);
      for (const digits of [CODE, ACCOUNT_NUMBER, ROUTING_NUMBER, SSN.replace(/-/g, '')]) {
        expect(haystack).not.toMatch(standalone(digits));
      }
    }
    // ...while what support needs is still there.
    expect(text).toContain('auth/loginSubmitted');
    expect(text).toContain('nora.newman@example.com');
  });

  it('is the file DevTools exports: a lifted state with one computed state per action', async () => {
    const log = readActionLog((await recordSession()).dispatch);
    const { file, lifted, preloaded } = parse(buildSupportFile(log));
    expect(Object.keys(file).sort()).toEqual(['payload', 'preloadedState']);

    const ids = Object.keys(lifted.actionsById).map(Number);
    expect(ids).toEqual(lifted.stagedActionIds);
    expect(lifted.computedStates).toHaveLength(ids.length);
    expect(ids).toHaveLength(log.entries.length + 1);
    expect(lifted.nextActionId).toBe(ids.length);
    expect(lifted.currentStateIndex).toBe(ids.length - 1);
    expect(lifted.skippedActionIds).toEqual([]);
    expect(lifted.actionsById[0]?.action).toEqual({ type: '@@INIT' });
    for (const id of ids) {
      expect(lifted.actionsById[id]).toMatchObject({ type: 'PERFORM_ACTION', timestamp: expect.any(Number) });
    }
    expect(lifted.committedState).toEqual(preloaded);
    expect(lifted.computedStates[0]?.state).toEqual(preloaded);
    // The RTK Query round trip is in it, without its request/response metadata.
    const types = ids.map((id) => lifted.actionsById[id]?.action.type);
    expect(types).toEqual(expect.arrayContaining(['api/executeQuery/pending', 'api/executeQuery/fulfilled']));
  });

  it('replays: its actions run from its committed state give its last state', async () => {
    const { lifted, preloaded } = parse(buildSupportFile(readActionLog((await recordSession()).dispatch)));
    const actions = lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]?.action as UnknownAction);
    const replayed = actions.reduce<RootState>((state, action) => plainRootReducer(state, action), preloaded);
    // Secrets were masked in the recorded actions, so they come out masked: compare as DevTools shows both.
    expect(stateSanitizer(replayed)).toEqual(lifted.computedStates.at(-1)?.state);
    expect(replayed.auth).toMatchObject({ email: 'nora.newman@example.com', error: expect.stringContaining('***') });
    expect(Object.values(replayed.api.queries)).toEqual([
      expect.objectContaining({ endpointName: 'flags', status: 'fulfilled', data: { forgotEmail: true } }),
    ]);
  });

  it("opens in DevTools' own history reducer, which recomputes every step to the recorded states", async () => {
    const { lifted, preloaded } = parse(buildSupportFile(readActionLog((await recordSession()).dispatch)));
    const devtools = legacy_createStore(plainRootReducer, instrument());
    devtools.liftedStore.dispatch({ ...ActionCreators.importState(lifted), preloadedState: preloaded });
    const imported = devtools.liftedStore.getState();
    expect(imported.stagedActionIds).toEqual(lifted.stagedActionIds);
    expect(imported.computedStates.map((entry) => entry.error)).toEqual(lifted.computedStates.map(() => undefined));
    expect(imported.computedStates.map((entry) => stateSanitizer(entry.state))).toEqual(
      lifted.computedStates.map((entry) => entry.state),
    );
    expect(stateSanitizer(devtools.getState())).toEqual(lifted.computedStates.at(-1)?.state);
  });

  it('is named for the moment it was made', () => {
    expect(supportFileName(new Date('2025-03-04T05:06:07.891Z'))).toBe('portal-support-2025-03-04T05-06-07Z.json');
  });
});

describe('the action log', () => {
  it('keeps the last N actions and, as its committed state, the state after the last one it let go', () => {
    const store = configureStore({
      reducer: (count: number = 0, action: UnknownAction) => (action.type === 'add' ? count + 1 : count),
      middleware: () => new Tuple(actionLogMiddleware(3)),
    });
    for (let i = 0; i < 5; i++) store.dispatch({ type: 'add' });
    const log = readActionLog(store.dispatch);
    expect(log.entries.map((entry) => entry.state)).toEqual([3, 4, 5]);
    expect(log.committedState).toBe(2);
  });

  it('sanitizes state slice by slice exactly as the DevTools sanitizer does the whole', () => {
    const sanitize = sliceMemoizedSanitizer();
    const state = {
      auth: { email: 'a@example.com', transient: PASSWORD, error: `bad token ${JWT}` },
      password: { reset: 'idle', change: 'idle', error: '' },
      api: { queries: { [`searchSsn({"ssn":"123456789"})`]: { data: { ok: true } } } },
      count: 7,
    };
    expect(sanitize(state)).toEqual(stateSanitizer(state));
    // A slice the next action left alone is not sanitized again.
    const next = { ...state, count: 8 };
    expect((sanitize(next) as typeof state).auth).toBe((sanitize(state) as typeof state).auth);
  });

  it("keeps redux-persist's control actions in the timeline under a type no reducer replays", () => {
    const persist = { type: 'persist/PERSIST', register: () => undefined, rehydrate: () => undefined };
    expect(summarizeAction(persist)).toEqual({ type: `persist/PERSIST${NOT_REPLAYED_SUFFIX}` });
    const rehydrate = { type: 'persist/REHYDRATE', key: 'auth', payload: { isAuthenticated: true } };
    expect(summarizeAction(rehydrate)).toBe(rehydrate);
  });

  it('drops the base query metadata from RTK Query actions and keeps what its reducers read', () => {
    const fulfilled = {
      type: 'api/executeQuery/fulfilled',
      payload: { ok: true },
      meta: { arg: { queryCacheKey: 'flags(undefined)' }, requestId: 'r1', fulfilledTimeStamp: 1, baseQueryMeta: {} },
    };
    expect(summarizeAction(fulfilled)).toEqual({
      type: 'api/executeQuery/fulfilled',
      payload: { ok: true },
      meta: { arg: { queryCacheKey: 'flags(undefined)' }, requestId: 'r1', fulfilledTimeStamp: 1 },
    });
  });
});
