// The store factory the app boots with: every slice, but the API layer (RTK Query, api/baseApi.ts) and the sagas
// that call it join later (src/app/boot.ts), so the login page's first paint does not carry them. Two saga worlds
// share the store: the start-up sagas run at once; the rest run once loaded and are first handed every action
// dispatched before they ran, in order, so an early click is answered as if they had been there all along.
// store/index.ts wraps this with the API injected at once, for tests and anything else that wants it all.
import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createSagaMiddleware, { stdChannel, type Saga } from 'redux-saga';
import type { baseApi } from '../api/baseApi';
import type { ApiExtra } from '../api/graphqlBaseQuery';
import { accountReducer } from './account';
import { actionLogMiddleware } from './actionLog';
import { applicationReducer } from './application';
import { authReducer } from './auth';
import { bankReducer } from './bank';
import { brandReducer } from './brand';
import { conversionReducer } from './conversion';
import { enrollmentReducer } from './enrollment';
import { flagsReducer } from './flags';
import { mfaReducer } from './mfa';
import { passwordReducer } from './password';
import { paymentsReducer } from './payments';
import { persisted } from './persist';
import { actionSanitizer, stateSanitizer } from './sanitize';
import { sessionReducer } from './session';
import { storesReducer } from './stores';
import { verificationReducer } from './verification';

/** Every slice but the API cache. */
export const sliceReducers = {
  auth: authReducer,
  mfa: mfaReducer,
  verification: verificationReducer,
  enrollment: enrollmentReducer,
  password: passwordReducer,
  session: sessionReducer,
  brand: brandReducer,
  flags: flagsReducer,
  application: applicationReducer,
  conversion: conversionReducer,
  stores: storesReducer,
  bank: bankReducer,
  payments: paymentsReducer,
  account: accountReducer,
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

/** The whole state once the API layer has joined (it is absent, and unread, until then). */
export type RootState = SliceState & { [K in Api['reducerPath']]: ReturnType<Api['reducer']> };

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

/** The store; `api` given, the API layer is part of it from the first state (tests, store/index.ts). */
export function makeStoreWithoutApi(
  preloadedState: Partial<RootState> | undefined,
  options: StoreOptions,
  api?: ApiParts,
) {
  const context = options.sagaContext ?? {};
  const sagaMiddleware = createSagaMiddleware({ context });
  const late = heldChannel(!api);
  const lateSagaMiddleware = createSagaMiddleware({ context, channel: late.channel });
  const apiMiddleware = createDynamicMiddleware();
  const slices = options.persist ? persistedSliceReducers : sliceReducers;
  // The API slice is typed as present: only RTK Query reads it, and only once it has been injected.
  const reducer = (api ? combineSlices(slices, api as Api) : combineSlices(slices)) as unknown as Reducer<RootState> & {
    inject(slice: ApiParts): unknown;
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
        (api?.middleware as Middleware | undefined) ?? apiMiddleware.middleware,
        sagaMiddleware,
        lateSagaMiddleware,
        actionLogMiddleware(),
        ...(options.middleware ?? []),
      ),
    devTools: { name: 'Customer portal', actionSanitizer, stateSanitizer },
  });
  let apiInjected = Boolean(api);
  return Object.assign(store, {
    /** Runs a saga now; it sees actions from now on. */
    runSaga: sagaMiddleware.run,
    /** Runs the sagas that joined late, handing them every action dispatched so far first. Once. */
    runLateSaga(saga: Saga) {
      const task = lateSagaMiddleware.run(saga);
      late.release();
      return task;
    },
    /** Adds the API's cache and middleware (before the sagas in the chain, as if it had been there). Once. */
    injectApi(lateApi: ApiParts) {
      if (apiInjected) return;
      apiInjected = true;
      reducer.inject(lateApi);
      apiMiddleware.addMiddleware(lateApi.middleware as Middleware);
      // An injected slice gets its state with the next action; RTK Query reads its state before it dispatches one.
      store.dispatch(apiJoined());
    },
  });
}
