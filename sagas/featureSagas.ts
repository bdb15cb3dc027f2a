// Sagas of features whose screens load lazily (enrollment) are loaded when their first event arrives, so their code
// stays out of the app shell every visitor downloads, and no screen has to know a saga exists.
import { call, spawn, take } from 'redux-saga/effects';
import { enrollmentOpened } from '../store/enrollment';
import { supervised } from './supervise';

type EnrollmentModule = typeof import('./enrollment/enrollment');

export function* watchEnrollmentLazily() {
  const first: ReturnType<typeof enrollmentOpened> = yield take(enrollmentOpened.type);
  const enrollment: EnrollmentModule = yield call(() => import('./enrollment/enrollment'));
  yield spawn(supervised(enrollment.watchEnrollment));
  // The watcher missed the event that loaded it: answer that one here.
  yield call(enrollment.openEnrollmentPage, first);
}
