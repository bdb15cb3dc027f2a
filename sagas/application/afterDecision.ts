// After the decision: signing the loan agreement and continuing an approved lead. Each calls one server operation,
// keeps the application it answers and shows the page that follows: after a signature the transition page, which waits
// on the realtime listener until the state says thank-you (the decision room's); after a lead's clone its agreements.
import { call, put } from 'redux-saga/effects';
import { afterDecisionApi } from '../../api/application/afterDecision/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import type { RootState } from '../../store';
import { applicationWorkStarted } from '../../store/application';
import type { esignSubmitted, leadContinued } from '../../store/applicationAfterDecision';
import { endpointData } from '../callEndpoint';
import { selectTyped } from '../typedEffects';
import { deps } from '../context';
import { keep, refuse } from './flow';

export function* esign(action: ReturnType<typeof esignSubmitted>) {
  const { nav } = yield* deps();
  const applicationId = yield* selectTyped((s: RootState) => s.application.applicationId);
  if (!applicationId) return;
  yield put(applicationWorkStarted());
  try {
    const application = yield* endpointData(afterDecisionApi.endpoints.esignApplication, {
      id: applicationId,
      agreements: action.payload.agreements,
      signatureName: action.payload.signatureName.trim(),
    });
    yield call(keep, application);
    nav.navigate(applicationPaths.transition);
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* continueLead(action: ReturnType<typeof leadContinued>) {
  const { nav } = yield* deps();
  yield put(applicationWorkStarted());
  try {
    const application = yield* endpointData(afterDecisionApi.endpoints.cloneApprovedLeadApplication, {
      id: action.payload.leadId,
    });
    yield call(keep, application);
    nav.navigate(applicationPaths.approvedAgreements, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}
