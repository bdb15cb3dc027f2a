// The code-verification saga opening and sending codes with the real reducer: the e-mailed code sent when the check or
// the step began, "Send Code" for a texted one, and resends after the wait (CodeEntryForm enforces the wait; each
// send starts it again). Failures report codeVerificationFailed and never navigate.
import { describe, expect, it } from 'vitest';
import { openEmailCode, requestCode, RESEND_REFUSED } from '../../../sagas/verification/verification';
import { codeRequested, codeVerificationFailed, verificationStarted } from '../../../store/verification';
import { reported, runSaga } from './sagaRun';
import { expectNoOutcome, sent, SENT_BEFORE, serverFailure, underWay } from './verificationFixtures';

describe('opening an e-mailed code (sent when the check or the step began)', () => {
  it.each([
    ['mfa', { mfaId: 'mfa-9' }],
    ['enrollment', { enrollmentId: 'enr-9' }],
  ] as const)('%s: looks up the code session by its owner; the code entry shows', async (purpose, owner) => {
    const run = await runSaga(openEmailCode, verificationStarted({ purpose, owner, channels: ['email'] }), {
      searchEmailVerification: { emailVerificationId: 'ev-9', sessionId: 'cs-9' },
    });
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
    expect(run.state.verification).toMatchObject({
      purpose: 'mfa',
      email: { status: 'idle' },
      phone: { status: 'idle' },
    });
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

describe('sending and resending a code', () => {
  const phoneIdle = underWay('enrollment', { email: { ...sent(), status: 'idle' } });

  it('"Send Code": the first texted code goes to the owner; the entry shows without the "resent" notice', async () => {
    const run = await runSaga(
      requestCode,
      codeRequested({ channel: 'phone' }),
      {
        sendOtp: { success: true, sentTo: '(***) ***-0901' },
      },
      { state: phoneIdle },
    );
    expect(run.calls).toEqual([{ name: 'sendOtp', arg: { request: { enrollmentId: 'enr-1' } } }]);
    expect(run.state.verification.phone).toMatchObject({ status: 'sent', resent: false, message: '' });
    expect(run.state.verification.phone.sentAt).toBeGreaterThan(0);
    expect(run.nav).toEqual([]);
  });

  it('a texted resend after the wait: a new code, said so, and the wait starts again', async () => {
    const run = await runSaga(
      requestCode,
      codeRequested({ channel: 'phone' }),
      {
        sendOtp: { success: true, sentTo: '(***) ***-1101' },
      },
      { state: underWay('mfa', { phone: sent({ status: 'rejected' }) }) },
    );
    expect(run.calls).toEqual([{ name: 'sendOtp', arg: { request: { mfaId: 'mfa-1' } } }]);
    expect(run.state.verification.phone).toMatchObject({ status: 'sent', resent: true });
    expect(run.state.verification.phone.sentAt).toBeGreaterThan(SENT_BEFORE);
  });

  it('an e-mailed resend after the wait: the new code session replaces the old one', async () => {
    const run = await runSaga(
      requestCode,
      codeRequested({ channel: 'email' }),
      {
        emailResendCode: { success: true, sessionId: 'cs-2' },
      },
      { state: underWay('mfa') },
    );
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
    const run = await runSaga(
      requestCode,
      codeRequested({ channel: 'phone' }),
      { sendOtp: serverFailure() },
      {
        state: phoneIdle,
      },
    );
    expect(reported(run, codeVerificationFailed)).toEqual([{ purpose: 'enrollment', channel: 'phone' }]);
    expect(run.state.verification).toMatchObject({ failed: true, phone: { status: 'idle' } });
    expect(run.nav).toEqual([]);
  });
});
