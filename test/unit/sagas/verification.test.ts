// The one code-verification saga (sagas/verification) checking codes with the real reducer, for every use: each
// answer to an e-mailed (PENDING / APPROVED / anything else) and texted code (OTP_INVALID / OTP_EXPIRED / OTP_EXCEEDED
// / OTP_VALID), remembering the device, and failed requests. It never navigates: it reports an outcome with its purpose
// and the feature that asked reacts (mfa.test, enrollmentSteps.test). Sending codes: verificationSending.test.ts.
import { describe, expect, it } from 'vitest';
import { EndpointError } from '../../../sagas/callEndpoint';
import { CODE_EXPIRED, checkCode } from '../../../sagas/verification/verification';
import {
  codeDenied,
  codeVerificationFailed,
  codeVerified,
  rememberDeviceAsked,
  type VerificationPurpose,
} from '../../../store/verification';
import { reported, runSaga } from './sagaRun';
import { expectNoOutcome, gatewayFailure, sent, serverFailure, submit, underWay } from './verificationFixtures';

describe('an e-mailed code', () => {
  it('is checked against its owner, verification and current code session', async () => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { validateEmailVerificationCode: { success: false, status: 'PENDING' } },
      { state: underWay('mfa') },
    );
    expect(run.calls).toEqual([
      {
        name: 'validateEmailVerificationCode',
        arg: { mfaId: 'mfa-1', emailVerificationId: 'ev-1', sessionId: 'cs-1', verificationCode: '123456' },
      },
    ]);
  });

  it('PENDING (wrong): the form clears and explains, the customer stays', async () => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { validateEmailVerificationCode: { success: false, status: 'PENDING' } },
      { state: underWay('mfa') },
    );
    expect(run.state.verification.email.status).toBe('rejected');
    expect(run.state.verification.failed).toBe(false);
    expectNoOutcome(run);
  });

  it.each(['mfa', 'enrollment'] as const)('APPROVED (%s): codeVerified with its purpose, tracked', async (purpose) => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { validateEmailVerificationCode: { success: true, status: 'APPROVED' } },
      { state: underWay(purpose) },
    );
    expect(reported(run, codeVerified)).toEqual([{ purpose, channel: 'email' }]);
    expect(reported(run, rememberDeviceAsked)).toEqual([]);
    expect(run.state.verification.email.status).toBe('verified');
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
    expect(run.ctx.tracked).toContainEqual({ event: 'code-verified', details: { purpose, channel: 'email' } });
    expect(run.nav).toEqual([]);
  });

  it.each(['DENIED', 'SOMETHING_NEW'])('%s: codeDenied with its purpose, nothing remembered', async (status) => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { validateEmailVerificationCode: { success: false, status } },
      { state: underWay('mfa') },
    );
    expect(reported(run, codeDenied)).toEqual([{ purpose: 'mfa', channel: 'email' }]);
    expect(reported(run, codeVerified)).toEqual([]);
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
    expect(run.state.verification.email.status).toBe('denied');
    expect(run.nav).toEqual([]);
  });

  it.each([
    ['a server error', serverFailure],
    ['a gateway failure', gatewayFailure],
  ])('%s: codeVerificationFailed, the code entry back, and no navigation (redirects.ts owns it)', async (_c, fail) => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { validateEmailVerificationCode: fail() },
      { state: underWay('mfa') },
    );
    expect(reported(run, codeVerificationFailed)).toEqual([{ purpose: 'mfa', channel: 'email' }]);
    expect(reported(run, codeDenied)).toEqual([]);
    expect(run.state.verification).toMatchObject({ failed: true, email: { status: 'sent' } });
    expect(run.nav).toEqual([]);
  });

  it("a refused field is the code step's to explain, in the server's words", async () => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      {
        validateEmailVerificationCode: new EndpointError({
          kind: 'input',
          message: 'Too many codes.',
          code: 'TOO_MANY_REQUESTS',
        }),
      },
      { state: underWay('enrollment') },
    );
    expect(run.state.verification).toMatchObject({
      failed: false,
      email: { status: 'sent', message: 'Too many codes.' },
    });
    expectNoOutcome(run);
  });

  it('a code with no verification under way is not sent anywhere', async () => {
    const run = await runSaga(checkCode, submit('email'));
    expect(run.calls).toEqual([]);
    expectNoOutcome(run);
  });
});

describe('a texted code', () => {
  const phoneSent = (purpose: VerificationPurpose) =>
    underWay(purpose, { email: { ...sent(), status: 'idle' }, phone: sent() });

  it.each([
    ['mfa', { mfaId: 'mfa-1' }],
    ['enrollment', { enrollmentId: 'enr-1' }],
  ] as const)('%s: is checked against its owner', async (purpose, owner) => {
    const run = await runSaga(
      checkCode,
      submit('phone', '654321'),
      { otpSearch: { result: 'OTP_INVALID' } },
      { state: phoneSent(purpose) },
    );
    expect(run.calls).toEqual([{ name: 'otpSearch', arg: { request: { ...owner, code: '654321' } } }]);
  });

  it('OTP_INVALID (wrong): the form clears and explains, the customer stays', async () => {
    const run = await runSaga(
      checkCode,
      submit('phone'),
      { otpSearch: { result: 'OTP_INVALID' } },
      {
        state: phoneSent('mfa'),
      },
    );
    expect(run.state.verification.phone.status).toBe('rejected');
    expectNoOutcome(run);
  });

  it('OTP_EXPIRED: asks for a new code, the code entry stays', async () => {
    const run = await runSaga(
      checkCode,
      submit('phone'),
      { otpSearch: { result: 'OTP_EXPIRED' } },
      {
        state: phoneSent('enrollment'),
      },
    );
    expect(run.state.verification.phone).toMatchObject({ status: 'sent', message: CODE_EXPIRED });
    expectNoOutcome(run);
  });

  it('OTP_EXCEEDED: codeDenied with its purpose', async () => {
    const run = await runSaga(
      checkCode,
      submit('phone'),
      { otpSearch: { result: 'OTP_EXCEEDED' } },
      {
        state: phoneSent('enrollment'),
      },
    );
    expect(reported(run, codeDenied)).toEqual([{ purpose: 'enrollment', channel: 'phone' }]);
    expect(run.state.verification.phone.status).toBe('denied');
    expect(run.nav).toEqual([]);
  });

  it('OTP_VALID: codeVerified', async () => {
    const run = await runSaga(
      checkCode,
      submit('phone'),
      { otpSearch: { result: 'OTP_VALID' } },
      { state: phoneSent('mfa') },
    );
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'phone' }]);
    expect(run.calls.map((c) => c.name)).toEqual(['otpSearch']);
    expect(run.state.verification.phone.status).toBe('verified');
    expect(run.nav).toEqual([]);
  });

  it('a failed check: codeVerificationFailed, no navigation', async () => {
    const run = await runSaga(checkCode, submit('phone'), { otpSearch: serverFailure() }, { state: phoneSent('mfa') });
    expect(reported(run, codeVerificationFailed)).toEqual([{ purpose: 'mfa', channel: 'phone' }]);
    expect(run.nav).toEqual([]);
  });
});

describe("the authenticator app's code", () => {
  const appReady = () => underWay('mfa', { email: { ...sent(), status: 'idle' }, app: sent() });

  it.each([
    ['OTP_INVALID', 'rejected'],
    ['OTP_VALID', 'verified'],
    ['OTP_EXCEEDED', 'denied'],
  ] as const)('is checked against its check: %s leaves it %s', async (result, status) => {
    const run = await runSaga(
      checkCode,
      submit('app', '246810'),
      { verifyAuthenticatorCode: { result } },
      { state: appReady() },
    );
    expect(run.calls).toEqual([{ name: 'verifyAuthenticatorCode', arg: { mfaId: 'mfa-1', code: '246810' } }]);
    expect(run.state.verification.app.status).toBe(status);
  });
});
