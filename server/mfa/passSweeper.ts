// The periodic sweep of dead multi-factor passes (./gate.ts sweepDeadPasses). A new check sweeps too, but a quiet
// portal starts none, and a pass of an ended sign-in should not linger for want of one. Every API process runs
// this; nothing needs claiming: the sweep is one DELETE of rows no sign-in can use, so two processes sweeping at
// once delete each row once between them. The time is the server's clock (tests move it); the timer only says when.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { errorSummary } from '../logging/errorSummary';
import { sweepDeadPasses } from './gate';

/** How often each process sweeps: often enough that a dead pass goes within the hour. */
export const PASS_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface PassSweeper {
  /** One sweep at the clock's time (or `now`); tests call it to step the sweeper. */
  tick(now?: Date): Promise<void>;
  stop(): void;
}

export function startPassSweeper(deps: {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** The longest a sign-in lives (the refresh-token lifetime, days). */
  maxAgeDays: number;
  intervalMs?: number;
  enabled?: boolean;
}): PassSweeper {
  const tick = (now?: Date) => sweepDeadPasses(deps.db, deps.maxAgeDays, now ?? deps.clock());
  if (deps.enabled === false) return { tick, stop: () => undefined };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => deps.log.error({ error: errorSummary(error) }, 'pass sweep failed'));
  }, deps.intervalMs ?? PASS_SWEEP_INTERVAL_MS);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
