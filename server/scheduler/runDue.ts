// What the payment scheduler runs on a day: every source of work due, in order, each claiming its own rows in the
// database (FOR UPDATE SKIP LOCKED) so each runs once however many processes look: what became of autopay's settled
// debits (a failure may stop autopay and its notice goes at once, any day), the customers' scheduled one-time
// payments, and each autopay enrollment's day (its notices, then its debit or a new try).
import { todayEastern } from '../../src/lib/application/dates';
import { isBusinessDay } from '../afterDecision/bankCalendar';
import type { Db } from '../db/client';
import type { Outbox } from '../outbox/outbox';
import { runNextAutopayOutcome } from './autopayOutcomes';
import { runNextAutopay } from './runAutopay';
import { runNextScheduled, type RunRecord } from './runScheduled';

export interface SchedulerDeps {
  db: Db;
  outbox: Outbox;
}

export interface DueSource {
  name: string;
  /** Runs on every day, not on business days only (it records outcomes and sends notices; it debits nothing). */
  everyDay?: boolean;
  /** Claims and runs the next item of this source due at `now`; null when none is left. */
  runNext(deps: SchedulerDeps, now: Date): Promise<RunRecord | null>;
}

export const DUE_SOURCES: readonly DueSource[] = [
  { name: 'autopayOutcome', everyDay: true, runNext: runNextAutopayOutcome },
  { name: 'scheduledPayment', runNext: (deps, now) => runNextScheduled(deps.db, now) },
  { name: 'autopay', runNext: runNextAutopay },
];

/**
 * Runs what is due at `now` (the server's clock), up to `limit` runs a pass. Debits run on US Eastern business days
 * only; a weekend or bank holiday debits nothing (nothing is ever scheduled on one).
 */
export async function runDue(
  deps: SchedulerDeps,
  now: Date,
  options: { limit?: number; sources?: readonly DueSource[] } = {},
): Promise<RunRecord[]> {
  const businessDay = isBusinessDay(todayEastern(now));
  const limit = options.limit ?? 50;
  const records: RunRecord[] = [];
  for (const source of options.sources ?? DUE_SOURCES) {
    if (!businessDay && !source.everyDay) continue;
    while (records.length < limit) {
      const record = await source.runNext(deps, now);
      if (!record) break;
      records.push(record);
    }
  }
  return records;
}
