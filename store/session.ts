// The browser session: an id sent with every API call (so support can follow one visit across logs), why the last
// session ended (the login screen explains it) and the inactivity prompt while it is open (sagas/session/timeout.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSubmitted, signInSucceeded } from './auth';
import { appStarted, sessionLost } from './events';

export interface TimeoutWarning {
  /** When the countdown reaches zero, in epoch milliseconds: the prompt counts down from it, the saga decides. */
  endsAt: number;
  /** The session is being ended (reported, signed out): the prompt says so and takes no more choices. */
  ending?: boolean;
}

export interface SessionState {
  sessionId: string;
  /** Set when the session ended by inactivity or an expired refresh; cleared by the next sign-in. */
  endedByTimeout: boolean;
  /** The "your session will end" prompt while it is shown; null (or absent, in states made before it) otherwise. */
  timeoutWarning?: TimeoutWarning | null;
}

export const makeSessionState = (sessionId: string): SessionState => ({
  sessionId,
  endedByTimeout: false,
  timeoutWarning: null,
});

const sessionSlice = createSlice({
  name: 'session',
  initialState: makeSessionState(''),
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.sessionId = action.payload;
    },
    /** The idle time has passed: the prompt opens (the timeout saga). */
    timeoutWarningShown(state, action: PayloadAction<TimeoutWarning>) {
      state.timeoutWarning = action.payload;
    },
    /** The prompt closes because the session goes on (here or in another tab). */
    timeoutWarningClosed(state) {
      state.timeoutWarning = null;
    },
    /** The session is on its way out (countdown over or "Log Out" chosen). */
    timeoutSessionEnding(state) {
      if (state.timeoutWarning) state.timeoutWarning.ending = true;
    },
    /** The customer chose Continue (or Escape) in the prompt. */
    timeoutContinueChosen() {},
    /** The customer chose to end the session in the prompt. */
    timeoutLogOutChosen() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, (state, action) => {
      state.endedByTimeout = action.payload.timedOut;
      state.timeoutWarning = null;
    });
    // The session slice is persisted: a prompt left open by a closed tab must not come back on the next visit.
    builder.addCase(appStarted, (state) => {
      state.timeoutWarning = null;
    });
    // A new attempt (or success) replaces the previous session's timeout notice.
    builder.addCase(signInSucceeded, (state) => {
      state.endedByTimeout = false;
    });
    builder.addCase(loginSubmitted, (state) => {
      state.endedByTimeout = false;
    });
  },
});

export const {
  sessionStarted,
  timeoutWarningShown,
  timeoutWarningClosed,
  timeoutSessionEnding,
  timeoutContinueChosen,
  timeoutLogOutChosen,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
