// The brand this visit runs under and its campaign id; detected once at start-up (brands/detect.ts).
import { createSlice } from '@reduxjs/toolkit';
import { BRANDS, DEFAULT_BRAND, type BrandKey } from '../brands/catalog';

export interface BrandState {
  key: BrandKey;
  campaignId: string;
}

const brandSlice = createSlice({
  name: 'brand',
  initialState: { key: DEFAULT_BRAND, campaignId: '' } as BrandState,
  // Detected once before the store exists (src/app/boot.ts) and preloaded; nothing changes it during a visit.
  reducers: {},
});

export const brandReducer = brandSlice.reducer;

/** The configuration of the brand this visit runs under (phone, hours, names): screens read brands through here. */
export const selectBrandConfig = (state: { brand: BrandState }) => BRANDS[state.brand.key];
