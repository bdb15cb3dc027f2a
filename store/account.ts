// The account pages' multi-step state: a change of contact e-mail or phone (a code sent to the new one, then the
// change). The new value itself stays in the saga that makes the change, never in the store; what is here is where
// the change stands, where the code went (masked) and the server's refusal.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export type ContactChannelName = 'EMAIL' | 'PHONE';
export type ContactStep = 'idle' | 'sending' | 'codeSent' | 'confirming' | 'changed';

export interface AccountState {
  contact: {
    step: ContactStep;
    channel: ContactChannelName | null;
    /** The new e-mail or phone, masked, as the server wrote it. */
    destination: string | null;
    minutes: number | null;
    refusal: { message: string; key: string | null; field: string | null } | null;
    /** Counts refusals, so the same words shown again are announced again. */
    refusals: number;
  };
}

export const initialAccountState: AccountState = {
  contact: { step: 'idle', channel: null, destination: null, minutes: null, refusal: null, refusals: 0 },
};

/** The customer asked for a code to change their contact e-mail or phone to `value`. */
export const contactChangeRequested = createAction<{ channel: ContactChannelName; value: string }>(
  'account/contactChangeRequested',
);
/** The customer typed the code they were sent. */
export const contactCodeSubmitted = createAction<{ code: string }>('account/contactCodeSubmitted');
export const contactChangeCancelled = createAction('account/contactChangeCancelled');

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    contactCodeSent: (state, action: PayloadAction<{ destination: string; minutes: number }>) => {
      state.contact.step = 'codeSent';
      state.contact.destination = action.payload.destination;
      state.contact.minutes = action.payload.minutes;
      state.contact.refusal = null;
    },
    contactChangeRefused: (state, action: PayloadAction<NonNullable<AccountState['contact']['refusal']>>) => {
      // A refused code keeps the customer on the code; a refused value sends them back to it.
      state.contact.step = state.contact.step === 'confirming' ? 'codeSent' : 'idle';
      state.contact.refusal = action.payload;
      state.contact.refusals += 1;
    },
    contactChanged: (state) => {
      state.contact = { ...initialAccountState.contact, step: 'changed' };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(contactChangeRequested, (state, action) => {
        state.contact.step = 'sending';
        state.contact.channel = action.payload.channel;
        state.contact.refusal = null;
      })
      .addCase(contactCodeSubmitted, (state) => {
        state.contact.step = 'confirming';
        state.contact.refusal = null;
      })
      .addCase(contactChangeCancelled, () => initialAccountState)
      .addCase(sessionLost, () => initialAccountState);
  },
});

export const { contactCodeSent, contactChangeRefused, contactChanged } = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
