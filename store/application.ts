// The application the customer is working on: its id, type, address state and channel, a loan number carried in from a
// hand-off or resume link, and where the flow's work stands for the screens (busy, the alert and the fields the server
// refused). The application's answers live on the server and in the API cache, never here: form state stays in each
// form, and no SSN, account number or token is ever stored.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdditionalAttributesInput,
  AdditionalInformationInput,
  AgreementInput,
  ContactInformationInput,
  FundingMethod,
  IncomeInformationInput,
  PersonalInformationInput,
  ProductCode,
  Channel,
} from '../api/generated/graphql';
import { sessionLost } from './events';

export type ApplicationStatus = 'idle' | 'loading' | 'ready' | 'working' | 'refused';

/** A field the server (or a rule) refused: the form's path and the message's catalogue key. Never the value. */
export interface ApplicationFieldError {
  field: string;
  key: string;
}

export interface ApplicationState {
  applicationId: string;
  applicationType: 'CONVERSION' | 'REFINANCE' | 'STANDARD' | 'EPP' | '';
  stateCode: string;
  channel: 'ONLINE' | 'RETAIL' | '';
  loanNumber: string;
  status: ApplicationStatus;
  /** The alert a screen shows (a catalogue key or the server's words); '' when none. */
  message: string;
  fieldErrors: ApplicationFieldError[];
  /** Counts refusals, so the alert takes focus again when the same words come back. */
  refusals: number;
  /** An unsubmitted application (under 21 days old) the customer may resume, and the page it resumes on. */
  resumable: { applicationId: string; page: string } | null;
  /** The submitted application as the realtime listener reports it (sagas/application/listener.ts). */
  live: LiveApplication;
}

/** What the listener last heard and how its connection stands. */
export interface LiveApplication {
  listener: 'idle' | 'connecting' | 'listening' | 'reconnecting' | 'closed' | 'error';
  applicationState: string | null;
  status: string | null;
  /** The last action code (ESIGN_RECALCULATED, ORIGINATED…); null when none. */
  action: string | null;
}

export const initialLive: LiveApplication = { listener: 'idle', applicationState: null, status: null, action: null };

export const initialApplicationState: ApplicationState = {
  applicationId: '',
  applicationType: '',
  stateCode: '',
  channel: '',
  loanNumber: '',
  status: 'idle',
  message: '',
  fieldErrors: [],
  refusals: 0,
  resumable: null,
  live: initialLive,
};

export interface PersonalSubmission {
  personalInfo: PersonalInformationInput;
  contactInfo: ContactInformationInput;
  additionalInfo: AdditionalInformationInput;
}

export interface ProductChoice {
  productCode: ProductCode;
  channel: Channel;
}

/** The agreements step: every answer, and how the loan is repaid and funded. */
export interface AgreementsSubmission {
  agreements: AgreementInput[];
  repaymentMethod: FundingMethod;
  fundingMethod: FundingMethod;
  /** The decision asked for another method (SUBMIT_ERROR): once saved, the application is submitted again. */
  resubmit?: boolean;
}

function working(state: ApplicationState) {
  state.status = 'working';
  state.message = '';
  state.fieldErrors = [];
}

const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState,
  reducers: {
    /** A hand-off in resume-app mode: the application continues here with the loan number it carried. */
    loanNumberCarried(state, action: PayloadAction<{ loanNumber: string }>) {
      state.loanNumber = action.payload.loanNumber;
    },
    /** A saga started work whose event the slice does not answer itself (the final steps, e-sign, a lead). */
    applicationWorkStarted(state) {
      working(state);
    },
    /** An application page opened: the saga finds the application and keeps the customer on a page they may see. */
    applicationPageOpened(state, _action: PayloadAction<{ pathname: string }>) {
      state.message = '';
      state.fieldErrors = [];
      if (!state.applicationId) state.status = 'loading';
    },
    /** The account step: start (or, for a returning customer, create from what is known) the application. */
    applicationStartSubmitted(state, _action: PayloadAction<{ consents: AdditionalAttributesInput }>) {
      working(state);
    },
    /** The SSN rides on this action to the saga and the server only; the reducer never reads it. */
    personalSubmitted(state, _action: PayloadAction<PersonalSubmission>) {
      working(state);
    },
    productPreferenceSubmitted(state, _action: PayloadAction<ProductChoice>) {
      working(state);
    },
    storeSubmitted(state, _action: PayloadAction<{ storeNumber: string }>) {
      working(state);
    },
    incomeSubmitted(state, _action: PayloadAction<IncomeInformationInput>) {
      working(state);
    },
    agreementsSubmitted(state, _action: PayloadAction<AgreementsSubmission>) {
      working(state);
    },
    /** upload-docs is done (each file was sent as it was chosen): check every one asked for is stored, move on. */
    uploadsSubmitted(state) {
      working(state);
    },
    /** Resume the offered application where it was left. */
    resumeAccepted(state) {
      working(state);
    },
    /** continue-conversion: the application becomes a conversion of the customer's open loan. */
    conversionChosen(state) {
      working(state);
    },
    /** force-enrollment: link the customer's loan-system record to this account. */
    enrollmentLinkRequested(state) {
      working(state);
    },
    /** Withdraw the offered (or current) application and start again. */
    startOverRequested(state) {
      working(state);
    },
    /** The application the server returned (ids and codes only are kept). */
    applicationLoaded(
      state,
      action: PayloadAction<Pick<ApplicationState, 'applicationId' | 'applicationType' | 'stateCode' | 'channel'>>,
    ) {
      Object.assign(state, action.payload);
      state.status = 'ready';
    },
    applicationResumable(state, action: PayloadAction<ApplicationState['resumable']>) {
      state.resumable = action.payload;
      state.status = 'ready';
    },
    /** Nothing to load: a new start. */
    applicationAbsent(state) {
      state.status = 'ready';
    },
    applicationWithdrawn(state) {
      return { ...initialApplicationState, status: 'ready', refusals: state.refusals };
    },
    applicationRefused(state, action: PayloadAction<{ message: string; fieldErrors?: ApplicationFieldError[] }>) {
      state.status = 'refused';
      state.message = action.payload.message;
      state.fieldErrors = action.payload.fieldErrors ?? [];
      state.refusals += 1;
    },
    applicationSettled(state) {
      state.status = 'ready';
    },
    /** The review page's button: submit the application (sagas/application/submit.ts). */
    submitRequested(state, _action: PayloadAction<{ applicationId: string }>) {
      working(state);
    },
    /** The transition page wants live status for this application (the listener starts if it is not running). */
    listenerRequested(state, _action: PayloadAction<{ applicationId: string }>) {
      if (state.live.listener === 'idle' || state.live.listener === 'closed' || state.live.listener === 'error')
        state.live.listener = 'connecting';
    },
    listenerConnected(state) {
      state.live.listener = 'listening';
    },
    /** A state the server reported (the submit's answer or a listener message). */
    applicationStateReported(
      state,
      action: PayloadAction<{ applicationState: string | null; status: string; action?: string | null }>,
    ) {
      state.live.applicationState = action.payload.applicationState;
      state.live.status = action.payload.status;
      state.live.action = action.payload.action ?? null;
    },
    listenerReconnecting(state) {
      state.live.listener = 'reconnecting';
    },
    listenerClosed(state) {
      state.live.listener = 'closed';
    },
    /** The connection was refused or kept failing: the transition page offers to try again. */
    listenerFailed(state) {
      state.live.listener = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialApplicationState);
  },
});

export const {
  loanNumberCarried,
  applicationWorkStarted,
  applicationPageOpened,
  applicationStartSubmitted,
  personalSubmitted,
  productPreferenceSubmitted,
  storeSubmitted,
  incomeSubmitted,
  agreementsSubmitted,
  uploadsSubmitted,
  resumeAccepted,
  startOverRequested,
  conversionChosen,
  enrollmentLinkRequested,
  applicationLoaded,
  applicationResumable,
  applicationAbsent,
  applicationWithdrawn,
  applicationRefused,
  applicationSettled,
  submitRequested,
  listenerRequested,
  listenerConnected,
  applicationStateReported,
  listenerReconnecting,
  listenerClosed,
  listenerFailed,
} = applicationSlice.actions;
export const applicationReducer = applicationSlice.reducer;

/** The events the agreements room's saga answers (sagas/featureSagas.ts loads it with the first of them). */
export const AGREEMENTS_EVENTS = [agreementsSubmitted.type, uploadsSubmitted.type];
