// The one code-verification saga (sagas/verification) with the real reducer, for every use: opening an e-mailed
// code, each answer to an e-mailed (PENDING / APPROVED / anything else) and texted code (OTP_INVALID / OTP_EXPIRED /
// OTP_EXCEEDED / OTP_VALID), remembering the device, failed requests, and sending or resending a code. It never
// navigates: it reports an outcome with its purpose and the feature that asked reacts (mfa.test, enrollmentSteps.test).
import { describe, expect, it } from 'vitest';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  CODE_EXPIRED,
  checkCode,
  openEmailCode,
  requestCode,
  RESEND_REFUSED,
} from '../../../sagas/verification/verification';
import {
  codeDenied,
  codeRequested,
  codeSubmitted,
  codeVerificationFailed,
  codeVerified,
  initialVerificationState,
  verificationStarted,
  type CodeChannel,
  type CodeState,
  type VerificationPurpose,
  type VerificationState,
} from '../../../store/verification';
import type { StateOverrides } from './harness';
import { reported, runSaga, type SagaRun } from './sagaRun';

const serverFailure = () => new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' });
const gatewayFailure = () => new EndpointError({ kind: 'gateway', message: 'Bad Gateway', code: '502' });

/** A code sent 31 s ago: past the resend wait the code entry enforces (CodeEntryForm's RESEND_WAIT_MS). */
const SENT_BEFORE = Date.now() - 31_000;
const sent = (over: Partial<CodeState> = {}): CodeState => ({
  status: 'sent',
  sentAt: SENT_BEFORE,
  resent: false,
  message: '',
  ...over,
});

/** A verification under way for `purpose`, its e-mailed code session known. */
function underWay(
  purpose: VerificationPurpose,
  codes: Partial<Pick<VerificationState, 'email' | 'phone'>> = {},
): StateOverrides {
  return {
    verification: {
      ...initialVerificationState,
      purpose,
      owner: purpose === 'mfa' ? { mfaId: 'mfa-1' } : { enrollmentId: 'enr-1' },
      emailVerificationId: 'ev-1',
      codeSessionId: 'cs-1',
      email: sent(),
      ...codes,
    },
  };
}

const submit = (channel: CodeChannel, rememberDevice = false, code = '123456') =>
  codeSubmitted({ channel, code, rememberDevice });

/** No outcome reported and the customer left where they are. */
function expectNoOutcome(run: SagaRun) {
  expect(reported(run, codeVerified)).toEqual([]);
  expect(reported(run, codeDenied)).toEqual([]);
  expect(reported(run, codeVerificationFailed)).toEqual([]);
  expect(run.nav).toEqual([]);
}

describe('opening an e-mailed code (sent when the check or the step began)', () => {
  it.each([
    ['mfa', { mfaId: 'mfa-9' }],
    ['enrollment', { enrollmentId: 'enr-9' }],
  ] as const)('%s: looks up the code session by its owner; the code entry shows', async (purpose, owner) => {
    const run = await runSaga(
      openEmailCode,
      verificationStarted({ purpose, owner, channels: ['email'] }),
      { searchEmailVerification: { emailVerificationId: 'ev-9', sessionId: 'cs-9' } },
    );
    expect(run.calls).toEqual([{ name: 'searchEmailVerification', arg: owner }]);
    expect(run.state.verification).toMatchObject({
      purpose,
      owner,
      emailVerificationId: 'ev-9',
      codeSessionId: 'cs-9',
      email: { status: 'sent', resent: false, message: '' },
      phone: { status: 'idle' },
    });
    expect(run.state.verification.email.sentAt).toBeGreaterThan(0);
    expect(run.nav).toEqual([]);
  });

  it('a texted code alone: nothing to look up, "Send Code" first', async () => {
    const run = await runSaga(
      openEmailCode,
      verificationStarted({ purpose: 'mfa', owner: { mfaId: 'mfa-9' }, channels: ['phone'] }),
    );
    expect(run.calls).toEqual([]);
    expect(run.state.verification).toMatchObject({ purpose: 'mfa', email: { status: 'idle' }, phone: { status: 'idle' } });
  });

  it('a failed look-up reports codeVerificationFailed and leaves the page to the redirect saga', async () => {
    const run = await runSaga(
      openEmailCode,
      verificationStarted({ purpose: 'enrollment', owner: { enrollmentId: 'enr-9' }, channels: ['email'] }),
      { searchEmailVerification: serverFailure() },
    );
    expect(reported(run, codeVerificationFailed)).toEqual([{ purpose: 'enrollment', channel: 'email' }]);
    expect(run.state.verification.failed).toBe(true);
    expect(run.nav).toEqual([]);
  });
});

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
    expect(reported(run, codeVerified)).toEqual([{ purpose, channel: 'email', rememberDevice: false }]);
    expect(run.state.verification.email.status).toBe('verified');
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
    expect(run.ctx.tracked).toContainEqual({ event: 'code-verified', details: { purpose, channel: 'email' } });
    expect(run.nav).toEqual([]);
  });

  it('APPROVED with "remember this device": the device is remembered, and codeVerified says so', async () => {
    const run = await runSaga(
      checkCode,
      submit('email', true),
      { validateEmailVerificationCode: { success: true, status: 'APPROVED' }, rememberDevice: { success: true } },
      { state: underWay('mfa') },
    );
    expect(run.calls).toContainEqual({
      name: 'rememberDevice',
      arg: { mfaId: 'mfa-1', blackBox: 'fake-device-fingerprint' },
    });
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'email', rememberDevice: true }]);
  });

  it('remembering is best effort: a failure still reports the right code, not remembered', async () => {
    const run = await runSaga(
      checkCode,
      submit('email', true),
      { validateEmailVerificationCode: { success: true, status: 'APPROVED' }, rememberDevice: serverFailure() },
      { state: underWay('mfa') },
    );
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'email', rememberDevice: false }]);
    expect(reported(run, codeVerificationFailed)).toEqual([]);
  });

  it('only a multi-factor check remembers a device (an enrollment has no device to remember)', async () => {
    const run = await runSaga(
      checkCode,
      submit('email', true),
      { validateEmailVerificationCode: { success: true, status: 'APPROVED' } },
      { state: underWay('enrollment') },
    );
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'enrollment', channel: 'email', rememberDevice: false }]);
  });

  it.each(['DENIED', 'SOMETHING_NEW'])('%s: codeDenied with its purpose, nothing remembered', async (status) => {
    const run = await runSaga(
      checkCode,
      submit('email', true),
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
      submit('phone', false, '654321'),
      { otpSearch: { result: 'OTP_INVALID' } },
      { state: phoneSent(purpose) },
    );
    expect(run.calls).toEqual([{ name: 'otpSearch', arg: { request: { ...owner, code: '654321' } } }]);
  });

  it('OTP_INVALID (wrong): the form clears and explains, the customer stays', async () => {
    const run = await runSaga(checkCode, submit('phone'), { otpSearch: { result: 'OTP_INVALID' } }, {
      state: phoneSent('mfa'),
    });
    expect(run.state.verification.phone.status).toBe('rejected');
    expectNoOutcome(run);
  });

  it('OTP_EXPIRED: asks for a new code, the code entry stays', async () => {
    const run = await runSaga(checkCode, submit('phone'), { otpSearch: { result: 'OTP_EXPIRED' } }, {
      state: phoneSent('enrollment'),
    });
    expect(run.state.verification.phone).toMatchObject({ status: 'sent', message: CODE_EXPIRED });
    expectNoOutcome(run);
  });

  it('OTP_EXCEEDED: codeDenied with its purpose', async () => {
    const run = await runSaga(checkCode, submit('phone'), { otpSearch: { result: 'OTP_EXCEEDED' } }, {
      state: phoneSent('enrollment'),
    });
    expect(reported(run, codeDenied)).toEqual([{ purpose: 'enrollment', channel: 'phone' }]);
    expect(run.state.verification.phone.status).toBe('denied');
    expect(run.nav).toEqual([]);
  });

  it('OTP_VALID: codeVerified, the device remembered when asked', async () => {
    const run = await runSaga(
      checkCode,
      submit('phone', true),
      { otpSearch: { result: 'OTP_VALID' }, rememberDevice: { success: true } },
      { state: phoneSent('mfa') },
    );
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'phone', rememberDevice: true }]);
    expect(run.calls.map((c) => c.name)).toEqual(['otpSearch', 'rememberDevice']);
    expect(run.state.verification.phone.status).toBe('verified');
    expect(run.nav).toEqual([]);
  });

  it('a failed check: codeVerificationFailed, no navigation', async () => {
    const run = await runSaga(checkCode, submit('phone'), { otpSearch: serverFailure() }, { state: phoneSent('mfa') });
    expect(reported(run, codeVerificationFailed)).toEqual([{ purpose: 'mfa', channel: 'phone' }]);
    expect(run.nav).toEqual([]);
  });
});

describe('sending and resending a code', () => {
  const phoneIdle = underWay('enrollment', { email: { ...sent(), status: 'idle' } });

  it('"Send Code": the first texted code goes to the owner; the entry shows without the "resent" notice', async () => {
    const run = await runSaga(requestCode, codeRequested({ channel: 'phone' }), {
      sendOtp: { success: true, sentTo: '(***) ***-0901' },
    }, { state: phoneIdle });
    expect(run.calls).toEqual([{ name: 'sendOtp', arg: { request: { enrollmentId: 'enr-1' } } }]);
    expect(run.state.verification.phone).toMatchObject({ status: 'sent', resent: false, message: '' });
    expect(run.state.verification.phone.sentAt).toBeGreaterThan(0);
    expect(run.nav).toEqual([]);
  });

  it('a texted resend after the wait: a new code, said so, and the wait starts again', async () => {
    const run = await runSaga(requestCode, codeRequested({ channel: 'phone' }), {
      sendOtp: { success: true, sentTo: '(***) ***-1101' },
    }, { state: underWay('mfa', { phone: sent({ status: 'rejected' }) }) });
    expect(run.calls).toEqual([{ name: 'sendOtp', arg: { request: { mfaId: 'mfa-1' } } }]);
    expect(run.state.verification.phone).toMatchObject({ status: 'sent', resent: true });
    expect(run.state.verification.phone.sentAt).toBeGreaterThan(SENT_BEFORE);
  });

  it('an e-mailed resend after the wait: the new code session replaces the old one', async () => {
    const run = await runSaga(requestCode, codeRequested({ channel: 'email' }), {
      emailResendCode: { success: true, sessionId: 'cs-2' },
    }, { state: underWay('mfa') });
    expect(run.calls).toEqual([{ name: 'emailResendCode', arg: { mfaId: 'mfa-1' } }]);
    expect(run.state.verification).toMatchObject({
      emailVerificationId: 'ev-1',
      codeSessionId: 'cs-2',
      email: { status: 'sent', resent: true, message: '' },
    });
    expect(run.state.verification.email.sentAt).toBeGreaterThan(SENT_BEFORE);
  });

  it.each([
    ['email', { emailResendCode: { success: false, sessionId: '' } }],
    ['phone', { sendOtp: { success: false, sentTo: null } }],
  ] as const)('a refused %s resend explains and keeps the code entry and session', async (channel, answers) => {
    const run = await runSaga(requestCode, codeRequested({ channel }), answers, {
      state: underWay('mfa', { phone: sent() }),
    });
    expect(run.state.verification[channel]).toMatchObject({ status: 'sent', message: RESEND_REFUSED });
    expect(run.state.verification.codeSessionId).toBe('cs-1');
    expectNoOutcome(run);
  });

  it('a failed send: codeVerificationFailed, "Send Code" again, no navigation', async () => {
    const run = await runSaga(requestCode, codeRequested({ channel: 'phone' }), { sendOtp: serverFailure() }, {
      state: phoneIdle,
    });
    expect(reported(run, codeVerificationFailed)).toEqual([{ purpose: 'enrollment', channel: 'phone' }]);
    expect(run.state.verification).toMatchObject({ failed: true, phone: { status: 'idle' } });
    expect(run.nav).toEqual([]);
  });
});
