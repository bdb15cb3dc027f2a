// What one record of the application's step table (table.ts) says about a page, and the helpers that write its
// events. Screens and save operations are named, so the table stays light enough for the first paint
// (the events that wake the application's sagas are read from it).
import type { Application } from '../../../../api/application/endpoints';
import type * as Operations from '../../../../api/generated/graphql';
import type { TypedDocumentString } from '../../../../api/generated/graphql';
import type { MessageKey } from '../../../lib/i18n';
import type { FlowContext } from './guards';

/** The progress bar's five steps; a page outside the bar has none. */
export type ProgressStepId = 'personal' | 'loanDetails' | 'income' | 'finalSteps' | 'confirmation';

/**
 * Which lazily loaded saga answers an event: the application's (sagas/application/application.ts), the final steps'
 * (finalSteps.ts, loaded with it), the bank link's, the agreements room's, or the always-running submit.
 */
export type Room = 'application' | 'finalSteps' | 'bank' | 'agreements' | 'decision';

/** A saga written for one event (a save that does more than save and move on), named so the table stays light. */
export type OwnSaga =
  | 'startApplication'
  | 'savePersonal'
  | 'resume'
  | 'startOver'
  | 'convert'
  | 'linkRecord'
  | 'checkOtp'
  | 'finishIdentityStep'
  | 'esign'
  | 'continueLead';

type Documents = typeof Operations;
type AnswerOf<R> = R[keyof R];
/** The generated documents a step may save with: those that answer the whole application, never nothing. */
export type SaveDocument = {
  [K in keyof Documents]: Documents[K] extends TypedDocumentString<infer R, unknown>
    ? AnswerOf<R> extends Application
      ? K
      : never
    : never;
}[keyof Documents];
type VariablesOf<D extends SaveDocument> = Documents[D] extends TypedDocumentString<unknown, infer V> ? V : never;

/** What a save's variables are made of besides the event's payload. */
export interface SaveInputs {
  applicationId: string;
  brandName: string;
  /** The application as last kept; only for saves that ask for it (`readsApplication`). */
  application: Application;
}

/** A save the generic step saga does: send the document, keep the application it answers, show the page after `after`. */
export interface StepSave {
  /** The generated document's name (api/generated/graphql.ts, from the .graphql file). */
  document: SaveDocument;
  variables: (payload: never, inputs: SaveInputs) => unknown;
  /** The save needs the application itself (nothing is saved when there is none). */
  readsApplication: boolean;
  /** The flow page the next page is counted from (the page's own when absent). */
  after?: string;
}

/** An event a page's screen sends, and who answers it. */
export interface Submit {
  event: { type: string };
  room: Room;
  save?: StepSave;
  saga?: OwnSaga;
}

export interface ApplicationPage {
  path: string;
  /**
   * The screen, by name (its file under src/features/application, and `#Export` when it is not the default export):
   * routes.ts loads it on the first visit, and naming it keeps the table free of the screens that read the table.
   */
  screen: string;
  /** The page's name in <title>. */
  title: MessageKey;
  /** The page opens signed out too (every other is for signed-in customers only). */
  signedOut?: true;
  progress?: ProgressStepId;
  /** A page filled in order: when the server holds its answers, and whether it is part of this customer's flow. */
  step?: { isDone: (a: Application) => boolean; applies: (a: Application, ctx: FlowContext) => boolean };
  /** A page of another step's page (the bank link's pages): shown when that page may be. */
  partOf?: string;
  /** The events its screen sends. */
  submits?: readonly Submit[];
}

/** An event answered by a saga of its own. */
export const answeredBy = (event: { type: string }, room: Room, saga: OwnSaga): Submit => ({ event, room, saga });

/** An event answered elsewhere (the bank link's, the agreements room's and the submit's sagas keep their maps). */
export const answeredIn = (event: { type: string }, room: Room): Submit => ({ event, room });

/** An event the generic step saga answers: send `document` with `variables`, then move on. */
export function saves<P, D extends SaveDocument>(
  event: { type: string } & ((...args: never[]) => { payload: P }),
  room: Room,
  document: D,
  variables: (payload: P, inputs: SaveInputs) => VariablesOf<D>,
  options: { readsApplication?: boolean; after?: string } = {},
): Submit {
  return {
    event,
    room,
    save: {
      document,
      variables: variables as StepSave['variables'],
      readsApplication: options.readsApplication ?? false,
      ...(options.after ? { after: options.after } : {}),
    },
  };
}
