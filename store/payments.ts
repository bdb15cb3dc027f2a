// One payment as the payment screen follows it: the event that starts it, the server's answer and the settled status
// the listener reports. Money is integer cents. The idempotency key lives here from the first click until the payment
// has an answer, so a retry after a lost response is the same payment, never a second one; a refusal or a new payment
// gets a fresh key. Nothing here is persisted or sensitive (last 4 only).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentKindName, PaymentMethodName } from '../src/lib/account/payment';
import { sessionLost } from './events';

export type PaymentPhase =
  | 'idle'
  | 'submitting'
  | 'pending'
  | 'posted'
  | 'failed'
  /** Settled but not applied (the loan had closed, or another payment left less owed): the money goes back. */
  | 'returned'
  | 'refused'
  | 'unconfirmed';

export interface TakenPayment {
  id: string;
  loanNumber: string;
  amountCents: number;
  confirmationNumber: string;
  methodLast4: string | null;
}

export interface PaymentsState {
  phase: PaymentPhase;
  idempotencyKey: string | null;
  payment: TakenPayment | null;
  failureReason: string | null;
  /** The server's refusal: its message and the catalogue key of the field it is about. */
  refusal: { message: string; key: string | null; field: string | null } | null;
}

export const initialPaymentsState: PaymentsState = {
  phase: 'idle',
  idempotencyKey: null,
  payment: null,
  failureReason: null,
  refusal: null,
};

export interface PaymentRequest {
  loanNumber: string;
  loanId: string;
  kind: PaymentKindName;
  amountCents: number;
  method: PaymentMethodName;
  lang: 'en' | 'es';
}

/** The customer pressed Pay (the payment saga takes it from here; a second press while one runs is ignored). */
export const paymentSubmitted = createAction<PaymentRequest>('payments/paymentSubmitted');
/** The customer starts over (another payment, or leaves the page). */
export const paymentReset = createAction('payments/paymentReset');

const paymentsSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentsState,
  reducers: {
    paymentKeyIssued: (state, action: PayloadAction<string>) => {
      state.idempotencyKey = action.payload;
    },
    paymentTaken: (state, action: PayloadAction<TakenPayment>) => {
      state.phase = 'pending';
      state.payment = action.payload;
      state.refusal = null;
    },
    paymentSettled: (state, action: PayloadAction<{ status: string; failureReason: string | null }>) => {
      const { status } = action.payload;
      state.phase = status === 'POSTED' ? 'posted' : status === 'RETURNED' ? 'returned' : 'failed';
      state.failureReason = action.payload.failureReason;
      state.idempotencyKey = null;
    },
    paymentRefused: (state, action: PayloadAction<NonNullable<PaymentsState['refusal']>>) => {
      state.phase = 'refused';
      state.refusal = action.payload;
      state.idempotencyKey = null;
    },
    /** The outcome is not known (no answer, or the listener lost): the key is kept so a retry is the same payment. */
    paymentUnconfirmed: (state) => {
      state.phase = 'unconfirmed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentSubmitted, (state) => {
        state.phase = 'submitting';
        state.refusal = null;
        state.failureReason = null;
      })
      .addCase(paymentReset, () => initialPaymentsState)
      .addCase(sessionLost, () => initialPaymentsState);
  },
});

export const { paymentKeyIssued, paymentTaken, paymentSettled, paymentRefused, paymentUnconfirmed } =
  paymentsSlice.actions;
export const paymentsReducer = paymentsSlice.reducer;
