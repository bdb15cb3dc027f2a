// The payment saga (issue 14 point 3): Pay → makePayment with this payment's idempotency key → the payment listener
// (registerListener over graphql-ws, an eventChannel) until the loan system settles it → the account's data read
// anew. It runs only while signed in and is cancelled with the session (sign-out, timeout): the listener's socket is
// closed in `finally`. A press while a payment is under way is ignored (takeLeading); a refusal shows the server's
// message; an answer that never came keeps the key, so pressing Pay again is the same payment, never a second charge.
import type { EventChannel, Task } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { accountApi, type AccountPayment } from '../../api/account/endpoints';
import {
  openPaymentListener,
  type LoanListenerEvent,
  type PaymentListenerOptions,
} from '../../api/account/paymentListener';
import { realtimeUrl } from '../../api/realtime/applicationListener';
import type { RootState } from '../../store';
import { isActingAsCustomer, sessionRestored, signInSucceeded } from '../../store/auth';
import { sessionLost } from '../../store/events';
import {
  paymentKeyIssued,
  paymentRefused,
  paymentSettled,
  paymentSubmitted,
  paymentTaken,
  paymentUnconfirmed,
} from '../../store/payments';
import { callEndpoint, EndpointError } from '../callEndpoint';
import { deps } from '../context';

export type PaymentListenerMessage =
  { type: 'event'; event: LoanListenerEvent } | { type: 'closed'; code: number } | { type: 'error'; reason: string };

/** How long the screen waits for the result before it says so (the payment stays safe to retry). */
export const LISTENER_TIMEOUT_MS = 30_000;

export function paymentListenerChannel(options: PaymentListenerOptions): EventChannel<PaymentListenerMessage> {
  return eventChannel<PaymentListenerMessage>((emit) =>
    openPaymentListener(options, {
      onEvent: (event) => emit({ type: 'event', event }),
      onClosed: (code) => emit({ type: 'closed', code }),
      onError: (reason) => emit({ type: 'error', reason }),
    }),
  );
}

function* listenerOptions(loanId: string) {
  const { identity, nav } = yield* deps();
  const session = (yield call([identity, identity.session])) as { idToken: string } | null;
  const auth = (yield select((s: RootState) => s.auth)) as RootState['auth'];
  const brandKey = (yield select((s: RootState) => s.brand.key)) as string;
  const options: PaymentListenerOptions = {
    url: realtimeUrl(nav.location()),
    token: session?.idToken ?? '',
    loanId,
    brandKey,
    ...(isActingAsCustomer(auth) ? { adminAuthAs: auth.email } : {}),
  };
  return options;
}

/** Waits for the listener's one status; null when it closed, failed or took too long. */
function* settledStatus(loanId: string, paymentId: string) {
  const options = (yield call(listenerOptions, loanId)) as PaymentListenerOptions;
  const channel = (yield call(paymentListenerChannel, options)) as EventChannel<PaymentListenerMessage>;
  try {
    for (;;) {
      const { message } = (yield race({
        message: take(channel),
        timeout: delay(LISTENER_TIMEOUT_MS),
      })) as { message?: PaymentListenerMessage };
      if (!message || message.type !== 'event') return null;
      // The newest payment of the loan is this one unless another was made elsewhere meanwhile.
      if (!message.event.transactionId || message.event.transactionId === paymentId) return message.event;
    }
  } finally {
    channel.close();
  }
}

/** The failure reason the history keeps, for a FAILED payment. */
function* failureReasonOf(loanNumber: string, paymentId: string) {
  try {
    const history = (yield call(callEndpoint, accountApi.endpoints.paymentHistory, { loanNumber })) as AccountPayment[];
    return history.find((p) => p.id === paymentId)?.failureReason ?? null;
  } catch {
    return null;
  }
}

export function* pay(action: ReturnType<typeof paymentSubmitted>) {
  const request = action.payload;
  let key = (yield select((s: RootState) => s.payments.idempotencyKey)) as string | null;
  if (!key) {
    key = crypto.randomUUID();
    yield put(paymentKeyIssued(key));
  }
  let payment: AccountPayment;
  try {
    payment = (yield call(callEndpoint, accountApi.endpoints.makePayment, {
      input: {
        loanNumber: request.loanNumber,
        kind: request.kind,
        amountCents: request.amountCents,
        method: request.method,
        idempotencyKey: key,
        authorizationAccepted: true,
        lang: request.lang,
      },
    })) as AccountPayment;
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
    const event = (yield call(settledStatus, request.loanId, payment.id)) as LoanListenerEvent | null;
    if (!event) {
      yield put(paymentUnconfirmed());
      return;
    }
    const reason = (event.status === 'FAILED' ? yield call(failureReasonOf, request.loanNumber, payment.id) : null) as
      string | null;
    yield put(paymentSettled({ status: event.status, failureReason: reason }));
  }
  // The loan's balance and due amount changed: the summary, history and loans are read again.
  yield put(accountApi.util.invalidateTags(['Account']));
}

function* whileSignedIn() {
  yield takeLeading(paymentSubmitted.type, pay);
}

export function* watchPayments() {
  for (;;) {
    const signedIn = (yield select((s: RootState) => s.auth.isAuthenticated)) as boolean;
    if (!signedIn) yield take([signInSucceeded.type, sessionRestored.type]);
    const task = (yield fork(whileSignedIn)) as Task;
    yield take(sessionLost.type);
    yield cancel(task);
  }
}
