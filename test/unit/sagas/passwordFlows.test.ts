// Forgot password, change password and passwordless sign-in sagas with the real reducer and fake collaborators.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../api/identity/types';
import { CODE_SIGN_IN_FAILED, requestCode, submitCode } from '../../../sagas/auth/passwordless';
import {
  LINK_NO_LONGER_VALID,
  PASSWORD_CHANGED_NOTICE,
  changePassword,
  checkResetLink,
} from '../../../sagas/password/changePassword';
import { forgotPassword } from '../../../sagas/password/forgotPassword';
import { plainRootReducer, type RootState } from '../../../store';
import { codeSignInCodeSubmitted, codeSignInRequested } from '../../../store/auth';
import { changePasswordSubmitted, forgotPasswordSubmitted, resetLinkOpened } from '../../../store/password';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { endpointProvider, stateWith } from './harness';
import { SEARCH } from './demoAccounts';

async function run(
  saga: (...a: never[]) => Generator,
  action: unknown,
  ctx: FakeContext,
  flags: Record<string, boolean> = {},
) {
  const initial = stateWith();
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(plainRootReducer, {
      ...initial,
      flags: { loaded: true, values: { ...initial.flags.values, ...flags } },
    })
    .provide([contextProviders(ctx), endpointProvider({ search: SEARCH.resumeApp, skip: false })] as never)
    .run();
  return storeState as RootState;
}

describe('forgot password', () => {
  const submit = forgotPasswordSubmitted({ email: 'online.returning@example.com' });

  it('OK: the reset link is requested for this site’s origin and the sent message shows', async () => {
    const ctx = fakeContext({ location: { protocol: 'http:', host: 'pinecrest.localhost:8090' } });
    ctx.answers['/auth'] = { status: 200, body: { results: 'OK' } };
    const state = await run(forgotPassword, submit, ctx, { passwordless: true });
    expect(ctx.posted[0]).toEqual({
      path: '/auth',
      body: {
        email: 'online.returning@example.com',
        blackBox: 'fake-device-fingerprint',
        type: 'forgotPassword',
        flags: { enablePasswordlessFlow: true },
      },
    });
    expect(ctx.identity.resets).toEqual([
      { email: 'online.returning@example.com', origin: 'http://pinecrest.localhost:8090' },
    ]);
    expect(state.password).toMatchObject({ reset: 'sent', change: 'idle', link: 'unchecked', error: '' });
  });

  it('DENIED goes to the fail page when the forgotPassword flag is on, and sends nothing', async () => {
    const ctx = fakeContext();
    ctx.answers['/auth'] = { status: 200, body: { results: 'DENIED' } };
    const state = await run(forgotPassword, submit, ctx, { forgotPassword: true });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/authentication/forgot-password/fail');
    expect(state.password.reset).toBe('idle');
    expect(ctx.identity.resets).toEqual([]);
  });

  it('FAILED_P sends a passwordless customer to /resume with the e-mail', async () => {
    const ctx = fakeContext();
    ctx.answers['/auth'] = { status: 200, body: { results: 'FAILED_P' } };
    await run(forgotPassword, submit, ctx);
    expect(ctx.nav.navigations.at(-1)).toEqual({
      to: '/resume',
      options: { state: { email: 'online.returning@example.com' } },
    });
  });

  it('an unknown account reads as not found', async () => {
    const ctx = fakeContext({
      identity: { resetPassword: () => Promise.reject(new IdentityError('UserNotFoundException', 'x')) },
    });
    const state = await run(forgotPassword, submit, ctx);
    expect(state.password).toMatchObject({ reset: 'notFound', error: '' });
  });

  it('a throttled reset shows the server’s words, which say when to ask again', async () => {
    const wait = 'Please wait 42 minutes before asking for another reset.';
    const ctx = fakeContext({
      identity: { resetPassword: () => Promise.reject(new IdentityError('LimitExceededException', wait)) },
    });
    const state = await run(forgotPassword, submit, ctx);
    expect(state.password).toMatchObject({ reset: 'failed', error: wait });
  });

  it('any other refusal reads as "try again in a few minutes"', async () => {
    const ctx = fakeContext({
      identity: { resetPassword: () => Promise.reject(new IdentityError('InternalErrorException', 'boom')) },
    });
    const state = await run(forgotPassword, submit, ctx);
    expect(state.password).toMatchObject({ reset: 'failed', error: 'password.forgot.tryLater' });
  });
});

describe('change password', () => {
  const submit = changePasswordSubmitted({ email: 'a@example.com', code: '123456', password: 'N3wPassword!' });

  it('success notifies the server and returns to login with a notice', async () => {
    const ctx = fakeContext();
    const state = await run(changePassword, submit, ctx);
    expect(ctx.identity.confirmations).toEqual([
      { email: 'a@example.com', code: '123456', newPassword: 'N3wPassword!' },
    ]);
    expect(ctx.posted).toEqual([{ path: '/password-changed', body: { email: 'a@example.com' } }]);
    expect(state.auth.notice).toBe(PASSWORD_CHANGED_NOTICE);
    expect(state.password).toMatchObject({ change: 'idle', error: '' });
    expect(ctx.nav.navigations.at(-1)).toEqual({
      to: '/login',
      options: { replace: true, state: { email: 'a@example.com' } },
    });
  });

  it.each(['CodeMismatchException', 'ExpiredCodeException'])(
    '%s reads "This link is no longer valid."',
    async (code) => {
      const ctx = fakeContext({
        identity: { confirmResetPassword: () => Promise.reject(new IdentityError(code, 'x')) },
      });
      const state = await run(changePassword, submit, ctx);
      expect(state.password).toMatchObject({ change: 'failed', error: LINK_NO_LONGER_VALID });
      expect(ctx.posted).toEqual([]);
    },
  );
});

describe('the reset link, checked when its page opens', () => {
  const opened = resetLinkOpened({ email: 'a@example.com', code: '123456' });

  it.each([
    [{ status: 200, body: { valid: true } }, 'valid'],
    [{ status: 200, body: { valid: false } }, 'invalid'],
    [{ status: 429, body: { code: 'TOO_MANY_REQUESTS' } }, 'unknown'],
    [{ status: 200, body: {} }, 'unknown'],
  ] as const)('%j: the link reads %s', async (answer, link) => {
    const ctx = fakeContext();
    ctx.answers['/auth/reset-link'] = answer;
    const state = await run(checkResetLink, opened, ctx);
    expect(ctx.posted).toEqual([{ path: '/auth/reset-link', body: { email: 'a@example.com', code: '123456' } }]);
    expect(state.password.link).toBe(link);
    // Checking never uses the code up: nothing reaches the identity provider.
    expect(ctx.identity.confirmations).toEqual([]);
  });

  it('a check that cannot be made leaves the form (the change itself still says)', async () => {
    const ctx = fakeContext();
    ctx.postJson = () => Promise.reject(new Error('offline'));
    const state = await run(checkResetLink, opened, ctx);
    expect(state.password.link).toBe('unknown');
  });

  it('a used link found only at the end marks the link invalid, so the page offers a new one', async () => {
    const ctx = fakeContext({
      identity: { confirmResetPassword: () => Promise.reject(new IdentityError('CodeMismatchException', 'x')) },
    });
    const submit = changePasswordSubmitted({ email: 'a@example.com', code: '123456', password: 'N3wPassword!' });
    const state = await run(changePassword, submit, ctx);
    expect(state.password).toMatchObject({ change: 'failed', link: 'invalid', error: LINK_NO_LONGER_VALID });
  });

  it('a refused password (not the link) keeps the form', async () => {
    const ctx = fakeContext({
      identity: {
        confirmResetPassword: () => Promise.reject(new IdentityError('InvalidPasswordException', 'Password too weak')),
      },
    });
    const submit = changePasswordSubmitted({ email: 'a@example.com', code: '123456', password: 'N3wPassword!' });
    const state = await run(changePassword, submit, ctx);
    expect(state.password).toMatchObject({ change: 'failed', link: 'unchecked', error: 'Password too weak' });
  });
});

describe('passwordless sign-in', () => {
  it('sends the code, lets a wrong code be retried, and routes on the right one', async () => {
    const ctx = fakeContext();
    const sent = await run(requestCode, codeSignInRequested({ email: 'resume.app@example.com' }), ctx);
    expect(sent.auth.codeSignIn).toBe('codeSent');
    expect(ctx.identity.codeSignIns).toEqual(['resume.app@example.com']);

    ctx.identity.codeAnswers = ['retry'];
    const retry = await run(submitCode, codeSignInCodeSubmitted({ code: '000000' }), ctx);
    expect(retry.auth.codeSignIn).toBe('retry');

    ctx.identity.codeAnswers = ['signedIn'];
    const signedIn = await run(submitCode, codeSignInCodeSubmitted({ code: '123456' }), ctx);
    expect(signedIn.auth.isAuthenticated).toBe(true);
    // resume.app has an application to resume: the resume route's pass opens the application only
    // (docs/sign-in-and-access.md, "Multi-factor"), so the code sign-in lands there rather than on the account root.
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/application');
  });

  it('out of tries: back to the e-mail step with the verification message', async () => {
    const ctx = fakeContext({
      identity: {
        answerCodeSignIn: () =>
          Promise.reject(new IdentityError('NotAuthorizedException', 'Incorrect username or password.')),
      },
    });
    const state = await run(submitCode, codeSignInCodeSubmitted({ code: '000000' }), ctx);
    expect(state.auth).toMatchObject({
      codeSignIn: 'idle',
      isAuthenticated: false,
      error: CODE_SIGN_IN_FAILED,
    });
  });
});
