// callEndpoint (sagas/callEndpoint.ts): starts an RTK Query request without keeping a cache subscription, returns
// its data, and turns every failure into an EndpointError carrying an ApiError the sagas can read.
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../api/errors';
import { callEndpoint, EndpointError } from '../../../sagas/callEndpoint';

/** An endpoint whose `initiate` is dispatched through a `put`; the provider answers it with the request. */
function fakeEndpoint(unwrap: () => Promise<unknown>) {
  const initiated: unknown[] = [];
  const endpoint = {
    initiate: (arg: string, options?: unknown) => {
      initiated.push({ arg, options });
      return { type: 'fake/initiate', arg };
    },
  };
  const provider = {
    put: (effect: { action: { type: string } }, next: () => unknown) =>
      effect.action.type === 'fake/initiate' ? { unwrap } : next(),
  };
  return { endpoint, provider, initiated };
}

/** Calls callEndpoint the way sagas do and reports what it returned or threw (caught here, as signIn does). */
function* caller(endpoint: ReturnType<typeof fakeEndpoint>['endpoint']) {
  try {
    const data: unknown = yield call(callEndpoint, endpoint, 'a@example.com');
    return { data, error: undefined };
  } catch (error) {
    return { data: undefined, error };
  }
}

async function run(unwrap: () => Promise<unknown>) {
  const { endpoint, provider, initiated } = fakeEndpoint(unwrap);
  const { returnValue } = await expectSaga(caller, endpoint).provide(provider).run();
  return { ...(returnValue as { data: unknown; error: unknown }), initiated };
}

describe('callEndpoint', () => {
  it('returns the data of a fresh request that keeps no cache subscription', async () => {
    const { data, initiated } = await run(() => Promise.resolve(true));
    expect(data).toBe(true);
    expect(initiated).toEqual([
      { arg: 'a@example.com', options: { subscribe: false, forceRefetch: true, track: false } },
    ]);
  });

  it('a classified failure is thrown as an EndpointError carrying the same ApiError', async () => {
    const apiError: ApiError = { kind: 'unauthenticated', message: 'Not signed in', code: 'UNAUTHENTICATED' };
    const { error } = await run(() => Promise.reject(apiError));
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).error).toEqual(apiError);
    expect((error as EndpointError).message).toBe('Not signed in');
  });

  it('anything else is thrown as a server EndpointError', async () => {
    const { error } = await run(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).error).toEqual({
      kind: 'server',
      message: 'TypeError: Failed to fetch',
      code: 'UNKNOWN',
    });
  });
});
