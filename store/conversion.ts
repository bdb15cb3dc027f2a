// Converting or refinancing an open payday loan (spec 000 "Loan conversion"): which offers exist, which the
// customer chose, and the progress step. Amounts are integer cents.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './auth';

export type ConversionType = 'CONVERSION' | 'REFINANCE';
export type ConversionStep = 'Customize' | 'ESign' | 'Confirmation';

export interface ConversionState {
  offers: ConversionType[];
  chosen: ConversionType | null;
  step: ConversionStep;
  /** Refinance option 1 repayOriginal, 2 repayAndReduce, 3 repayAndBorrow; starts on 1. */
  refinanceOptionId: 1 | 2 | 3;
  amountCents: number;
}

export const initialConversionState: ConversionState = {
  offers: [],
  chosen: null,
  step: 'Customize',
  refinanceOptionId: 1,
  amountCents: 0,
};

const conversionSlice = createSlice({
  name: 'conversion',
  initialState: initialConversionState,
  reducers: {
    offersReceived(state, action: PayloadAction<ConversionType[]>) {
      state.offers = action.payload;
    },
    conversionChosen(state, action: PayloadAction<ConversionType>) {
      state.chosen = action.payload;
    },
    refinanceOptionChanged(state, action: PayloadAction<1 | 2 | 3>) {
      // Spec: changing the option clears the entered amount.
      state.refinanceOptionId = action.payload;
      state.amountCents = 0;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialConversionState);
  },
});

export const { offersReceived, conversionChosen, refinanceOptionChanged } = conversionSlice.actions;
export const conversionReducer = conversionSlice.reducer;
