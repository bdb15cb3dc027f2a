// The remember-my-device question (sagas/verification): once the last code of a flow is right, the dialog opens and
// the flow waits for the answer; Yes remembers this device for the owner (the sign-in check, or the account an
// enrollment is about to create), No does not, and either way the right code is then reported. A code that is not
// the last one, and codes of flows that never ask, go straight on.
import { describe, expect, it } from 'vitest';
import { checkCode } from '../../../sagas/verification/verification';
import { sessionLost } from '../../../store/events';
import {
  codeVerificationFailed,
  codeVerified,
  rememberDeviceAnswered,
  rememberDeviceAsked,
} from '../../../store/verification';
import { reported, runSaga } from './sagaRun';
import { sent, serverFailure, submit, underWay } from './verificationFixtures';

const APPROVED = { validateEmailVerificationCode: { success: true, status: 'APPROVED' } };
const yes = rememberDeviceAnswered({ remember: true });
const no = rememberDeviceAnswered({ remember: false });

describe('the remember-my-device question after the last right code', () => {
  it('opens the dialog and waits: nothing is reported until the customer answers', async () => {
    const run = await runSaga(checkCode, submit('email'), APPROVED, {
      state: underWay('mfa', { rememberAfter: 'email' }),
      leftWaiting: true,
    });
    expect(reported(run, rememberDeviceAsked)).toHaveLength(1);
    expect(run.state.verification.deviceQuestion).toBe('open');
    expect(reported(run, codeVerified)).toEqual([]);
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
  });

  it('Yes: this device is remembered for the check, then the right code is reported and the dialog closes', async () => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { ...APPROVED, rememberDevice: { success: true } },
      { state: underWay('mfa', { rememberAfter: 'email' }), then: [yes] },
    );
    expect(run.calls[1]).toEqual({
      name: 'rememberDevice',
      arg: { mfaId: 'mfa-1', blackBox: 'fake-device-fingerprint' },
    });
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'email' }]);
    expect(run.state.verification.deviceQuestion).toBe('none');
  });

  it('No: nothing is remembered, and the flow goes on', async () => {
    const run = await runSaga(checkCode, submit('email'), APPROVED, {
      state: underWay('mfa', { rememberAfter: 'email' }),
      then: [no],
    });
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'email' }]);
  });

  it('remembering is best effort: a failure still reports the right code, not a failed check', async () => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { ...APPROVED, rememberDevice: serverFailure() },
      { state: underWay('mfa', { rememberAfter: 'email' }), then: [yes] },
    );
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'email' }]);
    expect(reported(run, codeVerificationFailed)).toEqual([]);
  });

  it("an enrollment's e-mail code: Yes remembers the device for the account the enrollment creates", async () => {
    const run = await runSaga(
      checkCode,
      submit('email'),
      { ...APPROVED, rememberDevice: { success: true } },
      { state: underWay('enrollment', { rememberAfter: 'email' }), then: [yes] },
    );
    expect(run.calls[1]).toEqual({
      name: 'rememberDevice',
      arg: { enrollmentId: 'enr-1', blackBox: 'fake-device-fingerprint' },
    });
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'enrollment', channel: 'email' }]);
  });

  it('a right texted code before the e-mailed one asks nothing: the question waits for the last code', async () => {
    const run = await runSaga(
      checkCode,
      submit('phone'),
      { otpSearch: { result: 'OTP_VALID' } },
      { state: underWay('mfa', { phone: sent(), rememberAfter: 'email' }) },
    );
    expect(reported(run, rememberDeviceAsked)).toEqual([]);
    expect(reported(run, codeVerified)).toEqual([{ purpose: 'mfa', channel: 'phone' }]);
  });

  it('the session ends while the dialog is open: nothing is remembered or reported', async () => {
    const run = await runSaga(checkCode, submit('email'), APPROVED, {
      state: underWay('mfa', { rememberAfter: 'email' }),
      then: [sessionLost({ timedOut: true }), yes],
    });
    expect(run.calls.map((c) => c.name)).toEqual(['validateEmailVerificationCode']);
    expect(reported(run, codeVerified)).toEqual([]);
    expect(run.state.verification.deviceQuestion).toBe('none');
  });
});
