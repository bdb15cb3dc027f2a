// The MFA sagas with the real reducer: how each server decision routes, what a code submission does in each
// verification status, resend, and the remember-device answer.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { mfaApi } from '../../../api/mfa/endpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import { answerRememberDevice, resendCode, startMfa, submitCode } from '../../../sagas/mfa/mfa';
import { plainRootReducer, type RootState } from '../../../store';
import { mfaCodeSubmitted, rememberDeviceAnswered } from '../../../store/auth';
import { initialMfaState } from '../../../store/mfa';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { signedInAuth, stateWith } from './harness';

type Answers = Partial<Record<keyof typeof mfaApi.endpoints, unknown>>;

const challenged = {
  ...signedInAuth(),
  mfa: {
    ...initialMfaState,
    mfaId: 'mfa-1',
    decision: 'OTP_EMAIL',
    maskedEmail: 'o***g@example.com',
    emailVerificationId: 'ev-1',
    codeSessionId: 'cs-1',
    status: 'challenged' as const,
    sentAt: 1,
    resent: false,
    passed: false,
  },
};

async function run(
  saga: (...a: never[]) => Generator,
  action: unknown,
  answers: Answers,
  ctx: FakeContext = fakeContext(),
) {
  const calls: EndpointCallOf<keyof typeof mfaApi.endpoints>[] = [];
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(plainRootReducer, stateWith({ auth: challenged }))
    .provide([contextProviders(ctx), answeringEndpoints(mfaApi.endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, ctx };
}

describe('startMfa', () => {
  it('OTP_EMAIL: opens the code session and goes to code entry', async () => {
    const { state, calls, ctx } = await run(startMfa, undefined, {
      startMfa: { mfaId: 'mfa-9', decision: 'OTP_EMAIL', maskedEmail: 'o***g@example.com', maskedPhone: null },
      searchEmailVerification: { emailVerificationId: 'ev-9', sessionId: 'cs-9' },
    });
    expect(calls[0]).toEqual({ name: 'startMfa', arg: { blackBox: 'fake-device-fingerprint' } });
    expect(state.auth.mfa).toMatchObject({
      mfaId: 'mfa-9',
      emailVerificationId: 'ev-9',
      codeSessionId: 'cs-9',
      status: 'challenged',
    });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/otp-email');
  });

  it('BYPASS: passes at once and continues to the account', async () => {
    const { state, ctx } = await run(startMfa, undefined, {
      startMfa: { mfaId: 'mfa-2', decision: 'BYPASS', maskedEmail: null, maskedPhone: null },
    });
    expect(state.auth.mfa.passed).toBe(true);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/account');
  });

  it('DENY: goes to the login MFA failure page, not passed', async () => {
    const { state, ctx } = await run(startMfa, undefined, {
      startMfa: { mfaId: 'mfa-3', decision: 'DENY', maskedEmail: null, maskedPhone: null },
    });
    expect(state.auth.mfa).toMatchObject({ status: 'denied', passed: false });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/authentication/mfa/fail');
  });

  it('a failed request leaves the error state for the page to explain', async () => {
    const { state } = await run(startMfa, undefined, {
      startMfa: new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' }),
    });
    expect(state.auth.mfa.status).toBe('error');
  });
});

describe('submitCode', () => {
  const submit = (rememberDevice = false) => mfaCodeSubmitted({ code: '123456', rememberDevice });

  it('PENDING: the code is rejected and the customer stays to try again', async () => {
    const { state, ctx, calls } = await run(submitCode, submit(), {
      validateEmailVerificationCode: { success: false, status: 'PENDING' },
    });
    expect(calls[0]?.arg).toEqual({
      emailVerificationId: 'ev-1',
      verificationCode: '123456',
      sessionId: 'cs-1',
      mfaId: 'mfa-1',
    });
    expect(state.auth.mfa.status).toBe('rejected');
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('APPROVED without the box ticked: tracked, passed, and the remember-device question', async () => {
    const { state, ctx } = await run(submitCode, submit(), {
      validateEmailVerificationCode: { success: true, status: 'APPROVED' },
    });
    expect(state.auth.mfa.passed).toBe(true);
    expect(ctx.tracked.map((t) => t.event)).toContain('mfa-success');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/remember-device');
  });

  it('APPROVED with "remember this device": remembered, then on to the account', async () => {
    const { calls, ctx } = await run(submitCode, submit(true), {
      validateEmailVerificationCode: { success: true, status: 'APPROVED' },
      rememberDevice: { success: true },
    });
    expect(calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode', 'rememberDevice']);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/account');
  });

  it('DENIED: verification failed page', async () => {
    const { state, ctx } = await run(submitCode, submit(), {
      validateEmailVerificationCode: { success: false, status: 'DENIED' },
    });
    expect(state.auth.mfa).toMatchObject({ status: 'denied', passed: false });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/verification-failed');
  });

  it('a request exception moves to error', async () => {
    const { state, ctx } = await run(submitCode, submit(), {
      validateEmailVerificationCode: new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' }),
    });
    expect(state.auth.mfa.status).toBe('error');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/error');
  });

  it('a gateway failure leaves the page alone: the app reloads in 15 s instead', async () => {
    const { state, ctx } = await run(submitCode, submit(), {
      validateEmailVerificationCode: new EndpointError({ kind: 'gateway', message: 'Bad Gateway', code: '502' }),
    });
    expect(state.auth.mfa.status).toBe('error');
    expect(ctx.nav.navigations).toEqual([]);
  });
});

describe('resend and remember-device', () => {
  it('a resend switches to the new code session and says so', async () => {
    const { state } = await run(resendCode, undefined, { emailResendCode: { success: true, sessionId: 'cs-2' } });
    expect(state.auth.mfa).toMatchObject({ codeSessionId: 'cs-2', resent: true });
  });

  it('yes remembers the device; no does not', async () => {
    const yes = await run(answerRememberDevice, rememberDeviceAnswered({ remember: true }), {
      rememberDevice: { success: true },
    });
    expect(yes.calls).toEqual([
      { name: 'rememberDevice', arg: { mfaId: 'mfa-1', blackBox: 'fake-device-fingerprint' } },
    ]);
    expect(yes.ctx.nav.navigations.at(-1)?.to).toBe('/mfa/remember-device-accept');
    const no = await run(answerRememberDevice, rememberDeviceAnswered({ remember: false }), {});
    expect(no.calls).toEqual([]);
    expect(no.ctx.nav.navigations.at(-1)?.to).toBe('/mfa/remember-device-decline');
  });
});
