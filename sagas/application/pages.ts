// Opening a page of the application: it finds the application (this visit's, or an unsubmitted one under 21 days old
// to offer for resuming) and keeps the customer on a page they may see.
import { call, put, take } from 'redux-saga/effects';
import { applicationPaths } from '../../src/features/application/paths';
import {
  applicationPageFor,
  FIRST_PART_PAGES,
  canVisit,
  shouldTrackPageView,
} from '../../src/features/application/rules';
import type { RootState } from '../../store';
import { applicationAbsent, applicationResumable, type applicationPageOpened } from '../../store/application';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { currentApplication, flowContext, keep, refuse } from './flow';
import { resumableApplication } from './resume';

/** Waits for start-up to know whether someone is signed in (a reload on an application page), then says. */
function* untilSignedIn() {
  for (;;) {
    const initialized = yield* selectTyped((s: RootState) => s.auth.initialized);
    if (initialized) break;
    yield take('*');
  }
  const signedIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
  return signedIn;
}

export function* openPage(action: ReturnType<typeof applicationPageOpened>) {
  const { nav, track } = yield* deps();
  const { pathname } = action.payload;
  if (shouldTrackPageView(pathname)) track('page-view', { page: pathname });
  const signedIn = yield* callTyped(untilSignedIn);
  if (!signedIn) {
    yield put(applicationAbsent());
    return;
  }
  const ctx = yield* callTyped(flowContext);
  try {
    let application = yield* callTyped(currentApplication);
    if (application && application.status !== 'UNSUBMITTED' && FIRST_PART_PAGES.includes(pathname)) application = null;
    if (!application) {
      const found = yield* callTyped(resumableApplication);
      if (found) {
        // A new visit: offer the saved application (welcome back) rather than drop the customer into it unasked.
        yield put(applicationResumable({ applicationId: found.id, page: applicationPageFor(found, ctx) }));
        if (pathname !== applicationPaths.resume) nav.navigate(applicationPaths.resume, { replace: true });
        return;
      }
      yield put(applicationAbsent());
      if (
        pathname === applicationPaths.home ||
        (FIRST_PART_PAGES.includes(pathname) && pathname !== applicationPaths.account)
      ) {
        nav.navigate(applicationPaths.welcome, { replace: true });
      }
      return;
    }
    yield call(keep, application);
    if (pathname === applicationPaths.home || !canVisit(pathname, application, ctx)) {
      nav.navigate(applicationPageFor(application, ctx), { replace: true });
    }
  } catch (error) {
    yield call(refuse, error);
  }
}
