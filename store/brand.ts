// The brand this visit runs under and its campaign id; detected once at start-up (brands/detect.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_BRAND, type BrandKey } from '../brands/catalog';

export interface BrandState {
  key: BrandKey;
  campaignId: string;
}

const brandSlice = createSlice({
  name: 'brand',
  initialState: { key: DEFAULT_BRAND, campaignId: '' } as BrandState,
  reducers: {
    brandDetected(_state, action: PayloadAction<BrandState>) {
      return action.payload;
    },
  },
});

export const { brandDetected } = brandSlice.actions;
export const brandReducer = brandSlice.reducer;
