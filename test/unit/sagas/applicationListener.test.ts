// The application listener saga with the real reducer and a scripted realtime client (a channel per connection):
// it closes on a terminal message and takes the customer to its page, reconnects after an abnormal close and takes
// the state the new connection reports first, sets the error state on a refused connection, gives up after too many
// drops, and is cancelled (its socket closed) on sign-out. Also the submit saga: the transition page, then listening.
import type { UnknownAction } from '@reduxjs/toolkit';
import { channel, type Channel, type END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { decisionApi } from '../../../api/application/decision/endpoints';
import { baseApi } from '../../../api/baseApi';
import type { ApplicationListenerEvent } from '../../../api/realtime/applicationListener';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  listenerChannel,
  listenTo,
  MAX_RECONNECTS,
  watchApplicationListener,
  type ListenerMessage,
} from '../../../sagas/application/listener';
import { submitApplication } from '../../../sagas/application/submit';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { plainRootReducer, type RootState } from '../../../store';
import { initialApplicationState, listenerRequested, submitRequested } from '../../../store/application';
import { signInSucceeded } from '../../../store/auth';
import { sessionLost } from '../../../store/events';
import { answeringEndpoints } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

const ID = '6f1c2a3b-0000-4f60-8a7b-9c0d1e2f3a4b';
const event = (applicationState: string | null, status = 'UNSUBMITTED', action: string | null = null) =>
  ({
    type: 'event',
    event: { applicationId: ID, status, applicationState, action } as ApplicationListenerEvent,
  }) as const;

/** One scripted connection: its messages, and whether the saga closed it. */
interface Connection {
  messages: ListenerMessage[];
  closed: boolean;
  options?: unknown;
}

function scripted(connections: Connection[]) {
  let next = 0;
  return [
    matchers.call.fn(listenerChannel),
    dynamic(({ args }: { args: unknown[] }) => {
      const connection = connections[next++];
      if (!connection) throw new Error('no more connections scripted');
      connection.options = args[0];
      const ch: Channel<ListenerMessage> = channel();
      for (const m of connection.messages) ch.put(m);
      return {
        take: (cb: (m: ListenerMessage | END) => void) => ch.take(cb),
        flush: (cb: (m: ListenerMessage[] | END) => void) => ch.flush(cb),
        close: () => {
          connection.closed = true;
          ch.close();
        },
      };
    }),
  ] as const;
}

function initialState(): RootState {
  const base = stateWith({ auth: { initialized: true, isAuthenticated: true, email: 'new.customer@example.com' } });
  return { ...base, application: { ...initialApplicationState, applicationId: ID } } as RootState;
}

async function runListener(
  connections: Connection[],
  answers: Partial<Record<keyof typeof decisionApi.endpoints, unknown>> = {},
) {
  const ctx = fakeContext({ location: { pathname: p.transition } });
  ctx.identity.signedInAs({ email: 'new.customer@example.com' } as never);
  const { storeState } = await expectSaga(function* root() {
    yield call(listenTo, listenerRequested({ applicationId: ID }));
  })
    .withReducer(plainRootReducer, initialState())
    .provide([
      contextProviders(ctx),
      scripted(connections),
      answeringEndpoints(decisionApi.endpoints, answers),
    ] as never)
    .run(5_000);
  return { state: storeState as RootState, nav: ctx.nav.navigations };
}

describe('the application listener', () => {
  it('sends the identity token and the application, then closes normally on DENIED and shows adverse action', async () => {
    const connection: Connection = {
      messages: [event('SUBMITTING'), event('PENDING_UNDERWRITING'), event('DENIED', 'DENIED')],
      closed: false,
    };
    const { state, nav } = await runListener([connection]);
    expect(connection.options).toMatchObject({ applicationId: ID, url: 'ws://localhost:8080/graphql' });
    expect((connection.options as { token: string }).token).toMatch(/^eyJ/);
    expect(connection.closed).toBe(true);
    expect(state.application.live).toEqual({
      listener: 'closed',
      applicationState: 'DENIED',
      status: 'DENIED',
      action: null,
    });
    expect(nav.map((n) => n.to)).toEqual([p.adverseAction]);
  });

  it('has every screen showing the application state ask again when a change is pushed (thank-you awaits ORIGINATED)', async () => {
    const connection: Connection = {
      messages: [event('ESIGNED', 'APPROVED'), event('ORIGINATED', 'ORIGINATED')],
      closed: false,
    };
    const ctx = fakeContext({ location: { pathname: p.thankYou } });
    ctx.identity.signedInAs({ email: 'new.customer@example.com' } as never);
    const { effects } = await expectSaga(function* root() {
      yield call(listenTo, listenerRequested({ applicationId: ID }));
    })
      .withReducer(plainRootReducer, initialState())
      .provide([contextProviders(ctx), scripted([connection])] as never)
      .run(5_000);
    const invalidations = (effects.put ?? [])
      .map((effect) => (effect as { payload: { action: UnknownAction } }).payload.action)
      .filter((action) => action.type === baseApi.util.invalidateTags([]).type)
      .map((action) => action.payload);
    expect(invalidations).toEqual([[{ type: 'ApplicationState', id: ID }], [{ type: 'ApplicationState', id: ID }]]);
  });

  it('closes on ESIGN_RECALCULATED and shows the e-sign page with the recalculated offer’s message', async () => {
    const connection: Connection = {
      messages: [event('PENDING_PRODUCT_SELECTION', 'APPROVED', 'ESIGN_RECALCULATED'), event('PENDING_ESIGN')],
      closed: false,
    };
    const { state, nav } = await runListener([connection]);
    expect(connection.closed).toBe(true);
    expect(state.application.live.action).toBe('ESIGN_RECALCULATED');
    expect(nav[0]).toMatchObject({
      to: p.esign,
      options: { state: { decisionMessage: 'application.decision.message.recalculated' } },
    });
  });

  it('reads the decision behind SUBMIT_ERROR and sends CARD_ERROR_1 to the agreements page’s method choice', async () => {
    const connection: Connection = { messages: [event('SUBMIT_ERROR')], closed: false };
    const { nav } = await runListener([connection], {
      applicationDecision: {
        id: ID,
        status: 'UNSUBMITTED',
        applicationState: 'SUBMIT_ERROR',
        decision: { outcome: 'CARD_ERROR_1', reasons: [], approvedAmount: null, requestedAmount: 100_000 },
      },
    });
    expect(nav[0]).toMatchObject({
      to: p.agreements,
      options: { state: { decisionMessage: 'application.decision.message.cardError1' } },
    });
  });

  it('reconnects after an abnormal close and takes the state the new connection reports first', async () => {
    const dropped: Connection = { messages: [event('SUBMITTING'), { type: 'closed', code: 1006 }], closed: false };
    const again: Connection = {
      messages: [event('PENDING_ESIGN', 'APPROVED'), { type: 'closed', code: 1000 }],
      closed: false,
    };
    const { state, nav } = await runListener([dropped, again]);
    expect(dropped.closed).toBe(true);
    expect(again.closed).toBe(true);
    expect(state.application.live).toMatchObject({ applicationState: 'PENDING_ESIGN', listener: 'closed' });
    expect(nav.map((n) => n.to)).toEqual([p.esign]);
  });

  it('sets the error state when the connection is refused', async () => {
    const refused: Connection = { messages: [{ type: 'error', reason: 'refused (4403)' }], closed: false };
    const { state } = await runListener([refused]);
    expect(state.application.live.listener).toBe('error');
    expect(refused.closed).toBe(true);
  });

  it('gives up with the error state after too many abnormal closes in a row', async () => {
    const drops = Array.from({ length: MAX_RECONNECTS + 1 }, () => ({
      messages: [{ type: 'closed', code: 1006 } as ListenerMessage],
      closed: false,
    }));
    const ctx = fakeContext({ location: { pathname: p.transition } });
    const { storeState } = await expectSaga(function* root() {
      yield call(listenTo, listenerRequested({ applicationId: ID }));
    })
      .withReducer(plainRootReducer, initialState())
      .provide([
        contextProviders(ctx),
        scripted(drops),
        {
          call: (effect: { fn: unknown }, next: () => unknown) =>
            (effect.fn as { name?: string }).name === 'delayP' ? undefined : next(),
        },
      ] as never)
      .run(5_000);
    expect((storeState as RootState).application.live.listener).toBe('error');
    expect(drops.every((d) => d.closed)).toBe(true);
  });

  it('runs only while signed in: sign-out cancels it and closes its socket', async () => {
    const open: Connection = { messages: [event('PENDING_UNDERWRITING')], closed: false };
    const ctx = fakeContext({ location: { pathname: p.transition } });
    const signedOut = initialState();
    await expectSaga(watchApplicationListener)
      .withReducer(plainRootReducer, { ...signedOut, auth: { ...signedOut.auth, isAuthenticated: false } })
      .provide([
        contextProviders(ctx),
        scripted([open]),
        answeringEndpoints(decisionApi.endpoints, {
          applicationDecision: { id: ID, status: 'UNSUBMITTED', applicationState: null, decision: null },
        }),
      ] as never)
      .dispatch(signInSucceeded({ email: 'new.customer@example.com' } as never))
      .dispatch(listenerRequested({ applicationId: ID }))
      .delay(50)
      .dispatch(sessionLost({ timedOut: false }))
      .silentRun(200);
    // Served once signed in; sign-out closed it.
    expect(open.options).toMatchObject({ applicationId: ID });
    expect(open.closed).toBe(true);
  });
});

describe('after a reload', () => {
  it('starts listening for this visit’s application when it is submitted and still under way', async () => {
    const open: Connection = {
      messages: [event('PENDING_ORIGINATION', 'APPROVED'), event('ORIGINATED', 'APPROVED')],
      closed: false,
    };
    const ctx = fakeContext({ location: { pathname: p.transition } });
    const { storeState } = await expectSaga(watchApplicationListener)
      .withReducer(plainRootReducer, initialState())
      .provide([
        contextProviders(ctx),
        scripted([open]),
        answeringEndpoints(decisionApi.endpoints, {
          applicationDecision: { id: ID, status: 'APPROVED', applicationState: 'PENDING_ORIGINATION', decision: null },
        }),
      ] as never)
      .silentRun(300);
    expect(open.closed).toBe(true);
    expect((storeState as RootState).application.live.applicationState).toBe('ORIGINATED');
    expect(ctx.nav.navigations.map((n) => n.to)).toEqual([p.thankYou]);
  });

  it('starts after a fresh sign-in for the application the customer search found under way', async () => {
    const open: Connection = { messages: [event('PENDING_ESIGN', 'APPROVED')], closed: false };
    const base = initialState();
    const state = {
      ...base,
      auth: { ...base.auth, pendingApplicationId: ID },
      application: { ...initialApplicationState },
    } as RootState;
    await expectSaga(watchApplicationListener)
      .withReducer(plainRootReducer, state)
      .provide([
        contextProviders(fakeContext({ location: { pathname: p.home } })),
        scripted([open]),
        answeringEndpoints(decisionApi.endpoints, {
          applicationDecision: { id: ID, status: 'APPROVED', applicationState: 'PENDING_UNDERWRITING', decision: null },
        }),
      ] as never)
      .silentRun(300);
    expect((open.options as { applicationId?: string } | undefined)?.applicationId).toBe(ID);
  });
});

describe('the submit saga', () => {
  async function runSubmit(answer: unknown) {
    const ctx = fakeContext({ location: { pathname: p.submit } });
    const seen: UnknownAction[] = [];
    const { storeState } = await expectSaga(function* root() {
      yield call(submitApplication, submitRequested({ applicationId: ID }));
    })
      .withReducer((state, action) => {
        seen.push(action);
        return plainRootReducer(state, action);
      }, initialState())
      .provide([
        contextProviders(ctx),
        answeringEndpoints(decisionApi.endpoints, { submitApplication: answer }),
      ] as never)
      .run();
    return { state: storeState as RootState, nav: ctx.nav.navigations.map((n) => n.to), seen };
  }

  it('shows the transition page and asks for the listener', async () => {
    const { state, nav, seen } = await runSubmit({
      id: ID,
      status: 'UNSUBMITTED',
      applicationState: 'SUBMITTING',
      decision: null,
    });
    expect(nav).toEqual([p.transition]);
    expect(state.application.live.applicationState).toBe('SUBMITTING');
    expect(seen.some((a) => a.type === listenerRequested.type)).toBe(true);
  });

  it('keeps the customer on the review page with what is missing', async () => {
    const refusal = new EndpointError({
      kind: 'input',
      code: 'BAD_USER_INPUT',
      message: 'The application is not complete.',
      fieldErrors: [{ field: 'otpResponse', key: 'application.decision.missing.otpResponse' }],
    });
    const { state, nav } = await runSubmit(refusal);
    expect(nav).toEqual([]);
    expect(state.application).toMatchObject({
      status: 'refused',
      message: 'application.genericAlert',
      fieldErrors: [{ field: 'otpResponse', key: 'application.decision.missing.otpResponse' }],
    });
  });
});
