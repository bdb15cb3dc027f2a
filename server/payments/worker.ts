// Every API process runs one payment worker: it settles pending payments when one is announced (NOTIFY
// payments_pending, then after the settling delay) and on a short poll. What is pending is in the database, so any
// process may settle any payment; each is claimed with a row lock (./settle.ts, SKIP LOCKED), so each settles once
// however many workers look. The time is the server's clock (tests move it), not the timers': a timer only says when
// to look.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Unlisten } from '../db/client';
import { errorSummary } from '../logging/errorSummary';
import { inPass } from '../observability/tracing';
import { PAYMENTS_CHANNEL } from './realtime';
import { settleDuePayments, SETTLE_AFTER_MS, type OnSettled } from './settle';

export interface PaymentWorker {
  /** Settles what is due at `now` (tests call it with a later time to step the worker). */
  tick(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export async function startPaymentWorker(
  db: Db,
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>,
  log: FastifyBaseLogger,
  opts: { pollMs?: number; enabled?: boolean; clock?: () => Date; onSettled?: OnSettled } = {},
): Promise<PaymentWorker> {
  const clock = opts.clock ?? (() => new Date());
  // Telling the customer runs in the settlement's transaction (so a settlement is told once), inside a savepoint of
  // its own: a message that cannot be written is logged and never holds the money back.
  const told = opts.onSettled;
  const onSettled: OnSettled | undefined =
    told &&
    (async (tx, settled) => {
      try {
        await tx.transaction((savepoint) => told(savepoint, settled));
      } catch (error) {
        log.error({ error: errorSummary(error), paymentId: settled.payment.id }, 'payment outcome message failed');
      }
    });
  let running: Promise<number> | null = null;
  let stopped = false;
  // One pass at a time in this process: a tick asked for while one runs goes after it, with its own time.
  const tick = (now?: Date): Promise<number> => {
    const pass = (running ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() =>
        inPass(
          'payments.settle',
          () => settleDuePayments(db, now ?? clock(), onSettled),
          (settled) => settled,
        ),
      );
    running = pass;
    pass
      .finally(() => {
        if (running === pass) running = null;
      })
      .catch(() => undefined);
    return pass;
  };
  const safeTick = () => {
    // A timer's look is skipped while a pass runs: that pass settles what is due.
    if (!stopped && !running)
      tick().catch((error: unknown) => log.error({ error: errorSummary(error) }, 'payment worker failed'));
  };
  if (opts.enabled === false) return { tick, stop: async () => undefined };
  const timers = new Set<NodeJS.Timeout>();
  const later = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      safeTick();
    }, SETTLE_AFTER_MS + 50);
    timer.unref();
    timers.add(timer);
  };
  const unlisten = await listen(PAYMENTS_CHANNEL, later);
  const poll = setInterval(safeTick, opts.pollMs ?? 1_000);
  poll.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      await unlisten();
      await running?.catch(() => undefined);
    },
  };
}
