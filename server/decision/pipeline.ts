// What each step of processing does (docs/decision.md): the submission, the underwriting job with the
// demo engine, the `Review` hold, signing and origination. Every move goes through the state machine.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { isBrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import { todayEastern } from '../../src/lib/application/dates';
import { dataOf } from '../applications/data';
import type { ApplicationRow } from '../applications/openApplications';
import { findApplication } from '../applications/repository';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { storedDecision, type StoredDecision } from './decisionRecord';
import { decide, NEEDS_NEW_METHOD, REVIEW_HOLD_MS } from './engine';
import { decisionFacts, type DecisionData } from './facts';
import { enqueueJob, type JobHandlers, type JobRow } from './jobs';
import { IN_PROGRESS_STATES, transition, TransitionRefused, type ApplicationStateName } from './stateMachine';

/** How long origination takes in the demo (the loan system books the loan). */
export const ORIGINATION_DELAY_MS = 2_000;

const dataOfRow = (row: ApplicationRow) => dataOf(row) as DecisionData;

/** Another submitted application of the same customer still on its way (CANEBAY_DUPLICATE). */
async function otherInProgress(db: Db, row: ApplicationRow): Promise<boolean> {
  const [other] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.email, row.email),
        ne(applications.id, row.id),
        ne(applications.status, 'WITHDRAWN'),
        inArray(applications.applicationState, [...IN_PROGRESS_STATES]),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/**
 * Submits a complete application (the caller checked it is): a second submit, or one racing with it, returns the
 * same submission; a customer with another submitted application in progress gets CANEBAY_DUPLICATE.
 */
export async function submit(db: Db, row: ApplicationRow, now = new Date()): Promise<ApplicationRow> {
  if (row.applicationState && row.applicationState !== 'SUBMIT_ERROR') return row;
  try {
    if (await otherInProgress(db, row)) return await transition(db, row.id, 'duplicateFound', { now });
    const submitted = await transition(db, row.id, 'submit', {
      now,
      dataPatch: { submittedAt: now.toISOString() },
    });
    await enqueueJob(db, { applicationId: row.id, kind: 'underwrite', runAt: now });
    return submitted;
  } catch (error) {
    // Another request moved it first: that one is the submission.
    if (error instanceof TransitionRefused) return (await findApplication(db, row.id)) ?? row;
    throw error;
  }
}

/** The underwriting: the scoring call, an asset report for a linked account, the engine's decision. */
async function underwrite(db: Db, job: JobRow, now: Date): Promise<void> {
  let row = await findApplication(db, job.applicationId);
  if (!row || row.applicationState !== 'SUBMITTING') return;
  const data = dataOfRow(row);
  row = await transition(db, row.id, 'scoreRequested', { now });
  const linked = (data.customerInformation?.bankingInformation as { isReadOnly?: boolean } | undefined)?.isReadOnly;
  if (linked) await transition(db, row.id, 'assetReportRequested', { now });
  const previous = data.decision?.outcome ?? null;
  const decision = decide(decisionFacts(row, data, todayEastern(now), previous));
  const stored = storedDecision(
    decision,
    data.loanRequest?.amountCents ?? 0,
    now,
    (data.decision?.submission ?? 0) + 1,
  );
  await transition(db, row.id, 'underwritingStarted', { now, dataPatch: { decision: stored } });
  if (decision.manualReview) {
    await enqueueJob(db, {
      applicationId: row.id,
      kind: 'releaseReview',
      runAt: new Date(now.getTime() + REVIEW_HOLD_MS),
    });
    return;
  }
  await conclude(db, row.id, stored, now);
}

/** Acts on a decision taken in PENDING_UNDERWRITING. */
async function conclude(db: Db, applicationId: string, decision: StoredDecision, now: Date): Promise<void> {
  if (decision.outcome === 'DECLINED') {
    await transition(db, applicationId, 'denied', { now });
    await transition(db, applicationId, 'declineRecorded', { now });
    return;
  }
  if (NEEDS_NEW_METHOD.includes(decision.outcome)) {
    await transition(db, applicationId, 'submitFailed', { now });
    return;
  }
  await transition(db, applicationId, 'approved', { now });
  const approved = decision.approvedAmount ?? 0;
  if (approved < decision.requestedAmount) {
    // The offer is re-priced at the approved amount; the customer signs the recalculated one.
    await transition(db, applicationId, 'offerRecalculating', { now });
    const row = await findApplication(db, applicationId);
    const loanRequest = row ? dataOfRow(row).loanRequest : null;
    await transition(db, applicationId, 'offerRecalculated', {
      now,
      dataPatch: { loanRequest: { ...loanRequest, amountCents: approved }, recalculatedFrom: decision.requestedAmount },
    });
  }
  await transition(db, applicationId, 'documentsReady', { now });
}

async function releaseReview(db: Db, job: JobRow, now: Date): Promise<void> {
  const row = await findApplication(db, job.applicationId);
  const decision = row ? dataOfRow(row).decision : null;
  if (!row || row.applicationState !== 'PENDING_UNDERWRITING' || !decision) return;
  await conclude(db, row.id, decision, now);
}

/** The signature's checks, the documents, the partner bank's review; then origination is queued. */
async function esign(db: Db, job: JobRow, now: Date): Promise<void> {
  const row = await findApplication(db, job.applicationId);
  if (!row || row.applicationState !== 'ESIGNING') return;
  const data = dataOfRow(row) as DecisionData & { esign?: { attempt?: number }; documentsPending?: boolean };
  await transition(db, row.id, 'esignValidating', { now });
  // The demo's `Esign` applicant: the first signature fails validation, so ESIGN_ERROR and signing again are seen.
  const lastName = data.customerInformation?.personalInformation?.lastName?.toLowerCase();
  if (lastName === 'esign' && (data.esign?.attempt ?? 1) === 1) {
    await transition(db, row.id, 'esignFailed', { now });
    return;
  }
  if (data.documentsPending) {
    // The documents room moves it on (originationQueued) once the upload is stored.
    await transition(db, row.id, 'documentsRequested', { now });
    return;
  }
  if (isBrandKey(row.brand) && BRAND_CONTENT[row.brand].lenderIsBank)
    await transition(db, row.id, 'bankReviewStarted', { now });
  await transition(db, row.id, 'originationQueued', { now });
  await enqueueJob(db, {
    applicationId: row.id,
    kind: 'originate',
    runAt: new Date(now.getTime() + ORIGINATION_DELAY_MS),
  });
}

async function originate(db: Db, job: JobRow, now: Date): Promise<void> {
  const row = await findApplication(db, job.applicationId);
  if (!row || row.applicationState !== 'PENDING_ORIGINATION') return;
  await transition(db, row.id, 'originated', { now, dataPatch: { originatedAt: now.toISOString() } });
}

/** A step that kept failing: the application is moved where the customer is told, never left waiting. */
const GIVE_UP: Partial<Record<ApplicationStateName, 'submitFailed' | 'esignFailed'>> = {
  SUBMITTING: 'submitFailed',
  PENDING_SAS_CALL_1: 'submitFailed',
  PENDING_ASSET_REPORT_DOWNLOAD: 'submitFailed',
  PENDING_UNDERWRITING: 'submitFailed',
  ESIGNING: 'esignFailed',
  PENDING_ESIGN_VALIDATIONS: 'esignFailed',
};

export function decisionJobHandlers(db: Db): JobHandlers {
  return {
    run: {
      underwrite: (job, now) => underwrite(db, job, now),
      releaseReview: (job, now) => releaseReview(db, job, now),
      esign: (job, now) => esign(db, job, now),
      originate: (job, now) => originate(db, job, now),
    },
    async gaveUp(job) {
      const row = await findApplication(db, job.applicationId);
      const event = row?.applicationState ? GIVE_UP[row.applicationState as ApplicationStateName] : undefined;
      if (event) await transition(db, job.applicationId, event);
    },
  };
}

export interface Signature {
  signatureName: string;
  agreements: string[];
}

/** esignApplication: the signature is recorded and the signing job queued; a repeated call is the same signing. */
export async function startSigning(
  db: Db,
  row: ApplicationRow,
  signature: Signature,
  now = new Date(),
): Promise<ApplicationRow> {
  const previous = (dataOfRow(row) as { esign?: { attempt?: number } }).esign;
  try {
    const signed = await transition(db, row.id, 'esignStarted', {
      now,
      dataPatch: {
        esign: { ...signature, signedAt: now.toISOString(), attempt: (previous?.attempt ?? 0) + 1 },
      },
    });
    await enqueueJob(db, { applicationId: row.id, kind: 'esign', runAt: now });
    return signed;
  } catch (error) {
    if (error instanceof TransitionRefused) return (await findApplication(db, row.id)) ?? row;
    throw error;
  }
}
