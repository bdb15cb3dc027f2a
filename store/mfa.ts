// Multi-factor progress inside the auth slice: which challenge is open, which code session is current, and whether
// this sign-in has passed. Reset with the rest of auth when the session ends.
/** The texted code's step (OTP_PHONE, OTP_PHONE_EMAIL): idle until "Send Code", verified once it was right. */
export type PhoneCodeStatus = 'idle' | 'sending' | 'sent' | 'verifying' | 'rejected' | 'verified';

export type MfaStatus = 'idle' | 'starting' | 'challenged' | 'verifying' | 'rejected' | 'approved' | 'denied' | 'error';

export interface MfaState {
  mfaId: string;
  decision: string;
  maskedEmail: string;
  /** The phone on file a code is texted to, masked (phone decisions only). */
  maskedPhone: string;
  emailVerificationId: string;
  codeSessionId: string;
  status: MfaStatus;
  /** When the last code was sent (ms since epoch), for the resend wait. */
  sentAt: number;
  resent: boolean;
  passed: boolean;
  phoneCode: PhoneCodeStatus;
  /** When the last texted code was sent (ms since epoch), for its resend wait. */
  phoneSentAt: number;
  phoneResent: boolean;
  /** A sentence about the texted code to show (expired, resend refused); '' when none. */
  phoneMessage: string;
}

export const initialMfaState: MfaState = {
  mfaId: '',
  decision: '',
  maskedEmail: '',
  maskedPhone: '',
  emailVerificationId: '',
  codeSessionId: '',
  status: 'idle',
  sentAt: 0,
  resent: false,
  passed: false,
  phoneCode: 'idle',
  phoneSentAt: 0,
  phoneResent: false,
  phoneMessage: '',
};
