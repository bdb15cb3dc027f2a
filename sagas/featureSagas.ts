// Sagas of features whose screens load lazily are loaded when their first event arrives, so their code stays out of
// the app shell every visitor downloads, and no screen has to know a saga exists. Events that arrive while the module
// loads are buffered and answered in order once it is there. A feature's events are declared with its actions
// (store/), so the screens that dispatch them and this loader read one list.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, flush, fork, spawn, take } from 'redux-saga/effects';
import { APPLICATION_EVENTS } from '../src/features/application/rules';
import { AGREEMENTS_EVENTS } from '../store/application';
import { BANK_EVENTS } from '../store/bank';
import { CONVERSION_EVENTS } from '../store/conversion';
import { ENROLLMENT_EVENTS } from '../store/enrollment';
import { SIGN_UP_EVENTS } from '../store/signUp';
import { supervised } from './supervise';
import { callTyped } from './typedEffects';

/**
 * What a lazily loaded module gives: the watcher that answers the feature's events from then on, and who answers
 * each, for the events that came while it loaded.
 */
export interface LazyFeature {
  watch: () => Generator;
  handlers: Readonly<Record<string, (action: never) => Generator>>;
}

/** A lazily loaded feature: the events that load it, and what loads its module (or modules, answering together). */
export interface LazyFeatureSpec {
  events: string[];
  load: () => Promise<LazyFeature | LazyFeature[]>;
}

/** Every feature loaded with its first event. */
export const LAZY_FEATURES = {
  enrollment: {
    events: ENROLLMENT_EVENTS,
    load: () =>
      import('./enrollment/enrollment').then((m) => ({ watch: m.watchEnrollment, handlers: m.ENROLLMENT_HANDLERS })),
  },
  // The application flow's steps up to the decision, and the final steps after it: one flow, loaded together.
  application: {
    events: APPLICATION_EVENTS,
    load: () =>
      Promise.all([import('./application/application'), import('./application/finalSteps')]).then(([app, last]) => [
        { watch: app.watchApplication, handlers: app.APPLICATION_HANDLERS },
        { watch: last.watchFinalSteps, handlers: last.FINAL_STEPS_HANDLERS },
      ]),
  },
  bank: {
    events: BANK_EVENTS,
    load: () => import('./application/bank').then((m) => ({ watch: m.watchBank, handlers: m.BANK_HANDLERS })),
  },
  agreements: {
    events: AGREEMENTS_EVENTS,
    load: () =>
      import('./application/agreements').then((m) => ({ watch: m.watchAgreements, handlers: m.AGREEMENTS_HANDLERS })),
  },
  conversion: {
    events: CONVERSION_EVENTS,
    load: () =>
      import('./conversion/conversion').then((m) => ({ watch: m.watchConversion, handlers: m.CONVERSION_HANDLERS })),
  },
  signUp: {
    events: SIGN_UP_EVENTS,
    load: () => import('./signUp/signUp').then((m) => ({ watch: m.watchSignUp, handlers: m.SIGN_UP_HANDLERS })),
  },
} satisfies Record<string, LazyFeatureSpec>;

/** Waits for the feature's first event, loads it, and has it answer that event and every one since, in order. */
export function* watchLazily({ events, load }: LazyFeatureSpec) {
  const waiting: Channel<UnknownAction> = yield actionChannel(events);
  const first: UnknownAction = yield take(waiting);
  const loaded = yield* callTyped(load);
  const parts = [loaded].flat();
  for (const part of parts) yield spawn(supervised(part.watch));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = parts.map((part) => part.handlers[action.type]).find((found) => found !== undefined);
    if (handler) yield fork(handler, action as never);
  }
}

// Named watchers, so a failure's log (sagas/supervise.ts) says which feature failed.
export const watchEnrollmentLazily = () => watchLazily(LAZY_FEATURES.enrollment);
export const watchApplicationLazily = () => watchLazily(LAZY_FEATURES.application);
export const watchBankLazily = () => watchLazily(LAZY_FEATURES.bank);
export const watchAgreementsLazily = () => watchLazily(LAZY_FEATURES.agreements);
export const watchConversionLazily = () => watchLazily(LAZY_FEATURES.conversion);
export const watchSignUpLazily = () => watchLazily(LAZY_FEATURES.signUp);
