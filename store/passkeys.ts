// The customer's passkeys as the security settings show them (the identity provider's list with the portal's names
// and last use merged in), what is under way, the last outcome to announce, and the one-time offer to add one after
// a password sign-in. Joins the store late (store/lateSlices.ts): only account screens read it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageKey } from '../src/lib/i18n';
import { sessionLost } from './events';

export interface PasskeyRow {
  id: string;
  /** The customer's own name for it in the portal; empty when unnamed. */
  name: string;
  /** The name the authenticator gave it; empty when none. */
  providerName: string;
  /** ISO 8601; empty when the provider did not say. */
  createdAt: string;
  /** ISO 8601; null when never used (or not known). */
  lastUsedAt: string | null;
}

export type PasskeyWork = 'none' | 'adding' | 'renaming' | 'removing';

export interface PasskeysState {
  list: PasskeyRow[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  working: PasskeyWork;
  /** The last outcome, for a live region; `count` grows so the same words are announced again. */
  outcome: { key: MessageKey; tone: 'success' | 'error'; count: number } | null;
  /** How many changes have finished (done or refused), so a question knows its own answer has come. */
  settled: number;
  /** The offer after a password sign-in: not decided, shown, or settled for this sign-in. */
  offer: 'unknown' | 'open' | 'done';
}

export const initialPasskeysState: PasskeysState = {
  list: [],
  status: 'idle',
  working: 'none',
  outcome: null,
  settled: 0,
  offer: 'unknown',
};

// Events the screens dispatch; sagas/security/passkeys.ts answers them.
export const passkeysRequested = createAction('passkeys/requested');
export const passkeyAddRequested = createAction('passkeys/addRequested');
export const passkeyRenameRequested = createAction<{ id: string; name: string }>('passkeys/renameRequested');
export const passkeyRemoveRequested = createAction<{ id: string }>('passkeys/removeRequested');
/** The account page has loaded: the saga decides whether to offer a passkey. */
export const passkeyOfferChecked = createAction('passkeys/offerChecked');
/** "Not now" (or Escape): remembered for this customer on this device, never asked again here. */
export const passkeyOfferDeclined = createAction('passkeys/offerDeclined');

const outcomeOf = (state: PasskeysState, key: MessageKey, tone: 'success' | 'error') => ({
  key,
  tone,
  count: (state.outcome?.count ?? 0) + 1,
});

const passkeysSlice = createSlice({
  name: 'passkeys',
  initialState: initialPasskeysState,
  reducers: {
    passkeysLoaded(state, action: PayloadAction<PasskeyRow[]>) {
      state.list = action.payload;
      state.status = 'ready';
    },
    passkeysLoadFailed(state) {
      state.status = 'failed';
    },
    passkeyDone(state, action: PayloadAction<{ key: MessageKey; list?: PasskeyRow[] }>) {
      if (action.payload.list) state.list = action.payload.list;
      state.working = 'none';
      state.outcome = outcomeOf(state, action.payload.key, 'success');
      state.settled += 1;
    },
    passkeyRefused(state, action: PayloadAction<MessageKey>) {
      state.working = 'none';
      state.outcome = outcomeOf(state, action.payload, 'error');
      state.settled += 1;
    },
    passkeyOfferOpened(state) {
      state.offer = 'open';
    },
    passkeyOfferSettled(state) {
      state.offer = 'done';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(passkeysRequested, (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
    });
    builder.addCase(passkeyAddRequested, (state) => {
      state.working = 'adding';
      state.outcome = null;
    });
    builder.addCase(passkeyRenameRequested, (state) => {
      state.working = 'renaming';
      state.outcome = null;
    });
    builder.addCase(passkeyRemoveRequested, (state) => {
      state.working = 'removing';
      state.outcome = null;
    });
    builder.addCase(passkeyOfferDeclined, (state) => {
      state.offer = 'done';
    });
    builder.addCase(sessionLost, () => initialPasskeysState);
  },
});

export const {
  passkeysLoaded,
  passkeysLoadFailed,
  passkeyDone,
  passkeyRefused,
  passkeyOfferOpened,
  passkeyOfferSettled,
} = passkeysSlice.actions;
export const passkeysReducer = passkeysSlice.reducer;
