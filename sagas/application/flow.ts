// What every save of the application flow shares: who the flow is for, the application this visit works on (kept in
// the slice and the API cache), moving on to the next page with the page reached recorded, and a refusal kept for the
// form. The sagas of the flow's pages, its way back in and its final steps build on these.
import { call, put } from 'redux-saga/effects';
import { applicationApi, type Application } from '../../api/application/endpoints';
import { isFlowPage, type FlowContext } from '../../src/features/application/rules';
import type { RootState } from '../../store';
import {
  applicationLoaded,
  applicationRefused,
  applicationSettled,
  type ApplicationState,
} from '../../store/application';
import { endpointData, EndpointError } from '../callEndpoint';
import { selectTyped } from '../typedEffects';
import { deps } from '../context';

/** The one alert over a form the server refused. */
export const GENERIC_ALERT = 'application.genericAlert';

export const selectApplication = (s: RootState): ApplicationState => s.application;

export function* flowContext() {
  const auth = yield* selectTyped((s: RootState) => s.auth);
  const ctx: FlowContext = {
    isReturningCustomer: auth.isReturningCustomer || (auth.customerType !== '' && auth.customerType !== 'new'),
  };
  return ctx;
}

/** Keeps what the server answered: ids and codes in the slice, the application itself in the API cache. */
export function* keep(application: Application) {
  yield put(
    applicationLoaded({
      applicationId: application.id,
      applicationType: application.applicationType,
      stateCode: application.stateCode ?? '',
      channel: application.channel,
    }),
  );
  yield put(applicationApi.util.upsertQueryData('application', { id: application.id }, application) as never);
}

/** The application this visit works on, from the cache or the server; null when there is none (or not any more). */
export function* currentApplication() {
  const { applicationId } = yield* selectTyped(selectApplication);
  if (!applicationId) return null;
  const cached = yield* selectTyped(
    (s: RootState) => applicationApi.endpoints.application.select({ id: applicationId })(s).data,
  );
  if (cached) return cached;
  const application = yield* endpointData(applicationApi.endpoints.application, {
    id: applicationId,
  });
  return application;
}

function* saveProgress(application: Application, page: string) {
  const saved = yield* endpointData(applicationApi.endpoints.saveLoanApplicationProgress, {
    id: application.id,
    applicationUrl: page,
  });
  yield call(keep, saved);
  return saved;
}

/** Records the page reached, then shows it. */
export function* moveTo(application: Application, page: string) {
  const { nav } = yield* deps();
  if (isFlowPage(page) && application.status === 'UNSUBMITTED') yield call(saveProgress, application, page);
  yield put(applicationSettled());
  nav.navigate(page);
}

/** A refusal the form explains (the alert, each field's message); anything else is the redirect saga's. */
export function* refuse(error: unknown) {
  if (error instanceof EndpointError && error.error.kind === 'input') {
    const fieldErrors = error.error.fieldErrors ?? [];
    yield put(
      applicationRefused({ message: fieldErrors.length > 0 ? GENERIC_ALERT : error.error.message, fieldErrors }),
    );
    return;
  }
  yield put(applicationSettled());
}
