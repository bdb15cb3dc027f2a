// Every API process runs one worker: it looks for due jobs when a job is announced (NOTIFY decision_jobs) and on a
// short poll (for jobs due later, like the `Review` hold). The timer only wakes the worker; what is due is in the
// database, so any process may run it.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { errorSummary } from '../logging/errorSummary';
import type { Db, Unlisten } from '../db/client';
import { runDueJobs } from './jobs';
import { decisionJobHandlers } from './pipeline';
import { JOBS_CHANNEL } from './realtime';

export interface JobWorker {
  /** Runs what is due now (tests call it to step the machine). */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export async function startJobWorker(
  db: Db,
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>,
  log: FastifyBaseLogger,
  opts: { pollMs?: number; enabled?: boolean } = {},
): Promise<JobWorker> {
  const workerId = `worker-${randomUUID()}`;
  const handlers = decisionJobHandlers(db);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const tick = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runDueJobs(db, handlers, workerId, new Date(), (job, error) =>
          log.warn({ event: 'decision.job.failed', kind: job.kind, error: errorSummary(error) }, 'job failed'),
        );
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const safeTick = () => {
    if (!stopped) tick().catch((error: unknown) => log.error({ error: errorSummary(error) }, 'job worker failed'));
  };
  if (opts.enabled === false) return { tick, stop: async () => undefined };
  const unlisten = await listen(JOBS_CHANNEL, safeTick);
  const timer = setInterval(safeTick, opts.pollMs ?? 1_000);
  timer.unref();
  safeTick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running?.catch(() => undefined);
    },
  };
}
