// The store factory the app boots with: the slices the first paint reads; the API layer (RTK Query, api/baseApi.ts),
// the slices only later screens read (store/lateSlices.ts) and the sagas that call the API join later
// (src/app/boot.ts), so the login page's first paint does not carry them. One saga middleware serves both: the
// start-up sagas run at once; the rest run once loaded and are first handed every action dispatched before they ran,
// in order, so an early click is answered as if they had been there all along. store/index.ts wraps this with
// everything present at once, for tests and anything else that wants it all.
import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { Middleware, MiddlewareAPI, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
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
 * The state. The late slices and the API cache are typed as present though the store the app boots with lacks them
 * until the late layer joins (`injectLateLayer`): everything that reads them comes after it. The sagas that read them
 * run only once it has joined; every route but login's waits for it before its screen renders (src/app/routes.tsx);
 * the one reader that renders earlier, the route frame, reads through `lateSliceBeforeJoin`.
 */
export type RootState = SliceState & LateSliceState & ApiState;

/** A late slice for code that may run before the late layer joins: undefined until then. */
export function lateSliceBeforeJoin<K extends keyof LateSliceState>(
  state: RootState,
  key: K,
): LateSliceState[K] | undefined {
  return key in state ? state[key] : undefined;
}

export interface StoreOptions {
  extra: ApiExtra;
  sagaContext?: Record<string, unknown>;
  persist?: boolean;
  /** More middleware after the portal's own (tests record the actions the reducers see). */
  middleware?: Middleware[];
}

/**
 * The one saga middleware. Sagas it runs at once (`run`) see actions from then on. Sagas that join later
 * (`runLate`, once) are first handed every action dispatched before they ran, in order, then each new one: until
 * then their channel holds what is dispatched (nothing, with `hold` false: a store that has everything from the
 * start). The held actions go to that channel alone, so the sagas already running see each action once.
 */
function sagaMiddleware(context: Record<string, unknown>, hold: boolean) {
  const now = stdChannel<UnknownAction>();
  const later = stdChannel<UnknownAction>();
  let held: UnknownAction[] | null = hold ? [] : null;
  let store: MiddlewareAPI | null = null;
  const middleware: Middleware = (api) => {
    store = api;
    return (next) => (action) => {
      const result = next(action);
      now.put(action as UnknownAction);
      if (held) held.push(action as UnknownAction);
      else later.put(action as UnknownAction);
      return result;
    };
  };
  const start = (channel: typeof now, saga: Saga) => {
    if (!store) throw new Error('A saga runs once the store with its saga middleware is made.');
    return runSaga({ channel, context, dispatch: store.dispatch, getState: store.getState }, saga);
  };
  return {
    middleware,
    run: (saga: Saga) => start(now, saga),
    runLate(saga: Saga) {
      const task = start(later, saga);
      const pending = held ?? [];
      held = null;
      pending.forEach((action) => later.put(action));
      return task;
    },
  };
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
  const sagas = sagaMiddleware(options.sagaContext ?? {}, !late);
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
        sagas.middleware,
        actionLogMiddleware(),
        ...(options.middleware ?? []),
      ),
    devTools: { name: 'Customer portal', actionSanitizer, stateSanitizer },
  });
  let lateInjected = Boolean(late);
  return Object.assign(store, {
    /** Runs a saga now; it sees actions from now on. */
    runSaga: sagas.run,
    /** Runs the sagas that joined late, handing them every action dispatched so far first. Once. */
    runLateSaga: sagas.runLate,
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
