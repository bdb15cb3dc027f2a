// What the payment scheduler runs on a day: every source of debits due, in order, each claiming its own rows in the
// database (FOR UPDATE SKIP LOCKED) so a debit runs once however many processes look. Today the one source is the
// customers' scheduled one-time payments; autopay debits join as another DueSource whose runNext claims the next
// autopay debit due (the autopay planner says which fall due on a day) and takes it through the same payment path.
import { todayEastern } from '../../src/lib/application/dates';
import { isBusinessDay } from '../afterDecision/bankCalendar';
import type { Db } from '../db/client';
import { runNextScheduled, type RunRecord } from './runScheduled';

export interface DueSource {
  name: string;
  /** Claims and runs the next debit of this source due at `now`; null when none is left. */
  runNext(db: Db, now: Date): Promise<RunRecord | null>;
}

export const DUE_SOURCES: readonly DueSource[] = [{ name: 'scheduledPayment', runNext: runNextScheduled }];

/**
 * Runs what is due at `now` (the server's clock), up to `limit` debits a pass. Debits run on US Eastern business
 * days only; a weekend or bank holiday runs nothing (nothing is ever scheduled on one).
 */
export async function runDue(
  deps: { db: Db },
  now: Date,
  options: { limit?: number; sources?: readonly DueSource[] } = {},
): Promise<RunRecord[]> {
  if (!isBusinessDay(todayEastern(now))) return [];
  const limit = options.limit ?? 50;
  const records: RunRecord[] = [];
  for (const source of options.sources ?? DUE_SOURCES) {
    while (records.length < limit) {
      const record = await source.runNext(deps.db, now);
      if (!record) break;
      records.push(record);
    }
  }
  return records;
}
