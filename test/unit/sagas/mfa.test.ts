// The multi-factor saga with the real reducer: how each server decision routes and which codes it starts, how the
// check reacts to the code outcomes sagas/verification reports (verification.test.ts runs the codes themselves),
// and the answer on the /mfa/remember-device page. Failures are the redirect saga's: the check only marks its state.
import { describe, expect, it } from 'vitest';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  answerRememberDevice,
  askForFallback,
  codeCheckFailed,
  codeWasDenied,
  codeWasRight,
  startMfa,
} from '../../../sagas/mfa/mfa';
import { sessionLost } from '../../../store/events';
import {
  authenticatorFallbackRequested,
  initialMfaState,
  mfaDenied,
  mfaStarted,
  type MfaState,
} from '../../../store/mfa';
import {
  codeDenied,
  codeVerificationFailed,
  codeVerified,
  initialVerificationState,
  rememberDeviceAnswered,
  verificationStarted,
  type CodeChannel,
} from '../../../store/verification';
import { signedInAuth, type StateOverrides } from './harness';
import { fakeContext } from './fakes';
import { reported, runSaga } from './sagaRun';

const challenge = (decision: string, over: Partial<Record<string, string | null>> = {}) => ({
  startMfa: { mfaId: 'mfa-9', decision, maskedEmail: 'o***g@example.com', maskedPhone: '(***) ***-1101', ...over },
});

/** Signed in, the check started by sign-in (mfaStarted went through the reducer). */
const starting: StateOverrides = { auth: signedInAuth(), mfa: { ...initialMfaState, status: 'starting' } };

/** A check under way for `decision`, its codes with sagas/verification. */
function challenged(decision: string, over: Partial<MfaState> = {}): StateOverrides {
  return {
    auth: signedInAuth(),
    mfa: { ...initialMfaState, status: 'challenged', mfaId: 'mfa-1', decision, ...over },
    verification: { ...initialVerificationState, purpose: 'mfa', owner: { mfaId: 'mfa-1' } },
  };
}

const right = (channel: CodeChannel) => codeVerified({ purpose: 'mfa', channel });

describe("startMfa: the server's decision", () => {
  it.each([
    ['OTP_EMAIL', ['email'], '/mfa/otp-email'],
    ['OTP_PHONE', ['phone'], '/mfa/otp-phone'],
    ['OTP_PHONE_EMAIL', ['phone', 'email'], '/mfa/otp-phone-email'],
    ['OTP_TOTP', ['app'], '/mfa/otp-app'],
  ])(
    '%s: challenged, its codes started for this check (the last one asks to remember), then its code page',
    async (decision, channels, page) => {
      const run = await runSaga(startMfa, mfaStarted(), challenge(decision), { state: starting });
      expect(run.calls).toEqual([{ name: 'startMfa', arg: { blackBox: 'fake-device-fingerprint' } }]);
      expect(run.state.mfa).toEqual({
        status: 'challenged',
        mfaId: 'mfa-9',
        decision,
        maskedEmail: 'o***g@example.com',
        maskedPhone: '(***) ***-1101',
        passed: false,
        applicationPassed: false,
        returnTo: '',
        fallback: { status: 'none', opensAt: '' },
      });
      expect(reported(run, verificationStarted)).toEqual([
        { purpose: 'mfa', owner: { mfaId: 'mfa-9' }, channels, rememberAfter: channels.at(-1) },
      ]);
      expect(run.state.verification).toMatchObject({ purpose: 'mfa', owner: { mfaId: 'mfa-9' } });
      expect(run.nav).toEqual([{ to: page, options: { replace: true } }]);
    },
  );

  it('masks the server leaves out are empty, not null', async () => {
    const run = await runSaga(startMfa, mfaStarted(), challenge('OTP_PHONE', { maskedEmail: null }), {
      state: starting,
    });
    expect(run.state.mfa).toMatchObject({ maskedEmail: '', maskedPhone: '(***) ***-1101' });
  });

  it.each(['BYPASS', 'ALLOW'])('%s: passed at once and on to the account, no code', async (decision) => {
    const run = await runSaga(startMfa, mfaStarted(), challenge(decision), { state: starting });
    expect(run.state.mfa).toMatchObject({ status: 'approved', passed: true });
    expect(reported(run, verificationStarted)).toEqual([]);
    expect(run.nav).toEqual([{ to: '/account', options: { replace: true } }]);
  });

  it('DENY: the session ends cleanly (identity provider, storage, every slice), then the login MFA failure page', async () => {
    const run = await runSaga(startMfa, mfaStarted(), challenge('DENY'), { state: starting });
    expect(reported(run, mfaDenied)).toHaveLength(1);
    expect(reported(run, verificationStarted)).toEqual([]);
    expect(run.ctx.identity.signOuts).toBe(1);
    expect(run.ctx.storage.length).toBe(0);
    expect(reported(run, sessionLost)).toEqual([{ timedOut: false }]);
    expect(run.state.auth.isAuthenticated).toBe(false);
    expect(run.state.mfa).toEqual(initialMfaState);
    expect(run.nav).toEqual([{ to: '/authentication/mfa/fail', options: { replace: true } }]);
  });

  it.each([
    ['server', 'INTERNAL_SERVER_ERROR'],
    ['gateway', '502'],
  ] as const)('a %s failure marks the check failed and leaves the page to the redirect saga', async (kind, code) => {
    const run = await runSaga(
      startMfa,
      mfaStarted(),
      { startMfa: new EndpointError({ kind, message: 'x', code }) },
      { state: starting },
    );
    expect(run.state.mfa).toMatchObject({ status: 'error', passed: false });
    expect(reported(run, verificationStarted)).toEqual([]);
    expect(run.nav).toEqual([]);
  });
});

describe('a right code', () => {
  it.each([
    ['OTP_EMAIL', 'email'],
    ['OTP_PHONE', 'phone'],
    ['OTP_TOTP', 'app'],
    ['OTP_TOTP', 'email'],
  ] as const)(
    '%s (%s): passed, tracked, and straight on to the account (no second question)',
    async (decision, channel) => {
      const run = await runSaga(codeWasRight, right(channel), {}, { state: challenged(decision) });
      expect(run.state.mfa).toMatchObject({ status: 'approved', passed: true });
      expect(run.ctx.tracked.map((t) => t.event)).toContain('mfa-success');
      expect(run.nav).toEqual([{ to: '/account', options: { replace: true } }]);
    },
  );

  it('OTP_PHONE_EMAIL: the right texted code alone does not pass; the e-mailed one comes next', async () => {
    const run = await runSaga(codeWasRight, right('phone'), {}, { state: challenged('OTP_PHONE_EMAIL') });
    expect(run.state.mfa).toMatchObject({ status: 'challenged', passed: false });
    expect(run.ctx.tracked.map((t) => t.event)).not.toContain('mfa-success');
    expect(run.nav).toEqual([]);
  });

  it('OTP_PHONE_EMAIL: then the right e-mailed code passes and goes on to the account', async () => {
    const run = await runSaga(codeWasRight, right('email'), {}, { state: challenged('OTP_PHONE_EMAIL') });
    expect(run.state.mfa).toMatchObject({ status: 'approved', passed: true });
    expect(run.nav).toEqual([{ to: '/account', options: { replace: true } }]);
  });

  it("an enrollment's code is not this check's", async () => {
    const run = await runSaga(
      codeWasRight,
      codeVerified({ purpose: 'enrollment', channel: 'email' }),
      {},
      { state: challenged('OTP_EMAIL') },
    );
    expect(run.state.mfa).toMatchObject({ status: 'challenged', passed: false });
    expect(run.nav).toEqual([]);
  });
});

describe('a denied code and a failed check', () => {
  it.each(['email', 'phone'] as const)(
    'a denied %s code (five wrong ones): the session ends cleanly, then the verification-failed page',
    async (channel) => {
      const run = await runSaga(
        codeWasDenied,
        codeDenied({ purpose: 'mfa', channel }),
        {},
        {
          state: challenged('OTP_PHONE_EMAIL'),
        },
      );
      expect(reported(run, mfaDenied)).toHaveLength(1);
      // Signed out through the identity library and forgotten here: "Back to log in" finds the login form.
      expect(run.ctx.identity.signOuts).toBe(1);
      expect(run.ctx.storage.length).toBe(0);
      expect(reported(run, sessionLost)).toEqual([{ timedOut: false }]);
      expect(run.state.auth.isAuthenticated).toBe(false);
      expect(run.state.session.endedByTimeout).toBe(false);
      expect(run.state.mfa.passed).toBe(false);
      expect(run.nav).toEqual([{ to: '/mfa/verification-failed', options: { replace: true } }]);
    },
  );

  it('a denied code when the identity provider cannot be reached: the browser forgets the session all the same', async () => {
    const ctx = fakeContext();
    ctx.identity.signOut = () => Promise.reject(new Error('offline'));
    const run = await runSaga(
      codeWasDenied,
      codeDenied({ purpose: 'mfa', channel: 'email' }),
      {},
      { ctx, state: challenged('OTP_EMAIL') },
    );
    expect(run.ctx.storage.length).toBe(0);
    expect(run.state.auth.isAuthenticated).toBe(false);
    expect(run.nav).toEqual([{ to: '/mfa/verification-failed', options: { replace: true } }]);
  });

  it('a failed code request: the check is marked failed, the page left to the redirect saga', async () => {
    const run = await runSaga(
      codeCheckFailed,
      codeVerificationFailed({ purpose: 'mfa', channel: 'email' }),
      {},
      {
        state: challenged('OTP_EMAIL'),
      },
    );
    expect(run.state.mfa).toMatchObject({ status: 'error', passed: false });
    expect(run.nav).toEqual([]);
  });

  it("an enrollment's denied or failed code changes nothing here", async () => {
    const denied = await runSaga(
      codeWasDenied,
      codeDenied({ purpose: 'enrollment', channel: 'phone' }),
      {},
      {
        state: challenged('OTP_PHONE'),
      },
    );
    const failed = await runSaga(
      codeCheckFailed,
      codeVerificationFailed({ purpose: 'enrollment', channel: 'email' }),
      {},
      { state: challenged('OTP_EMAIL') },
    );
    for (const run of [denied, failed]) {
      expect(run.state.mfa.status).toBe('challenged');
      expect(run.nav).toEqual([]);
    }
  });
});

describe('the /mfa/remember-device page', () => {
  const passed = challenged('OTP_EMAIL', { status: 'approved', passed: true });

  it('yes remembers this device for this check, then straight on to the account', async () => {
    const run = await runSaga(
      answerRememberDevice,
      rememberDeviceAnswered({ remember: true }),
      {
        rememberDevice: { success: true },
      },
      { state: passed },
    );
    expect(run.calls).toEqual([
      { name: 'rememberDevice', arg: { mfaId: 'mfa-1', blackBox: 'fake-device-fingerprint' } },
    ]);
    expect(run.nav).toEqual([{ to: '/account', options: { replace: true } }]);
  });

  it('yes, but remembering fails: the check has passed all the same (one more code next time)', async () => {
    const run = await runSaga(
      answerRememberDevice,
      rememberDeviceAnswered({ remember: true }),
      {
        rememberDevice: new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' }),
      },
      { state: passed },
    );
    expect(run.state.mfa.passed).toBe(true);
    expect(run.nav).toEqual([{ to: '/account', options: { replace: true } }]);
  });

  it('no remembers nothing, then straight on to the account', async () => {
    const run = await runSaga(
      answerRememberDevice,
      rememberDeviceAnswered({ remember: false }),
      {},
      {
        state: passed,
      },
    );
    expect(run.calls).toEqual([]);
    expect(run.nav).toEqual([{ to: '/account', options: { replace: true } }]);
  });

  it("an answer to the question the code page asked is the code flow's, not this page's", async () => {
    const asked = challenged('OTP_EMAIL');
    const run = await runSaga(
      answerRememberDevice,
      rememberDeviceAnswered({ remember: true }),
      {},
      {
        state: { ...asked, verification: { ...initialVerificationState, purpose: 'mfa', deviceQuestion: 'open' } },
      },
    );
    expect(run.calls).toEqual([]);
    expect(run.nav).toEqual([]);
  });
});

describe("I can't use my authenticator app", () => {
  const asked = (codeSent: boolean) => ({
    requestAuthenticatorFallback: { opensAt: '2026-12-04T17:00:00.000Z', codeSent, maskedEmail: 'o***@e***' },
  });

  it('waits, with the time the e-mailed code can be had, and starts no code', async () => {
    const run = await runSaga(askForFallback, authenticatorFallbackRequested(), asked(false), {
      state: challenged('OTP_TOTP'),
    });
    expect(run.calls).toEqual([{ name: 'requestAuthenticatorFallback', arg: { mfaId: 'mfa-1' } }]);
    expect(run.state.mfa.fallback).toEqual({ status: 'waiting', opensAt: '2026-12-04T17:00:00.000Z' });
    expect(reported(run, verificationStarted)).toEqual([]);
  });

  it("once the wait is over, the e-mailed code takes the app code's place (the remember question after it)", async () => {
    const run = await runSaga(askForFallback, authenticatorFallbackRequested(), asked(true), {
      state: challenged('OTP_TOTP'),
    });
    expect(run.state.mfa).toMatchObject({ fallback: { status: 'open' }, maskedEmail: 'o***@e***' });
    expect(reported(run, verificationStarted)).toEqual([
      { purpose: 'mfa', owner: { mfaId: 'mfa-1' }, channels: ['email'], rememberAfter: 'email' },
    ]);
  });

  it('a failed request leaves the button to try again', async () => {
    const run = await runSaga(
      askForFallback,
      authenticatorFallbackRequested(),
      { requestAuthenticatorFallback: new EndpointError({ kind: 'server', message: 'boom', code: 'X' }) },
      { state: challenged('OTP_TOTP') },
    );
    expect(run.state.mfa.fallback.status).toBe('none');
  });
});
