// Start-up (sagas/auth/bootstrap.ts): maintenance first, then tokens handed over in the URL hash, then the session
// left from a previous visit; the guard waits on `auth.initialized`, which every path must settle.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { bootstrap, NO_SSO_DATA } from '../../../sagas/auth/bootstrap';
import { SSO_ERROR } from '../../../sagas/auth/handOff';
import { plainRootReducer, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { CLAIMS, SEARCH } from './demoAccounts';
import { contextProviders, fakeContext, tokensFor, type FakeContext } from './fakes';
import {
  endpointFailure,
  endpointProvider,
  signedInAuth,
  skipDelays,
  stateWith,
  type EndpointAnswers,
  type EndpointCall,
  type StateOverrides,
} from './harness';

async function start(ctx: FakeContext, answers: EndpointAnswers, state: StateOverrides = {}) {
  const calls: EndpointCall[] = [];
  const { storeState } = await expectSaga(bootstrap)
    .withReducer(plainRootReducer, stateWith(state))
    .provide([contextProviders(ctx), endpointProvider(answers, calls)])
    .run();
  return { state: storeState as RootState, calls };
}

const hashFor = (email: string, sessionId: string) => {
  const t = tokensFor(email);
  return `#idToken=${t.idToken}&accessToken=${t.accessToken}&refreshToken=${t.refreshToken}&sessionId=${sessionId}`;
};

describe('start-up with tokens handed over in the URL hash', () => {
  it('ignores tokens anywhere but the hand-off login URL (a crafted link must not sign anyone in)', async () => {
    const ctx = fakeContext({
      location: { pathname: '/account', search: '', hash: hashFor('online.returning@example.com', 'crafted') },
    });
    const { state } = await start(ctx, { flags: {} });
    expect(ctx.identity.adopted).toEqual([]);
    expect(ctx.log).toContain('nav.clearHash');
    expect(state.auth.isAuthenticated).toBe(false);
  });

  it('clears the hash before adopting the tokens, adopts the session id and routes the customer', async () => {
    const ctx = fakeContext({
      location: {
        search: '?brandRedirect=true&origin=%2Fapplication%2Fincome',
        hash: hashFor('resume.app@example.com', 'handed-9'),
      },
    });
    const { state } = await start(ctx, { flags: {}, search: SEARCH.resumeApp, skip: false });

    const cleared = ctx.log.indexOf('nav.clearHash');
    expect(cleared).toBeGreaterThanOrEqual(0);
    expect(cleared).toBeLessThan(ctx.log.indexOf('identity.adoptTokens'));
    expect(ctx.nav.loc.hash).toBe('');
    expect(state.session.sessionId).toBe('handed-9');
    expect(state.auth).toMatchObject({
      isAuthenticated: true,
      initialized: true,
      email: 'resume.app@example.com',
      transient: '',
    });
    expect(ctx.nav.navigations).toEqual([{ to: '/application/income', options: { replace: true } }]);
  });

  it("single sign-on landing: an admin's tokens are adopted and the admin lands on the admin landing", async () => {
    const ctx = fakeContext({
      location: { pathname: '/login-successful', hash: hashFor('csr.admin@example.com', 'sso-1') },
    });
    const { state } = await start(ctx, { flags: {} });
    expect(ctx.identity.adopted).toHaveLength(1);
    expect(state.auth).toMatchObject({ isAuthenticated: true, isAdmin: true });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/admin/landing');
  });

  it('single sign-on landing without tokens: "No SSO data found", nothing adopted', async () => {
    const ctx = fakeContext({ location: { pathname: '/login-successful', hash: '' } });
    const { state } = await start(ctx, { flags: {} });
    expect(ctx.identity.adopted).toEqual([]);
    expect(state.auth).toMatchObject({ isAuthenticated: false, initialized: true, error: NO_SSO_DATA });
  });

  it('resume-app mode goes to the application with the loan number kept', async () => {
    const ctx = fakeContext({
      location: {
        search: '?brandRedirect=true&resumeApp=true&loanNumber=PD-1001',
        hash: hashFor('resume.app@example.com', 'handed-2'),
      },
    });
    const { state } = await start(ctx, { flags: {}, search: SEARCH.resumeApp, skip: false });
    expect(state.application.loanNumber).toBe('PD-1001');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/application');
  });

  it('a returning customer handed over goes to MFA', async () => {
    const ctx = fakeContext({
      location: {
        pathname: '/login',
        search: '?brandRedirect=true',
        hash: hashFor('online.returning@example.com', 'handed-1'),
      },
    });
    const { state } = await start(ctx, { flags: {}, search: SEARCH.onlineReturning });
    expect(ctx.nav.navigations).toEqual([{ to: '/authentication/mfa', options: { replace: true } }]);
    expect(state.auth).toMatchObject({ isAuthenticated: true, customerType: 'online-returning' });
  });

  it('tokens the provider refuses: "SSO Error", the hash still cleared, start-up settled', async () => {
    const ctx = fakeContext({
      location: {
        pathname: '/login',
        search: '?brandRedirect=true',
        hash: hashFor('online.returning@example.com', 'handed-2'),
      },
      identity: { adoptTokens: () => Promise.reject(new Error('bad token')) },
    });
    const { state, calls } = await start(ctx, { flags: {} });
    expect(ctx.nav.loc.hash).toBe('');
    expect(state.auth).toMatchObject({ isAuthenticated: false, error: SSO_ERROR, initialized: true });
    expect(ctx.nav.navigations).toEqual([]);
    expect(calls.map((c) => c.endpoint)).toEqual(['flags']);
  });

  // The hand-off gives up after 15 000 ms, shows the timeout message and logs
  // "SSO Timeout"; without it a hung adoption would leave the guard on "Authenticating". Delays are skipped here.
  it('a hand-off that never completes still settles start-up, flagged as a timeout', async () => {
    const ctx = fakeContext({
      location: {
        pathname: '/login',
        search: '?brandRedirect=true',
        hash: hashFor('online.returning@example.com', 'handed-3'),
      },
      identity: { adoptTokens: () => new Promise<void>(() => undefined) },
    });
    const { storeState } = await expectSaga(bootstrap)
      .withReducer(plainRootReducer, stateWith())
      .provide([contextProviders(ctx), endpointProvider({ flags: {} }), skipDelays([])])
      .silentRun(200);
    const state = storeState as RootState;
    expect(state.auth).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(state.session.endedByTimeout).toBe(true);
  });

  it('a hash without all three tokens is not a hand-off: the normal session check runs', async () => {
    const ctx = fakeContext({ location: { hash: '#idToken=abc&accessToken=def' } });
    const { state } = await start(ctx, { flags: {} });
    expect(ctx.identity.adopted).toEqual([]);
    expect(ctx.log).not.toContain('nav.clearHash');
    expect(ctx.log).toContain('identity.session');
    expect(state.auth).toMatchObject({ isAuthenticated: false, initialized: true });
  });
});

describe('start-up with a previous visit’s state', () => {
  // Only `auth.isAuthenticated` is persisted (store/persist.ts): the profile comes back from the token and the search.
  it('signed in before and the session is still live: restored, the profile rebuilt from the token and search', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const { state, calls } = await start(
      ctx,
      { flags: {}, search: SEARCH.onlineReturning },
      { auth: { isAuthenticated: true } },
    );
    expect(calls.map((c) => c.endpoint)).toEqual(['flags', 'customerSystemSearch']);
    expect(state.auth).toEqual({
      ...initialAuthState,
      email: 'online.returning@example.com',
      isAuthenticated: true,
      initialized: true,
      customerType: 'online-returning',
      isReturningCustomer: true,
      isCoreCustomer: true,
      boCode: '9001',
      loanProCustomerId: 'LP-100201',
      firstName: 'Oliver',
      lastName: 'Online',
      customBrand: 'lumen',
      customSource: 'lumen',
      stateCode: 'OH',
      channel: 'ONLINE',
    });
    expect(state.session.endedByTimeout).toBe(false);
    expect(ctx.identity.signOuts).toBe(0);
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('a failed customer search still restores the session with what the token says (failures are redirects.ts’s)', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const { state } = await start(ctx, { flags: {}, search: endpointFailure() }, { auth: { isAuthenticated: true } });
    expect(state.auth).toMatchObject({
      isAuthenticated: true,
      initialized: true,
      email: 'online.returning@example.com',
      firstName: 'Oliver',
      boCode: '9001',
      customerType: '',
    });
    expect(ctx.identity.signOuts).toBe(0);
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('signed in before but the session cannot be refreshed: profile reset, ended by timeout', async () => {
    const ctx = fakeContext();
    const { state } = await start(ctx, { flags: {} }, { auth: signedInAuth() });
    expect(state.auth).toEqual({ ...initialAuthState, initialized: true });
    expect(state.session.endedByTimeout).toBe(true);
  });

  it('nobody signed in and no session: settled, not authenticated, no timeout notice', async () => {
    const ctx = fakeContext();
    const { state } = await start(ctx, { flags: {} });
    expect(state.auth).toMatchObject({ isAuthenticated: false, initialized: true });
    expect(state.session.endedByTimeout).toBe(false);
    expect(ctx.identity.signOuts).toBe(0);
  });

  // A reload right after sign-in can come before the signed-in flag reached storage: the tokens decide.
  it('customer tokens without the persisted signed-in flag: restored, not signed out', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const { state } = await start(ctx, { flags: {}, search: SEARCH.onlineReturning });
    expect(ctx.identity.signOuts).toBe(0);
    expect(state.auth).toMatchObject({
      isAuthenticated: true,
      initialized: true,
      email: 'online.returning@example.com',
    });
    expect(state.session.endedByTimeout).toBe(false);
  });

  it('an enrollment session survives a reload on an enrollment page, never as a customer sign-in', async () => {
    const ctx = fakeContext({ location: { pathname: '/enrollment/email-verification' } });
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const { state } = await start(ctx, { flags: {} });
    expect(ctx.identity.signOuts).toBe(0);
    expect(state.auth).toMatchObject({ isAuthenticated: false, isEnrollment: true, initialized: true });
  });

  it('an enrollment session found anywhere else is signed out', async () => {
    const ctx = fakeContext({ location: { pathname: '/account' } });
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const { state } = await start(ctx, { flags: {} });
    expect(ctx.identity.signOuts).toBe(1);
    expect(state.auth).toMatchObject({ isAuthenticated: false, isEnrollment: false });
  });

  it('keeps an existing browser session id and makes one when there is none', async () => {
    const kept = await start(fakeContext(), { flags: {} }, { session: { sessionId: 'visit-7' } });
    expect(kept.state.session.sessionId).toBe('visit-7');
    const made = await start(fakeContext(), { flags: {} }, { session: { sessionId: '' } });
    expect(made.state.session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// A reload in the middle of the multi-factor check: the check page starts nothing itself, so start-up restarts the
// check (the MFA saga then asks the server again) unless this sign-in already passed it (`mfa.passed` is persisted).
describe('start-up in the middle of the multi-factor check', () => {
  async function reloadOn(pathname: string, state: StateOverrides) {
    const ctx = fakeContext({ location: { pathname } });
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const run = await start(ctx, { flags: {}, search: SEARCH.onlineReturning }, state);
    return { ...run, ctx };
  }

  it.each([
    ['/authentication/mfa', true],
    ['/mfa/otp-email', true],
    // The reload race: the signed-in flag had not reached storage yet; the tokens say who is signed in.
    ['/authentication/mfa', false],
    ['/mfa/otp-email', false],
  ])('on %s, not passed (persisted signed-in flag %s): the check starts again', async (pathname, flag) => {
    const { state, ctx } = await reloadOn(pathname, { auth: { isAuthenticated: flag }, mfa: { passed: false } });
    expect(state.auth).toMatchObject({ isAuthenticated: true, initialized: true });
    expect(state.mfa).toMatchObject({ status: 'starting', passed: false });
    expect(ctx.identity.signOuts).toBe(0);
  });

  it.each(['/authentication/mfa', '/mfa/otp-email'])('on %s, already passed: no second check', async (pathname) => {
    const { state } = await reloadOn(pathname, { auth: { isAuthenticated: true }, mfa: { passed: true } });
    expect(state.mfa).toMatchObject({ status: 'idle', passed: true });
    expect(state.auth.isAuthenticated).toBe(true);
  });

  it('anywhere else nothing restarts the check (the route guard decides)', async () => {
    const { state } = await reloadOn('/account', { auth: { isAuthenticated: true }, mfa: { passed: false } });
    expect(state.mfa.status).toBe('idle');
  });

  it('no session on an MFA page: no check, and a timed-out session is said so', async () => {
    const ctx = fakeContext({ location: { pathname: '/mfa/otp-email' } });
    const { state } = await start(ctx, { flags: {} }, { auth: { isAuthenticated: true }, mfa: { passed: false } });
    expect(state.mfa.status).toBe('idle');
    expect(state.auth).toMatchObject({ isAuthenticated: false, initialized: true });
    expect(state.session.endedByTimeout).toBe(true);
  });
});

describe('start-up and feature flags', () => {
  it.each([
    ['lumen', '/pages/maintenance?brand=lumen'],
    ['pinecrest', '/pages/maintenance?brand=pinecrest'],
  ] as const)('maintenance on %s: leaves for the maintenance page, no session check', async (brand, page) => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const { state } = await start(ctx, { flags: { maintenance: true } }, { brand, auth: signedInAuth() });
    expect(ctx.nav.assigned).toEqual([page]);
    expect(ctx.log).not.toContain('identity.session');
    expect(ctx.nav.navigations).toEqual([]);
    expect(state.flags).toMatchObject({ loaded: true, values: { maintenance: true } });
  });

  it('maintenance wins over a hand-off hash: the tokens are not adopted', async () => {
    const ctx = fakeContext({ location: { hash: hashFor('online.returning@example.com', 'h') } });
    await start(ctx, { flags: { maintenance: true } });
    expect(ctx.nav.assigned).toEqual(['/pages/maintenance?brand=lumen']);
    expect(ctx.identity.adopted).toEqual([]);
  });

  it('a flags outage keeps the defaults and the app starts', async () => {
    const ctx = fakeContext();
    const { state } = await start(ctx, { flags: endpointFailure('flags unavailable') });
    expect(state.flags.loaded).toBe(true);
    expect(state.flags.values.maintenance).toBe(false);
    expect(ctx.nav.assigned).toEqual([]);
    expect(state.auth.initialized).toBe(true);
  });

  it('served flags are stored', async () => {
    const { state } = await start(fakeContext(), { flags: { loanConversion: true, forgotEmail: false } });
    expect(state.flags.values).toMatchObject({ loanConversion: true, forgotEmail: false, maintenance: false });
  });
});
