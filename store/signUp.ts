// A new customer's own sign-up ("Apply now"): where it stands (the form, the e-mailed code, the first sign-in), the
// message its page shows, and what the next pages start from. Never persisted (it names a person) and holds no
// secret: the password rides on its event to the saga, which keeps it as the auth slice's `transient` until the
// first sign-in; the code rides on its event only. The sagas are in sagas/signUp.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type SignUpStatus = 'idle' | 'working' | 'codeSent' | 'verifying' | 'signingIn';

/** The application's first-step choices, asked at sign-up so that step starts from them. */
export interface SignUpChoices {
  smsOptIn: boolean;
  canShareInfo: boolean;
}

/** What the sign-up form submits. `password` is '' when the portal signs customers in by code (passwordless). */
export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  choices: SignUpChoices;
}

/** What the form typed, but the password: the form starts from it again after an outcome page. */
export type RetainedSignUp = Pick<SignUpForm, 'firstName' | 'lastName' | 'email'>;

export interface SignUpState {
  status: SignUpStatus;
  /** The account waiting for its code (the code page shows it masked). */
  email: string;
  /** When the current code was sent (ms since epoch): the resend wait counts from it. */
  sentAt: number;
  /** The current code replaced an earlier one. */
  resent: boolean;
  /** The last code was refused: the code form clears and says so. */
  rejected: boolean;
  /** A message key (or the identity provider's own words) the current page shows; '' when none. */
  message: string;
  retained: RetainedSignUp | null;
  choices: SignUpChoices | null;
}

export const initialSignUpState: SignUpState = {
  status: 'idle',
  email: '',
  sentAt: 0,
  resent: false,
  rejected: false,
  message: '',
  retained: null,
  choices: null,
};

const stamped = <P extends object>(payload: P, now = Date.now()) => ({ payload: { ...payload, sentAt: now } });

const signUpSlice = createSlice({
  name: 'signUp',
  initialState: initialSignUpState,
  reducers: {
    /** A sign-up page opened: the saga sends a signed-in customer on, and a code page with no sign-up back. */
    signUpOpened(_state, _action: PayloadAction<{ pathname: string }>) {},
    signUpSubmitted(state, action: PayloadAction<SignUpForm>) {
      const { firstName, lastName, email, choices } = action.payload;
      state.status = 'working';
      state.message = '';
      state.retained = { firstName, lastName, email };
      state.choices = choices;
    },
    /** Signing in found the account still waiting for its code: the code page again (sagas/auth/signIn.ts). */
    signUpConfirmationResumed(state, action: PayloadAction<{ email: string }>) {
      state.status = 'working';
      state.email = action.payload.email;
      state.message = '';
    },
    signUpCodeSent: {
      reducer(state, action: PayloadAction<{ email: string; resent: boolean; sentAt: number }>) {
        state.status = 'codeSent';
        state.email = action.payload.email;
        state.sentAt = action.payload.sentAt;
        state.resent = action.payload.resent;
        state.rejected = false;
        state.message = '';
      },
      prepare: (payload: { email: string; resent: boolean }, now?: number) => stamped(payload, now),
    },
    signUpCodeResendRequested(state) {
      state.message = '';
    },
    /** The code rides on the action for the saga only; the DevTools sanitizer masks it. */
    signUpCodeSubmitted(state, _action: PayloadAction<{ code: string }>) {
      state.status = 'verifying';
      state.rejected = false;
      state.message = '';
    },
    /** A wrong code: the form clears and says so. */
    signUpCodeRejected(state) {
      state.status = 'codeSent';
      state.rejected = true;
    },
    /** The step was refused with an explanation the page shows (and moves focus to); nothing typed is lost. */
    signUpRefused(state, action: PayloadAction<{ message: string }>) {
      // An account waiting for its code stays on the code page; a refused form stays on the form.
      state.status = state.email ? 'codeSent' : 'idle';
      state.message = action.payload.message;
    },
    /** The code was right: the new customer is being signed in. */
    signUpConfirmed(state) {
      state.status = 'signingIn';
    },
    /** Signed in (or sent elsewhere): nothing of the sign-up is needed but the choices the application starts from. */
    signUpFinished(state) {
      return { ...initialSignUpState, choices: state.choices };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialSignUpState);
  },
});

export const {
  signUpOpened,
  signUpSubmitted,
  signUpConfirmationResumed,
  signUpCodeSent,
  signUpCodeResendRequested,
  signUpCodeSubmitted,
  signUpCodeRejected,
  signUpRefused,
  signUpConfirmed,
  signUpFinished,
} = signUpSlice.actions;
export const signUpReducer = signUpSlice.reducer;

/** The events the sign-up saga answers (sagas/featureSagas.ts loads it with the first of them). */
export const SIGN_UP_EVENTS = [
  signUpOpened.type,
  signUpSubmitted.type,
  signUpConfirmationResumed.type,
  signUpCodeResendRequested.type,
  signUpCodeSubmitted.type,
];
