// The multi-factor decision table: how a
// signed-in customer's device must prove itself. Pure, so every row of the table is tested on its own; the facts it
// takes are gathered by ./challenges.ts.

export type MfaDecision = 'BYPASS' | 'ALLOW' | 'DENY' | 'OTP_PHONE' | 'OTP_EMAIL' | 'OTP_PHONE_EMAIL' | 'OTP_TOTP';

/** How the customer prefers to receive codes (customers.mfa_preference; EMAIL without a linked record). */
export type CodePreference = 'EMAIL' | 'PHONE' | 'PHONE_AND_EMAIL';

export interface MfaFacts {
  /** The device's fingerprint digest is on the deny list (denied_devices). */
  deviceDenied: boolean;
  /**
   * This very sign-in was made with a passkey, which the identity service records as a passed check at sign-in
   * (mfa_passes how = PASSKEY): a passkey is phishing-resistant and proves both the device and the user (its
   * fingerprint, face or PIN), so a code would prove nothing more.
   */
  passkeySignIn: boolean;
  /** This customer asked to remember this device (a devices row of THIS user with remembered = true). */
  deviceRemembered: boolean;
  /** The customer's account is locked (users.locked_until in the future) or disabled. */
  accountLocked: boolean;
  /** The customer has started too many code checks lately; another code e-mail would be a flood. */
  tooManyChallenges: boolean;
  /**
   * This sign-in is the customer's first after they confirmed their new account with the e-mailed sign-up code, minutes
   * ago (./signUpProof.ts): that code proved the e-mail as an OTP_EMAIL code would.
   */
  signUpCodeJustPassed: boolean;
  /** The request comes from a network the lender trusts (e.g. a store). The demo has none: always false. */
  trustedNetwork: boolean;
  /** Where codes go; PHONE and PHONE_AND_EMAIL need a phone on file (else e-mail). */
  preference: CodePreference;
  /** A phone number to text a code to is on the linked loan-system record (customers.user_id). */
  hasPhone: boolean;
  /** The customer turned the authenticator app on (verified, enabled and preferred: server/identity/softwareTokens.ts). */
  authenticatorOn: boolean;
}

export type MfaReason =
  | 'device-denied'
  | 'passkey-sign-in'
  | 'device-remembered'
  | 'account-locked'
  | 'too-many-challenges'
  | 'sign-up-code'
  | 'trusted-network'
  | 'code-required';

export interface MfaVerdict {
  decision: MfaDecision;
  /** Why, for the log line (never shown to the customer). */
  reason: MfaReason;
}

/**
 * First matching row wins:
 * 1. device on the deny list                       → DENY
 * 2. this sign-in was made with a passkey          → ALLOW            (its pass stands; no code is sent)
 * 3. device remembered by this customer            → BYPASS
 * 4. account locked or disabled                    → DENY
 * 5. too many code checks recently                 → DENY
 * 6. first sign-in after the sign-up code          → ALLOW            (the e-mail was proved minutes ago)
 * 7. trusted network                               → ALLOW            (never in the demo)
 * 8. the authenticator app turned on               → OTP_TOTP         (the stronger factor, in place of a sent code)
 * 9. preference PHONE_AND_EMAIL and a phone        → OTP_PHONE_EMAIL  (demo: sms.email.customer@example.com)
 * 10. preference PHONE and a phone                 → OTP_PHONE        (demo: sms.customer@example.com)
 * 11. otherwise                                    → OTP_EMAIL
 */
export function decideMfa(facts: MfaFacts): MfaVerdict {
  if (facts.deviceDenied) return { decision: 'DENY', reason: 'device-denied' };
  if (facts.passkeySignIn) return { decision: 'ALLOW', reason: 'passkey-sign-in' };
  if (facts.deviceRemembered) return { decision: 'BYPASS', reason: 'device-remembered' };
  if (facts.accountLocked) return { decision: 'DENY', reason: 'account-locked' };
  if (facts.tooManyChallenges) return { decision: 'DENY', reason: 'too-many-challenges' };
  if (facts.signUpCodeJustPassed) return { decision: 'ALLOW', reason: 'sign-up-code' };
  if (facts.trustedNetwork) return { decision: 'ALLOW', reason: 'trusted-network' };
  if (facts.authenticatorOn) return { decision: 'OTP_TOTP', reason: 'code-required' };
  if (facts.hasPhone && facts.preference === 'PHONE_AND_EMAIL')
    return { decision: 'OTP_PHONE_EMAIL', reason: 'code-required' };
  if (facts.hasPhone && facts.preference === 'PHONE') return { decision: 'OTP_PHONE', reason: 'code-required' };
  return { decision: 'OTP_EMAIL', reason: 'code-required' };
}

/** Decisions whose check is passed by an e-mailed code (searchEmailVerification / validateEmailVerificationCode). */
export const sendsEmailCode = (decision: MfaDecision) => decision === 'OTP_EMAIL' || decision === 'OTP_PHONE_EMAIL';

/** Decisions whose check is passed by a texted code (sendOtp / otpSearch with the mfaId). */
export const sendsTextedCode = (decision: MfaDecision) => decision === 'OTP_PHONE' || decision === 'OTP_PHONE_EMAIL';

/** Decisions that need no code: the check is settled when it starts. */
export function initialStatus(decision: MfaDecision): 'PENDING' | 'APPROVED' | 'DENIED' {
  if (decision === 'DENY') return 'DENIED';
  if (decision === 'BYPASS' || decision === 'ALLOW') return 'APPROVED';
  return 'PENDING';
}
