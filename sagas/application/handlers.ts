// Which saga answers each event of the step table (src/features/application/flow/table.ts): a plain save is the
// generic step saga's (save.ts); an event the table names a saga for is that saga's. The application's and the final
// steps' watchers each take the events of their room from here.
import { type OwnSaga, type Room, APPLICATION_PAGES } from '../../src/features/application/rules';
import type { UnknownAction } from '@reduxjs/toolkit';
import { continueLead, esign } from './afterDecision';
import { checkOtp, finishIdentityStep } from './finalChecks';
import { convert, linkRecord } from './outcomes';
import { resume, startOver } from './resume';
import { saveStep } from './save';
import { savePersonal, startApplication } from './steps';

export type Handler = (action: never) => Generator;

const OWN_SAGAS: Record<OwnSaga, Handler> = {
  startApplication,
  savePersonal,
  resume,
  startOver,
  convert,
  linkRecord,
  checkOtp,
  finishIdentityStep,
  esign,
  continueLead,
};

/** The handler of each event the table says `room` answers. */
export function handlersIn(room: Room): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const page of APPLICATION_PAGES) {
    for (const { event, room: answeredIn, save, saga } of page.submits ?? []) {
      if (answeredIn !== room) continue;
      if (save) handlers[event.type] = (action: UnknownAction) => saveStep(page.path, save, action);
      else if (saga) handlers[event.type] = OWN_SAGAS[saga];
    }
  }
  return handlers;
}
