// Coming back to an unsubmitted application (under 21 days old): the one a new visit may offer, taking it up where
// it was left, or withdrawing it to start over.
import { call, put, select } from 'redux-saga/effects';
import { applicationApi, type Application } from '../../api/application/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import { isResumable } from '../../src/features/application/rules';
import type { RootState } from '../../store';
import { applicationResumable, applicationWithdrawn, type ApplicationState } from '../../store/application';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';
import { keep, refuse, selectApplication } from './flow';

/** The customer's unsubmitted application under 21 days old, if any. */
export function* resumableApplication() {
  const email: string = yield select((s: RootState) => s.auth.email);
  if (!email) return null;
  const found: Application | null = yield call(callEndpoint, applicationApi.endpoints.unsubmittedApplication, {
    email,
  });
  return found && isResumable(found) ? found : null;
}

export function* resume() {
  const { nav } = yield* deps();
  const { resumable }: ApplicationState = yield select(selectApplication);
  if (!resumable) {
    nav.navigate(applicationPaths.home, { replace: true });
    return;
  }
  try {
    const application: Application | null = yield call(callEndpoint, applicationApi.endpoints.application, {
      id: resumable.applicationId,
    });
    if (!application) {
      yield put(applicationWithdrawn());
      nav.navigate(applicationPaths.welcome, { replace: true });
      return;
    }
    yield call(keep, application);
    yield put(applicationResumable(null));
    nav.navigate(resumable.page, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* startOver() {
  const { nav } = yield* deps();
  const { applicationId, resumable }: ApplicationState = yield select(selectApplication);
  const id = resumable?.applicationId ?? applicationId;
  try {
    if (id) yield call(callEndpoint, applicationApi.endpoints.withdrawApplication, { id });
    yield put(applicationWithdrawn());
    nav.navigate(applicationPaths.welcome, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}
