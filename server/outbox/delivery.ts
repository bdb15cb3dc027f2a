// Delivers queued outbox messages, each channel through its own transport (e-mail through SMTP, texts through SNS),
// for the channels a deployment configured; the others stay in the outbox. Every API process runs this loop; a row is claimed with a short lease through FOR UPDATE SKIP LOCKED, so two processes never
// send the same message, and a process that dies mid-send only delays it until the lease passes. A failed attempt is
// retried with a growing wait, and given up after MAX_ATTEMPTS with the reason kept (never the message text).
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { inPass } from '../observability/tracing';

export interface MailTransport {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

export type Channel = 'email' | 'sms';

/** The transport of each configured channel. */
export type Transports = Partial<Record<Channel, MailTransport>>;

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;
const BATCH = 20;

/** Wait before attempt n+1: 30 s doubling, at most an hour (a mail server down for a while is not hammered). */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface Delivery {
  /** Look for work now instead of at the next tick (a message was just queued by this process). */
  nudge(): void;
  /** One pass: claim what is due and send it. Returns how many were sent. Exposed for tests. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startDelivery(deps: {
  db: Db;
  open(sealed: string): string;
  transports: Transports;
  log: FastifyBaseLogger;
  pollMs?: number;
}): Delivery {
  const { db, transports, log } = deps;
  const channels = Object.keys(transports) as Channel[];
  const pollMs = deps.pollMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.channel, channels),
          isNotNull(outbox.sealedText),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.leasedUntil), lt(outbox.leasedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ leasedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliverOne(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    try {
      const transport = transports[row.channel as Channel];
      if (!transport) throw new Error(`no transport for ${row.channel}`);
      await transport.send({ to: row.to, subject: row.subject, text: deps.open(row.sealedText ?? '') });
      await db
        .update(outbox)
        // No next attempt: the queue's depth (server/observability/queues.ts) counts rows through that column's index.
        .set({ sentAt: new Date(), sealedText: null, leasedUntil: null, lastError: null, nextAttemptAt: null })
        .where(eq(outbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'delivery failed';
      const givenUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: reason,
          leasedUntil: null,
          nextAttemptAt: givenUp ? null : new Date(Date.now() + retryDelayMs(attempts)),
          ...(givenUp ? { failedAt: new Date(), sealedText: null } : {}),
        })
        .where(eq(outbox.id, row.id));
      // The id and the reason only: the address and text are personal data and may hold a code.
      log.warn({ outboxId: row.id, attempts, givenUp, reason }, 'outbox delivery failed');
      return false;
    }
  }

  async function pass(): Promise<{ claimed: number; sent: number }> {
    const rows = await claim();
    let sent = 0;
    for (const row of rows) if (await deliverOne(row)) sent += 1;
    return { claimed: rows.length, sent };
  }

  function runOnce(): Promise<number> {
    running ??= inPass('outbox.deliver', pass, (tried) => tried.claimed)
      .then(({ sent }) => sent)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'outbox delivery pass failed'))
        .finally(() => schedule(pollMs));
    }, ms);
    timer.unref();
  }
  schedule(pollMs);

  return {
    nudge: () => schedule(0),
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      for (const transport of Object.values(transports)) transport.close();
    },
  };
}
