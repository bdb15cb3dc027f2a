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
  agreementsSubmitted,
  uploadsSubmitted,
} from '../store/application';
import {
  bankAccountChosen,
  bankLinkFailed,
  bankLinkRequested,
  manualBankSubmitted,
  plaidEventReceived,
  plaidExited,
  plaidSucceeded,
  reloginManualChosen,
} from '../store/bank';
import { esignSubmitted, leadContinued } from '../store/applicationAfterDecision';
import { FINAL_STEPS_EVENTS } from '../store/applicationFinalSteps';
import type * as AgreementsSagas from './application/agreements';
import type * as ConversionSagas from './conversion/conversion';
import { CONVERSION_EVENTS } from '../store/conversion';
import type * as ApplicationSagas from './application/application';
import type * as BankSagas from './application/bank';
import type * as FinalStepsSagas from './application/finalSteps';
import type * as EnrollmentSagas from './enrollment/enrollment';
import type * as SignUpSagas from './signUp/signUp';
import { SIGN_UP_EVENTS } from '../store/signUp';
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
  esignSubmitted.type,
  leadContinued.type,
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

const BANK_EVENTS = [
  bankLinkRequested.type,
  bankLinkFailed.type,
  plaidEventReceived.type,
  plaidExited.type,
  plaidSucceeded.type,
  bankAccountChosen.type,
  manualBankSubmitted.type,
  reloginManualChosen.type,
];

/** The bank step's saga (sagas/application/bank.ts), loaded with its first event like the application's. */
export function* watchBankLazily() {
  const waiting: Channel<UnknownAction> = yield actionChannel(BANK_EVENTS);
  const first: UnknownAction = yield take(waiting);
  const bank: typeof BankSagas = yield call(() => import('./application/bank'));
  yield spawn(supervised(bank.watchBank));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = bank.BANK_HANDLERS[action.type];
    if (handler) yield fork(handler, action as never);
  }
}

const AGREEMENTS_EVENTS = [agreementsSubmitted.type, uploadsSubmitted.type];

/** The agreements room's saga (sagas/application/agreements.ts), loaded with its first event like the application's. */
export function* watchAgreementsLazily() {
  const waiting: Channel<UnknownAction> = yield actionChannel(AGREEMENTS_EVENTS);
  const first: UnknownAction = yield take(waiting);
  const agreements: typeof AgreementsSagas = yield call(() => import('./application/agreements'));
  yield spawn(supervised(agreements.watchAgreements));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = agreements.AGREEMENTS_HANDLERS[action.type];
    if (handler) yield fork(handler, action as never);
  }
}

/** The loan conversion saga (sagas/conversion), loaded with its first event like the application's. */
export function* watchConversionLazily() {
  const waiting: Channel<UnknownAction> = yield actionChannel(CONVERSION_EVENTS);
  const first: UnknownAction = yield take(waiting);
  const conversion: typeof ConversionSagas = yield call(() => import('./conversion/conversion'));
  yield spawn(supervised(conversion.watchConversion));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = conversion.CONVERSION_HANDLERS[action.type];
    if (handler) yield fork(handler, action as never);
  }
}

/** A new customer's sign-up saga (sagas/signUp), loaded with its first event like enrollment's. */
export function* watchSignUpLazily() {
  const waiting: Channel<UnknownAction> = yield actionChannel(SIGN_UP_EVENTS);
  const first: UnknownAction = yield take(waiting);
  const signUp: typeof SignUpSagas = yield call(() => import('./signUp/signUp'));
  yield spawn(supervised(signUp.watchSignUp));
  const missed: UnknownAction[] = yield flush(waiting);
  waiting.close();
  for (const action of [first, ...missed]) {
    const handler = signUp.SIGN_UP_HANDLERS[action.type];
    if (handler) yield fork(handler, action as never);
  }
}
