// Multi-factor progress inside the auth slice: which challenge is open, which code session is current, and whether
// this sign-in has passed. Reset with the rest of auth when the session ends. Its events are spread into the slice.
import { caseReducer } from './caseReducer';

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

const on = caseReducer<{ mfa: MfaState }>();

/** Multi-factor events. Codes ride on their actions for the saga only; the DevTools sanitizer masks them. */
export const mfaReducers = {
  mfaStarted: on((state) => {
    state.mfa = { ...initialMfaState, status: 'starting' };
  }),
  mfaChallenged: on<
    Pick<MfaState, 'mfaId' | 'decision' | 'maskedEmail' | 'maskedPhone' | 'emailVerificationId' | 'codeSessionId'>
  >((state, action) => {
    state.mfa = {
      ...state.mfa,
      ...action.payload,
      status: 'challenged',
      sentAt: Date.now(),
      resent: false,
      // A texted code waits for "Send Code".
      phoneCode: 'idle',
      phoneSentAt: 0,
      phoneResent: false,
      phoneMessage: '',
    };
  }),
  mfaCodeSubmitted: on<{ code: string; rememberDevice: boolean }>((state) => {
    state.mfa.status = 'verifying';
  }),
  mfaCodeRejected: on((state) => {
    state.mfa.status = 'rejected';
  }),
  mfaResendRequested: on(() => {}),
  mfaCodeResent: on<{ codeSessionId: string }>((state, action) => {
    state.mfa.codeSessionId = action.payload.codeSessionId;
    state.mfa.sentAt = Date.now();
    state.mfa.resent = true;
    state.mfa.status = 'challenged';
  }),
  mfaPhoneCodeRequested: on((state) => {
    if (state.mfa.phoneCode === 'idle') state.mfa.phoneCode = 'sending';
    state.mfa.phoneMessage = '';
  }),
  mfaPhoneCodeSent: on<{ resent: boolean }>((state, action) => {
    state.mfa.phoneCode = 'sent';
    state.mfa.phoneSentAt = Date.now();
    state.mfa.phoneResent = action.payload.resent;
  }),
  mfaPhoneCodeSubmitted: on<{ code: string; rememberDevice: boolean }>((state) => {
    state.mfa.phoneCode = 'verifying';
    state.mfa.phoneMessage = '';
  }),
  mfaPhoneCodeRejected: on((state) => {
    state.mfa.phoneCode = 'rejected';
  }),
  /** The texted code was refused for a reason to explain (expired, resend too soon); the customer may send again. */
  mfaPhoneCodeRefused: on<{ message: string }>((state, action) => {
    state.mfa.phoneCode = state.mfa.phoneCode === 'sending' ? 'idle' : 'sent';
    state.mfa.phoneMessage = action.payload.message;
  }),
  /** OTP_PHONE_EMAIL: the texted code was right; the e-mailed code comes next. */
  mfaPhoneCodeVerified: on((state) => {
    state.mfa.phoneCode = 'verified';
    state.mfa.status = 'challenged';
  }),
  mfaPassed: on((state) => {
    state.mfa.status = 'approved';
    state.mfa.passed = true;
  }),
  mfaDenied: on((state) => {
    state.mfa.status = 'denied';
  }),
  mfaFailed: on((state) => {
    state.mfa.status = 'error';
  }),
};
