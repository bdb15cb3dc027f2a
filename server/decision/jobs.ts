// Timed steps of the state machine as rows any API process may run (decision_jobs). A worker claims due rows with
// FOR UPDATE SKIP LOCKED, so two processes never take the same row; a claim is a lease, taken again once it is older
// than LEASE_MS (the process that held it died). Handlers move the application with compare-and-set transitions, so
// even a job run twice after a lost lease makes each move once.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { decisionJobs } from '../db/schema';
import { announceJobs } from './realtime';

export type JobKind = 'underwrite' | 'releaseReview' | 'esign' | 'originate';

export interface JobRow {
  id: string;
  applicationId: string;
  kind: JobKind;
  payload: Record<string, unknown>;
  attempts: number;
}

export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 3;

export async function enqueueJob(
  db: Db,
  job: { applicationId: string; kind: JobKind; runAt?: Date; payload?: Record<string, unknown> },
): Promise<void> {
  await db.insert(decisionJobs).values({
    applicationId: job.applicationId,
    kind: job.kind,
    runAt: job.runAt ?? new Date(),
    payload: job.payload ?? {},
  });
  await announceJobs(db);
}

/** Takes up to `limit` due jobs for `workerId`; no other worker can take them until the lease runs out. */
export async function claimDueJobs(db: Db, workerId: string, now: Date, limit = 5): Promise<JobRow[]> {
  const leaseEnd = new Date(now.getTime() - LEASE_MS).toISOString();
  const at = now.toISOString();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    update decision_jobs set locked_at = ${at}, locked_by = ${workerId}, attempts = attempts + 1
    where id in (
      select id from decision_jobs
      where done_at is null and run_at <= ${at} and (locked_at is null or locked_at < ${leaseEnd})
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, application_id, kind, payload, attempts`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    applicationId: String(r.application_id),
    kind: r.kind as JobKind,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: Number(r.attempts),
  }));
}

async function finish(db: Db, job: JobRow, workerId: string, error?: string): Promise<void> {
  await db
    .update(decisionJobs)
    .set({ doneAt: new Date(), lastError: error ?? null })
    .where(and(eq(decisionJobs.id, job.id), eq(decisionJobs.lockedBy, workerId)));
}

/** Gives a failed job back to be tried again after a short wait. */
async function retryLater(db: Db, job: JobRow, workerId: string, error: string, now: Date): Promise<void> {
  await db
    .update(decisionJobs)
    .set({ lockedAt: null, lockedBy: null, lastError: error, runAt: new Date(now.getTime() + 2_000 * job.attempts) })
    .where(and(eq(decisionJobs.id, job.id), eq(decisionJobs.lockedBy, workerId)));
}

export type JobHandler = (job: JobRow, now: Date) => Promise<void>;

export interface JobHandlers {
  run: Record<JobKind, JobHandler>;
  /** Called when a job has failed MAX_ATTEMPTS times (the application is then moved to an error state). */
  gaveUp(job: JobRow, error: unknown): Promise<void>;
}

/** Runs every job due now once; returns how many ran. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  workerId: string,
  now = new Date(),
  onError: (job: JobRow, error: unknown) => void = () => undefined,
): Promise<number> {
  const jobs = await claimDueJobs(db, workerId, now);
  for (const job of jobs) {
    try {
      await handlers.run[job.kind](job, now);
      await finish(db, job, workerId);
    } catch (error) {
      onError(job, error);
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= MAX_ATTEMPTS) {
        await handlers.gaveUp(job, error).catch(() => undefined);
        await finish(db, job, workerId, message);
      } else await retryLater(db, job, workerId, message, now);
    }
  }
  return jobs.length;
}
