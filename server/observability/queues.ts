// Figures read from the database when Prometheus scrapes, so they hold for the whole deployment whichever process
// answers: the outbox's queue (messages waiting for delivery, and how long the oldest has waited) and the payment
// worker's lag (how long past its settling time the oldest pending payment is). Each pair is one indexed aggregate,
// read once per scrape. A database that does not answer gives NaN (an alert on "absent or NaN" catches it) instead
// of a failed scrape.
import { and, count, eq, isNotNull, min, type SQL } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { outbox, payments } from '../db/schema';
import { SETTLE_AFTER_MS } from '../payments/settle';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

interface Backlog {
  n: number;
  oldest: Date | null;
}

const NO_ANSWER: Backlog = { n: Number.NaN, oldest: null };

/** One read shared by the gauges collected in the same scrape. */
function perScrape(read: () => Promise<Backlog>): () => Promise<Backlog> {
  let inFlight: Promise<Backlog> | undefined;
  return () =>
    (inFlight ??= read()
      .catch(() => NO_ANSWER)
      .finally(() => {
        inFlight = undefined;
      }));
}

const ageSeconds = (now: Date, backlog: Backlog, grace = 0) => {
  if (Number.isNaN(backlog.n)) return Number.NaN;
  return backlog.oldest ? Math.max(0, now.getTime() - backlog.oldest.getTime() - grace) / 1000 : 0;
};

function backlogGauges(
  registry: Registry,
  read: () => Promise<Backlog>,
  clock: () => Date,
  names: { count: [string, string]; age: [string, string] },
  grace = 0,
): void {
  const once = perScrape(read);
  new Gauge({
    name: names.count[0],
    help: names.count[1],
    registers: [registry],
    async collect() {
      this.set((await once()).n);
    },
  });
  new Gauge({
    name: names.age[0],
    help: names.age[1],
    registers: [registry],
    async collect() {
      this.set(ageSeconds(clock(), await once(), grace));
    },
  });
}

/** How many rows of `table` match, and when the oldest was created. */
function backlogOf(db: Db, table: typeof outbox | typeof payments, where: SQL | undefined) {
  return async (): Promise<Backlog> => {
    const [row] = await db
      .select({ n: count(), oldest: min(table.createdAt) })
      .from(table as typeof outbox)
      .where(where);
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  };
}

export function registerQueueMetrics(
  registry: Registry,
  deps: { db: Db; clock: () => Date; poolStats?: (() => PoolStats) | undefined },
): void {
  const { db, clock } = deps;
  // Queued and not yet sent or given up; the pending-attempt index finds them.
  backlogGauges(
    registry,
    backlogOf(db, outbox, and(isNotNull(outbox.nextAttemptAt), isNotNull(outbox.sealedText))),
    clock,
    {
      count: ['portal_outbox_queued_messages', 'Outbox messages waiting for delivery (queued, not sent or given up).'],
      age: [
        'portal_outbox_oldest_queued_age_seconds',
        'How long the oldest message waiting for delivery has waited (0 when none waits).',
      ],
    },
  );
  backlogGauges(
    registry,
    backlogOf(db, payments, eq(payments.status, 'PENDING')),
    clock,
    {
      count: ['portal_payments_pending', 'Payments taken and not yet settled.'],
      age: [
        'portal_payment_worker_lag_seconds',
        'How long past its settling time the oldest pending payment is (0 when none is overdue).',
      ],
    },
    SETTLE_AFTER_MS,
  );
  const { poolStats } = deps;
  if (poolStats) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool of this process: connections open (total), idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
}
