// Calls an RTK Query endpoint from a saga and returns its data, or throws its ApiError. Unsubscribes at once:
// a saga reads a value, it does not keep a cache entry alive.
import { call, put } from 'redux-saga/effects';
import { isApiError, type ApiError } from '../api/errors';

interface Initiated<T> {
  unwrap(): Promise<T>;
  unsubscribe?: () => void;
}

interface Endpoint<A> {
  // Queries take { subscribe, forceRefetch }, mutations { track, fixedCacheKey }; each ignores the other's keys.
  initiate(arg: A, options?: object): unknown;
}

export class EndpointError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

export function* callEndpoint<A, T>(endpoint: Endpoint<A>, arg: A) {
  // track: false keeps a mutation's arguments (an SSN, a code) and result out of the store altogether.
  const request = (yield put(
    endpoint.initiate(arg, { subscribe: false, forceRefetch: true, track: false }) as never,
  )) as unknown as Initiated<T>;
  try {
    return (yield call([request, request.unwrap])) as T;
  } catch (error) {
    throw new EndpointError(isApiError(error) ? error : { kind: 'server', message: String(error), code: 'UNKNOWN' });
  }
}
