// The application state machine (docs/decision.md's diagram): the only code that writes
// applications.application_state and status. Every move is an event with the states it may leave from; the write is
// a compare-and-set on the state read, so two processes (or a double click) cannot both make the same move, and each
// change is published with pg_notify for the realtime listeners (./realtime.ts).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ApplicationRow } from '../applications/openApplications';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { dataOf } from '../applications/data';
import type { ApplicationStateName, ApplicationStatus } from '../graphql/generated/resolvers';
import { publishApplicationEvent, type ApplicationActionCode, type ApplicationEventOut } from './realtime';

// The states and statuses are the schema's (ApplicationStateName, ApplicationStatus): one list, generated.
export type { ApplicationStateName };
export type ApplicationStatusName = ApplicationStatus;

/** `null` is an application still being filled in. */
export type StateOrNew = ApplicationStateName | null;

interface Move {
  from: readonly StateOrNew[];
  to: ApplicationStateName;
  status?: ApplicationStatusName;
  /** An action code sent with the change on the listener. */
  action?: ApplicationActionCode;
}

/** Every legal move, by event name. Who sends each is in docs/decision.md's table. */
export const MOVES = {
  /** submitApplication; again after SUBMIT_ERROR (a new funding or repayment method). */
  submit: { from: [null, 'SUBMIT_ERROR'], to: 'SUBMITTING' },
  /** submitApplication, when the customer already has another submitted application in progress. */
  duplicateFound: { from: [null, 'SUBMIT_ERROR'], to: 'CANEBAY_DUPLICATE' },
  /** underwrite job: the scoring call (the consumer report) is made. */
  scoreRequested: { from: ['SUBMITTING'], to: 'PENDING_SAS_CALL_1' },
  /** underwrite job: a Link-connected account's asset report is fetched before underwriting. */
  assetReportRequested: { from: ['PENDING_SAS_CALL_1'], to: 'PENDING_ASSET_REPORT_DOWNLOAD' },
  underwritingStarted: { from: ['PENDING_SAS_CALL_1', 'PENDING_ASSET_REPORT_DOWNLOAD'], to: 'PENDING_UNDERWRITING' },
  approved: { from: ['PENDING_UNDERWRITING'], to: 'SUBMIT_APPROVED', status: 'APPROVED' },
  denied: { from: ['PENDING_UNDERWRITING'], to: 'SUBMIT_DENIED', status: 'DENIED' },
  /** The decision asked for another funding or repayment method (CARD_ERROR_1/2, NEEDS_NEW_*), or a step failed. */
  submitFailed: {
    from: ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_ASSET_REPORT_DOWNLOAD', 'PENDING_UNDERWRITING'],
    to: 'SUBMIT_ERROR',
  },
  /** The adverse-action notice is recorded: the final state of a decline. */
  declineRecorded: { from: ['SUBMIT_DENIED'], to: 'DENIED', status: 'DENIED' },
  /** Approved for less than requested: the offer is recalculated and the customer is told (ESIGN_RECALCULATED). */
  offerRecalculating: { from: ['SUBMIT_APPROVED'], to: 'PENDING_PRODUCT_SELECTION', action: 'ESIGN_RECALCULATED' },
  offerRecalculated: { from: ['PENDING_PRODUCT_SELECTION'], to: 'COMPLETED_PRODUCT_SELECTION' },
  /** The loan documents are ready to sign. */
  documentsReady: { from: ['SUBMIT_APPROVED', 'COMPLETED_PRODUCT_SELECTION'], to: 'PENDING_ESIGN' },
  /** esignApplication (again after ESIGN_ERROR). */
  esignStarted: { from: ['PENDING_ESIGN', 'ESIGN_ERROR'], to: 'ESIGNING' },
  esignValidating: { from: ['ESIGNING'], to: 'PENDING_ESIGN_VALIDATIONS' },
  esignFailed: { from: ['ESIGNING', 'PENDING_ESIGN_VALIDATIONS'], to: 'ESIGN_ERROR', action: 'ESIGN_ERROR' },
  /** Documents asked for (upload-docs) are still missing when signing. */
  documentsRequested: { from: ['PENDING_ESIGN_VALIDATIONS'], to: 'PENDING_ESIGN_DOCUMENT_UPLOAD' },
  /** The partner bank reviews its loans before funding (the installment brand). */
  bankReviewStarted: { from: ['PENDING_ESIGN_VALIDATIONS', 'PENDING_ESIGN_DOCUMENT_UPLOAD'], to: 'PENDING_BRFR' },
  originationQueued: {
    from: ['PENDING_ESIGN_VALIDATIONS', 'PENDING_ESIGN_DOCUMENT_UPLOAD', 'PENDING_BRFR'],
    to: 'PENDING_ORIGINATION',
  },
  originated: { from: ['PENDING_ORIGINATION'], to: 'ORIGINATED', action: 'ORIGINATED' },
} as const satisfies Record<string, Move>;

export type ApplicationEventName = keyof typeof MOVES;

/** Where `event` takes an application in `from`; null when the move is not allowed from there. */
export function nextState(from: StateOrNew, event: ApplicationEventName): Move | null {
  const move: Move = MOVES[event];
  return move.from.includes(from) ? move : null;
}

export class TransitionRefused extends Error {
  constructor(
    readonly event: ApplicationEventName,
    readonly from: StateOrNew | 'UNKNOWN',
  ) {
    super(`${event} is not allowed from ${from ?? 'an unsubmitted application'}`);
  }
}

export function applicationEventOf(row: ApplicationRow, action: ApplicationActionCode | null): ApplicationEventOut {
  const external = dataOf(row).externalSystemInformation;
  return {
    applicationId: row.id,
    status: row.status,
    applicationState: row.applicationState,
    action,
    externalSystemInformation: external
      ? { source: external.source ?? null, customerCode: external.customerCode ?? null }
      : null,
  };
}

/**
 * Moves the application by `event` and publishes the change. `dataPatch` is merged into the application's data in
 * the same write (the decision, the signature). Refused (TransitionRefused) when the application is not in a state
 * the event leaves from, including when another process moved it first. A withdrawn application never moves.
 */
export async function transition(
  db: Db,
  applicationId: string,
  event: ApplicationEventName,
  opts: { dataPatch?: Record<string, unknown>; now?: Date } = {},
): Promise<ApplicationRow> {
  const move: Move = MOVES[event];
  const froms = move.from.filter((s): s is ApplicationStateName => s !== null);
  const fromNew = move.from.includes(null);
  const stateMatches = fromNew
    ? froms.length > 0
      ? or(isNull(applications.applicationState), inArray(applications.applicationState, froms))
      : isNull(applications.applicationState)
    : inArray(applications.applicationState, froms);
  const [row] = await db
    .update(applications)
    .set({
      applicationState: move.to,
      ...(move.status ? { status: move.status } : {}),
      ...(opts.dataPatch ? { data: sql`${applications.data} || ${JSON.stringify(opts.dataPatch)}::jsonb` } : {}),
      modifiedAt: opts.now ?? new Date(),
    })
    .where(and(eq(applications.id, applicationId), sql`${applications.status} <> 'WITHDRAWN'`, stateMatches))
    .returning();
  if (!row) {
    const [current] = await db
      .select({ state: applications.applicationState })
      .from(applications)
      .where(eq(applications.id, applicationId));
    throw new TransitionRefused(event, current ? (current.state as StateOrNew) : 'UNKNOWN');
  }
  await publishApplicationEvent(db, applicationEventOf(row, move.action ?? null));
  return row;
}

/** Writes to the application's data without moving it (a decision recorded while underwriting waits). */
export async function patchData(db: Db, applicationId: string, dataPatch: Record<string, unknown>): Promise<void> {
  await db
    .update(applications)
    .set({ data: sql`${applications.data} || ${JSON.stringify(dataPatch)}::jsonb` })
    .where(eq(applications.id, applicationId));
}

/** Submitted and still on its way: a second application of the same customer is then a duplicate. */
export const IN_PROGRESS_STATES: readonly ApplicationStateName[] = [
  'SUBMITTING',
  'PENDING_SAS_CALL_1',
  'PENDING_ASSET_REPORT_DOWNLOAD',
  'PENDING_UNDERWRITING',
  'SUBMIT_APPROVED',
  'PENDING_PRODUCT_SELECTION',
  'COMPLETED_PRODUCT_SELECTION',
  'PENDING_ESIGN',
  'ESIGNING',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_BRFR',
  'PENDING_ORIGINATION',
  'ESIGN_ERROR',
];
