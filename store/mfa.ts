// Multi-factor progress inside the auth slice: which challenge is open, which code session is current, and whether
// this sign-in has passed. Reset with the rest of auth when the session ends.
export type MfaStatus = 'idle' | 'starting' | 'challenged' | 'verifying' | 'rejected' | 'approved' | 'denied' | 'error';

export interface MfaState {
  mfaId: string;
  decision: string;
  maskedEmail: string;
  emailVerificationId: string;
  codeSessionId: string;
  status: MfaStatus;
  /** When the last code was sent (ms since epoch), for the resend wait. */
  sentAt: number;
  resent: boolean;
  passed: boolean;
}

export const initialMfaState: MfaState = {
  mfaId: '',
  decision: '',
  maskedEmail: '',
  emailVerificationId: '',
  codeSessionId: '',
  status: 'idle',
  sentAt: 0,
  resent: false,
  passed: false,
};
