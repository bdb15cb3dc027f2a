// Timed steps are rows: two workers (as two API processes would) polling the same table run each job once; a job
// not yet due waits; a failing job is retried, then given up with the application moved out of its waiting state.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { decisionJobs } from '../../../server/db/schema';
import { enqueueJob, MAX_ATTEMPTS, runDueJobs, type JobHandlers, type JobRow } from '../../../server/decision/jobs';
import { decisionJobHandlers } from '../../../server/decision/pipeline';
import { transition } from '../../../server/decision/stateMachine';
import { findApplication } from '../../../server/applications/repository';
import { completeApplication } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());

const counting = (ran: string[], fail = false): JobHandlers => {
  const handler = async (job: JobRow) => {
    ran.push(job.id);
    await new Promise((r) => setTimeout(r, 5));
    if (fail) throw new Error('the loan system is down');
  };
  return {
    run: { underwrite: handler, releaseReview: handler, esign: handler, originate: handler },
    gaveUp: async () => undefined,
  };
};

describe('decision jobs', () => {
  it('runs each due job exactly once across two workers', async () => {
    const app = await completeApplication(database.db, 'jobs@example.com');
    for (let i = 0; i < 12; i += 1) await enqueueJob(database.db, { applicationId: app.id, kind: 'originate' });
    const ran: string[] = [];
    const handlers = counting(ran);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) => runDueJobs(database.db, handlers, i % 2 ? 'worker-a' : 'worker-b')),
    );
    const more = await Promise.all([
      runDueJobs(database.db, handlers, 'worker-a'),
      runDueJobs(database.db, handlers, 'worker-b'),
    ]);
    expect(rounds.reduce((a, b) => a + b, 0) + more.reduce((a, b) => a + b, 0)).toBe(12);
    expect(ran).toHaveLength(12);
    expect(new Set(ran).size).toBe(12);
    const open = await database.db.select().from(decisionJobs).where(eq(decisionJobs.applicationId, app.id));
    expect(open.every((j) => j.doneAt !== null)).toBe(true);
  });

  it('leaves a job that is not due yet, then runs it when its time comes', async () => {
    const app = await completeApplication(database.db, 'later@example.com');
    const now = new Date();
    await enqueueJob(database.db, {
      applicationId: app.id,
      kind: 'releaseReview',
      runAt: new Date(now.getTime() + 20_000),
    });
    const ran: string[] = [];
    expect(await runDueJobs(database.db, counting(ran), 'w', now)).toBe(0);
    expect(await runDueJobs(database.db, counting(ran), 'w', new Date(now.getTime() + 20_001))).toBe(1);
  });

  it('retries a failing job and gives up after the last attempt, moving the application to SUBMIT_ERROR', async () => {
    const app = await completeApplication(database.db, 'fails@example.com');
    await transition(database.db, app.id, 'submit');
    await enqueueJob(database.db, { applicationId: app.id, kind: 'underwrite' });
    const ran: string[] = [];
    const failing = { ...counting(ran, true), gaveUp: decisionJobHandlers(database.db).gaveUp };
    let at = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await runDueJobs(database.db, failing, 'w', new Date(at));
      at += 60_000;
    }
    expect(ran).toHaveLength(MAX_ATTEMPTS);
    expect(await runDueJobs(database.db, failing, 'w', new Date(at))).toBe(0);
    expect((await findApplication(database.db, app.id))?.applicationState).toBe('SUBMIT_ERROR');
  });

  it('takes a job again when the worker holding it died (its lease ran out)', async () => {
    const app = await completeApplication(database.db, 'lease@example.com');
    await enqueueJob(database.db, { applicationId: app.id, kind: 'esign' });
    const now = Date.now();
    const { claimDueJobs } = await import('../../../server/decision/jobs');
    expect(await claimDueJobs(database.db, 'dead-worker', new Date(now))).toHaveLength(1);
    expect(await claimDueJobs(database.db, 'other', new Date(now + 1_000))).toHaveLength(0);
    expect(await claimDueJobs(database.db, 'other', new Date(now + 61_000))).toHaveLength(1);
  });
});
