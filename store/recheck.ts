// Where a re-check stands (the dialog that asks a signed-in customer to prove it is them before a change, then lets
// the change go on) and the offer to end the customer's other sessions after a password or factor change. The code
// typed and the change waiting on the proof stay in the sagas (sagas/security/recheck.ts), never here.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type RecheckStep = 'closed' | 'sending' | 'code' | 'confirming';
export type RecheckProblem = 'wrongCode' | 'expired' | 'tooMany' | 'failed';
export type EndOthersStep = 'closed' | 'offered' | 'ending' | 'done' | 'failed';
/** What changed, which the offer names. */
export type EndOthersReason = 'password' | 'factor';

export interface RecheckState {
  recheck: {
    step: RecheckStep;
    maskedEmail: string | null;
    minutes: number | null;
    /** A new code was sent in place of the first one. */
    resent: boolean;
    problem: RecheckProblem | null;
    /** Counts problems, so the same words shown again are announced again. */
    problems: number;
  };
  endOthers: { step: EndOthersStep; reason: EndOthersReason; ended: number | null };
}

export const initialRecheckState: RecheckState = {
  recheck: { step: 'closed', maskedEmail: null, minutes: null, resent: false, problem: null, problems: 0 },
  endOthers: { step: 'closed', reason: 'password', ended: null },
};

/** The customer typed the code of the re-check. */
export const recheckCodeSubmitted = createAction<{ code: string }>('recheck/codeSubmitted');
/** The customer asked for a new code. */
export const recheckNewCodeRequested = createAction('recheck/newCodeRequested');
/** The customer closed the dialog: the change waiting on it is not made. */
export const recheckCancelled = createAction('recheck/cancelled');
/** Offer to end every other session (after a password or factor change): dispatch it where the change succeeded. */
export const endOtherSessionsOffered = createAction<{ reason: EndOthersReason }>('recheck/endOtherSessionsOffered');
/** The customer's answer to the offer. */
export const endOtherSessionsAnswered = createAction<{ end: boolean }>('recheck/endOtherSessionsAnswered');
export const endOtherSessionsClosed = createAction('recheck/endOtherSessionsClosed');

const recheckSlice = createSlice({
  name: 'recheck',
  initialState: initialRecheckState,
  reducers: {
    recheckOpened: (state) => {
      state.recheck = { ...initialRecheckState.recheck, step: 'sending', problems: state.recheck.problems };
    },
    recheckCodeSent: (state, action: PayloadAction<{ maskedEmail: string; minutes: number; resent: boolean }>) => {
      state.recheck = { ...state.recheck, ...action.payload, step: 'code', problem: null };
    },
    recheckRefused: (state, action: PayloadAction<RecheckProblem>) => {
      state.recheck.step = 'code';
      state.recheck.problem = action.payload;
      state.recheck.problems += 1;
    },
    recheckProved: (state) => {
      state.recheck = initialRecheckState.recheck;
    },
    otherSessionsEnded: (state, action: PayloadAction<{ ended: number }>) => {
      state.endOthers = { ...state.endOthers, step: 'done', ended: action.payload.ended };
    },
    endOtherSessionsFailed: (state) => {
      state.endOthers.step = 'failed';
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(recheckCodeSubmitted, (state) => {
        state.recheck.step = 'confirming';
      })
      .addCase(recheckNewCodeRequested, (state) => {
        state.recheck.step = 'sending';
      })
      .addCase(recheckCancelled, (state) => {
        state.recheck = initialRecheckState.recheck;
      })
      .addCase(endOtherSessionsOffered, (state, action) => {
        state.endOthers = { step: 'offered', reason: action.payload.reason, ended: null };
      })
      .addCase(endOtherSessionsAnswered, (state, action) => {
        state.endOthers.step = action.payload.end ? 'ending' : 'closed';
      })
      .addCase(endOtherSessionsClosed, (state) => {
        state.endOthers = initialRecheckState.endOthers;
      })
      .addCase(sessionLost, () => initialRecheckState),
});

export const recheckReducer = recheckSlice.reducer;
export const {
  recheckOpened,
  recheckCodeSent,
  recheckRefused,
  recheckProved,
  otherSessionsEnded,
  endOtherSessionsFailed,
} = recheckSlice.actions;
