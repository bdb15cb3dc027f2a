// Password flows of spec 000 section 4: where a forgot-password request and a change-password request stand, and the
// message their screens show. Forgot e-mail is a plain RTK Query call on its screen (no state here).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type PasswordResetStatus = 'idle' | 'sending' | 'sent' | 'notFound' | 'failed';
export type PasswordChangeStatus = 'idle' | 'processing' | 'failed';

export interface PasswordState {
  reset: PasswordResetStatus;
  change: PasswordChangeStatus;
  /** A message key (or the identity provider's own text) for the screen in use; '' when none. */
  error: string;
}

export const initialPasswordState: PasswordState = { reset: 'idle', change: 'idle', error: '' };

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
    passwordChangeFailed(state, action: PayloadAction<string>) {
      state.change = 'failed';
      state.error = action.payload;
    },
    /** The login page then says so (auth.notice). */
    passwordChanged(state, _action: PayloadAction<{ notice: string }>) {
      state.change = 'idle';
      state.error = '';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialPasswordState);
  },
});

export const {
  forgotPasswordSubmitted,
  passwordResetSettled,
  changePasswordSubmitted,
  changePasswordOpened,
  passwordChangeFailed,
  passwordChanged,
} = passwordSlice.actions;
export const passwordReducer = passwordSlice.reducer;
