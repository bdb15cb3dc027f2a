// Converting or refinancing an open payday loan (spec 000 "Loan conversion"). The state is filled by the conversion
// issue; until then the slice exists so the store's shape, its reset on session loss and its persistence are settled.
import { createSlice } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type ConversionType = 'CONVERSION' | 'REFINANCE';
export type ConversionStep = 'Customize' | 'ESign' | 'Confirmation';

export interface ConversionState {
  offers: ConversionType[];
  chosen: ConversionType | null;
  step: ConversionStep;
  /** Refinance option 1 repayOriginal, 2 repayAndReduce, 3 repayAndBorrow; starts on 1. */
  refinanceOptionId: 1 | 2 | 3;
  /** Integer cents. */
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
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialConversionState);
  },
});

export const conversionReducer = conversionSlice.reducer;
