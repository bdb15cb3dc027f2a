// The password flows: where a forgot-password request and a change-password request stand, and the message their
// screens show. Forgot e-mail is a plain RTK Query call on its screen (no state here).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { passwordChanged, sessionLost } from './events';

export type PasswordResetStatus = 'idle' | 'sending' | 'sent' | 'notFound' | 'failed';
export type PasswordChangeStatus = 'idle' | 'processing' | 'failed';
/** The reset link, checked when its page opens: 'unknown' when the check could not answer (the change still says). */
export type ResetLinkStatus = 'unchecked' | 'checking' | 'valid' | 'invalid' | 'unknown';

export interface PasswordState {
  reset: PasswordResetStatus;
  change: PasswordChangeStatus;
  link: ResetLinkStatus;
  /** A message key (or the identity provider's own text) for the screen in use; '' when none. */
  error: string;
}

export const initialPasswordState: PasswordState = { reset: 'idle', change: 'idle', link: 'unchecked', error: '' };

export interface PasswordChange {
  email: string;
  code: string;
  password: string;
}

const passwordSlice = createSlice({
  name: 'password',
  initialState: initialPasswordState,
  reducers: {
    forgotPasswordSubmitted(state, _action: PayloadAction<{ email: string }>) {
      state.reset = 'sending';
      state.error = '';
    },
    passwordResetSettled(state, action: PayloadAction<{ status: PasswordResetStatus; error?: string }>) {
      state.reset = action.payload.status;
      state.error = action.payload.error ?? '';
    },
    /** The new password and the link's code ride on the action for the saga only; the DevTools sanitizer masks them. */
    changePasswordSubmitted(state, _action: PayloadAction<PasswordChange>) {
      state.change = 'processing';
      state.error = '';
    },
    changePasswordOpened(state) {
      state.change = 'idle';
      state.error = '';
    },
    /**
     * The change-password page opened with a link: its code is checked (not used) at once, so a used link is said
     * before anything is typed. The code rides on the action for the saga only; the DevTools sanitizer masks it.
     */
    resetLinkOpened(state, _action: PayloadAction<{ email: string; code: string }>) {
      state.link = 'checking';
      state.reset = 'idle';
    },
    resetLinkChecked(state, action: PayloadAction<{ link: 'valid' | 'invalid' | 'unknown' }>) {
      state.link = action.payload.link;
    },
    /** `linkInvalid`: the link was used or expired (the page offers a new one). */
    passwordChangeFailed: {
      reducer(state, action: PayloadAction<string, string, { linkInvalid: boolean }>) {
        state.change = 'failed';
        state.error = action.payload;
        if (action.meta.linkInvalid) state.link = 'invalid';
      },
      prepare: (message: string, linkInvalid = false) => ({ payload: message, meta: { linkInvalid } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialPasswordState);
    builder.addCase(passwordChanged, (state) => {
      state.change = 'idle';
      state.error = '';
    });
  },
});

export const {
  forgotPasswordSubmitted,
  passwordResetSettled,
  changePasswordSubmitted,
  changePasswordOpened,
  resetLinkOpened,
  resetLinkChecked,
  passwordChangeFailed,
} = passwordSlice.actions;
export const passwordReducer = passwordSlice.reducer;
