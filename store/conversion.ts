// Converting or refinancing an open payday loan: which offer the customer took, where they are in Customize / ESign /
// Confirmation, and the conversion the server keeps for them. The screens dispatch the events below; sagas/conversion
// calls the server and answers with the settling actions. Not persisted: once the choice is saved the page's address
// names the conversion (its id only), and a reload resumes ESign or Confirmation from the server's record
// (conversionResumeRequested).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type ConversionType = 'CONVERSION' | 'REFINANCE';
export type ConversionStep = 'Customize' | 'ESign' | 'Confirmation';
export type RefinanceOptionId = 1 | 2 | 3;

export interface ConversionState {
  offers: ConversionType[];
  chosen: ConversionType | null;
  step: ConversionStep;
  /** Refinance option 1 repayOriginal, 2 repayAndReduce, 3 repayAndBorrow; starts on 1. */
  refinanceOptionId: RefinanceOptionId;
  /** Integer cents. */
  amountCents: number;
  /** The server's conversion record once the choice is saved. */
  conversionId: string | null;
  /** resuming: a reload is asking the server where the named conversion stands. */
  status: 'idle' | 'working' | 'resuming' | 'denied';
  /** The server's refusal, already worded (its message), or ''. */
  message: string;
}

export const initialConversionState: ConversionState = {
  offers: [],
  chosen: null,
  step: 'Customize',
  refinanceOptionId: 1,
  amountCents: 0,
  conversionId: null,
  status: 'idle',
  message: '',
};

// Events (the screens')
export const conversionOfferChosen = createAction<{ customerCode: string; type: ConversionType }>(
  'conversion/offerChosen',
);
export const conversionChoiceSubmitted = createAction<{
  customerCode: string;
  offerId: string;
  type: ConversionType;
  refinanceOptionId: RefinanceOptionId | null;
  amountCents: number;
}>('conversion/choiceSubmitted');
export const conversionSignSubmitted = createAction<{ signatureName: string }>('conversion/signSubmitted');
/** The convert or refinance page opened on an address naming a conversion this store does not hold (a reload). */
export const conversionResumeRequested = createAction<{ id: string; type: ConversionType }>(
  'conversion/resumeRequested',
);

export const CONVERSION_EVENTS = [
  conversionOfferChosen.type,
  conversionChoiceSubmitted.type,
  conversionSignSubmitted.type,
  conversionResumeRequested.type,
];

const conversionSlice = createSlice({
  name: 'conversion',
  initialState: initialConversionState,
  reducers: {
    /** /loan/conversion opened: a denial or refusal from an earlier visit no longer applies. */
    conversionPageOpened(state) {
      if (state.status !== 'working') state.status = 'idle';
      state.message = '';
    },
    conversionStarted(state, action: PayloadAction<ConversionType>) {
      state.chosen = action.payload;
      state.step = 'Customize';
      state.conversionId = null;
      state.refinanceOptionId = 1;
      state.amountCents = 0;
      state.message = '';
      state.status = 'idle';
    },
    conversionWorking(state) {
      state.status = 'working';
      state.message = '';
    },
    conversionRefused(state, action: PayloadAction<string>) {
      state.status = 'idle';
      state.message = action.payload;
    },
    conversionDenied(state) {
      state.status = 'denied';
    },
    conversionSaved(
      state,
      action: PayloadAction<{
        id: string;
        type: ConversionType;
        amountCents: number;
        refinanceOptionId: RefinanceOptionId | null;
      }>,
    ) {
      state.status = 'idle';
      state.conversionId = action.payload.id;
      state.chosen = action.payload.type;
      state.amountCents = action.payload.amountCents;
      state.refinanceOptionId = action.payload.refinanceOptionId ?? 1;
      state.step = 'ESign';
    },
    conversionConfirmed(state) {
      state.status = 'idle';
      state.step = 'Confirmation';
    },
    conversionResuming(state) {
      state.status = 'resuming';
      state.message = '';
    },
    /** The server's record of the named conversion: its choice, and the step its status means. */
    conversionResumed(
      state,
      action: PayloadAction<{
        id: string;
        type: ConversionType;
        amountCents: number;
        refinanceOptionId: RefinanceOptionId | null;
        step: Exclude<ConversionStep, 'Customize'>;
      }>,
    ) {
      const { id, type, amountCents, refinanceOptionId, step } = action.payload;
      Object.assign(state, { status: 'idle', conversionId: id, chosen: type, amountCents, step });
      state.refinanceOptionId = refinanceOptionId ?? 1;
    },
    /** Nothing to resume (another type, withdrawn or not found): the page starts at Customize. */
    conversionResumeFailed(state) {
      Object.assign(state, { ...initialConversionState, offers: state.offers });
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialConversionState);
  },
});

export const {
  conversionPageOpened,
  conversionStarted,
  conversionWorking,
  conversionRefused,
  conversionDenied,
  conversionSaved,
  conversionConfirmed,
  conversionResuming,
  conversionResumed,
  conversionResumeFailed,
} = conversionSlice.actions;
export const conversionReducer = conversionSlice.reducer;
