// The multi-factor check of this sign-in (spec 000 "Multi-factor routes"): what the server decided for this device
// and whether the check is passed. The codes themselves are the verification slice's. Only `passed` is persisted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type MfaStatus = 'idle' | 'starting' | 'challenged' | 'approved' | 'denied' | 'error';

export interface MfaState {
  status: MfaStatus;
  mfaId: string;
  decision: string;
  maskedEmail: string;
  /** The phone on file a code is texted to, masked (phone decisions only). */
  maskedPhone: string;
  passed: boolean;
}

export const initialMfaState: MfaState = {
  status: 'idle',
  mfaId: '',
  decision: '',
  maskedEmail: '',
  maskedPhone: '',
  passed: false,
};

export type MfaChallenge = Pick<MfaState, 'mfaId' | 'decision' | 'maskedEmail' | 'maskedPhone'>;

const mfaSlice = createSlice({
  name: 'mfa',
  initialState: initialMfaState,
  reducers: {
    /** Sign-in (or a reload on a multi-factor page) needs the check: the MFA saga asks the server how. */
    mfaStarted() {
      return { ...initialMfaState, status: 'starting' as const };
    },
    mfaChallenged(state, action: PayloadAction<MfaChallenge>) {
      Object.assign(state, action.payload);
      state.status = 'challenged';
    },
    mfaPassed(state) {
      state.status = 'approved';
      state.passed = true;
    },
    mfaDenied(state) {
      state.status = 'denied';
    },
    mfaFailed(state) {
      state.status = 'error';
    },
    rememberDeviceAnswered(_state, _action: PayloadAction<{ remember: boolean }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialMfaState);
  },
});

export const { mfaStarted, mfaChallenged, mfaPassed, mfaDenied, mfaFailed, rememberDeviceAnswered } = mfaSlice.actions;
export const mfaReducer = mfaSlice.reducer;
