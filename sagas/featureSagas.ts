// Sagas of features whose screens load lazily (enrollment) are loaded when their first event arrives, so their code
// stays out of the app shell every visitor downloads, and no screen has to know a saga exists. Events that arrive
// while the module loads are buffered and answered in order once it is there.
import type { UnknownAction } from '@reduxjs/toolkit';
import { actionChannel, call, flush, fork, spawn, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import {
  enrollmentOpened,
  enrollmentResidentialSubmitted,
  enrollmentSearchSubmitted,
  enrollmentSignUpSubmitted,
} from '../store/enrollment';
import {
  applicationPageOpened,
  applicationStartSubmitted,
  conversionChosen,
  enrollmentLinkRequested,
  incomeSubmitted,
  personalSubmitted,
  productPreferenceSubmitted,
  resumeAccepted,
  startOverRequested,
  storeSubmitted,
} from '../store/application';
import { FINAL_STEPS_EVENTS } from '../store/applicationFinalSteps';
import type * as ApplicationSagas from './application/application';
import type * as FinalStepsSagas from './application/finalSteps';
import type * as EnrollmentSagas from './enrollment/enrollment';
import { supervised } from './supervise';

type EnrollmentModule = typeof EnrollmentSagas;

const ENROLLMENT_EVENTS = [
  enrollmentOpened.type,
  enrollmentSearchSubmitted.type,
  enrollmentResidentialSubmitted.type,
  enrollmentSignUpSubmitted.type,
];

export function* watchEnrollmentLazily() {
  const waiting: Channel<UnknownAction> = yield actionChannel(ENROLLMENT_EVENTS);
  const first: UnknownAction = yield take(waiting);
  const enrollment: EnrollmentModule = yield call(() => import('./enrollment/enrollment'));
  yield spawn(supervised(enrollment.watchEnrollment));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = enrollment.ENROLLMENT_HANDLERS[action.type];
    if (handler) yield fork(handler, action as never);
  }
}

const APPLICATION_EVENTS = [
  applicationPageOpened.type,
  applicationStartSubmitted.type,
  personalSubmitted.type,
  productPreferenceSubmitted.type,
  storeSubmitted.type,
  incomeSubmitted.type,
  resumeAccepted.type,
  startOverRequested.type,
  conversionChosen.type,
  enrollmentLinkRequested.type,
  ...FINAL_STEPS_EVENTS,
];

/** The application flow's saga, loaded with its first event like enrollment's. */
export function* watchApplicationLazily() {
  const waiting: Channel<UnknownAction> = yield actionChannel(APPLICATION_EVENTS);
  const first: UnknownAction = yield take(waiting);
  const application: typeof ApplicationSagas = yield call(() => import('./application/application'));
  const finalSteps: typeof FinalStepsSagas = yield call(() => import('./application/finalSteps'));
  yield spawn(supervised(application.watchApplication));
  yield spawn(supervised(finalSteps.watchFinalSteps));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = application.APPLICATION_HANDLERS[action.type] ?? finalSteps.FINAL_STEPS_HANDLERS[action.type];
    if (handler) yield fork(handler, action as never);
  }
}
