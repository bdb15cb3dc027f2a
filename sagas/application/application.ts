// The application flow: the server holds the application; after every page's save a saga keeps the answer, records the
// page reached (saveLoanApplicationProgress) and shows the page the step function (src/features/application/steps.ts)
// says comes next. Here is which saga answers each of the flow's events: opening a page (pages.ts), the form pages
// (steps.ts), resuming or starting over (resume.ts), the conversion and record-link outcomes (outcomes.ts) and what
// follows the decision (afterDecision.ts).
import { takeLatest } from 'redux-saga/effects';
import {
  applicationPageOpened,
  applicationStartSubmitted,
  conversionChosen,
  enrollmentLinkRequested,
  incomeSubmitted,
  personalSubmitted,
  productPreferenceSubmitted,
  resumeAccepted,
  startOverRequested,
  storeSubmitted,
} from '../../store/application';
import { AFTER_DECISION_HANDLERS } from './afterDecision';
import { convert, linkRecord } from './outcomes';
import { openPage } from './pages';
import { resume, startOver } from './resume';
import { saveIncome, savePersonal, saveProductPreference, saveStore, startApplication } from './steps';

/** The application's events and who answers each (featureSagas.ts answers those that came while this loaded). */
export const APPLICATION_HANDLERS = {
  [applicationPageOpened.type]: openPage,
  [applicationStartSubmitted.type]: startApplication,
  [personalSubmitted.type]: savePersonal,
  [productPreferenceSubmitted.type]: saveProductPreference,
  [storeSubmitted.type]: saveStore,
  [incomeSubmitted.type]: saveIncome,
  [resumeAccepted.type]: resume,
  [startOverRequested.type]: startOver,
  [conversionChosen.type]: convert,
  [enrollmentLinkRequested.type]: linkRecord,
  ...AFTER_DECISION_HANDLERS,
} as Record<string, (action: never) => Generator>;

export function* watchApplication() {
  for (const [type, handler] of Object.entries(APPLICATION_HANDLERS)) yield takeLatest(type, handler);
}
