// Admins acting as customers with the real reducer: choosing a customer (server-checked), the banner state, the
// choice kept per admin and resumed after sign-in or reload, the cookie taken once, refusals, and the way back.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../api/admin/endpoints';
import { authApi } from '../../../api/auth/endpoints';
import { ADMIN_AUTH_AS_COOKIE, resumeActing } from '../../../sagas/acting';
import { stopActing, submitAuthAs } from '../../../sagas/admin/admin';
import { NOT_ADMIN } from '../../../sagas/auth/signIn';
import { EndpointError } from '../../../sagas/callEndpoint';
import { plainRootReducer, type RootState } from '../../../store';
import {
  adminAuthAsSubmitted,
  adminStopActingRequested,
  isActingAsCustomer,
  type AuthState,
} from '../../../store/auth';
import { call, fork, takeLatest } from 'redux-saga/effects';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { SEARCH } from './demoAccounts';
import { runSignIn, stateWith } from './harness';

const SEARCH_ONLINE = SEARCH.onlineReturning;

const endpoints = { ...adminApi.endpoints, ...authApi.endpoints };
type Name = keyof typeof endpoints;

const admin: Partial<AuthState> = {
  email: 'csr.admin@example.com',
  adminEmail: 'csr.admin@example.com',
  isAdmin: true,
  isAuthenticated: true,
  initialized: true,
};

async function run(
  saga: (...a: never[]) => Generator,
  action: { type: string; payload?: unknown } | undefined,
  answers: Partial<Record<Name, unknown>>,
  ctx: FakeContext = fakeContext(),
  auth: Partial<AuthState> = admin,
) {
  const calls: EndpointCallOf<Name>[] = [];
  const initial = action ? plainRootReducer(stateWith({ auth }), action as never) : stateWith({ auth });
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, ctx };
}

describe('auth as', () => {
  it('acts as the customer the server confirmed, loads their profile, keeps the choice for this admin', async () => {
    const { state, calls, ctx } = await run(
      submitAuthAs,
      adminAuthAsSubmitted({ email: ' Online.Returning@example.com ' }),
      {
        adminAuthAs: 'online.returning@example.com',
        customerSystemSearch: SEARCH_ONLINE,
      },
    );
    expect(calls.map((c) => c.name)).toEqual(['adminAuthAs', 'customerSystemSearch']);
    expect(state.auth).toMatchObject({
      email: 'online.returning@example.com',
      adminEmail: 'csr.admin@example.com',
      isAdmin: true,
      firstName: 'Oliver',
      customerType: 'online-returning',
      adminRequest: 'idle',
    });
    expect(isActingAsCustomer(state.auth)).toBe(true);
    expect(ctx.storage.getItem('portal:adminAuthAs:csr.admin@example.com')).toBe('online.returning@example.com');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/account');
  });

  it('a refusal is shown on the landing and the admin acts as nobody, not even the customer chosen before', async () => {
    const before = fakeContext();
    before.storage.setItem('portal:adminAuthAs:csr.admin@example.com', 'omni.returning@example.com');
    const { state, ctx } = await run(submitAuthAs, adminAuthAsSubmitted({ email: 'nobody@example.com' }), {
      adminAuthAs: new EndpointError({
        kind: 'input',
        message: 'No customer account for nobody@example.com.',
        code: 'NOT_FOUND',
      }),
    });
    expect(state.auth).toMatchObject({
      email: 'csr.admin@example.com',
      error: 'No customer account for nobody@example.com.',
    });
    expect(isActingAsCustomer(state.auth)).toBe(false);
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('"Back to Admin" forgets the customer and the stored choice', async () => {
    const ctx = fakeContext();
    ctx.storage.setItem('portal:adminAuthAs:csr.admin@example.com', 'online.returning@example.com');
    const { state } = await run(stopActing, undefined, {}, ctx, {
      ...admin,
      email: 'online.returning@example.com',
      firstName: 'Oliver',
      boCode: '9001',
    });
    expect(state.auth).toMatchObject({ email: 'csr.admin@example.com', firstName: '', boCode: '' });
    expect(ctx.storage.getItem('portal:adminAuthAs:csr.admin@example.com')).toBeNull();
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/admin/landing');
  });
});

describe('resuming', () => {
  it('a cookie-supplied customer wins over storage and the cookie is cleared', async () => {
    const ctx = fakeContext();
    ctx.cookies.jar.set(ADMIN_AUTH_AS_COOKIE, 'online.returning@example.com');
    ctx.storage.setItem('portal:adminAuthAs:csr.admin@example.com', 'omni.returning@example.com');
    const { state } = await run(
      resumeActing,
      undefined,
      {
        adminAuthAs: 'online.returning@example.com',
        customerSystemSearch: SEARCH_ONLINE,
      },
      ctx,
    );
    expect(state.auth.email).toBe('online.returning@example.com');
    expect(ctx.cookies.jar.has(ADMIN_AUTH_AS_COOKIE)).toBe(false);
    expect(ctx.storage.getItem('portal:adminAuthAs:csr.admin@example.com')).toBe('online.returning@example.com');
  });

  it('a request cut short (a reload, the network) keeps the stored choice for the next page load', async () => {
    const ctx = fakeContext();
    ctx.storage.setItem('portal:adminAuthAs:csr.admin@example.com', 'online.returning@example.com');
    const { state } = await run(
      resumeActing,
      undefined,
      { adminAuthAs: new EndpointError({ kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK' }) },
      ctx,
    );
    expect(state.auth.email).toBe('csr.admin@example.com');
    expect(ctx.storage.getItem('portal:adminAuthAs:csr.admin@example.com')).toBe('online.returning@example.com');
  });

  it('"Back to Admin" clicked before the resumed profile arrives stops acting for good', async () => {
    const ctx = fakeContext();
    ctx.storage.setItem('portal:adminAuthAs:csr.admin@example.com', 'online.returning@example.com');
    const slowSearch = new Promise((resolve) => setTimeout(() => resolve(SEARCH_ONLINE), 100));
    const { returnValue, storeState } = await expectSaga(function* () {
      yield fork(function* () {
        yield takeLatest(adminStopActingRequested.type, stopActing);
      });
      return (yield call(resumeActing)) as boolean;
    })
      .withReducer(plainRootReducer, stateWith({ auth: admin }))
      .provide([
        contextProviders(ctx),
        answeringEndpoints(endpoints, {
          adminAuthAs: 'online.returning@example.com',
          customerSystemSearch: slowSearch,
        }),
      ] as never)
      .delay(20)
      .dispatch(adminStopActingRequested())
      .run({ timeout: 400, silenceTimeout: true });
    await slowSearch;
    const state = storeState as RootState;
    expect(returnValue).toBe(false);
    expect(isActingAsCustomer(state.auth)).toBe(false);
    expect(state.auth.email).toBe('csr.admin@example.com');
    expect(ctx.storage.getItem('portal:adminAuthAs:csr.admin@example.com')).toBeNull();
    expect(ctx.nav.navigations.map((n) => n.to)).toEqual(['/admin/landing']);
  });

  it('a stored choice the server now refuses is dropped', async () => {
    const ctx = fakeContext();
    ctx.storage.setItem('portal:adminAuthAs:csr.admin@example.com', 'gone@example.com');
    const { state } = await run(
      resumeActing,
      undefined,
      {
        adminAuthAs: new EndpointError({ kind: 'input', message: 'No customer account', code: 'NOT_FOUND' }),
      },
      ctx,
    );
    expect(state.auth.email).toBe('csr.admin@example.com');
    expect(ctx.storage.getItem('portal:adminAuthAs:csr.admin@example.com')).toBeNull();
  });
});

describe('the admin login', () => {
  it('refuses a customer with "Not admin" and signs them out', async () => {
    const run = await runSignIn({ email: 'online.returning@example.com', adminOnly: true });
    expect(run.state.auth).toMatchObject({ isAuthenticated: false, error: NOT_ADMIN });
    expect(run.ctx.identity.current).toBeNull();
  });

  it('lets a CSR in, to the landing', async () => {
    const run = await runSignIn({ email: 'csr.admin@example.com', adminOnly: true });
    expect(run.state.auth).toMatchObject({ isAuthenticated: true, isAdmin: true });
    expect(run.ctx.nav.navigations.at(-1)?.to).toBe('/admin/landing');
  });
});
