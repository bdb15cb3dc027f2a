// The store factory (no singleton: the app, each test and each saga test make their own). Sagas are given their
// collaborators through context; RTK Query gets the identity adapter as the thunk extra argument.
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '../api/baseApi';
import type { ApiExtra } from '../api/graphqlBaseQuery';
import { actionLogMiddleware } from './actionLog';
import { applicationReducer } from './application';
import { authReducer } from './auth';
import { brandReducer } from './brand';
import { conversionReducer } from './conversion';
import { enrollmentReducer } from './enrollment';
import { flagsReducer } from './flags';
import { mfaReducer } from './mfa';
import { passwordReducer } from './password';
import { persisted } from './persist';
import { actionSanitizer, stateSanitizer } from './sanitize';
import { sessionReducer } from './session';
import { storesReducer } from './stores';
import { verificationReducer } from './verification';

/** The reducers without persistence: what saga tests run against. */
export const plainReducers = {
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
  [baseApi.reducerPath]: baseApi.reducer,
};

export const plainRootReducer = combineReducers(plainReducers);

const persistedRootReducer = combineReducers({
  ...plainReducers,
  auth: persisted('auth', authReducer),
  mfa: persisted('mfa', mfaReducer),
  session: persisted('session', sessionReducer),
  application: persisted('application', applicationReducer),
});

export type RootState = ReturnType<typeof plainRootReducer>;

export interface StoreOptions {
  extra: ApiExtra;
  sagaContext?: Record<string, unknown>;
  persist?: boolean;
  /** More middleware after the portal's own (tests record the actions the reducers see). */
  middleware?: Middleware[];
}

export function makeStore(preloadedState: Partial<RootState> | undefined, options: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: options.sagaContext ?? {} });
  const reducer = options.persist ? persistedRootReducer : plainRootReducer;
  const store = configureStore({
    reducer: reducer as typeof plainRootReducer,
    preloadedState,
    // The support file's action log goes last, so it records actions in the order the reducers run them.
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.extra },
        // redux-persist's own actions carry functions; everything else stays checked.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, sagaMiddleware, actionLogMiddleware(), ...(options.middleware ?? [])),
    devTools: { name: 'Customer portal', actionSanitizer, stateSanitizer },
  });
  return Object.assign(store, { runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
