// The store factory (no singleton: the app, each test and each saga test make their own). Sagas are given their
// collaborators through context; RTK Query gets the identity adapter as the thunk extra argument. This is the store
// with the late layer (the API and the late slices) in place from the start; the app boots without it and adds it
// later (store/root.ts).
import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { lateSliceReducers } from './lateSlices';
import { makeStoreWithoutLateLayer, sliceReducers, type RootState, type StoreOptions } from './root';

export type { RootState, StoreOptions };

/** The reducers without persistence: what saga tests run against. */
export const plainReducers = {
  ...sliceReducers,
  ...lateSliceReducers,
  [baseApi.reducerPath]: baseApi.reducer,
};

export const plainRootReducer = combineReducers(plainReducers);

/** A store with every slice and the API layer; `runSaga` runs a saga at once. */
export function makeStore(preloadedState: Partial<RootState> | undefined, options: StoreOptions) {
  return makeStoreWithoutLateLayer(preloadedState, options, { api: baseApi, slices: lateSliceReducers });
}

export type AppStore = ReturnType<typeof makeStoreWithoutLateLayer>;
export type AppDispatch = AppStore['dispatch'];
