// A new customer's sign-up saga against the real reducer and a fake identity provider: the sign-up attributes sent
// (the detected brand and its source, the passwordless flag), the password kept as `transient` only until the first
// sign-in, the e-mailed code, the sign-up error catalogue's outcomes, and the way into the application.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { IdentityError, type IdentityAdapter } from '../../../api/identity/types';
import {
  AUTHENTICATION_ERROR,
  CODE_EXPIRED,
  CUSTOMER_CHECK_ERROR,
  CUSTOMER_CONFIRMATION_ERROR,
  PASSWORDLESS_ERROR,
  SIGN_UP_ERROR,
  TOO_MANY_ATTEMPTS,
} from '../../../src/features/signUp/rules';
import {
  FIRST_STEP,
  openSignUpPage,
  resendCode,
  resumeConfirmation,
  submitCode,
  submitSignUp,
} from '../../../sagas/signUp/signUp';
import { plainRootReducer, type RootState } from '../../../store';
import { transientKept } from '../../../store/auth';
import {
  signUpCodeResendRequested,
  signUpCodeSent,
  signUpCodeSubmitted,
  signUpConfirmationResumed,
  signUpOpened,
  signUpSubmitted,
  type SignUpState,
} from '../../../store/signUp';
import { NEW_PASSWORD_PATTERN } from '../../../src/lib/validation/rules';
import { SEARCH } from './demoAccounts';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { endpointProvider, stateWith, type EndpointCall } from './harness';

const EMAIL = 'nadia.newcomer@example.com';
const TYPED = 'Fresh-Start1';
const FORM = {
  firstName: ' Nadia ',
  lastName: 'Newcomer ',
  email: EMAIL,
  password: TYPED,
  choices: { smsOptIn: true, canShareInfo: false },
};
const NEW_CUSTOMER_SEARCH = { ...SEARCH.newCustomer, firstName: 'Nadia', lastName: 'Newcomer' };

interface Run {
  state: RootState;
  ctx: FakeContext;
  calls: EndpointCall[];
  events: UnknownAction[];
}

/** The event through the reducer first (as the store would), then the saga to its end. */
async function run(
  saga: (action: never) => Generator,
  action: UnknownAction,
  opts: {
    ctx?: FakeContext;
    brand?: 'lumen' | 'harbor' | 'meridian';
    passwordless?: boolean;
    state?: (s: RootState) => RootState;
    search?: unknown;
  } = {},
): Promise<Run> {
  const ctx = opts.ctx ?? fakeContext({ identity: {} });
  // Nobody is signed in on this browser.
  ctx.identity.current = null;
  const calls: EndpointCall[] = [];
  const events: UnknownAction[] = [];
  let initial = stateWith({ brand: opts.brand ?? 'lumen', auth: { initialized: true } });
  initial = {
    ...initial,
    flags: { ...initial.flags, values: { ...initial.flags.values, passwordless: !!opts.passwordless } },
  };
  if (opts.state) initial = opts.state(initial);
  initial = plainRootReducer(initial, action);
  const recording: typeof plainRootReducer = (state, event) => {
    events.push(event);
    return plainRootReducer(state, event);
  };
  const { storeState } = await expectSaga(saga as never, action)
    .withReducer(recording, initial)
    .provide([
      contextProviders(ctx),
      endpointProvider({ search: (opts.search ?? NEW_CUSTOMER_SEARCH) as never }, calls),
    ])
    .run();
  return { state: storeState as RootState, ctx, calls, events: events.filter((e) => !e.type.startsWith('@@')) };
}

/** A sign-up waiting for its code, as the form leaves it (password kept as `transient`). */
const awaitingCode =
  (password = TYPED) =>
  (s: RootState): RootState => {
    const withCode = plainRootReducer(
      plainRootReducer(plainRootReducer(s, signUpSubmitted(FORM)), transientKept({ transient: password })),
      signUpCodeSent({ email: EMAIL, resent: false }, 1_000),
    );
    return withCode;
  };

const failingWith = (code: string, message: string): Partial<IdentityAdapter> => ({
  signUp: () => Promise.reject(new IdentityError(code, message)),
});

describe('signing up', () => {
  it('sends the sign-up attributes with the detected brand and its source, and asks for the e-mailed code', async () => {
    const r = await run(submitSignUp, signUpSubmitted({ ...FORM, email: 'Nadia.Newcomer@Example.com' }), {
      brand: 'harbor',
    });
    expect(r.ctx.identity.signUps).toEqual([
      {
        email: EMAIL,
        password: TYPED,
        firstName: 'Nadia',
        lastName: 'Newcomer',
        source: 'harbor',
        brand: 'harbor',
        isPasswordless: false,
      },
    ]);
    expect(r.ctx.nav.navigations).toEqual([{ to: '/signup/confirm', options: undefined }]);
    expect(r.state.signUp).toMatchObject({ status: 'codeSent', email: EMAIL, resent: false, message: '' });
    // Kept in memory for the first sign-in, under the one key the DevTools sanitizer masks.
    expect(r.state.auth.transient).toBe(TYPED);
    expect(r.ctx.tracked).toEqual([{ event: 'sign-up-started', details: { brand: 'harbor' } }]);
  });

  it('with the passwordless flag on, asks for no password: one made here, never shown, serves the first sign-in', async () => {
    const r = await run(submitSignUp, signUpSubmitted({ ...FORM, password: '' }), {
      brand: 'meridian',
      passwordless: true,
    });
    const [sent] = r.ctx.identity.signUps;
    expect(sent).toMatchObject({ isPasswordless: true, brand: 'meridian', source: 'meridian' });
    expect(sent?.password).toMatch(NEW_PASSWORD_PATTERN);
    expect(sent?.password).toHaveLength(40);
    expect(r.state.auth.transient).toBe(sent?.password);
    expect(JSON.stringify(r.state.signUp)).not.toContain(sent?.password ?? 'none');
  });

  it.each([
    ['UsernameExistsException', 'An account with the given email already exists.', '', '/signup/account-exists'],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerExists":true}.',
      '',
      '/signup/customer-exists',
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerExists":true,"isPasswordless":true}.',
      PASSWORDLESS_ERROR,
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerCheckError":true}.',
      CUSTOMER_CHECK_ERROR,
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerConfirmationError":true}.',
      CUSTOMER_CONFIRMATION_ERROR,
      undefined,
    ],
    ['UserLambdaValidationException', 'PreSignUp failed with error something odd.', SIGN_UP_ERROR, undefined],
    [
      'InvalidPasswordException',
      'Password does not conform to policy: Password not long enough',
      'validation.passwordRule',
      undefined,
    ],
    ['LimitExceededException', 'Please wait 60 minutes before signing up again.', TOO_MANY_ATTEMPTS, undefined],
    [
      'InvalidParameterException',
      'custom:brand must name one of the portal’s brands.',
      'custom:brand must name one of the portal’s brands.',
      undefined,
    ],
    ['Error', '', SIGN_UP_ERROR, undefined],
  ])('%s "%s" → message "%s", page %s; the password is forgotten', async (code, message, shown, page) => {
    const ctx = fakeContext({ identity: failingWith(code, message) });
    const r = await run(submitSignUp, signUpSubmitted(FORM), { ctx });
    expect(r.state.signUp).toMatchObject({ status: 'idle', message: shown });
    expect(r.state.signUp.retained).toEqual({ firstName: ' Nadia ', lastName: 'Newcomer ', email: EMAIL });
    expect(r.ctx.nav.navigations).toEqual(page ? [{ to: page, options: undefined }] : []);
    expect(r.state.auth.transient).toBe('');
  });
});

describe('the e-mailed code', () => {
  it('a right code confirms, signs in with the kept password, forgets it, and opens the application’s first step', async () => {
    const ctx = fakeContext({ identity: {} });
    // The account the form made, waiting for its code.
    await ctx.identity.signUp({
      email: EMAIL,
      password: TYPED,
      firstName: 'Nadia',
      lastName: 'Newcomer',
      source: 'lumen',
      brand: 'lumen',
      isPasswordless: false,
    });
    const r = await run(submitCode, signUpCodeSubmitted({ code: ctx.identity.signUpCode }), {
      ctx,
      state: awaitingCode(),
    });
    expect(r.ctx.identity.signUpConfirmations).toEqual([{ email: EMAIL, code: ctx.identity.signUpCode }]);
    expect(r.ctx.identity.signIns).toEqual([{ email: EMAIL, password: TYPED }]);
    expect(r.calls.map((c) => c.endpoint)).toEqual(['customerSystemSearch']);
    expect(r.state.auth).toMatchObject({
      isAuthenticated: true,
      email: EMAIL,
      customerType: 'new',
      firstName: 'Nadia',
      customBrand: 'lumen',
      transient: '',
    });
    // The multi-factor check starts and comes back to the application's first step.
    expect(FIRST_STEP).toBe('/application/account');
    expect(r.state.mfa).toMatchObject({ status: 'starting', returnTo: FIRST_STEP });
    // Nothing of the sign-up stays but the choices the first step starts from.
    expect(r.state.signUp).toMatchObject({ status: 'idle', email: '', choices: FORM.choices, retained: null });
    expect(r.ctx.tracked.map((t) => t.event)).toEqual(['sign-up-success', 'login-success']);
  });

  it('a wrong code clears the form and says so; no sign-in, the password still kept', async () => {
    const ctx = fakeContext({ identity: {} });
    const r = await run(submitCode, signUpCodeSubmitted({ code: '000000' }), { ctx, state: awaitingCode() });
    expect(r.state.signUp).toMatchObject({ status: 'codeSent', rejected: true, message: '' });
    expect(r.ctx.identity.signIns).toEqual([]);
    expect(r.state.auth.transient).toBe(TYPED);
  });

  it('an expired code says so above the form', async () => {
    const ctx = fakeContext({
      identity: { confirmSignUp: () => Promise.reject(new IdentityError('ExpiredCodeException', 'expired')) },
    });
    const r = await run(submitCode, signUpCodeSubmitted({ code: '123456' }), { ctx, state: awaitingCode() });
    expect(r.state.signUp).toMatchObject({ status: 'codeSent', rejected: false, message: CODE_EXPIRED });
  });

  it('a post-confirmation failure: the account exists, and its page says what to do', async () => {
    const ctx = fakeContext({
      identity: {
        confirmSignUp: () =>
          Promise.reject(
            new IdentityError(
              'UserLambdaValidationException',
              'PostConfirmation failed with error {"customerConfirmationError":true}.',
            ),
          ),
      },
    });
    const r = await run(submitCode, signUpCodeSubmitted({ code: '123456' }), { ctx, state: awaitingCode() });
    expect(r.ctx.nav.navigations).toEqual([{ to: '/signup/account-exists', options: undefined }]);
    expect(r.ctx.identity.signIns).toEqual([]);
  });

  it('a code taken already (a double submit) goes on to sign in', async () => {
    const ctx = fakeContext({
      identity: {
        confirmSignUp: () =>
          Promise.reject(
            new IdentityError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
          ),
        signIn: async () => {
          ctx.identity.signedInAs({ email: EMAIL, name: 'Nadia', family_name: 'Newcomer', 'custom:brand': 'lumen' });
        },
      },
    });
    const r = await run(submitCode, signUpCodeSubmitted({ code: '123456' }), { ctx, state: awaitingCode() });
    expect(r.state.auth).toMatchObject({ isAuthenticated: true, transient: '' });
  });

  it('a registration that cannot be signed into: "Authentication Error" on the login page, e-mail filled in', async () => {
    const ctx = fakeContext({
      identity: {
        confirmSignUp: async () => undefined,
        signIn: () => Promise.reject(new IdentityError('NotAuthorizedException', 'Incorrect username or password.')),
      },
    });
    const r = await run(submitCode, signUpCodeSubmitted({ code: '123456' }), { ctx, state: awaitingCode() });
    expect(r.state.auth).toMatchObject({ isAuthenticated: false, error: AUTHENTICATION_ERROR, transient: '' });
    expect(r.ctx.nav.navigations).toEqual([{ to: '/login', options: { replace: true, state: { email: EMAIL } } }]);
    expect(r.ctx.identity.signOuts).toBe(1);
  });

  it('a new code: sent again, and the wait starts over; too many, and the page says to wait', async () => {
    const sent = await run(resendCode, signUpCodeResendRequested(), { state: awaitingCode() });
    expect(sent.ctx.identity.signUpCodesResent).toEqual([EMAIL]);
    expect(sent.state.signUp).toMatchObject({ status: 'codeSent', resent: true });
    expect(sent.state.signUp.sentAt).toBeGreaterThan(1_000);

    const ctx = fakeContext({
      identity: {
        resendSignUpCode: () => Promise.reject(new IdentityError('LimitExceededException', 'Attempt limit exceeded')),
      },
    });
    const refused = await run(resendCode, signUpCodeResendRequested(), { ctx, state: awaitingCode() });
    expect(refused.state.signUp).toMatchObject({ status: 'codeSent', message: TOO_MANY_ATTEMPTS, sentAt: 1_000 });
  });

  it('the login page found the account waiting for its code: a new code and the code page', async () => {
    const r = await run(resumeConfirmation, signUpConfirmationResumed({ email: EMAIL }));
    expect(r.ctx.identity.signUpCodesResent).toEqual([EMAIL]);
    expect(r.state.signUp).toMatchObject({ status: 'codeSent', email: EMAIL });
    expect(r.ctx.nav.navigations).toEqual([{ to: '/signup/confirm', options: { replace: true } }]);
  });
});

describe('opening a sign-up page', () => {
  it('sends a signed-in customer to the application: they have an account', async () => {
    const r = await run(openSignUpPage, signUpOpened({ pathname: '/signup' }), {
      state: (s) => ({ ...s, auth: { ...s.auth, isAuthenticated: true } }),
    });
    expect(r.ctx.nav.navigations).toEqual([{ to: '/application', options: { replace: true } }]);
  });

  it('sends a code page with no sign-up in memory (a reload) back to the form; leaves one in progress', async () => {
    const lost = await run(openSignUpPage, signUpOpened({ pathname: '/signup/confirm' }));
    expect(lost.ctx.nav.navigations).toEqual([{ to: '/signup', options: { replace: true } }]);
    const kept = await run(openSignUpPage, signUpOpened({ pathname: '/signup/confirm' }), { state: awaitingCode() });
    expect(kept.ctx.nav.navigations).toEqual([]);
  });
});

describe('what the sign-up keeps', () => {
  it('never holds the password or the code in its own slice', async () => {
    const ctx = fakeContext({ identity: {} });
    const r = await run(submitCode, signUpCodeSubmitted({ code: '000000' }), { ctx, state: awaitingCode() });
    const slice: SignUpState = r.state.signUp;
    expect(JSON.stringify(slice)).not.toContain(TYPED);
    expect(JSON.stringify(slice)).not.toContain('000000');
  });
});
