// Coming back to an unsubmitted application (under 21 days old): the one a new visit may offer, taking it up where
// it was left, or withdrawing it to start over.
import { call, put } from 'redux-saga/effects';
import { applicationApi } from '../../api/application/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import { isResumable } from '../../src/features/application/rules';
import type { RootState } from '../../store';
import { applicationResumable, applicationWithdrawn } from '../../store/application';
import { endpointData } from '../callEndpoint';
import { selectTyped } from '../typedEffects';
import { deps } from '../context';
import { keep, refuse, selectApplication } from './flow';

/** The customer's unsubmitted application under 21 days old, if any. */
export function* resumableApplication() {
  const email = yield* selectTyped((s: RootState) => s.auth.email);
  if (!email) return null;
  const found = yield* endpointData(applicationApi.endpoints.unsubmittedApplication, {
    email,
  });
  return found && isResumable(found) ? found : null;
}

export function* resume() {
  const { nav } = yield* deps();
  const { resumable } = yield* selectTyped(selectApplication);
  if (!resumable) {
    nav.navigate(applicationPaths.home, { replace: true });
    return;
  }
  try {
    const application = yield* endpointData(applicationApi.endpoints.application, {
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
  const { applicationId, resumable } = yield* selectTyped(selectApplication);
  const id = resumable?.applicationId ?? applicationId;
  try {
    if (id) yield* endpointData(applicationApi.endpoints.withdrawApplication, { id });
    yield put(applicationWithdrawn());
    nav.navigate(applicationPaths.welcome, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}
