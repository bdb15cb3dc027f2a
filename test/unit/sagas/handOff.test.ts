// Brand hand-off: a customer of another brand is
// sent to their own brand's login page with the session in the URL hash, and that site picks it up.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { brandForHost } from '../../../brands/catalog';
import { bootstrap } from '../../../sagas/auth/bootstrap';
import { HAND_OFF_NOTICE_MS, parseHandOffHash, SSO_ERROR } from '../../../sagas/auth/handOff';
import { plainRootReducer, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { sessionLost } from '../../../store/events';
import { CLAIMS, SEARCH, type Claims } from './demoAccounts';
import { contextProviders, fakeContext, tokensFor } from './fakes';
import { endpointProvider, runSignIn, stateWith, type EndpointCall } from './harness';

const handOffHash = (email: string, sessionId = 'session-1') => {
  const t = tokensFor(email);
  return `#idToken=${t.idToken}&accessToken=${t.accessToken}&refreshToken=${t.refreshToken}&sessionId=${sessionId}`;
};

describe('a customer of another brand signing in here', () => {
  it('pinecrest customer on lumen: handed to pinecrest’s login with the tokens, forgotten here, not revoked', async () => {
    const run = await runSignIn({ email: 'pinecrest.customer@example.com', brand: 'lumen' });
    expect(run.ctx.nav.assigned).toEqual([
      `http://pinecrest.localhost:8080/login?brandRedirect=true${handOffHash('pinecrest.customer@example.com')}`,
    ]);
    expect(run.ctx.storage.length).toBe(0);
    // The session now belongs to the pinecrest site: revoking it here would end it there too.
    expect(run.ctx.identity.signOuts).toBe(0);
    expect(run.ctx.identity.current?.claims.email).toBe('pinecrest.customer@example.com');
    expect(run.state.auth).toEqual({ ...initialAuthState, initialized: true });
    expect(run.state.session.endedByTimeout).toBe(false);
    expect(run.ctx.nav.navigations).toEqual([]);
    expect(run.calls).toEqual([]);
    expect(run.ctx.tracked).toEqual([]);
    // Told where and why before the move, long enough to read it.
    const notice = run.ctx.log.indexOf('event auth/handOffStarted');
    expect(notice).toBeGreaterThanOrEqual(0);
    expect(notice).toBeLessThan(run.ctx.log.indexOf(`event ${sessionLost.type}`));
    expect(run.delays).toEqual([HAND_OFF_NOTICE_MS]);
  });

  it('keeps the port the user is on and carries a same-site origin along', async () => {
    const ctx = fakeContext({ location: { host: 'localhost:5173', port: '5173' } });
    const run = await runSignIn({ email: 'pinecrest.customer@example.com', origin: '/account/personal', ctx });
    const [url] = run.ctx.nav.assigned;
    expect(url).toBeDefined();
    const target = new URL(url ?? '');
    expect(target.origin).toBe('http://pinecrest.localhost:5173');
    expect(target.pathname).toBe('/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({ brandRedirect: 'true', origin: '/account/personal' });
    expect(parseHandOffHash(target.hash)).toEqual({
      ...tokensFor('pinecrest.customer@example.com'),
      sessionId: 'session-1',
    });
  });

  it('carries the hand-off modes this visit came with (redirectToP360, resumeApp, loanNumber), nothing else', async () => {
    const ctx = fakeContext({ location: { search: '?resumeApp=true&loanNumber=PD-7&redirectToP360=true&other=x' } });
    const run = await runSignIn({ email: 'pinecrest.customer@example.com', ctx });
    const target = new URL(run.ctx.nav.assigned[0] ?? '');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      brandRedirect: 'true',
      resumeApp: 'true',
      loanNumber: 'PD-7',
      redirectToP360: 'true',
    });
  });

  it('drops an origin pointing off-site', async () => {
    const run = await runSignIn({ email: 'pinecrest.customer@example.com', origin: '//evil.example/x' });
    const target = new URL(run.ctx.nav.assigned[0] ?? '');
    expect(target.searchParams.has('origin')).toBe(false);
  });

  it('keel customer on lumen: handed to keel’s site', async () => {
    const run = await runSignIn({ email: 'keel.customer@example.com', brand: 'lumen' });
    expect(run.ctx.nav.assigned).toEqual([
      `http://keel.localhost:8080/login?brandRedirect=true${handOffHash('keel.customer@example.com')}`,
    ]);
    expect(run.state.auth.isAuthenticated).toBe(false);
  });

  it('lumen customer on keel: handed back to lumen’s site', async () => {
    const run = await runSignIn({ email: 'online.returning@example.com', brand: 'keel' });
    expect(new URL(run.ctx.nav.assigned[0] ?? '').origin).toBe('http://lumen.localhost:8080');
  });

  it('harbor customer on lumen: signs in here (lumen’s available sources include harbor)', async () => {
    const harbor: Claims = { ...CLAIMS.onlineReturning, email: 'harbor.customer@example.com' };
    harbor['custom:brand'] = 'harbor';
    harbor['custom:source'] = 'harbor';
    const run = await runSignIn({
      email: 'harbor.customer@example.com',
      ctx: fakeContext({ users: [harbor] }),
      answers: { search: SEARCH.onlineReturning },
    });
    expect(run.ctx.nav.assigned).toEqual([]);
    expect(run.ctx.nav.navigations).toEqual([{ to: '/authentication/mfa', options: { replace: true } }]);
    expect(run.state.auth).toMatchObject({ isAuthenticated: true, customBrand: 'harbor' });
  });

  it('no tokens to hand over: "SSO Error" and the user stays on this site', async () => {
    const ctx = fakeContext({ identity: { handOffTokens: () => Promise.resolve(null) } });
    const run = await runSignIn({ email: 'pinecrest.customer@example.com', ctx });
    expect(run.ctx.nav.assigned).toEqual([]);
    expect(run.state.auth).toMatchObject({ isAuthenticated: false, error: SSO_ERROR });
  });
});

describe('the receiving site', () => {
  it('adopts what lumen handed over: same browser session id, routed as if signed in there', async () => {
    // Lumen's half: the URL it sends the pinecrest customer to.
    const sent = await runSignIn({
      email: 'pinecrest.customer@example.com',
      origin: '/account/personal',
      state: { session: { sessionId: 'visit-42' } },
    });
    const url = new URL(sent.ctx.nav.assigned[0] ?? '');

    // Pinecrest's half: a fresh tab on that URL, no session in its storage yet.
    const ctx = fakeContext({
      location: { pathname: url.pathname, search: url.search, hash: url.hash, host: url.host, port: url.port },
    });
    ctx.storage.clear();
    const calls: EndpointCall[] = [];
    const { storeState } = await expectSaga(bootstrap)
      .withReducer(plainRootReducer, stateWith({ brand: 'pinecrest', session: { sessionId: '' } }))
      .provide([contextProviders(ctx), endpointProvider({ flags: {}, search: SEARCH.pinecrest }, calls)])
      .run();
    const state = storeState as RootState;

    expect(ctx.identity.adopted).toHaveLength(1);
    expect(ctx.identity.adopted[0]).toMatchObject(tokensFor('pinecrest.customer@example.com'));
    expect(ctx.nav.loc.hash).toBe('');
    expect(state.session.sessionId).toBe('visit-42');
    expect(state.auth).toMatchObject({
      isAuthenticated: true,
      email: 'pinecrest.customer@example.com',
      customBrand: 'pinecrest',
      boCode: '7001',
      transient: '',
    });
    // Pinecrest customer: core, no application → MFA (the origin applies only after a resume check).
    expect(ctx.nav.navigations).toEqual([{ to: '/authentication/mfa', options: { replace: true } }]);
    expect(ctx.nav.assigned).toEqual([]);
  });

  // A `custom:brand` no site knows (a retired brand, a typo) must not be handed to the partner: no site would
  // accept the user and the sites would redirect to each other for ever. The sign-in fails instead.
  it('a customer of an unknown brand is never handed over twice', async () => {
    const acme: Claims = { ...CLAIMS.onlineReturning, email: 'acme.customer@example.com' };
    acme['custom:brand'] = 'acme';
    const sent = await runSignIn({ email: 'acme.customer@example.com', ctx: fakeContext({ users: [acme] }) });
    const [first] = sent.ctx.nav.assigned;
    if (first === undefined) return; // refused outright on the first site: no loop
    const url = new URL(first);
    const ctx = fakeContext({
      users: [acme],
      location: { pathname: url.pathname, search: url.search, hash: url.hash, host: url.host, port: url.port },
    });
    await expectSaga(bootstrap)
      .withReducer(plainRootReducer, stateWith({ brand: brandForHost(url.host) ?? 'lumen' }))
      .provide([contextProviders(ctx), endpointProvider({ flags: {}, search: SEARCH.onlineReturning })])
      .run();
    expect(ctx.nav.assigned).toEqual([]);
  });
});
