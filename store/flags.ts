// Feature flags as served by the server's /flags; `loaded` lets routes that depend on a flag wait for it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FlagValues {
  maintenance: boolean;
  loanConversion: boolean;
  passwordless: boolean;
  forgotPassword: boolean;
  forgotEmail: boolean;
  forgotPasswordNotFoundV2: boolean;
  mfa: boolean;
  redirectToPartnerSite: boolean;
  redirectToCardBrand: boolean;
  remoteSession: boolean;
  newBankingScreen: boolean;
  privacyConsentPage: boolean;
  idleTimeoutSeconds: number;
  expiryTimeoutSeconds: number;
}

export interface FlagsState {
  loaded: boolean;
  values: FlagValues;
}

export const defaultFlags: FlagValues = {
  maintenance: false,
  loanConversion: false,
  passwordless: false,
  forgotPassword: true,
  forgotEmail: true,
  forgotPasswordNotFoundV2: true,
  mfa: true,
  redirectToPartnerSite: false,
  redirectToCardBrand: false,
  remoteSession: false,
  newBankingScreen: true,
  privacyConsentPage: false,
  idleTimeoutSeconds: 900,
  expiryTimeoutSeconds: 60,
};

const flagsSlice = createSlice({
  name: 'flags',
  initialState: { loaded: false, values: defaultFlags } as FlagsState,
  reducers: {
    flagsLoaded(state, action: PayloadAction<Partial<FlagValues>>) {
      state.loaded = true;
      state.values = { ...state.values, ...action.payload };
    },
  },
});

export const { flagsLoaded } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;
