// The payment saga with the real reducer, makePayment answered per case and a scripted payment listener: a payment
// taken and posted live (the listener closed, the account read again), a failure with its reason, a refusal with the
// server's field key and a fresh key next time, an answer that never came keeping the key for the retry, a listener
// that closes without a status, and the listener cancelled (its socket closed) on sign-out.
import type { UnknownAction } from '@reduxjs/toolkit';
import { channel, type Channel, type END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { accountApi, type AccountPayment } from '../../../api/account/endpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  pay,
  paymentListenerChannel,
  watchPayments,
  type PaymentListenerMessage,
} from '../../../sagas/account/payment';
import { plainRootReducer, type RootState } from '../../../store';
import { sessionLost } from '../../../store/events';
import { paymentSubmitted, type PaymentRequest } from '../../../store/payments';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

const LOAN_ID = '1d2c3b4a-0000-4f60-8a7b-9c0d1e2f3a4b';
const PAYMENT_ID = '7e7e7e7e-0000-4f60-8a7b-9c0d1e2f3a4b';
const REQUEST: PaymentRequest = {
  loanNumber: 'PDL-5000501',
  loanId: LOAN_ID,
  kind: 'CUSTOM',
  amountCents: 2000,
  method: 'DEBIT_CARD',
  lang: 'en',
};
const taken = (status = 'PENDING', failureReason: string | null = null): AccountPayment => ({
  id: PAYMENT_ID,
  loanNumber: 'PDL-5000501',
  amount: 2000,
  kind: 'CUSTOM',
  method: 'DEBIT_CARD',
  methodLast4: '4242',
  status: status as AccountPayment['status'],
  confirmationNumber: 'PMT-ABCDEFGHJK',
  failureReason,
  returnReason: null,
  postedOn: null,
  interest: null,
  principal: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  processedAt: null,
});

interface Connection {
  messages: PaymentListenerMessage[];
  closed: boolean;
  options?: unknown;
  /** Keep the channel open after the messages (a listener still waiting). */
  hold?: boolean;
}

function scripted(connections: Connection[]) {
  let next = 0;
  return [
    matchers.call.fn(paymentListenerChannel),
    dynamic(({ args }: { args: unknown[] }) => {
      const connection = connections[next++];
      if (!connection) throw new Error('no more connections scripted');
      connection.options = args[0];
      const ch: Channel<PaymentListenerMessage> = channel();
      for (const m of connection.messages) ch.put(m);
      return {
        take: (cb: (m: PaymentListenerMessage | END) => void) => ch.take(cb),
        flush: (cb: (m: PaymentListenerMessage[] | END) => void) => ch.flush(cb),
        close: () => {
          connection.closed = true;
          ch.close();
        },
      };
    }),
  ] as const;
}

const signedIn = () =>
  stateWith({ auth: { initialized: true, isAuthenticated: true, email: 'open.payday@example.com' } }) as RootState;

async function run(connections: Connection[], answers: Record<string, unknown>, state = signedIn()) {
  const ctx = fakeContext();
  ctx.identity.signedInAs({ email: 'open.payday@example.com' } as never);
  const calls: EndpointCallOf<keyof typeof accountApi.endpoints & string>[] = [];
  const result = await expectSaga(function* root() {
    yield call(pay, paymentSubmitted(REQUEST));
  })
    .withReducer(plainRootReducer, state)
    .provide([
      contextProviders(ctx),
      scripted(connections),
      answeringEndpoints(accountApi.endpoints, answers, calls),
    ] as never)
    .run(5_000);
  const puts = (result.effects.put ?? []).map((e) => (e as { payload: { action: UnknownAction } }).payload.action);
  return { state: result.storeState as RootState, calls, puts };
}

const posted = { type: 'event', event: { loanId: LOAN_ID, status: 'POSTED', transactionId: PAYMENT_ID } } as const;

describe('the payment saga', () => {
  it('takes the payment with a fresh key, follows it on the listener to POSTED and reads the account again', async () => {
    const connection: Connection = { messages: [posted], closed: false };
    const { state, calls, puts } = await run([connection], { makePayment: taken() });
    const input = (calls[0]!.arg as { input: { idempotencyKey: string; amountCents: number } }).input;
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toMatchObject({ amountCents: 2000, authorizationAccepted: true, lang: 'en' });
    expect(connection.options).toMatchObject({ loanId: LOAN_ID, url: 'ws://localhost:8080/graphql' });
    expect(connection.closed).toBe(true);
    expect(state.payments).toMatchObject({
      phase: 'posted',
      idempotencyKey: null,
      payment: { confirmationNumber: 'PMT-ABCDEFGHJK', amountCents: 2000 },
    });
    expect(puts.some((a) => a.type === accountApi.util.invalidateTags([]).type)).toBe(true);
  });

  it('shows a FAILED payment with the reason the history keeps', async () => {
    const failed = { type: 'event', event: { loanId: LOAN_ID, status: 'FAILED', transactionId: PAYMENT_ID } } as const;
    const { state } = await run([{ messages: [failed], closed: false }], {
      makePayment: taken(),
      // An array answers successive calls: the one call answers the list.
      paymentHistory: [[taken('FAILED', 'Insufficient funds')]],
    });
    expect(state.payments).toMatchObject({ phase: 'failed', failureReason: 'Insufficient funds' });
  });

  it('shows a RETURNED payment as returned, not failed, and reads the account again', async () => {
    const back = { type: 'event', event: { loanId: LOAN_ID, status: 'RETURNED', transactionId: PAYMENT_ID } } as const;
    const { state, calls, puts } = await run([{ messages: [back], closed: false }], { makePayment: taken() });
    expect(state.payments).toMatchObject({ phase: 'returned', idempotencyKey: null });
    // Only a FAILED payment's reason is looked up; a returned one's is on the history page.
    expect(calls.map((c) => c.name)).not.toContain('paymentHistory');
    expect(puts.some((a) => a.type === accountApi.util.invalidateTags([]).type)).toBe(true);
  });

  it('shows a refusal with its field key and lets the next payment have a new key', async () => {
    const refusal = new EndpointError({
      kind: 'input',
      code: 'BAD_USER_INPUT',
      message: 'That is more than you owe.',
      fieldErrors: [{ field: 'amountCents', key: 'account.payment.problem.aboveThePayoff' }],
    });
    const { state } = await run([], { makePayment: refusal });
    expect(state.payments).toMatchObject({
      phase: 'refused',
      idempotencyKey: null,
      refusal: { key: 'account.payment.problem.aboveThePayoff', field: 'amountCents' },
    });
  });

  it('keeps the key when no answer came, so pressing Pay again sends the same payment', async () => {
    const lost = new EndpointError({ kind: 'gateway', code: '502', message: 'Bad gateway' });
    const first = await run([], { makePayment: lost });
    expect(first.state.payments.phase).toBe('unconfirmed');
    const key = first.state.payments.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await run([{ messages: [posted], closed: false }], { makePayment: taken() }, first.state);
    expect((again.calls[0]!.arg as { input: { idempotencyKey: string } }).input.idempotencyKey).toBe(key);
    expect(again.state.payments.phase).toBe('posted');
  });

  it('says the result is not confirmed yet when the listener closes without a status', async () => {
    const connection: Connection = { messages: [{ type: 'closed', code: 1006 }], closed: false };
    const { state } = await run([connection], { makePayment: taken() });
    expect(state.payments.phase).toBe('unconfirmed');
    expect(connection.closed).toBe(true);
  });

  it('closes the listener when the session ends while it waits', async () => {
    const connection: Connection = { messages: [], closed: false };
    const ctx = fakeContext();
    ctx.identity.signedInAs({ email: 'open.payday@example.com' } as never);
    await expectSaga(watchPayments)
      .withReducer(plainRootReducer, signedIn())
      .provide([
        contextProviders(ctx),
        scripted([connection]),
        answeringEndpoints(accountApi.endpoints, { makePayment: taken() }),
      ] as never)
      .dispatch(paymentSubmitted(REQUEST))
      .delay(50)
      .dispatch(sessionLost({ timedOut: false }))
      .silentRun(500);
    expect(connection.closed).toBe(true);
  });

  it('waits for a sign-in before it takes payments', async () => {
    const ctx = fakeContext();
    const { storeState } = await expectSaga(watchPayments)
      .withReducer(plainRootReducer, stateWith())
      .provide([contextProviders(ctx), answeringEndpoints(accountApi.endpoints, {})] as never)
      .dispatch(paymentSubmitted(REQUEST))
      .silentRun(200);
    // No saga took it: nothing was called (an unanswered endpoint would have failed the run).
    expect((storeState as RootState).payments.idempotencyKey).toBeNull();
  });
});
