// After the decision: signing the loan agreement and continuing an approved lead. Each calls one server operation,
// keeps the application it answers and shows the page that follows: after a signature the transition page, which waits
// on the realtime listener until the state says thank-you (the decision room's); after a lead's clone its agreements.
import { call, put, select } from 'redux-saga/effects';
import { afterDecisionApi } from '../../api/application/afterDecision/endpoints';
import type { Application } from '../../api/application/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import type { RootState } from '../../store';
import { applicationCaptured } from '../../store/application';
import { esignSubmitted, leadContinued } from '../../store/applicationAfterDecision';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';
import { keep, refuse } from './flow';

function* working() {
  yield put(applicationCaptured({ status: 'working', message: '', fieldErrors: [] }));
}

export function* esign(action: ReturnType<typeof esignSubmitted>) {
  const { nav } = yield* deps();
  const applicationId = (yield select((s: RootState) => s.application.applicationId)) as string;
  if (!applicationId) return;
  yield call(working);
  try {
    const application = (yield call(callEndpoint, afterDecisionApi.endpoints.esignApplication, {
      id: applicationId,
      agreements: action.payload.agreements,
      signatureName: action.payload.signatureName.trim(),
    })) as Application;
    yield call(keep, application);
    nav.navigate(applicationPaths.transition);
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* continueLead(action: ReturnType<typeof leadContinued>) {
  const { nav } = yield* deps();
  yield call(working);
  try {
    const application = (yield call(callEndpoint, afterDecisionApi.endpoints.cloneApprovedLeadApplication, {
      id: action.payload.leadId,
    })) as Application;
    yield call(keep, application);
    nav.navigate(applicationPaths.approvedAgreements, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}

export const AFTER_DECISION_HANDLERS = {
  [esignSubmitted.type]: esign,
  [leadContinued.type]: continueLead,
} as Record<string, (action: never) => Generator>;
