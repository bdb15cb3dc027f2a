// Code verification, one state for every use: the multi-factor check (e-mailed and texted codes) and enrollment (the
// texted code, then the e-mailed one). The feature that needs a code starts a verification naming its purpose and owner
// id; sagas/verification runs every code the same way and reports the outcome back as an event the owner reacts to.
// Codes ride on actions for the saga only (masked in DevTools).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

/** How a code reaches the customer: e-mailed, texted, or shown by their authenticator app (nothing is sent). */
export type CodeChannel = 'email' | 'phone' | 'app';
export type VerificationPurpose = 'mfa' | 'enrollment';

/** Where one code stands: waiting for "Send Code", on its way, sent, being checked, refused (clear and explain), right. */
export type CodeStatus = 'idle' | 'sending' | 'sent' | 'verifying' | 'rejected' | 'verified' | 'denied';

export interface CodeState {
  status: CodeStatus;
  /** When the current code was sent (ms since epoch, stamped by the action creator), for the resend wait. */
  sentAt: number;
  resent: boolean;
  /** A message key to show about this code (expired, asked again too soon, a refused field); '' when none. */
  message: string;
}

/** Whose code it is: the server checks codes against the multi-factor check or the enrollment they belong to. */
export interface CodeOwner {
  mfaId?: string;
  enrollmentId?: string;
}

export interface VerificationState {
  purpose: VerificationPurpose | null;
  owner: CodeOwner;
  /** The e-mailed code's verification and its current code session (a resend starts a new session). */
  emailVerificationId: string;
  codeSessionId: string;
  email: CodeState;
  phone: CodeState;
  app: CodeState;
  /** A request failed for a reason other than the code (the redirect saga has the customer on an error page). */
  failed: boolean;
  /** The code whose approval brings the remember-my-device question (the last one of the flow), or null. */
  rememberAfter: CodeChannel | null;
  /** That question: not asked, on screen, or answered (the flow moves on once the answer is acted on). */
  deviceQuestion: 'none' | 'open' | 'answered';
}

const idleCode: CodeState = { status: 'idle', sentAt: 0, resent: false, message: '' };

export const initialVerificationState: VerificationState = {
  purpose: null,
  owner: {},
  emailVerificationId: '',
  codeSessionId: '',
  email: idleCode,
  phone: idleCode,
  app: idleCode,
  failed: false,
  rememberAfter: null,
  deviceQuestion: 'none',
};

export interface CodeSubmission {
  channel: CodeChannel;
  code: string;
}

/** The outcome events carry the purpose, so each owner's saga reacts only to its own codes. */
export interface CodeOutcome {
  purpose: VerificationPurpose;
  channel: CodeChannel;
}

const stamped = <P extends object>(payload: P, now = Date.now()) => ({ payload: { ...payload, sentAt: now } });

const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    /** A feature needs codes from now on; an e-mailed code is looked up (or already sent) by the verification saga. */
    verificationStarted(
      _state,
      action: PayloadAction<{
        purpose: VerificationPurpose;
        owner: CodeOwner;
        channels: CodeChannel[];
        /** Once this code is right, ask whether to remember this device before the flow moves on. */
        rememberAfter?: CodeChannel;
      }>,
    ) {
      const { purpose, owner, rememberAfter, channels } = action.payload;
      // The authenticator's code is on the customer's phone already: its form is ready at once.
      const app: CodeState = channels.includes('app') ? { ...idleCode, status: 'sent' } : idleCode;
      return { ...initialVerificationState, purpose, owner, app, rememberAfter: rememberAfter ?? null };
    },
    emailCodeReady: {
      reducer(state, action: PayloadAction<{ emailVerificationId: string; codeSessionId: string; sentAt: number }>) {
        state.emailVerificationId = action.payload.emailVerificationId;
        state.codeSessionId = action.payload.codeSessionId;
        state.email = { ...idleCode, status: 'sent', sentAt: action.payload.sentAt };
      },
      prepare: (payload: { emailVerificationId: string; codeSessionId: string }) => stamped(payload),
    },
    /** "Send Code" or "Resend code". */
    codeRequested(state, action: PayloadAction<{ channel: CodeChannel }>) {
      const code = state[action.payload.channel];
      if (code.status === 'idle') code.status = 'sending';
      code.message = '';
    },
    codeSent: {
      reducer(
        state,
        action: PayloadAction<{ channel: CodeChannel; resent: boolean; codeSessionId?: string; sentAt: number }>,
      ) {
        const { channel, resent, codeSessionId, sentAt } = action.payload;
        if (codeSessionId) state.codeSessionId = codeSessionId;
        state[channel] = { status: 'sent', sentAt, resent, message: '' };
      },
      prepare: (payload: { channel: CodeChannel; resent: boolean; codeSessionId?: string }) => stamped(payload),
    },
    codeSubmitted(state, action: PayloadAction<CodeSubmission>) {
      state[action.payload.channel].status = 'verifying';
      state[action.payload.channel].message = '';
    },
    /** A wrong code (PENDING, OTP_INVALID): the form clears and the failure is announced. */
    codeRejected(state, action: PayloadAction<{ channel: CodeChannel }>) {
      state[action.payload.channel].status = 'rejected';
    },
    /** Refused for a reason to explain (expired, a resend too soon, a refused field); the customer may go on. */
    codeRefused(state, action: PayloadAction<{ channel: CodeChannel; message: string }>) {
      const code = state[action.payload.channel];
      code.status = code.status === 'sending' || code.status === 'idle' ? 'idle' : 'sent';
      code.message = action.payload.message;
    },
    /** A right code that brings the remember-my-device question: the dialog opens over the code page. */
    rememberDeviceAsked(state) {
      state.deviceQuestion = 'open';
    },
    /** Yes or No in the remember-my-device dialog (in the flow, or on its own /mfa/remember-device page). */
    rememberDeviceAnswered(state, _action: PayloadAction<{ remember: boolean }>) {
      if (state.deviceQuestion === 'open') state.deviceQuestion = 'answered';
    },
    codeVerified(state, action: PayloadAction<CodeOutcome>) {
      state[action.payload.channel].status = 'verified';
      state.deviceQuestion = 'none';
    },
    codeDenied(state, action: PayloadAction<CodeOutcome>) {
      state[action.payload.channel].status = 'denied';
    },
    codeVerificationFailed(state, action: PayloadAction<CodeOutcome>) {
      state.failed = true;
      const code = state[action.payload.channel];
      if (code.status === 'verifying' || code.status === 'sending') code.status = code.sentAt ? 'sent' : 'idle';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialVerificationState);
  },
});

export const {
  verificationStarted,
  emailCodeReady,
  codeRequested,
  codeSent,
  codeSubmitted,
  codeRejected,
  codeRefused,
  rememberDeviceAsked,
  rememberDeviceAnswered,
  codeVerified,
  codeDenied,
  codeVerificationFailed,
} = verificationSlice.actions;
export const verificationReducer = verificationSlice.reducer;
