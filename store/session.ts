// The browser session: an id sent with every API call (so support can follow one visit across logs) and why the
// last session ended, which the login screen explains to the user.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSubmitted, sessionLost, signInSucceeded } from './auth';

export interface SessionState {
  sessionId: string;
  /** Set when the session ended by inactivity or an expired refresh; cleared by the next sign-in. */
  endedByTimeout: boolean;
}

/** Dispatched once the persisted state is back: the start-up saga begins here. */
export const appStarted = createAction('session/appStarted');

export const makeSessionState = (sessionId: string): SessionState => ({ sessionId, endedByTimeout: false });

const sessionSlice = createSlice({
  name: 'session',
  initialState: makeSessionState(''),
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.sessionId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, (state, action) => {
      state.endedByTimeout = action.payload.timedOut;
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

export const { sessionStarted } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
