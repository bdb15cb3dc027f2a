// The multi-factor check of this sign-in: what the server decided for this device and whether the check is passed. The
// codes themselves are the verification slice's. Only `passed` and `applicationPassed` are persisted.
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
  /**
   * The sign-in went on to resume an application without the check: the server opens
   * the application flow to it and nothing else (an APPLICATION pass, server/mfa/gate.ts). `passed` stays false, so
   * the account and conversion pages still send this customer to the check.
   */
  applicationPassed: boolean;
  /**
   * Where to go once the check passes, when it was asked for on the way somewhere (a customer-data page or call
   * refused MFA_REQUIRED); empty after sign-in, which goes to the account. Not persisted.
   */
  returnTo: string;
  /**
   * "I can't use my authenticator app" on an OTP_TOTP check: not asked, being asked, asked and waiting until `opensAt`
   * (ISO 8601) for the e-mailed code, or open (the code was e-mailed; the e-mail code form takes over).
   */
  fallback: { status: 'none' | 'asking' | 'waiting' | 'open'; opensAt: string };
}

export const initialMfaState: MfaState = {
  status: 'idle',
  mfaId: '',
  decision: '',
  maskedEmail: '',
  maskedPhone: '',
  passed: false,
  applicationPassed: false,
  returnTo: '',
  fallback: { status: 'none', opensAt: '' },
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
    /**
     * A signed-in customer whose sign-in has not passed the check reached customer data (the server answered
     * MFA_REQUIRED, or the route guard saw the page needs it): the check starts, and passing it returns there.
     */
    mfaRequired(state, action: PayloadAction<{ returnTo: string }>) {
      return {
        ...initialMfaState,
        applicationPassed: state.applicationPassed,
        status: 'starting' as const,
        returnTo: action.payload.returnTo,
      };
    },
    mfaChallenged(state, action: PayloadAction<MfaChallenge>) {
      Object.assign(state, action.payload);
      state.status = 'challenged';
    },
    mfaPassed(state) {
      state.status = 'approved';
      state.passed = true;
    },
    /** The resume route: the application flow opens without the check (the server recorded it as it answered). */
    applicationPassGranted(state) {
      state.applicationPassed = true;
    },
    mfaDenied(state) {
      state.status = 'denied';
    },
    mfaFailed(state) {
      state.status = 'error';
    },
    authenticatorFallbackRequested(state) {
      state.fallback.status = 'asking';
    },
    authenticatorFallbackAnswered(
      state,
      action: PayloadAction<{ opensAt: string; codeSent: boolean; maskedEmail: string }>,
    ) {
      const { opensAt, codeSent, maskedEmail } = action.payload;
      state.fallback = { status: codeSent ? 'open' : 'waiting', opensAt };
      state.maskedEmail = maskedEmail;
    },
    /** The request failed (the redirect saga explains where it belongs); the button may be used again. */
    authenticatorFallbackFailed(state) {
      state.fallback.status = 'none';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialMfaState);
  },
});

export const {
  mfaStarted,
  mfaRequired,
  mfaChallenged,
  mfaPassed,
  applicationPassGranted,
  mfaDenied,
  mfaFailed,
  authenticatorFallbackRequested,
  authenticatorFallbackAnswered,
  authenticatorFallbackFailed,
} = mfaSlice.actions;
export const mfaReducer = mfaSlice.reducer;

/** True while a check is being started or waits for its codes: asking for another would send a second code. */
export const isCheckUnderWay = (mfa: MfaState) => mfa.status === 'starting' || mfa.status === 'challenged';
