// One feature saga run against the real reducer, for the code-verification, multi-factor and enrollment tests: the
// event goes through the reducer first (as the store would), their endpoints are answered by name, and every event
// the reducers saw is kept so a test can read what a saga reported (an outcome and its purpose).
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call, fork } from 'redux-saga/effects';
import { enrollmentApi } from '../../../api/enrollment/endpoints';
import { mfaApi } from '../../../api/mfa/endpoints';
import { verificationApi } from '../../../api/verification/endpoints';
import { plainRootReducer, type RootState } from '../../../store';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, type FakeContext, type FakeNav } from './fakes';
import { stateWith, type StateOverrides } from './harness';

const ENDPOINTS = { ...mfaApi.endpoints, ...verificationApi.endpoints, ...enrollmentApi.endpoints };
export type EndpointName = keyof typeof ENDPOINTS;
export type Answers = Partial<Record<EndpointName, unknown>>;

export interface SagaRun {
  state: RootState;
  calls: EndpointCallOf<EndpointName>[];
  ctx: FakeContext;
  nav: FakeNav['navigations'];
  /** Every event the reducers saw after the one that started the saga. */
  events: UnknownAction[];
}

export async function runSaga(
  saga: (...args: never[]) => Generator,
  action: UnknownAction,
  answers: Answers = {},
  opts: {
    ctx?: FakeContext;
    state?: StateOverrides;
    /** Watchers running beside the saga (the verification saga a feature hands its codes to). */
    alongside?: (() => Generator)[];
    /** Events the customer sends while the saga runs (an answer to a question it waits for), in order. */
    then?: UnknownAction[];
    /** The saga is expected to be left waiting: the run stops after a moment instead of at its end. */
    leftWaiting?: boolean;
  } = {},
): Promise<SagaRun> {
  const ctx = opts.ctx ?? fakeContext();
  const calls: EndpointCallOf<EndpointName>[] = [];
  const events: UnknownAction[] = [];
  const initial = plainRootReducer(stateWith(opts.state), action);
  const recording: typeof plainRootReducer = (state, event) => {
    events.push(event);
    return plainRootReducer(state, event);
  };
  const alongside = opts.alongside ?? [];
  function* root() {
    for (const watcher of alongside) yield fork(watcher);
    yield call(saga as never, action as never);
  }
  const test = expectSaga(root)
    .withReducer(recording, initial)
    .provide([contextProviders(ctx), answeringEndpoints(ENDPOINTS, answers, calls)] as never);
  for (const event of opts.then ?? []) test.dispatch(event);
  // Watchers never end: such a run stops after a moment instead of at the saga's end.
  const { storeState } = await (alongside.length || opts.leftWaiting ? test.silentRun(100) : test.run());
  // expectSaga starts the reducer with an init event of its own; it is not one a saga reported.
  const reported = events.filter((e) => !e.type.startsWith('@@redux-saga-test-plan'));
  return { state: storeState as RootState, calls, ctx, nav: ctx.nav.navigations, events: reported };
}

/** The payloads of one kind of event a run reported, e.g. `reported(run, codeVerified)`. */
export function reported<P>(
  run: Pick<SagaRun, 'events'>,
  creator: { match: (action: unknown) => action is { type: string; payload: P } },
): P[] {
  return run.events.filter(creator.match).map((e) => e.payload);
}
