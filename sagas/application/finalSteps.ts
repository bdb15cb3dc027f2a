// The final steps: the texted code, the product, the amount and the identity step. Each save answers the whole
// application; the step function (src/features/application/steps.ts) then says which page is next. The review's submit
// is the decision room's (application/submitRequested).
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { applicationApi, type Application } from '../../api/application/endpoints';
import { finalStepsApi } from '../../api/application/finalSteps/endpoints';
import type { OtpResult } from '../../api/generated/graphql';
import { OTP_FAILED, OTP_LOCKED } from '../../src/features/application/finalSteps/otpMessages';
import { applicationPaths } from '../../src/features/application/paths';
import { nextPageAfter, type FlowContext } from '../../src/features/application/steps';
import type { RootState } from '../../store';
import { applicationCaptured, applicationRefused } from '../../store/application';
import {
  identityOptOutConfirmed,
  identityStepFinished,
  loanRequestSubmitted,
  otpCodeSubmitted,
  productChosen,
} from '../../store/applicationFinalSteps';
import { callEndpoint } from '../callEndpoint';
import { currentApplication, flowContext, keep, moveTo, refuse } from './flow';

/** What the otp screen says for each answer but OTP_VALID (the words for a wrong code). */
export const OTP_MESSAGES: Record<Exclude<OtpResult, 'OTP_VALID'>, string> = {
  OTP_INVALID: OTP_FAILED,
  OTP_EXPIRED: 'application.finalSteps.otp.expired',
  OTP_EXCEEDED: OTP_LOCKED,
};

const applicationIdOf = (s: RootState) => s.application.applicationId;

function* working() {
  yield put(applicationCaptured({ status: 'working', message: '', fieldErrors: [] }));
}

/** Reads the application again (a check changed it on the server), keeps it and moves on from `from`. */
function* reloadAndMoveOn(from: string) {
  const ctx = (yield call(flowContext)) as FlowContext;
  const applicationId = (yield select(applicationIdOf)) as string;
  const application = (yield call(callEndpoint, applicationApi.endpoints.application, {
    id: applicationId,
  })) as Application | null;
  if (!application) return;
  yield call(keep, application);
  yield call(moveTo, application, nextPageAfter(from, application, ctx));
}

export function* checkOtp(action: ReturnType<typeof otpCodeSubmitted>) {
  yield call(working);
  const applicationId = (yield select(applicationIdOf)) as string;
  try {
    const result = (yield call(callEndpoint, finalStepsApi.endpoints.applicationOtpSearch, {
      applicationId,
      code: action.payload.code,
    })) as OtpResult;
    if (result !== 'OTP_VALID') {
      yield put(applicationRefused({ message: OTP_MESSAGES[result] }));
      return;
    }
    yield call(reloadAndMoveOn, applicationPaths.otp);
  } catch (error) {
    yield call(refuse, error);
  }
}

/** Saves with `save`, keeps the answer and moves on from `from`. */
function* saveAndMoveOn(from: string, save: (applicationId: string) => unknown) {
  yield call(working);
  const ctx = (yield call(flowContext)) as FlowContext;
  const applicationId = (yield select(applicationIdOf)) as string;
  try {
    const application = (yield save(applicationId)) as Application;
    yield call(keep, application);
    yield call(moveTo, application, nextPageAfter(from, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* chooseProduct(action: ReturnType<typeof productChosen>) {
  yield* saveAndMoveOn(applicationPaths.products, (id) =>
    call(callEndpoint, finalStepsApi.endpoints.saveProductChoice, { id, ...action.payload }),
  );
}

export function* saveLoanRequest(action: ReturnType<typeof loanRequestSubmitted>) {
  yield* saveAndMoveOn(applicationPaths.amount, (id) =>
    call(callEndpoint, finalStepsApi.endpoints.saveLoanRequest, { id, ...action.payload }),
  );
}

export function* optOutOfIdentityCheck() {
  yield* saveAndMoveOn(applicationPaths.identity, (applicationId) =>
    call(callEndpoint, finalStepsApi.endpoints.optOutOfIdentityCheck, { applicationId }),
  );
}

export function* finishIdentityStep() {
  yield call(working);
  try {
    const current = (yield call(currentApplication)) as Application | null;
    if (!current) return;
    yield call(reloadAndMoveOn, applicationPaths.identity);
  } catch (error) {
    yield call(refuse, error);
  }
}

export const FINAL_STEPS_HANDLERS = {
  [otpCodeSubmitted.type]: checkOtp,
  [productChosen.type]: chooseProduct,
  [loanRequestSubmitted.type]: saveLoanRequest,
  [identityOptOutConfirmed.type]: optOutOfIdentityCheck,
  [identityStepFinished.type]: finishIdentityStep,
} as Record<string, (action: never) => Generator>;

export function* watchFinalSteps() {
  for (const [type, handler] of Object.entries(FINAL_STEPS_HANDLERS)) yield takeLatest(type, handler);
}
