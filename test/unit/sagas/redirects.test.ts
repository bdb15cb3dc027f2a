// Response-driven redirects: what a failed API call does
// to the session and where the user goes, fed to `redirectOnFailure` as the base query classifies failures.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../api/errors';
import { GATEWAY_RELOAD_DELAY_MS, redirectOnFailure, watchFailedCalls } from '../../../sagas/session/redirects';
import { plainRootReducer, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { contextProviders, fakeContext, type FakeContext, type Loc } from './fakes';
import { signedInAuth, skipDelays, stateWith, type StateOverrides } from './harness';

const unauthenticated: ApiError = { kind: 'unauthenticated', message: 'Not signed in', code: 'UNAUTHENTICATED' };
const forbidden: ApiError = { kind: 'forbidden', message: 'Forbidden', code: '403' };
const gateway: ApiError = { kind: 'gateway', message: 'Bad gateway', code: '502' };
const server: ApiError = { kind: 'server', message: 'Boom', code: 'INTERNAL_SERVER_ERROR' };
const input: ApiError = { kind: 'input', message: 'Enter a 9-digit Social Security number.', code: 'BAD_USER_INPUT' };

const signedIn: StateOverrides = { auth: signedInAuth() };

async function fail(error: ApiError, at: Partial<Loc>, state: StateOverrides = {}) {
  const ctx = fakeContext({ location: at });
  const delays: number[] = [];
  const before = stateWith(state);
  const { storeState } = await expectSaga(redirectOnFailure, { payload: error })
    .withReducer(plainRootReducer, before)
    .provide([contextProviders(ctx), skipDelays(delays)])
    .run();
  return { ctx, delays, before, state: storeState as RootState };
}

function expectSentToLogin(ctx: FakeContext, state: RootState, origin: string, timedOut: boolean) {
  expect(ctx.nav.navigations).toEqual([{ to: '/login', options: { replace: true, state: { origin } } }]);
  expect(state.auth).toEqual({ ...initialAuthState, initialized: true });
  expect(state.session.endedByTimeout).toBe(timedOut);
  expect(ctx.storage.length).toBe(0);
}

describe('session-ending failures', () => {
  it('UNAUTHENTICATED while signed in: session lost by timeout, to login carrying the page', async () => {
    const { ctx, state } = await fail(unauthenticated, { pathname: '/account/personal', search: '?tab=2' }, signedIn);
    expectSentToLogin(ctx, state, '/account/personal?tab=2', true);
  });

  it('FORBIDDEN while signed in: the same', async () => {
    const { ctx, state } = await fail(forbidden, { pathname: '/account' }, signedIn);
    expectSentToLogin(ctx, state, '/account', true);
  });

  it('a failed refresh ends the session by timeout even when the profile was already gone', async () => {
    const { ctx, state } = await fail({ ...unauthenticated, refreshFailed: true }, { pathname: '/account' });
    expectSentToLogin(ctx, state, '/account', true);
  });

  it('UNAUTHENTICATED on a public page with nobody signed in: to login, no timeout notice', async () => {
    const { ctx, state } = await fail(unauthenticated, { pathname: '/enrollment/otp-send-code' });
    expectSentToLogin(ctx, state, '/enrollment/otp-send-code', false);
  });

  it('UNAUTHENTICATED during an enrollment: the enrollment starts over (not a login), storage cleared', async () => {
    const { ctx, state } = await fail(
      unauthenticated,
      { pathname: '/enrollment/otp-verify-code' },
      {
        auth: { isEnrollment: true, initialized: true },
      },
    );
    expect(ctx.nav.navigations).toEqual([{ to: '/enrollment', options: { replace: true, state: { expired: true } } }]);
    expect(state.auth.isEnrollment).toBe(false);
    expect(ctx.storage.length).toBe(0);
  });

  it('UNAUTHENTICATED on the login page with nobody signed in: stays, nothing cleared', async () => {
    const { ctx, state, before } = await fail(unauthenticated, { pathname: '/login' });
    expect(ctx.nav.navigations).toEqual([]);
    expect(ctx.storage.length).toBeGreaterThan(0);
    expect(state).toEqual(before);
  });
});

describe('gateway failures (HTTP 502/504)', () => {
  it(`reload to root after ${GATEWAY_RELOAD_DELAY_MS} ms`, async () => {
    const { ctx, delays, state, before } = await fail(gateway, { pathname: '/account/payment' }, signedIn);
    expect(GATEWAY_RELOAD_DELAY_MS).toBe(15_000);
    expect(delays).toEqual([15_000]);
    expect(ctx.nav.assigned).toEqual(['/']);
    expect(ctx.nav.navigations).toEqual([]);
    expect(state).toEqual(before);
  });

  it('does not reload before the delay has passed', async () => {
    const ctx = fakeContext({ location: { pathname: '/account/payment' } });
    await expectSaga(redirectOnFailure, { payload: gateway })
      .withReducer(plainRootReducer, stateWith(signedIn))
      .provide([contextProviders(ctx)])
      .silentRun(100);
    expect(ctx.nav.assigned).toEqual([]);
  });
});

describe('other failures', () => {
  it.each([
    ['/account/open-loan', false, '/account/error'],
    ['/account', false, '/account/error'],
    ['/account/open-loan', true, '/account/error'],
    ['/enrollment/residential-form', true, '/enrollment/error'],
    ['/loan/conversion', false, '/error'],
    ['/accounting', false, '/error'],
  ])('a server error on %s (enrollment user: %s) goes to %s', async (pathname, isEnrollment, page) => {
    const { ctx, state } = await fail(server, { pathname }, { auth: { ...signedInAuth(), isEnrollment } });
    expect(ctx.nav.navigations).toEqual([{ to: page, options: undefined }]);
    expect(ctx.nav.assigned).toEqual([]);
    expect(state.auth.isAuthenticated).toBe(true);
  });

  it('an input error is left to the screen: no navigation, nothing changed', async () => {
    const { ctx, state, before } = await fail(input, { pathname: '/account/personal' }, signedIn);
    expect(ctx.nav.navigations).toEqual([]);
    expect(ctx.nav.assigned).toEqual([]);
    expect(state).toEqual(before);
  });
});

describe('watchFailedCalls', () => {
  // Any thunk rejected with a value (RTK Query's own rejections carry cache metadata the api reducer needs).
  const rejected = (payload: unknown) => ({
    type: 'customer/lookup/rejected',
    payload,
    error: { message: 'Rejected' },
    meta: { requestId: 'r1', requestStatus: 'rejected', rejectedWithValue: true, aborted: false, condition: false },
  });

  it('reacts to a rejected API call carrying an ApiError', async () => {
    const ctx = fakeContext({ location: { pathname: '/account' } });
    const { storeState } = await expectSaga(watchFailedCalls)
      .withReducer(plainRootReducer, stateWith(signedIn))
      .provide([contextProviders(ctx)])
      .dispatch(rejected(unauthenticated))
      .silentRun(50);
    expect(ctx.nav.navigations.map((n) => n.to)).toEqual(['/login']);
    expect((storeState as RootState).session.endedByTimeout).toBe(true);
  });

  it('ignores other actions and rejections without an ApiError', async () => {
    const ctx = fakeContext({ location: { pathname: '/account' } });
    await expectSaga(watchFailedCalls)
      .withReducer(plainRootReducer, stateWith(signedIn))
      .provide([contextProviders(ctx)])
      .dispatch(rejected({ status: 'FETCH_ERROR' }))
      .dispatch({ type: 'api/executeQuery/fulfilled', payload: unauthenticated })
      .silentRun(50);
    expect(ctx.nav.navigations).toEqual([]);
  });
});

describe('failures the redirect saga leaves alone', () => {
  it('a quiet failure (a public REST read with a fallback) sends nobody anywhere', async () => {
    const run = await fail(
      { kind: 'server', message: '/flags answered 500', code: '500', quiet: true },
      { pathname: '/login' },
    );
    expect(run.ctx.nav.navigations).toEqual([]);
    expect(run.ctx.nav.assigned).toEqual([]);
  });

  it('a failure during sign-in belongs to the sign-in saga', async () => {
    const run = await fail(
      { kind: 'unauthenticated', message: 'Sign in to continue.', code: 'UNAUTHENTICATED' },
      { pathname: '/login' },
      { auth: { ...signedInAuth(), isAuthenticating: true } },
    );
    expect(run.ctx.nav.navigations).toEqual([]);
    expect(run.state.auth.isAuthenticating).toBe(true);
  });
});
