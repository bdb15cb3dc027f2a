// The application flow: the server holds the application; after every page's save a saga keeps the answer, records the
// page reached (saveLoanApplicationProgress) and shows the page the step function (src/features/application/steps.ts)
// says comes next. Opening any page is pages.ts's; every other event is answered as the step table says
// (handlers.ts): the form pages, resuming or starting over, the conversion and record-link outcomes and what follows
// the decision.
import { takeLatest } from 'redux-saga/effects';
import { applicationPageOpened } from '../../store/application';
import { handlersIn, type Handler } from './handlers';
import { openPage } from './pages';

/** The application's events and who answers each (featureSagas.ts answers those that came while this loaded). */
export const APPLICATION_HANDLERS: Record<string, Handler> = {
  [applicationPageOpened.type]: openPage,
  ...handlersIn('application'),
};

export function* watchApplication() {
  for (const [type, handler] of Object.entries(APPLICATION_HANDLERS)) yield takeLatest(type, handler);
}
