// An enrollment's debit attempts as the scheduler recorded them (autopay_debits), and the rules for trying again
// after a failure:
// - NACHA: a returned debit is tried again at most twice, three attempts in all.
// - On a covered loan, after two failed attempts in a row no further attempt is made without a new authorization
//   (12 CFR 1041.8); a new try is itself an unusual withdrawal that needs its notice first (12 CFR 1041.9(b)).
// - A new try runs on the first business day that leaves its notice's lead before it: 3 business days after the
//   failure is learned (6 when the notice goes on paper). The same spacing holds on every loan: it gives the customer
//   time to put the money in the account, and a try right after a failure mostly fails again.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PaymentMethodName } from '../../src/lib/account/payment';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { autopayDebits } from '../db/schema';
import { businessDaysBefore, isBusinessDay } from './businessDays';
import { plusDays } from '../../src/lib/application/dates';
import type { PastDebit } from './plan';

export type DebitRow = typeof autopayDebits.$inferSelect;

/** Attempts per due date in all (NACHA: at most two more after the first). */
export const MAX_ATTEMPTS = 3;
/** Failed attempts in a row after which a covered loan's autopay stops (12 CFR 1041.8). */
export const COVERED_FAILURE_LIMIT = 2;

/** The payment's idempotency key: one attempt at one due date under one enrollment is at most one payment. */
export const autopayPaymentKeyOf = (enrollmentId: string, dueDate: string, attempt: number) =>
  `autopay:${enrollmentId}:${dueDate}:${attempt}`;

/** The attempts that reached the bank (a payment was taken), oldest first. */
export function attemptsOf(db: Db | Tx, enrollmentId: string): Promise<DebitRow[]> {
  return db
    .select()
    .from(autopayDebits)
    .where(and(eq(autopayDebits.enrollmentId, enrollmentId), isNotNull(autopayDebits.paymentId)))
    .orderBy(asc(autopayDebits.createdAt), asc(autopayDebits.attempt));
}

/** The planner's past debits: every attempt that reached the bank. */
export const pastDebitsOf = async (db: Db | Tx, enrollmentId: string): Promise<PastDebit[]> =>
  (await attemptsOf(db, enrollmentId)).map((row) => ({
    dueDate: row.dueDate,
    runDate: row.runDate,
    amountCents: row.amountCents,
    method: row.method as PaymentMethodName,
  }));

/** The failed attempts at the end of the list, the ones in a row that count toward the covered loan's limit. */
export function failuresInARow(attempts: readonly DebitRow[]): DebitRow[] {
  const tail: DebitRow[] = [];
  for (let i = attempts.length - 1; i >= 0 && attempts[i]!.outcome === 'FAILED'; i -= 1) tail.unshift(attempts[i]!);
  return tail;
}

/** The first business day after `today` whose notice, sent today, is `leadBusinessDays` before it. */
export function retryDayAfter(today: string, leadBusinessDays: number): string {
  let day = plusDays(today, 1);
  while (!isBusinessDay(day) || businessDaysBefore(day, leadBusinessDays) < today) day = plusDays(day, 1);
  return day;
}

/** The failed attempt whose new try runs on `today`, if any (none once a later attempt at its due date exists). */
export function retryDueOn(attempts: readonly DebitRow[], today: string): DebitRow | null {
  const last = attempts[attempts.length - 1];
  if (!last || last.outcome !== 'FAILED' || last.retryOn !== today || last.attempt >= MAX_ATTEMPTS) return null;
  return last;
}
