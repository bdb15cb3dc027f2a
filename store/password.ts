// The password flows: where a forgot-password request and a change-password request stand, and the message their
// screens show; and the signed-in change on the security settings (`signedIn`), whose outcome the section announces.
// Forgot e-mail is a plain RTK Query call on its screen (no state here).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageKey } from '../src/lib/i18n';
import { passwordChanged, sessionLost } from './events';

export type PasswordResetStatus = 'idle' | 'sending' | 'sent' | 'notFound' | 'failed';
export type PasswordChangeStatus = 'idle' | 'processing' | 'failed';
/** The reset link, checked when its page opens: 'unknown' when the check could not answer (the change still says). */
export type ResetLinkStatus = 'unchecked' | 'checking' | 'valid' | 'invalid' | 'unknown';

/** The signed-in change: under way, or how the last one ended (`count` grows, so the same words are said again). */
export interface SignedInPasswordChange {
  status: 'idle' | 'changing' | 'changed' | 'refused';
  outcome: { key: MessageKey; count: number } | null;
  /** The current password was refused: the section empties that field. */
  wrongCurrent: boolean;
}

export interface PasswordState {
  reset: PasswordResetStatus;
  change: PasswordChangeStatus;
  link: ResetLinkStatus;
  /** A message key (or the identity provider's own text) for the screen in use; '' when none. */
  error: string;
  signedIn: SignedInPasswordChange;
}

const initialSignedIn: SignedInPasswordChange = { status: 'idle', outcome: null, wrongCurrent: false };

export const initialPasswordState: PasswordState = {
  reset: 'idle',
  change: 'idle',
  link: 'unchecked',
  error: '',
  signedIn: initialSignedIn,
};

/** What the signed-in change sends: both passwords ride on the action for the saga only (the sanitizer masks them). */
export interface SignedInPasswords {
  currentPassword: string;
  newPassword: string;
}

const settle = (state: PasswordState, status: 'changed' | 'refused', key: MessageKey, wrongCurrent = false) => {
  state.signedIn = { status, outcome: { key, count: (state.signedIn.outcome?.count ?? 0) + 1 }, wrongCurrent };
};

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
    /** The security settings' password section opened: a change still under way keeps its state, else none shows. */
    signedInPasswordOpened(state) {
      if (state.signedIn.status !== 'changing') state.signedIn = initialSignedIn;
    },
    signedInPasswordSubmitted(state, _action: PayloadAction<SignedInPasswords>) {
      state.signedIn = { ...state.signedIn, status: 'changing', wrongCurrent: false };
    },
    signedInPasswordChanged(state) {
      settle(state, 'changed', 'security.password.changed');
    },
    signedInPasswordRefused(state, action: PayloadAction<{ key: MessageKey; wrongCurrent?: boolean }>) {
      settle(state, 'refused', action.payload.key, action.payload.wrongCurrent);
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
  signedInPasswordOpened,
  signedInPasswordSubmitted,
  signedInPasswordChanged,
  signedInPasswordRefused,
} = passwordSlice.actions;
export const passwordReducer = passwordSlice.reducer;
