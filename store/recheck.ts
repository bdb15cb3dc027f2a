// Where a re-check stands (the dialog that asks a signed-in customer to prove it is them before a change, then lets
// the change go on) and the offer to end the customer's other sessions after a password or factor change. The code
// typed and the change waiting on the proof stay in the sagas (sagas/security/recheck.ts), never here.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecheckMethod } from '../api/generated/graphql';
import { sessionLost } from './events';

export type { RecheckMethod };
/** `code`: waiting for the customer (a code to type, or the passkey button); `confirming`: an answer is on its way. */
export type RecheckStep = 'closed' | 'sending' | 'code' | 'confirming';
export type RecheckProblem =
  'wrongCode' | 'wrongAppCode' | 'expired' | 'tooMany' | 'failed' | 'passkeyRefused' | 'passkeyCancelled';
export type EndOthersStep = 'closed' | 'offered' | 'ending' | 'done' | 'failed';
/** What changed, which the offer names. */
export type EndOthersReason = 'password' | 'factor';

export interface RecheckState {
  recheck: {
    step: RecheckStep;
    /** The ways the server offered, strongest first (EMAIL_CODE always, last). */
    methods: RecheckMethod[];
    /** The way the dialog asks for now: the first offered, until the customer picks another. */
    method: RecheckMethod;
    maskedEmail: string | null;
    minutes: number | null;
    /** The code of this re-check was e-mailed (at start, or when the customer picked e-mail). */
    emailed: boolean;
    /** A new code was sent in place of the first one. */
    resent: boolean;
    problem: RecheckProblem | null;
    /** Counts problems, so the same words shown again are announced again. */
    problems: number;
    /** How the last re-check ended, for a screen waiting on one it asked for (recheckRequested). */
    outcome: 'proved' | 'declined' | null;
  };
  endOthers: { step: EndOthersStep; reason: EndOthersReason; ended: number | null };
}

export const initialRecheckState: RecheckState = {
  recheck: {
    step: 'closed',
    methods: ['EMAIL_CODE'],
    method: 'EMAIL_CODE',
    maskedEmail: null,
    minutes: null,
    emailed: false,
    resent: false,
    problem: null,
    problems: 0,
    outcome: null,
  },
  endOthers: { step: 'closed', reason: 'password', ended: null },
};

/**
 * A screen's change was refused for want of a fresh proof: open the re-check. The screen keeps what the customer
 * typed, waits for the re-check to close (recheck.outcome) and, proved, makes the same change again.
 */
export const recheckRequested = createAction('recheck/requested');
/** The customer picked another way to answer (e-mail sends the code then, if it was not sent yet). */
export const recheckMethodChosen = createAction<{ method: RecheckMethod }>('recheck/methodChosen');
/** The customer pressed "Use a passkey": the browser asks for the passkey, and its answer is sent. */
export const recheckPasskeyRequested = createAction('recheck/passkeyRequested');
/** The customer typed the code of the re-check (the e-mailed one or the app's, as `method` says). */
export const recheckCodeSubmitted = createAction<{ code: string }>('recheck/codeSubmitted');
/** The customer asked for a new code. */
export const recheckNewCodeRequested = createAction('recheck/newCodeRequested');
/** The customer closed the dialog: the change waiting on it is not made. */
export const recheckCancelled = createAction('recheck/cancelled');
/**
 * A password or factor change succeeded: dispatch it there. The offer opens (endOtherSessionsOpened) only when the
 * customer has another live session to end.
 */
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
    /** A re-check started with a stronger way offered first: nothing was e-mailed yet. */
    recheckMethodsOffered: (
      state,
      action: PayloadAction<{ methods: RecheckMethod[]; maskedEmail: string; minutes: number }>,
    ) => {
      const first = action.payload.methods[0] ?? 'EMAIL_CODE';
      state.recheck = { ...state.recheck, ...action.payload, method: first, emailed: false, step: 'code' };
    },
    recheckCodeSent: (state, action: PayloadAction<{ maskedEmail: string; minutes: number; resent: boolean }>) => {
      const emailed = { method: 'EMAIL_CODE' as const, emailed: true, step: 'code' as const, problem: null };
      state.recheck = { ...state.recheck, ...action.payload, ...emailed };
    },
    recheckRefused: (state, action: PayloadAction<RecheckProblem>) => {
      state.recheck.step = 'code';
      state.recheck.problem = action.payload;
      state.recheck.problems += 1;
    },
    recheckProved: (state) => {
      state.recheck = { ...initialRecheckState.recheck, outcome: 'proved' };
    },
    endOtherSessionsOpened: (state, action: PayloadAction<{ reason: EndOthersReason }>) => {
      state.endOthers = { step: 'offered', reason: action.payload.reason, ended: null };
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
      .addCase(recheckRequested, (state) => {
        state.recheck = { ...initialRecheckState.recheck, step: 'sending', problems: state.recheck.problems };
      })
      .addCase(recheckCodeSubmitted, (state) => {
        state.recheck.step = 'confirming';
      })
      .addCase(recheckMethodChosen, (state, action) => {
        state.recheck.method = action.payload.method;
        state.recheck.problem = null;
        if (action.payload.method === 'EMAIL_CODE' && !state.recheck.emailed) state.recheck.step = 'sending';
      })
      .addCase(recheckPasskeyRequested, (state) => {
        state.recheck.method = 'PASSKEY';
        state.recheck.step = 'confirming';
      })
      .addCase(recheckNewCodeRequested, (state) => {
        state.recheck.step = 'sending';
      })
      .addCase(recheckCancelled, (state) => {
        state.recheck = { ...initialRecheckState.recheck, outcome: 'declined' };
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
  recheckMethodsOffered,
  recheckCodeSent,
  recheckRefused,
  recheckProved,
  endOtherSessionsOpened,
  otherSessionsEnded,
  endOtherSessionsFailed,
} = recheckSlice.actions;
