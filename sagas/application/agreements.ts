// The agreements room's steps: saving the agreements with the repayment and funding methods, and leaving upload-docs
// once every document asked for is stored. Each answers with the application, and the step function
// (src/features/application/steps.ts) says which page comes next, as for part 1's pages; a new method the decision
// asked for (SUBMIT_ERROR) is submitted again instead.
import { call, put, takeLatest } from 'redux-saga/effects';
import { applicationApi } from '../../api/application/endpoints';
import { agreementsApi } from '../../api/application/agreements/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import { hasUploads, nextPageAfter } from '../../src/features/application/rules';
import type { RootState } from '../../store';
import { agreementsSubmitted, applicationRefused, submitRequested, uploadsSubmitted } from '../../store/application';
import { endpointData } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { flowContext, keep, moveTo, refuse } from './flow';

/** Upload-docs' words when a document asked for is still missing. */
export const UPLOADS_MISSING = 'application.agreements.upload.missing';

const applicationIdOf = (s: RootState) => s.application.applicationId;

export function* saveAgreements(action: ReturnType<typeof agreementsSubmitted>) {
  const ctx = yield* callTyped(flowContext);
  const id = yield* selectTyped(applicationIdOf);
  const { resubmit, ...submission } = action.payload;
  try {
    const application = yield* endpointData(agreementsApi.endpoints.saveAgreements, {
      id,
      ...submission,
    });
    yield call(keep, application);
    // The decision asked for this new method: the application goes straight back to it (the submit saga shows the
    // transition page and listens), the rest of the application being as the customer reviewed and submitted it.
    if (resubmit) {
      yield put(submitRequested({ applicationId: id }));
      return;
    }
    yield call(moveTo, application, nextPageAfter(applicationPaths.agreements, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* finishUploads() {
  const ctx = yield* callTyped(flowContext);
  const id = yield* selectTyped(applicationIdOf);
  try {
    // The uploads went over REST; the server's application now says which kinds it holds.
    const application = yield* endpointData(applicationApi.endpoints.application, { id });
    if (!application) return;
    yield call(keep, application);
    if (!hasUploads(application)) {
      yield put(applicationRefused({ message: UPLOADS_MISSING }));
      return;
    }
    yield call(moveTo, application, nextPageAfter(applicationPaths.uploadDocs, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

/** The room's events and who answers each (featureSagas.ts answers those that came while this loaded). */
export const AGREEMENTS_HANDLERS = {
  [agreementsSubmitted.type]: saveAgreements,
  [uploadsSubmitted.type]: finishUploads,
} as Record<string, (action: never) => Generator>;

export function* watchAgreements() {
  for (const [type, handler] of Object.entries(AGREEMENTS_HANDLERS)) yield takeLatest(type, handler);
}
