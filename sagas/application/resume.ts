// Coming back to an unsubmitted application (under 21 days old): the one a new visit may offer, taking it up where
// it was left, or withdrawing it to start over.
import { call, put, select } from 'redux-saga/effects';
import { applicationApi, type Application } from '../../api/application/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import { isResumable } from '../../src/features/application/steps';
import type { RootState } from '../../store';
import { applicationResumable, applicationWithdrawn, type ApplicationState } from '../../store/application';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';
import { keep, refuse, selectApplication } from './flow';

/** The customer's unsubmitted application under 21 days old, if any. */
export function* resumableApplication() {
  const email = (yield select((s: RootState) => s.auth.email)) as string;
  if (!email) return null;
  const found = (yield call(callEndpoint, applicationApi.endpoints.unsubmittedApplication, {
    email,
  })) as Application | null;
  return found && isResumable(found) ? found : null;
}

export function* resume() {
  const { nav } = yield* deps();
  const { resumable } = (yield select(selectApplication)) as ApplicationState;
  if (!resumable) {
    nav.navigate(applicationPaths.home, { replace: true });
    return;
  }
  try {
    const application = (yield call(callEndpoint, applicationApi.endpoints.application, {
      id: resumable.applicationId,
    })) as Application | null;
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
  const { applicationId, resumable } = (yield select(selectApplication)) as ApplicationState;
  const id = resumable?.applicationId ?? applicationId;
  try {
    if (id) yield call(callEndpoint, applicationApi.endpoints.withdrawApplication, { id });
    yield put(applicationWithdrawn());
    nav.navigate(applicationPaths.welcome, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}
