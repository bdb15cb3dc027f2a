// Payment results fan out through the database like application events (server/decision/realtime.ts): the worker
// publishes each settled payment with pg_notify and every API process hands it to the listeners it holds, so a
// payment settled by one process reaches a listener on any other. PAYMENTS_CHANNEL wakes the workers.
import { sql } from 'drizzle-orm';
import type { Db, Unlisten } from '../db/client';

export const PAYMENT_EVENTS_CHANNEL = 'payment_events';
/** A payment was taken: workers look for pending payments at once instead of at their next poll. */
export const PAYMENTS_CHANNEL = 'payments_pending';

/** What registerListener sends (the contract's LoanEvent). */
export interface LoanEventOut {
  loanId: string;
  status: string;
  transactionId: string | null;
}

export async function publishLoanEvent(db: Db, event: LoanEventOut): Promise<void> {
  await db.execute(sql`select pg_notify(${PAYMENT_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export async function announcePayment(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${PAYMENTS_CHANNEL}, '')`);
}

type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

export interface LoanEventHub {
  /** Calls `onEvent` with every event of this loan heard from the database until the returned stop. */
  subscribe(loanId: string, onEvent: (event: LoanEventOut) => void): () => void;
  close(): Promise<void>;
}

export async function startLoanEventHub(listen: Listen): Promise<LoanEventHub> {
  const byLoan = new Map<string, Set<(event: LoanEventOut) => void>>();
  const unlisten = await listen(PAYMENT_EVENTS_CHANNEL, (payload) => {
    let event: LoanEventOut;
    try {
      event = JSON.parse(payload) as LoanEventOut;
    } catch {
      return;
    }
    for (const onEvent of byLoan.get(event.loanId) ?? []) onEvent(event);
  });
  return {
    subscribe(loanId, onEvent) {
      const set = byLoan.get(loanId) ?? new Set();
      set.add(onEvent);
      byLoan.set(loanId, set);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) byLoan.delete(loanId);
      };
    },
    close: unlisten,
  };
}

export const isSettled = (status: string) => status === 'POSTED' || status === 'FAILED' || status === 'RETURNED';
