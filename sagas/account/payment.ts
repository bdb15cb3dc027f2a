// The payment saga: Pay → makePayment with this payment's idempotency key → the payment listener (registerListener over
// graphql-ws, an eventChannel) until the loan system settles it → the account's data read anew. It runs only while
// signed in and is cancelled with the session (sign-out, timeout): the listener's socket is closed in `finally`. A
// press while a payment is under way is ignored (takeLeading); a refusal shows the server's message; an answer that
// never came keeps the key, so pressing Pay again is the same payment, never a second charge.
import type { EventChannel } from 'redux-saga';
import { put, takeLeading, type CallEffect } from 'redux-saga/effects';
import { accountApi, type AccountPayment } from '../../api/account/endpoints';
import {
  openPaymentListener,
  type LoanListenerEvent,
  type PaymentListenerOptions,
} from '../../api/account/paymentListener';
import type { RootState } from '../../store';
import {
  paymentKeyIssued,
  paymentRefused,
  paymentSettled,
  paymentSubmitted,
  paymentTaken,
  paymentUnconfirmed,
} from '../../store/payments';
import { endpointData, EndpointError } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { listen, subscriptionChannel, whileSignedIn, type ListenerMessage } from '../realtime';

export type PaymentListenerMessage = ListenerMessage<LoanListenerEvent>;

/** How long the screen waits for the result before it says so (the payment stays safe to retry). */
export const LISTENER_TIMEOUT_MS = 30_000;

export function paymentListenerChannel(options: PaymentListenerOptions): EventChannel<PaymentListenerMessage> {
  return subscriptionChannel(openPaymentListener, options);
}

/** Waits for the listener's one status; null when it closed, failed or took too long (no reconnect: pressing Pay
 * again asks the server, with the same key, what became of it). */
function* settledStatus(loanId: string, paymentId: string): Generator<CallEffect, LoanListenerEvent | null, unknown> {
  let settled: LoanListenerEvent | null = null;
  const outcome = yield* callTyped(listen<PaymentListenerOptions, LoanListenerEvent>, {
    channel: paymentListenerChannel,
    options: (connection) => ({ ...connection, loanId }),
    // The newest payment of the loan is this one unless another was made elsewhere meanwhile.
    onEvent: (event) => {
      if (event.transactionId && event.transactionId !== paymentId) return false;
      settled = event;
      return true;
    },
    maxReconnects: 0,
    waitMs: LISTENER_TIMEOUT_MS,
  });
  return outcome === 'final' ? settled : null;
}

/** The failure reason the history keeps, for a FAILED payment. */
function* failureReasonOf(loanNumber: string, paymentId: string) {
  try {
    const history = yield* endpointData(accountApi.endpoints.paymentHistory, { loanNumber });
    return history.find((p) => p.id === paymentId)?.failureReason ?? null;
  } catch {
    return null;
  }
}

export function* pay(action: ReturnType<typeof paymentSubmitted>) {
  const request = action.payload;
  let key = yield* selectTyped((s: RootState) => s.payments.idempotencyKey);
  if (!key) {
    key = crypto.randomUUID();
    yield put(paymentKeyIssued(key));
  }
  let payment: AccountPayment;
  try {
    payment = yield* endpointData(accountApi.endpoints.makePayment, {
      input: {
        loanNumber: request.loanNumber,
        kind: request.kind,
        amountCents: request.amountCents,
        method: request.method,
        idempotencyKey: key,
        authorizationAccepted: true,
        lang: request.lang,
      },
    });
  } catch (error) {
    if (error instanceof EndpointError && error.error.kind === 'input') {
      const first = error.error.fieldErrors?.[0];
      yield put(paymentRefused({ message: error.error.message, key: first?.key ?? null, field: first?.field ?? null }));
    } else yield put(paymentUnconfirmed());
    return;
  }
  yield put(
    paymentTaken({
      id: payment.id,
      loanNumber: payment.loanNumber,
      amountCents: payment.amount,
      confirmationNumber: payment.confirmationNumber,
      methodLast4: payment.methodLast4 ?? null,
    }),
  );
  if (payment.status !== 'PENDING') {
    // A retry of a payment already settled: its result is known.
    yield put(paymentSettled({ status: payment.status, failureReason: payment.failureReason ?? null }));
  } else {
    const event = yield* callTyped(settledStatus, request.loanId, payment.id);
    if (!event) {
      yield put(paymentUnconfirmed());
      return;
    }
    const reason = event.status === 'FAILED' ? yield* callTyped(failureReasonOf, request.loanNumber, payment.id) : null;
    yield put(paymentSettled({ status: event.status, failureReason: reason }));
  }
  // The loan's balance and due amount changed: the summary, history and loans are read again.
  yield put(accountApi.util.invalidateTags(['Account']));
}

function* takePayments() {
  yield takeLeading(paymentSubmitted.type, pay);
}

export function* watchPayments() {
  yield* whileSignedIn(takePayments);
}
