// The store factory the app boots with: the slices the first paint reads; the API layer (RTK Query, api/baseApi.ts),
// the slices only later screens read (store/lateSlices.ts) and the sagas that call the API join later
// (src/app/boot.ts), so the login page's first paint does not carry them. Two saga worlds share the store: the
// start-up sagas run at once; the rest run once loaded and are first handed every action dispatched before they ran,
// in order, so an early click is answered as if they had been there all along. store/index.ts wraps this with
// everything present at once, for tests and anything else that wants it all.
import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createSagaMiddleware, { stdChannel, type Saga } from 'redux-saga';
import type { baseApi } from '../api/baseApi';
import type { ApiExtra } from '../api/graphqlBaseQuery';
import { actionLogMiddleware } from './actionLog';
import { applicationReducer } from './application';
import { authReducer } from './auth';
import { brandReducer } from './brand';
import { flagsReducer } from './flags';
import type { LateSliceReducers } from './lateSlices';
import { mfaReducer } from './mfa';
import { persisted } from './persist';
import { actionSanitizer, stateSanitizer } from './sanitize';
import { sessionReducer } from './session';
import { storesReducer } from './storeLocator';

/** The slices the store starts with: what the first paint and start-up read or write, and every persisted one. */
export const sliceReducers = {
  auth: authReducer,
  mfa: mfaReducer,
  session: sessionReducer,
  brand: brandReducer,
  flags: flagsReducer,
  application: applicationReducer,
  stores: storesReducer,
};

const persistedSliceReducers = {
  ...sliceReducers,
  auth: persisted('auth', authReducer),
  mfa: persisted('mfa', mfaReducer),
  session: persisted('session', sessionReducer),
  application: persisted('application', applicationReducer),
};

type Api = typeof baseApi;

/** The API layer has joined the store (its cache exists from here on). */
export const apiJoined = createAction('session/apiJoined');
type SliceState = { [K in keyof typeof sliceReducers]: ReturnType<(typeof sliceReducers)[K]> };
type LateSliceState = { [K in keyof LateSliceReducers]: ReturnType<LateSliceReducers[K]> };
type ApiState = { [K in Api['reducerPath']]: ReturnType<Api['reducer']> };

/**
 * The whole state once the late layer has joined. Its slices and the API cache are typed as present: only screens
 * that wait for that layer and the sagas that come with it read them (src/app/lateJoin.ts).
 */
export type RootState = SliceState & LateSliceState & ApiState;

/** The state as code that runs before the late layer sees it (the route frame, start-up): late parts may be absent. */
export type FirstPaintState = SliceState & Partial<LateSliceState & ApiState>;

export interface StoreOptions {
  extra: ApiExtra;
  sagaContext?: Record<string, unknown>;
  persist?: boolean;
  /** More middleware after the portal's own (tests record the actions the reducers see). */
  middleware?: Middleware[];
}

/**
 * A saga channel that holds every action until the sagas reading it run, then hands them over in order; with
 * `hold` false (a store that has everything from the start) it holds nothing.
 */
function heldChannel(hold: boolean) {
  const channel = stdChannel<UnknownAction>();
  const deliver = channel.put.bind(channel);
  let held: UnknownAction[] | null = hold ? [] : null;
  channel.put = (action) => {
    if (held) held.push(action as UnknownAction);
    else deliver(action);
  };
  const release = () => {
    const pending = held ?? [];
    held = null;
    pending.forEach(deliver);
  };
  return { channel, release };
}

type ApiParts = Pick<Api, 'reducerPath' | 'reducer' | 'middleware'>;

/** What joins the store after the first paint: the API layer and the slices only later screens read. */
export interface LateParts {
  api: ApiParts;
  slices: LateSliceReducers;
}

/** The store; `late` given, the late layer is part of it from the first state (tests, store/index.ts). */
export function makeStoreWithoutLateLayer(
  preloadedState: Partial<RootState> | undefined,
  options: StoreOptions,
  late?: LateParts,
) {
  const context = options.sagaContext ?? {};
  const sagaMiddleware = createSagaMiddleware({ context });
  const held = heldChannel(!late);
  const lateSagaMiddleware = createSagaMiddleware({ context, channel: held.channel });
  const apiMiddleware = createDynamicMiddleware();
  const slices = options.persist ? persistedSliceReducers : sliceReducers;
  // The late slices are typed as present: only code that comes with them, or waits for them, reads them.
  const reducer = (late
    ? combineSlices(slices, late.slices, late.api as Api)
    : combineSlices(slices)) as unknown as Reducer<RootState> & {
    inject(slice: { reducerPath: string; reducer: Reducer }): unknown;
  };
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    // The support file's action log goes last, so it records actions in the order the reducers run them.
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.extra },
        // redux-persist's own actions carry functions; everything else stays checked.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(
        (late?.api.middleware as Middleware | undefined) ?? apiMiddleware.middleware,
        sagaMiddleware,
        lateSagaMiddleware,
        actionLogMiddleware(),
        ...(options.middleware ?? []),
      ),
    devTools: { name: 'Customer portal', actionSanitizer, stateSanitizer },
  });
  let lateInjected = Boolean(late);
  return Object.assign(store, {
    /** Runs a saga now; it sees actions from now on. */
    runSaga: sagaMiddleware.run,
    /** Runs the sagas that joined late, handing them every action dispatched so far first. Once. */
    runLateSaga(saga: Saga) {
      const task = lateSagaMiddleware.run(saga);
      held.release();
      return task;
    },
    /**
     * Adds the late slices (at their initial state), then the API's cache and middleware (before the sagas in the
     * chain, as if it had been there). Once, before the late sagas run.
     */
    injectLateLayer(parts: LateParts) {
      if (lateInjected) return;
      lateInjected = true;
      for (const [reducerPath, sliceReducer] of Object.entries(parts.slices)) {
        reducer.inject({ reducerPath, reducer: sliceReducer as Reducer });
      }
      reducer.inject(parts.api as unknown as { reducerPath: string; reducer: Reducer });
      apiMiddleware.addMiddleware(parts.api.middleware as Middleware);
      // Injected slices get their state with the next action: RTK Query reads its state before it dispatches one,
      // screens read the late slices as soon as they render, and Redux DevTools shows them from this action on.
      store.dispatch(apiJoined());
    },
  });
}
