// The client side of the multi-factor gate: the server's MFA_REQUIRED is its own kind of failure; the redirect saga
// sends a signed-in customer to the check once (however many calls were refused) and remembers where they were; the
// check, once passed, goes back there; staff are never sent (their own sign-in governs); resuming an application at
// sign-in needs no check (the server recorded it), so that sign-in counts as passed.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { classifyGraphQLError, type ApiError } from '../../../api/errors';
import { codeWasRight, requireMfa } from '../../../sagas/mfa/mfa';
import { redirectOnFailure } from '../../../sagas/session/redirects';
import { plainRootReducer, type RootState } from '../../../store';
import { initialMfaState, mfaRequired } from '../../../store/mfa';
import { codeVerified, initialVerificationState } from '../../../store/verification';
import { contextProviders, fakeContext, type Loc } from './fakes';
import { signedInAuth, stateWith, type StateOverrides } from './harness';
import { runSaga } from './sagaRun';

const mfaRequiredError: ApiError = classifyGraphQLError({
  message: 'Confirm it is you with the multi-factor check before seeing your account.',
  extensions: { code: 'MFA_REQUIRED' },
});

async function fail(at: Partial<Loc>, state: StateOverrides) {
  const ctx = fakeContext({ location: at });
  const { storeState } = await expectSaga(redirectOnFailure, { payload: mfaRequiredError })
    .withReducer(plainRootReducer, stateWith(state))
    .provide([contextProviders(ctx)])
    .run();
  return { ctx, state: storeState as RootState };
}

describe('MFA_REQUIRED from the server', () => {
  it('is classified as its own kind, not a session-ending refusal', () => {
    expect(mfaRequiredError).toMatchObject({ kind: 'mfa', code: 'MFA_REQUIRED' });
  });

  it('sends a signed-in customer to the check, remembering the page (the session is kept)', async () => {
    const { ctx, state } = await fail({ pathname: '/account/personal', search: '?tab=2' }, { auth: signedInAuth() });
    expect(state.mfa).toMatchObject({ status: 'starting', returnTo: '/account/personal?tab=2', passed: false });
    expect(state.auth.isAuthenticated).toBe(true);
    expect(ctx.storage.length).toBeGreaterThan(0);
    // The MFA saga (requireMfa) shows the page and starts the check; this saga does not navigate too.
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('asks once: a second refused call while the check is under way changes nothing', async () => {
    const underWay = { ...initialMfaState, status: 'challenged' as const, mfaId: 'mfa-1', returnTo: '/account' };
    const { state } = await fail({ pathname: '/mfa/otp-email' }, { auth: signedInAuth(), mfa: underWay });
    expect(state.mfa).toEqual(underWay);
  });

  it('is a fault for staff (a CSR is never asked for a customer check): the error page', async () => {
    const { ctx, state } = await fail({ pathname: '/account' }, { auth: { ...signedInAuth(), isAdmin: true } });
    expect(state.mfa.status).toBe('idle');
    expect(ctx.nav.navigations.map((n) => n.to)).toEqual(['/account/error']);
  });
});

describe('the check asked for on the way somewhere', () => {
  const asked = (returnTo: string): StateOverrides => ({
    auth: signedInAuth(),
    mfa: { ...initialMfaState, status: 'starting', returnTo },
  });

  it('shows the multi-factor page, starts the check, and a device that needs no code goes straight back', async () => {
    const run = await runSaga(
      requireMfa,
      mfaRequired({ returnTo: '/account/payment' }),
      { startMfa: { mfaId: 'm-1', decision: 'BYPASS', maskedEmail: null, maskedPhone: null } },
      { state: asked('/account/payment') },
    );
    expect(run.calls.map((c) => c.name)).toEqual(['startMfa']);
    expect(run.nav.map((n) => n.to)).toEqual(['/authentication/mfa', '/account/payment']);
    expect(run.state.mfa.passed).toBe(true);
  });

  it('a code decision goes to its code page; the right code then goes back where the customer was', async () => {
    const started = await runSaga(
      requireMfa,
      mfaRequired({ returnTo: '/loan/conversion' }),
      { startMfa: { mfaId: 'm-2', decision: 'OTP_EMAIL', maskedEmail: 'o***@x.com', maskedPhone: null } },
      { state: asked('/loan/conversion') },
    );
    expect(started.nav.map((n) => n.to)).toEqual(['/authentication/mfa', '/mfa/otp-email']);
    expect(started.state.mfa).toMatchObject({ status: 'challenged', returnTo: '/loan/conversion' });

    const passed = await runSaga(
      codeWasRight,
      codeVerified({ purpose: 'mfa', channel: 'email' }),
      {},
      {
        state: {
          auth: signedInAuth(),
          mfa: started.state.mfa,
          verification: { ...initialVerificationState, purpose: 'mfa', owner: { mfaId: 'm-2' } },
        },
      },
    );
    expect(passed.state.mfa.passed).toBe(true);
    expect(passed.nav).toEqual([{ to: '/loan/conversion', options: { replace: true } }]);
  });
});
