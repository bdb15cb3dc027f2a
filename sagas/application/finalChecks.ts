// The final steps that check rather than save: the texted code (any answer but OTP_VALID is explained on the otp page)
// and the identity check settled elsewhere. Each reads the application again, since the check changed it on the server,
// and moves on to the page the step function (src/features/application/steps.ts) says; the plain saves of the final
// steps (product, amount, opt-out) are the generic step saga's (save.ts).
import { OTP_FAILED, OTP_LOCKED, nextPageAfter } from '../../src/features/application/rules';
import { call, put } from 'redux-saga/effects';
import { applicationApi } from '../../api/application/endpoints';
import { finalStepsApi } from '../../api/application/finalSteps/endpoints';
import type { OtpResult } from '../../api/generated/graphql';
import { applicationPaths } from '../../src/features/application/paths';
import type { RootState } from '../../store';
import { applicationRefused, applicationWorkStarted } from '../../store/application';
import type { otpCodeSubmitted } from '../../store/applicationFinalSteps';
import { endpointData } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { currentApplication, flowContext, keep, moveTo, refuse } from './flow';

/** What the otp screen says for each answer but OTP_VALID (the words for a wrong code). */
export const OTP_MESSAGES: Record<Exclude<OtpResult, 'OTP_VALID'>, string> = {
  OTP_INVALID: OTP_FAILED,
  OTP_EXPIRED: 'application.finalSteps.otp.expired',
  OTP_EXCEEDED: OTP_LOCKED,
};

const applicationIdOf = (s: RootState) => s.application.applicationId;

/** Reads the application again (a check changed it on the server), keeps it and moves on from `from`. */
function* reloadAndMoveOn(from: string) {
  const ctx = yield* callTyped(flowContext);
  const applicationId = yield* selectTyped(applicationIdOf);
  const application = yield* endpointData(applicationApi.endpoints.application, {
    id: applicationId,
  });
  if (!application) return;
  yield call(keep, application);
  yield call(moveTo, application, nextPageAfter(from, application, ctx));
}

export function* checkOtp(action: ReturnType<typeof otpCodeSubmitted>) {
  yield put(applicationWorkStarted());
  const applicationId = yield* selectTyped(applicationIdOf);
  try {
    const result = yield* endpointData(finalStepsApi.endpoints.applicationOtpSearch, {
      applicationId,
      code: action.payload.code,
    });
    if (result !== 'OTP_VALID') {
      yield put(applicationRefused({ message: OTP_MESSAGES[result] }));
      return;
    }
    yield call(reloadAndMoveOn, applicationPaths.otp);
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* finishIdentityStep() {
  yield put(applicationWorkStarted());
  try {
    const current = yield* callTyped(currentApplication);
    if (!current) return;
    yield call(reloadAndMoveOn, applicationPaths.identity);
  } catch (error) {
    yield call(refuse, error);
  }
}
