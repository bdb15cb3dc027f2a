// Every API process runs one payment scheduler: on a poll it runs what is due (./runDue.ts), then the reminders and
// the texts held for the night (server/messages/passes.ts). What is due is in the database and each debit or message
// is claimed there, so any process may run any of them and each runs once. The time is the server's clock (tests
// move it and call tick), not the timers': a timer only says when to look.
import type { FastifyBaseLogger } from 'fastify';
import { errorSummary } from '../logging/errorSummary';
import { runMessagePasses } from '../messages/passes';
import { inPass } from '../observability/tracing';
import { runDue, type SchedulerDeps } from './runDue';
import type { RunRecord } from './runScheduled';

export interface PaymentScheduler {
  /** Runs what is due at `now` (the clock's time by default) and answers what it ran. */
  tick(now?: Date): Promise<RunRecord[]>;
  stop(): Promise<void>;
}

export function startPaymentScheduler(
  deps: SchedulerDeps & { log: FastifyBaseLogger; clock: () => Date },
  opts: { enabled?: boolean; pollMs?: number } = {},
): PaymentScheduler {
  let pass: Promise<RunRecord[]> = Promise.resolve([]);
  let busy = false;
  // Passes in this process run one after another, each at its own time.
  const tick = (now?: Date): Promise<RunRecord[]> => {
    const next = pass
      .catch(() => [])
      .then(async () => {
        busy = true;
        try {
          const at = now ?? deps.clock();
          const records = await inPass(
            'scheduler.run',
            () => runDue(deps, at),
            (ran) => ran.length,
          );
          for (const record of records)
            deps.log.info({ event: `scheduler.${record.outcome.toLowerCase()}`, ...record }, 'scheduler run');
          for (const message of await runMessagePasses(deps, at))
            if ('status' in message || message.channels.length > 0)
              deps.log.info({ event: `messages.${message.source}`, ...message }, 'message decided');
          return records;
        } finally {
          busy = false;
        }
      });
    pass = next;
    return next;
  };
  if (opts.enabled === false) return { tick, stop: async () => undefined };
  // A look while a pass runs is skipped: that pass runs what is due.
  const look = () => {
    if (busy) return;
    tick().catch((error: unknown) => deps.log.error({ error: errorSummary(error) }, 'payment scheduler failed'));
  };
  const poll = setInterval(look, opts.pollMs ?? 60_000);
  poll.unref();
  const stop = async () => {
    clearInterval(poll);
    await pass.catch(() => undefined);
  };
  return { tick, stop };
}
