// Sign-in: where each demo customer lands and what the auth state
// says about them, run through the real reducer with the customer-search answers the reference server gives.
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../api/identity/types';
import { SIGN_IN_ERROR, SIGN_IN_LOCKED, INCORRECT_CREDENTIALS, LAST_ATTEMPT } from '../../../sagas/auth/signIn';
import { initialAuthState } from '../../../store/auth';
import { CLAIMS, PASSWORD, SEARCH } from './demoAccounts';
import { fakeContext } from './fakes';
import { endpointFailure, runSignIn, signedInAuth, type SignInRun } from './harness';

const MFA = '/authentication/mfa';

/** Signed in, not mid-request, no error: true of every successful sign-in. */
function expectSignedIn({ state }: SignInRun) {
  expect(state.auth).toMatchObject({
    isAuthenticated: true,
    isAuthenticating: false,
    error: '',
    step: 'You were authenticated',
    initialized: true,
  });
}

/** Failed: the whole profile is back to empty, only the typed e-mail and the message remain. */
function expectFailed({ state, ctx }: SignInRun, error: string, typedEmail: string) {
  expect(state.auth).toEqual({ ...initialAuthState, email: typedEmail, error, initialized: true });
  expect(ctx.nav.navigations).toEqual([]);
  expect(ctx.nav.assigned).toEqual([]);
}

describe('sign-in routing per customer type (the demo accounts)', () => {
  it('new customer: nothing to resume, so MFA with skipResume; the password is not kept past sign-in', async () => {
    const run = await runSignIn({
      email: 'New.Customer@Example.com',
      answers: { search: SEARCH.newCustomer, skip: true },
    });
    expectSignedIn(run);
    expect(run.ctx.identity.signIns).toEqual([{ email: 'new.customer@example.com', password: PASSWORD }]);
    expect(run.calls).toEqual([
      { endpoint: 'customerSystemSearch', arg: undefined },
      { endpoint: 'skipResumeApplication', arg: { email: 'new.customer@example.com' } },
    ]);
    expect(run.ctx.nav.navigations).toEqual([
      { to: MFA, options: { replace: true, state: { skipResume: true, hasOpenApplication: false } } },
    ]);
    expect(run.state.auth).toMatchObject({
      email: 'new.customer@example.com',
      customerType: 'new',
      isReturningCustomer: false,
      isCoreCustomer: false,
      firstName: 'Nora',
      lastName: 'Newman',
      customBrand: 'lumen',
      customSource: 'lumen',
      isAdmin: false,
      transient: '',
    });
    expect(run.ctx.tracked).toEqual([{ event: 'login-success', details: { brand: 'lumen' } }]);
  });

  it.each([
    ['the guarded page the user came from', '/application/income?step=2', '/application/income?step=2'],
    [
      'an account page it came from (where the guard then asks for the check)',
      '/account/personal',
      '/account/personal',
    ],
    ['the application when there is no origin', undefined, '/application'],
    ['the application when the origin is the login page', '/login?email=resume.app%40example.com', '/application'],
    ['the application when the origin is another site', '//evil.example/steal', '/application'],
  ])('resume.app: an application to resume goes to %s', async (_case, origin, expected) => {
    const run = await runSignIn({
      email: 'resume.app@example.com',
      ...(origin === undefined ? {} : { origin }),
      answers: { search: SEARCH.resumeApp, skip: false },
    });
    expectSignedIn(run);
    expect(run.ctx.nav.navigations).toEqual([{ to: expected, options: { replace: true } }]);
    expect(run.calls.map((c) => c.endpoint)).toEqual(['customerSystemSearch', 'skipResumeApplication']);
    // A new customer's password (`transient`) serves the first sign-in after sign-up only, never a sign-in's aftermath.
    expect(run.state.auth).toMatchObject({ customerType: 'new', firstName: 'Rita', transient: '' });
  });

  it('online-returning core customer without an application: MFA at once, no resume check', async () => {
    const run = await runSignIn({ email: 'online.returning@example.com', answers: { search: SEARCH.onlineReturning } });
    expectSignedIn(run);
    expect(run.calls.map((c) => c.endpoint)).toEqual(['customerSystemSearch']);
    expect(run.ctx.nav.navigations).toEqual([{ to: MFA, options: { replace: true } }]);
    expect(run.state.auth).toMatchObject({
      email: 'online.returning@example.com',
      customerType: 'online-returning',
      isReturningCustomer: true,
      isRetailReturning: false,
      isCoreCustomer: true,
      boCode: '9001',
      retailBoCode: '',
      loanProCustomerId: 'LP-100201',
      firstName: 'Oliver',
      lastName: 'Online',
      stateCode: 'OH',
      channel: 'ONLINE',
      transient: '',
    });
  });

  it('retail-returning customer (not core, has a retail code): MFA at once', async () => {
    const run = await runSignIn({ email: 'retail.returning@example.com', answers: { search: SEARCH.retailReturning } });
    expectSignedIn(run);
    expect(run.calls.map((c) => c.endpoint)).toEqual(['customerSystemSearch']);
    expect(run.ctx.nav.navigations).toEqual([{ to: MFA, options: { replace: true } }]);
    expect(run.state.auth).toMatchObject({
      customerType: 'retail-returning',
      isReturningCustomer: true,
      isRetailReturning: true,
      isCoreCustomer: false,
      retailBoCode: '0417',
      qFundCustomerId: 'QF-300301',
      channel: 'RETAIL',
      firstName: 'Rosa',
      transient: '',
    });
  });

  it('omni-returning customer: MFA at once, with both business-office codes', async () => {
    const run = await runSignIn({ email: 'omni.returning@example.com', answers: { search: SEARCH.omniReturning } });
    expectSignedIn(run);
    expect(run.ctx.nav.navigations).toEqual([{ to: MFA, options: { replace: true } }]);
    expect(run.state.auth).toMatchObject({
      customerType: 'omni-returning',
      isRetailReturning: true,
      isCoreCustomer: true,
      boCode: '9001',
      retailBoCode: '0417',
      firstName: 'Omar',
      transient: '',
    });
  });

  it('open.payday (online-returning with an open loan): MFA at once', async () => {
    const run = await runSignIn({ email: 'open.payday@example.com', answers: { search: SEARCH.openPayday } });
    expectSignedIn(run);
    expect(run.calls.map((c) => c.endpoint)).toEqual(['customerSystemSearch']);
    expect(run.ctx.nav.navigations).toEqual([{ to: MFA, options: { replace: true } }]);
    expect(run.state.auth).toMatchObject({ customerType: 'online-returning', firstName: 'Paula', boCode: '9001' });
  });

  it('keel customer on the keel site: not skipping the resume check still goes to MFA (card-like brand)', async () => {
    const run = await runSignIn({
      email: 'keel.customer@example.com',
      brand: 'keel',
      origin: '/account',
      answers: { search: SEARCH.keel, skip: false },
    });
    expectSignedIn(run);
    expect(run.calls.map((c) => c.endpoint)).toEqual(['customerSystemSearch', 'skipResumeApplication']);
    expect(run.ctx.nav.navigations).toEqual([{ to: MFA, options: { replace: true } }]);
    expect(run.ctx.nav.assigned).toEqual([]);
    expect(run.state.auth).toMatchObject({ customBrand: 'keel', customerType: 'new', firstName: 'Kai' });
    expect(run.ctx.tracked).toEqual([{ event: 'login-success', details: { brand: 'keel' } }]);
  });

  it('CSR: admin landing, admin e-mail from the identity, no customer search', async () => {
    const run = await runSignIn({ email: 'csr.admin@example.com' });
    expectSignedIn(run);
    expect(run.calls).toEqual([]);
    expect(run.ctx.nav.navigations).toEqual([{ to: '/admin/landing', options: { replace: true } }]);
    // The identity service's `identities` claim carries no e-mail (Cognito's shape), so the sign-in e-mail is used.
    expect(run.state.auth).toMatchObject({
      email: 'csr.admin@example.com',
      isAdmin: true,
      adminEmail: 'csr.admin@example.com',
      firstName: 'Casey',
    });
  });

  it('CSR whose linked directory identity has its own e-mail: that (lower-cased) is the admin e-mail', async () => {
    const csr = {
      ...CLAIMS.csr,
      identities: [{ providerName: 'LenderDirectory', providerType: 'SAML', userId: 'Casey.Service@Lender.Example' }],
    };
    const run = await runSignIn({ email: 'csr.admin@example.com', ctx: fakeContext({ users: [csr] }) });
    expect(run.state.auth).toMatchObject({ isAdmin: true, adminEmail: 'casey.service@lender.example' });
  });

  it('CSR on another brand site is not handed off (admins work on every brand)', async () => {
    const run = await runSignIn({ email: 'csr.admin@example.com', brand: 'pinecrest' });
    expectSignedIn(run);
    expect(run.ctx.nav.assigned).toEqual([]);
    expect(run.ctx.nav.navigations).toEqual([{ to: '/admin/landing', options: { replace: true } }]);
  });
});

// The check is started by sign-in itself, before the customer is sent to its page: the page starts nothing, so a
// navigation first would leave it waiting on a check nobody began (and a reload there would find none to resume).
describe('the multi-factor check starts with sign-in', () => {
  const MFA_STARTED = 'event mfa/mfaStarted';

  it.each([
    ['online.returning@example.com', { search: SEARCH.onlineReturning }],
    ['new.customer@example.com', { search: SEARCH.newCustomer, skip: true }],
  ] as const)('%s: mfaStarted, then /authentication/mfa', async (email, answers) => {
    const run = await runSignIn({ email, answers });
    const started = run.ctx.log.indexOf(MFA_STARTED);
    const navigated = run.ctx.log.indexOf(`nav.navigate ${MFA}`);
    expect(started).toBeGreaterThanOrEqual(0);
    expect(navigated).toBeGreaterThan(started);
    expect(run.state.mfa).toMatchObject({ status: 'starting', passed: false });
  });

  it('no check for a customer who goes back to an application, nor for an admin', async () => {
    const resume = await runSignIn({
      email: 'resume.app@example.com',
      answers: { search: SEARCH.resumeApp, skip: false },
    });
    const admin = await runSignIn({ email: 'csr.admin@example.com' });
    for (const run of [resume, admin]) expect(run.ctx.log).not.toContain(MFA_STARTED);
    // Resuming needs no check for the application: the server recorded this sign-in's application pass, and so does
    // the client (the route guard), which still asks for the check on the account pages.
    expect(resume.state.mfa).toMatchObject({ passed: false, applicationPassed: true });
    expect(admin.state.mfa.status).toBe('idle');
  });
});

describe('blocked and failed sign-ins', () => {
  it('enrollment-group user: signed out again with the wrong-credentials message', async () => {
    const run = await runSignIn({ email: 'enroll.user@example.com' });
    expectFailed(run, INCORRECT_CREDENTIALS, 'enroll.user@example.com');
    expect(run.ctx.identity.signOuts).toBe(1);
    expect(run.ctx.identity.current).toBeNull();
    expect(run.calls).toEqual([]);
    expect(run.ctx.tracked).toEqual([]);
  });

  it('wrong password: the provider\'s "Incorrect username or password." in the visitor\'s language', async () => {
    const run = await runSignIn({ email: 'Online.Returning@example.com', password: 'wrong' });
    expectFailed(run, INCORRECT_CREDENTIALS, 'Online.Returning@example.com');
    expect(run.calls).toEqual([]);
  });

  it('any other NotAuthorizedException message is shown as the provider words it', async () => {
    const ctx = fakeContext({
      identity: { signIn: () => Promise.reject(new IdentityError('NotAuthorizedException', 'User is disabled.')) },
    });
    const run = await runSignIn({ email: 'online.returning@example.com', ctx });
    expectFailed(run, 'User is disabled.', 'online.returning@example.com');
  });

  it('a locked account reads the portal’s lockout explanation, not the provider’s wording', async () => {
    const ctx = fakeContext({
      identity: {
        signIn: () => Promise.reject(new IdentityError('NotAuthorizedException', 'Password attempts exceeded')),
      },
    });
    const run = await runSignIn({ email: 'online.returning@example.com', ctx });
    expectFailed(run, SIGN_IN_LOCKED, 'online.returning@example.com');
  });

  it('a wrong password is reported to the risk check with the device, and a LOCKED answer is shown', async () => {
    const ctx = fakeContext({
      identity: {
        signIn: () => Promise.reject(new IdentityError('NotAuthorizedException', 'Incorrect username or password.')),
      },
    });
    ctx.answers['/auth'] = { status: 200, body: { results: 'LOCKED' } };
    const run = await runSignIn({ email: 'Online.Returning@example.com', ctx });
    expect(ctx.posted).toEqual([
      {
        path: '/auth',
        body: { email: 'online.returning@example.com', blackBox: 'fake-device-fingerprint', type: 'failedLogin' },
      },
    ]);
    expect(run.state.auth.error).toBe(SIGN_IN_LOCKED);
  });

  it.each([
    [1, LAST_ATTEMPT],
    [2, INCORRECT_CREDENTIALS],
    [undefined, INCORRECT_CREDENTIALS],
  ])(
    'attemptsLeft %s from the risk check: the refusal reads %s (warned before the last attempt)',
    async (left, key) => {
      const ctx = fakeContext({
        identity: {
          signIn: () => Promise.reject(new IdentityError('NotAuthorizedException', 'Incorrect username or password.')),
        },
      });
      ctx.answers['/auth'] = { status: 200, body: { results: 'OK', attemptsLeft: left } };
      const run = await runSignIn({ email: 'online.returning@example.com', ctx });
      expectFailed(run, key, 'online.returning@example.com');
    },
  );

  it('the risk check unreachable: the plain refusal, no warning', async () => {
    const ctx = fakeContext({
      identity: {
        signIn: () => Promise.reject(new IdentityError('NotAuthorizedException', 'Incorrect username or password.')),
      },
    });
    ctx.postJson = () => Promise.reject(new Error('offline'));
    const run = await runSignIn({ email: 'online.returning@example.com', ctx });
    expectFailed(run, INCORRECT_CREDENTIALS, 'online.returning@example.com');
  });

  it('unknown user (UserNotFoundException): "Incorrect username or password."', async () => {
    const run = await runSignIn({ email: 'nobody@example.com' });
    expectFailed(run, INCORRECT_CREDENTIALS, 'nobody@example.com');
  });

  it.each([
    ['an error that is not the provider’s', new Error('Failed to fetch')],
    ['a provider error without a message', new IdentityError('InternalErrorException', '')],
  ])('%s: "SignIn Error"', async (_case, error) => {
    const ctx = fakeContext({ identity: { signIn: () => Promise.reject(error) } });
    const run = await runSignIn({ email: 'online.returning@example.com', ctx });
    expectFailed(run, SIGN_IN_ERROR, 'online.returning@example.com');
  });

  it('an account still waiting for its sign-up code: the code page again, the password kept for after it', async () => {
    const ctx = fakeContext({
      identity: { signIn: () => Promise.reject(new IdentityError('CONFIRM_SIGN_UP', 'SignIn Error')) },
    });
    const run = await runSignIn({ email: 'Nadia.Newcomer@example.com', password: 'Fresh-Start1', ctx });
    expect(run.state.auth).toMatchObject({ error: '', isAuthenticating: false, transient: 'Fresh-Start1' });
    expect(run.state.signUp).toMatchObject({ status: 'working', email: 'nadia.newcomer@example.com' });
    expect(ctx.log).toContain('event signUp/signUpConfirmationResumed');
    expect(ctx.posted).toEqual([]);
  });

  it('a good password but no session afterwards: "SignIn Error"', async () => {
    const ctx = fakeContext({ identity: { session: () => Promise.resolve(null) } });
    const run = await runSignIn({ email: 'online.returning@example.com', ctx });
    expectFailed(run, SIGN_IN_ERROR, 'online.returning@example.com');
  });

  it('customer search fails after a good password: signed out, "SignIn Error"', async () => {
    const run = await runSignIn({ email: 'online.returning@example.com', answers: { search: endpointFailure() } });
    expectFailed(run, SIGN_IN_ERROR, 'online.returning@example.com');
    expect(run.ctx.identity.signOuts).toBe(1);
    expect(run.ctx.identity.current).toBeNull();
  });

  it('resume check fails after the profile was stored: signed out and the profile is dropped', async () => {
    const run = await runSignIn({
      email: 'new.customer@example.com',
      answers: { search: SEARCH.newCustomer, skip: endpointFailure() },
    });
    expectFailed(run, SIGN_IN_ERROR, 'new.customer@example.com');
    expect(run.state.auth.transient).toBe('');
    expect(run.ctx.identity.signOuts).toBe(1);
  });

  // A new sign-in clears the notice of the previous session's timeout.
  it('a sign-in after a timeout clears the timeout notice', async () => {
    const run = await runSignIn({
      email: 'online.returning@example.com',
      answers: { search: SEARCH.onlineReturning },
      state: { auth: { ...signedInAuth(), isAuthenticated: false }, session: { endedByTimeout: true } },
    });
    expectSignedIn(run);
    expect(run.state.session.endedByTimeout).toBe(false);
  });
});
