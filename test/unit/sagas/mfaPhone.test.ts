// The multi-factor sagas for texted codes (OTP_PHONE, OTP_PHONE_EMAIL) with the real reducer: starting a phone
// check, "Send Code" and resend, each otpSearch answer, and OTP_PHONE_EMAIL needing the e-mailed code as well.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { mfaApi } from '../../../api/mfa/endpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import { PHONE_CODE_EXPIRED, RESEND_REFUSED } from '../../../sagas/codeMessages';
import { sendPhoneCode, startMfa, submitCode, submitPhoneCode } from '../../../sagas/mfa/mfa';
import { plainRootReducer, type RootState } from '../../../store';
import { mfaCodeSubmitted, mfaPhoneCodeSubmitted } from '../../../store/auth';
import { initialMfaState, type MfaState } from '../../../store/mfa';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { signedInAuth, stateWith } from './harness';

type Answers = Partial<Record<keyof typeof mfaApi.endpoints, unknown>>;

const phoneCheck = (over: Partial<MfaState> = {}): MfaState => ({
  ...initialMfaState,
  mfaId: 'mfa-p',
  decision: 'OTP_PHONE',
  maskedPhone: '(***) ***-1101',
  status: 'challenged',
  phoneCode: 'sent',
  phoneSentAt: 1,
  ...over,
});

async function run(saga: (...a: never[]) => Generator, action: unknown, answers: Answers, mfa = phoneCheck()) {
  const calls: EndpointCallOf<keyof typeof mfaApi.endpoints>[] = [];
  const ctx = fakeContext();
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(plainRootReducer, stateWith({ auth: { ...signedInAuth(), mfa } }))
    .provide([contextProviders(ctx), answeringEndpoints(mfaApi.endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, ctx };
}

const typed = (code = '123456', rememberDevice = false) => mfaPhoneCodeSubmitted({ code, rememberDevice });

describe('starting a phone check', () => {
  it('OTP_PHONE: no e-mail verification to look up; the masked phone, then the phone page', async () => {
    const { state, calls, ctx } = await run(startMfa, undefined, {
      startMfa: { mfaId: 'mfa-9', decision: 'OTP_PHONE', maskedEmail: null, maskedPhone: '(***) ***-1101' },
    });
    expect(calls.map((c) => c.name)).toEqual(['startMfa']);
    expect(state.auth.mfa).toMatchObject({ mfaId: 'mfa-9', maskedPhone: '(***) ***-1101', phoneCode: 'idle' });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/otp-phone');
  });

  it('OTP_PHONE_EMAIL: the e-mailed code session too, then the phone-and-e-mail page', async () => {
    const { state, calls, ctx } = await run(startMfa, undefined, {
      startMfa: {
        mfaId: 'mfa-8',
        decision: 'OTP_PHONE_EMAIL',
        maskedEmail: 'b***h@x.com',
        maskedPhone: '(***) ***-1201',
      },
      searchEmailVerification: { emailVerificationId: 'ev-8', sessionId: 'cs-8' },
    });
    expect(calls.map((c) => c.name)).toEqual(['startMfa', 'searchEmailVerification']);
    expect(state.auth.mfa).toMatchObject({ emailVerificationId: 'ev-8', maskedPhone: '(***) ***-1201' });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/otp-phone-email');
  });
});

describe('Send Code and resend', () => {
  it('the first send shows code entry without the "resent" notice', async () => {
    const { state, calls } = await run(
      sendPhoneCode,
      undefined,
      { mfaSendOtp: { success: true, sentTo: '(***) ***-1101' } },
      phoneCheck({ phoneCode: 'sending' }),
    );
    expect(calls[0]).toEqual({ name: 'mfaSendOtp', arg: { request: { mfaId: 'mfa-p' } } });
    expect(state.auth.mfa).toMatchObject({ phoneCode: 'sent', phoneResent: false });
    expect(state.auth.mfa.phoneSentAt).toBeGreaterThan(1);
  });

  it('a resend says so; a refused resend explains and keeps the code entry', async () => {
    const sent = await run(sendPhoneCode, undefined, { mfaSendOtp: { success: true, sentTo: 'x' } });
    expect(sent.state.auth.mfa).toMatchObject({ phoneCode: 'sent', phoneResent: true });
    const refused = await run(sendPhoneCode, undefined, { mfaSendOtp: { success: false, sentTo: 'x' } });
    expect(refused.state.auth.mfa).toMatchObject({ phoneCode: 'sent', phoneMessage: RESEND_REFUSED });
  });
});

describe('the texted code', () => {
  it('OTP_INVALID: rejected, the customer stays to try again', async () => {
    const { state, calls, ctx } = await run(submitPhoneCode, typed(), { mfaOtpSearch: { result: 'OTP_INVALID' } });
    expect(calls[0]).toEqual({ name: 'mfaOtpSearch', arg: { request: { mfaId: 'mfa-p', code: '123456' } } });
    expect(state.auth.mfa.phoneCode).toBe('rejected');
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('OTP_EXPIRED: asks for a new code', async () => {
    const { state, ctx } = await run(submitPhoneCode, typed(), { mfaOtpSearch: { result: 'OTP_EXPIRED' } });
    expect(state.auth.mfa).toMatchObject({ phoneCode: 'sent', phoneMessage: PHONE_CODE_EXPIRED, passed: false });
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('OTP_EXCEEDED: denied, verification failed page', async () => {
    const { state, ctx } = await run(submitPhoneCode, typed(), { mfaOtpSearch: { result: 'OTP_EXCEEDED' } });
    expect(state.auth.mfa).toMatchObject({ status: 'denied', passed: false });
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/verification-failed');
  });

  it('OTP_VALID for OTP_PHONE: tracked, passed, and the remember-device question', async () => {
    const { state, ctx } = await run(submitPhoneCode, typed(), { mfaOtpSearch: { result: 'OTP_VALID' } });
    expect(state.auth.mfa.passed).toBe(true);
    expect(ctx.tracked.map((t) => t.event)).toContain('mfa-success');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/remember-device');
  });

  it('OTP_VALID with "remember this device" ticked: remembered, then the account', async () => {
    const { calls, ctx } = await run(submitPhoneCode, typed('123456', true), {
      mfaOtpSearch: { result: 'OTP_VALID' },
      rememberDevice: { success: true },
    });
    expect(calls.map((c) => c.name)).toEqual(['mfaOtpSearch', 'rememberDevice']);
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/account');
  });

  it('a request exception moves to error', async () => {
    const { state, ctx } = await run(submitPhoneCode, typed(), {
      mfaOtpSearch: new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' }),
    });
    expect(state.auth.mfa.status).toBe('error');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/error');
  });
});

describe('OTP_PHONE_EMAIL needs both codes', () => {
  const both = phoneCheck({ decision: 'OTP_PHONE_EMAIL', emailVerificationId: 'ev-8', codeSessionId: 'cs-8' });

  it('the right texted code alone does not pass: the e-mailed code comes next', async () => {
    const { state, ctx } = await run(submitPhoneCode, typed(), { mfaOtpSearch: { result: 'OTP_VALID' } }, both);
    expect(state.auth.mfa).toMatchObject({ phoneCode: 'verified', status: 'challenged', passed: false });
    expect(ctx.tracked.map((t) => t.event)).not.toContain('mfa-success');
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('then the right e-mailed code passes and asks about the device', async () => {
    const { state, calls, ctx } = await run(
      submitCode,
      mfaCodeSubmitted({ code: '654321', rememberDevice: false }),
      { validateEmailVerificationCode: { success: true, status: 'APPROVED' } },
      { ...both, phoneCode: 'verified' },
    );
    expect(calls[0]?.arg).toEqual({
      emailVerificationId: 'ev-8',
      verificationCode: '654321',
      sessionId: 'cs-8',
      mfaId: 'mfa-p',
    });
    expect(state.auth.mfa.passed).toBe(true);
    expect(ctx.tracked.map((t) => t.event)).toContain('mfa-success');
    expect(ctx.nav.navigations.at(-1)?.to).toBe('/mfa/remember-device');
  });

  it('a wrong e-mailed code after the texted one is rejected like any other', async () => {
    const { state } = await run(
      submitCode,
      mfaCodeSubmitted({ code: '000000', rememberDevice: false }),
      { validateEmailVerificationCode: { success: false, status: 'PENDING' } },
      { ...both, phoneCode: 'verified' },
    );
    expect(state.auth.mfa).toMatchObject({ status: 'rejected', phoneCode: 'verified', passed: false });
  });
});
