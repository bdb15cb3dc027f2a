// The multi-factor decision table on its own: every row, and which row wins when several match.
import { describe, expect, it } from 'vitest';
import { decideMfa, initialStatus, sendsEmailCode, type MfaFacts } from '../../../server/mfa/decide';

/** A known device-less customer as the demo sees one: nothing special, codes by e-mail. */
const DEMO: MfaFacts = {
  deviceDenied: false,
  passkeySignIn: false,
  deviceRemembered: false,
  accountLocked: false,
  tooManyChallenges: false,
  signUpCodeJustPassed: false,
  trustedNetwork: false,
  preference: 'EMAIL',
  hasPhone: false,
  authenticatorOn: false,
};
const facts = (over: Partial<MfaFacts>): MfaFacts => ({ ...DEMO, ...over });

describe('decideMfa', () => {
  it('e-mails a code to a device the customer has not asked to remember', () => {
    expect(decideMfa(DEMO)).toEqual({ decision: 'OTP_EMAIL', reason: 'code-required' });
  });

  it.each([
    ['a deny-listed device', { deviceDenied: true }, 'DENY', 'device-denied'],
    ['a passkey sign-in', { passkeySignIn: true }, 'ALLOW', 'passkey-sign-in'],
    ['a remembered device', { deviceRemembered: true }, 'BYPASS', 'device-remembered'],
    ['a locked account', { accountLocked: true }, 'DENY', 'account-locked'],
    ['too many recent checks', { tooManyChallenges: true }, 'DENY', 'too-many-challenges'],
    ['the first sign-in after the sign-up code', { signUpCodeJustPassed: true }, 'ALLOW', 'sign-up-code'],
    ['a trusted network', { trustedNetwork: true }, 'ALLOW', 'trusted-network'],
    [
      'a phone-and-e-mail preference with a phone',
      { preference: 'PHONE_AND_EMAIL', hasPhone: true },
      'OTP_PHONE_EMAIL',
      'code-required',
    ],
    ['a phone preference with a phone', { preference: 'PHONE', hasPhone: true }, 'OTP_PHONE', 'code-required'],
    ['a phone preference without a phone', { preference: 'PHONE', hasPhone: false }, 'OTP_EMAIL', 'code-required'],
    ['a phone-and-e-mail preference without a phone', { preference: 'PHONE_AND_EMAIL' }, 'OTP_EMAIL', 'code-required'],
    ['an e-mail preference with a phone', { hasPhone: true }, 'OTP_EMAIL', 'code-required'],
  ] as const)('answers %s with %s', (_name, over, decision, reason) => {
    expect(decideMfa(facts(over))).toEqual({ decision, reason });
  });

  it('denies a deny-listed device even when this customer remembered it', () => {
    expect(decideMfa(facts({ deviceDenied: true, deviceRemembered: true })).decision).toBe('DENY');
  });

  it("keeps a passkey sign-in's pass as it stands (ALLOW, not BYPASS) but still refuses a deny-listed device", () => {
    expect(
      decideMfa(facts({ passkeySignIn: true, deviceRemembered: true, preference: 'PHONE', hasPhone: true })),
    ).toEqual({ decision: 'ALLOW', reason: 'passkey-sign-in' });
    expect(decideMfa(facts({ passkeySignIn: true, deviceDenied: true })).decision).toBe('DENY');
  });

  it('lets a remembered device through before looking at the lock or the check count', () => {
    expect(decideMfa(facts({ deviceRemembered: true, accountLocked: true, tooManyChallenges: true }))).toEqual({
      decision: 'BYPASS',
      reason: 'device-remembered',
    });
  });

  it('denies a locked account even on a trusted network or with a phone preference', () => {
    expect(
      decideMfa(facts({ accountLocked: true, trustedNetwork: true, preference: 'PHONE', hasPhone: true })).decision,
    ).toBe('DENY');
    expect(decideMfa(facts({ tooManyChallenges: true, trustedNetwork: true })).decision).toBe('DENY');
  });

  it('never lets the sign-up code past a deny-listed device, a locked account or a flood of checks', () => {
    for (const over of [{ deviceDenied: true }, { accountLocked: true }, { tooManyChallenges: true }]) {
      expect(decideMfa(facts({ ...over, signUpCodeJustPassed: true }))).toMatchObject({ decision: 'DENY' });
    }
  });

  it('takes the sign-up code for the phone code a texting preference would ask', () => {
    expect(decideMfa(facts({ signUpCodeJustPassed: true, preference: 'PHONE_AND_EMAIL', hasPhone: true }))).toEqual({
      decision: 'ALLOW',
      reason: 'sign-up-code',
    });
  });

  it('prefers a trusted network over any code', () => {
    expect(decideMfa(facts({ trustedNetwork: true, preference: 'PHONE', hasPhone: true })).decision).toBe('ALLOW');
  });

  it('asks for the authenticator app in place of any sent code, but after a remembered device or a refusal', () => {
    const on = { authenticatorOn: true };
    expect(decideMfa(facts(on))).toEqual({ decision: 'OTP_TOTP', reason: 'code-required' });
    expect(decideMfa(facts({ ...on, preference: 'PHONE_AND_EMAIL', hasPhone: true })).decision).toBe('OTP_TOTP');
    expect(decideMfa(facts({ ...on, deviceRemembered: true })).decision).toBe('BYPASS');
    expect(decideMfa(facts({ ...on, accountLocked: true })).decision).toBe('DENY');
    expect(decideMfa(facts({ ...on, tooManyChallenges: true })).decision).toBe('DENY');
    expect(initialStatus('OTP_TOTP')).toBe('PENDING');
    expect(sendsEmailCode('OTP_TOTP')).toBe(false);
  });
});

describe('what a decision implies', () => {
  it('e-mails a code only for OTP_EMAIL and OTP_PHONE_EMAIL', () => {
    expect(
      ['BYPASS', 'ALLOW', 'DENY', 'OTP_PHONE', 'OTP_EMAIL', 'OTP_PHONE_EMAIL'].filter((d) =>
        sendsEmailCode(d as never),
      ),
    ).toEqual(['OTP_EMAIL', 'OTP_PHONE_EMAIL']);
  });

  it('settles BYPASS and ALLOW as approved and DENY as denied when the check starts; codes leave it pending', () => {
    expect(initialStatus('BYPASS')).toBe('APPROVED');
    expect(initialStatus('ALLOW')).toBe('APPROVED');
    expect(initialStatus('DENY')).toBe('DENIED');
    expect(initialStatus('OTP_EMAIL')).toBe('PENDING');
    expect(initialStatus('OTP_PHONE')).toBe('PENDING');
    expect(initialStatus('OTP_PHONE_EMAIL')).toBe('PENDING');
  });
});
