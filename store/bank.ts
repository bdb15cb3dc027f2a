// The bank link in progress: which Link session is open and for what (a first link, update mode after
// ITEM_LOGIN_REQUIRED, or the verification of a typed account), the Link token the host hands to react-plaid-link, and
// the re-login modal. Link's callbacks arrive here as events for sagas/application/bank.ts. Nothing here is persisted;
// the token is masked in DevTools (store/sanitize.ts masks every *token* key).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type BankLinkPurpose = 'link' | 'update' | 'verify';

/** What a manual bank save carries to the saga (never kept in the state). */
export interface ManualBankSubmission {
  accountHoldersName: string;
  routingNumber: string;
  accountNumber: string;
  accountOpenDate: string;
  bankName: string;
}

export interface BankState {
  /** idle → creatingToken → linking (Link open or opening) → exchanging → idle; saving for the account save. */
  phase: 'idle' | 'creatingToken' | 'linking' | 'exchanging' | 'saving';
  purpose: BankLinkPurpose;
  linkToken: string;
  /** The sandbox's same-origin Link script; '' with real Plaid. */
  linkScriptUrl: string;
  /** "Institution Requirement": the bank that asks the customer to sign in again; null when the modal is closed. */
  relogin: { institutionName: string } | null;
  /** The bank the last link reached (account select names it; '' after a reload). */
  institutionName: string;
  /** The last verification answer for the bank-verification screen ('' before any). */
  verificationAnswer: '' | 'MATCH' | 'NO_MATCH' | 'LOGIN_REQUIRED';
}

export const initialBankState: BankState = {
  phase: 'idle',
  purpose: 'link',
  linkToken: '',
  linkScriptUrl: '',
  relogin: null,
  institutionName: '',
  verificationAnswer: '',
};

export interface PlaidEventPayload {
  eventName: string;
  errorCode: string | null;
}

const bankSlice = createSlice({
  name: 'bank',
  initialState: initialBankState,
  reducers: {
    /** Open Link: consent agreed, "sign in again", "try again", or "sign in to my bank" on verification. */
    bankLinkRequested(state, action: PayloadAction<{ purpose: BankLinkPurpose }>) {
      state.phase = 'creatingToken';
      state.purpose = action.payload.purpose;
      state.relogin = null;
      state.linkToken = '';
    },
    linkTokenReady(state, action: PayloadAction<{ linkToken: string; linkScriptUrl: string }>) {
      state.phase = 'linking';
      state.linkToken = action.payload.linkToken;
      state.linkScriptUrl = action.payload.linkScriptUrl;
    },
    /** Link's onEvent (OPEN, ERROR, EXIT, HANDOFF, ...). */
    plaidEventReceived(_state, _action: PayloadAction<PlaidEventPayload>) {},
    /** Link's onSuccess. The public token rides to the saga only. */
    plaidSucceeded(state, _action: PayloadAction<{ publicToken: string; institutionName: string }>) {
      state.phase = 'exchanging';
      state.linkToken = '';
    },
    /** Link's onExit, with Plaid's error code when it ended on one. */
    plaidExited(state, _action: PayloadAction<{ errorCode: string | null }>) {
      state.phase = 'idle';
      state.linkToken = '';
    },
    /** Link could not be used (the script or the token failed). */
    bankLinkFailed(state) {
      state.phase = 'idle';
      state.linkToken = '';
    },
    reloginRequired(state, action: PayloadAction<{ institutionName: string }>) {
      state.phase = 'idle';
      state.relogin = action.payload;
    },
    /** The re-login modal's "enter my account by hand". */
    reloginManualChosen(state) {
      state.relogin = null;
    },
    bankAccountChosen(state, _action: PayloadAction<{ accountId: string }>) {
      state.phase = 'saving';
    },
    manualBankSubmitted(state, _action: PayloadAction<ManualBankSubmission>) {
      state.phase = 'saving';
    },
    bankVerificationAnswered(state, action: PayloadAction<BankState['verificationAnswer']>) {
      state.verificationAnswer = action.payload;
    },
    bankSettled(state) {
      state.phase = 'idle';
    },
    /** The accounts of a link arrived (the bank's name, for account select). */
    bankConnected(state, action: PayloadAction<{ institutionName: string }>) {
      state.phase = 'idle';
      state.institutionName = action.payload.institutionName;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialBankState);
  },
});

export const {
  bankLinkRequested,
  linkTokenReady,
  plaidEventReceived,
  plaidSucceeded,
  plaidExited,
  bankLinkFailed,
  reloginRequired,
  reloginManualChosen,
  bankAccountChosen,
  manualBankSubmitted,
  bankVerificationAnswered,
  bankSettled,
  bankConnected,
} = bankSlice.actions;
export const bankReducer = bankSlice.reducer;

/** The events the bank step's saga answers (sagas/featureSagas.ts loads it with the first of them). */
export const BANK_EVENTS = [
  bankLinkRequested.type,
  bankLinkFailed.type,
  plaidEventReceived.type,
  plaidExited.type,
  plaidSucceeded.type,
  bankAccountChosen.type,
  manualBankSubmitted.type,
  reloginManualChosen.type,
];
