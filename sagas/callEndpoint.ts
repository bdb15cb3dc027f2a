// Calls an RTK Query endpoint from a saga and returns its data, or throws its ApiError. Unsubscribes at once:
// a saga reads a value, it does not keep a cache entry alive.
import { put, type CallEffect } from 'redux-saga/effects';
import { isApiError, type ApiError } from '../api/errors';
import { callTyped } from './typedEffects';

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
    return yield* callTyped([request, request.unwrap]);
  } catch (error) {
    throw new EndpointError(isApiError(error) ? error : { kind: 'server', message: String(error), code: 'UNKNOWN' });
  }
}

/** The data an RTK Query endpoint answers with: what its initiate thunk's request unwraps to. */
type DataOf<E> = E extends { initiate(...args: never[]): infer Thunk }
  ? Thunk extends (...args: never[]) => Initiated<infer T>
    ? T
    : never
  : never;
type ArgOf<E> = E extends { initiate(arg: infer A, ...rest: never[]): unknown } ? A : never;

/**
 * `call(callEndpoint, endpoint, arg)`, its data typed from the endpoint: `yield* endpointData(...)` yields that very
 * effect, so a saga test answers it as any other endpoint call.
 */
export function* endpointData<E extends Endpoint<never>>(
  endpoint: E,
  arg: ArgOf<E>,
): Generator<CallEffect, DataOf<E>, unknown> {
  return yield* callTyped(callEndpoint<ArgOf<E>, DataOf<E>>, endpoint as Endpoint<ArgOf<E>>, arg);
}
