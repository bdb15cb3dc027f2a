// The review page's submit (application/submitRequested): submits the application, shows the transition page and
// starts the listener; a refusal (something missing) is shown on the review page with what is missing. A second
// press is the same submission on the server, so the saga need not guard against it.
import { put, takeLatest } from 'redux-saga/effects';
import { decisionApi } from '../../api/application/decision/endpoints';
import { pageForState } from '../../src/features/application/rules';
import { applicationPaths } from '../../src/features/application/paths';
import {
  applicationRefused,
  applicationSettled,
  applicationStateReported,
  listenerRequested,
  submitRequested,
} from '../../store/application';
import { endpointData, EndpointError } from '../callEndpoint';
import { deps } from '../context';

export const GENERIC_ALERT = 'application.genericAlert';

export function* submitApplication(action: ReturnType<typeof submitRequested>) {
  const { nav } = yield* deps();
  const { applicationId } = action.payload;
  try {
    const submitted = yield* endpointData(decisionApi.endpoints.submitApplication, {
      id: applicationId,
    });
    yield put(applicationSettled());
    yield put(
      applicationStateReported({ applicationState: submitted.applicationState ?? null, status: submitted.status }),
    );
    const page = pageForState(submitted);
    // Waiting states and a duplicate are told on the transition page; a state already past them has its own page.
    yield nav.navigate(page.path === applicationPaths.submit ? applicationPaths.transition : page.path, {
      state: { decisionMessage: page.message },
    });
    yield put(listenerRequested({ applicationId }));
  } catch (error) {
    if (error instanceof EndpointError && error.error.kind === 'input') {
      const fieldErrors = error.error.fieldErrors ?? [];
      yield put(
        applicationRefused({ message: fieldErrors.length > 0 ? GENERIC_ALERT : error.error.message, fieldErrors }),
      );
      return;
    }
    // Anything else is the redirect saga's (the base query classified it); the page stops waiting.
    yield put(applicationSettled());
  }
}

export const SUBMIT_HANDLERS = { [submitRequested.type]: submitApplication };

export function* watchSubmit() {
  for (const [type, handler] of Object.entries(SUBMIT_HANDLERS)) yield takeLatest(type, handler);
}
