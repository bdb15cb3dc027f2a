// registerListener(loanId)'s stream: the settled status of the loan's newest payment, then the end. The hub is joined
// before the newest payment is read, so a payment settled between the two is not lost; one already settled when the
// listener opens (a reconnect after the result) is answered at once.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { isSettled, type LoanEventHub, type LoanEventOut } from './realtime';

type Message = { registerListener: LoanEventOut };

export function loanEventStream(db: Db, hub: LoanEventHub, loanId: string): AsyncIterableIterator<Message> {
  let pending: LoanEventOut | null = null;
  let waiting: ((event: LoanEventOut | null) => void) | null = null;
  let done = false;
  const deliver = (event: LoanEventOut | null) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(event);
    } else pending ??= event;
  };
  const unsubscribe = hub.subscribe(loanId, (event) => {
    if (isSettled(event.status)) deliver(event);
  });
  const newest = db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.loanId, loanId))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .then(([row]) => (row && isSettled(row.status) ? { loanId, status: row.status, transactionId: row.id } : null));
  // A listener that ends before its first read still started this one: its failure must not go unhandled (which
  // would end the process); a read that is awaited still throws to its caller.
  newest.catch(() => undefined);
  const finish = () => {
    done = true;
    unsubscribe();
  };
  let sent = false;
  const iterator: AsyncIterableIterator<Message> = {
    async next() {
      if (sent || done) {
        finish();
        return { value: undefined, done: true };
      }
      const settled =
        pending ?? (await newest) ?? (await new Promise<LoanEventOut | null>((resolve) => (waiting = resolve)));
      if (!settled) return { value: undefined, done: true };
      sent = true;
      finish();
      return { value: { registerListener: settled }, done: false };
    },
    async return() {
      finish();
      waiting?.(null);
      waiting = null;
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
