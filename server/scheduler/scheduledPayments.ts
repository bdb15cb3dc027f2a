// A loan's scheduled payments as the database holds them and where the loan stands for a new one: the days open to
// schedule on (Fed business days from tomorrow to the due date, server/afterDecision/bankCalendar.ts) and what is
// left to pay (the ledger's payoff today less pending and scheduled payments, server/payments/ledger.ts).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { changeableOn, cutoffDayOf, openDays, type ScheduleWindow } from '../../src/lib/account/scheduledPayment';
import { plusDays } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import { isBusinessDay } from '../afterDecision/bankCalendar';
import type { Db } from '../db/client';
import { payments, scheduledPayments } from '../db/schema';
import { PAYABLE_STATUSES, type LoanRow } from '../loans/repository';
import { standingOf } from '../payments/ledger';
import type { SkipReason } from './runScheduled';

type Reader = Db | Tx;
export type ScheduledPaymentRow = typeof scheduledPayments.$inferSelect;

export const SCHEDULED = 'SCHEDULED';

/** The loan's scheduled payments, the soonest to run first, then the newest made. */
export function scheduledOfLoan(db: Reader, loanId: string): Promise<ScheduledPaymentRow[]> {
  return db
    .select()
    .from(scheduledPayments)
    .where(eq(scheduledPayments.loanId, loanId))
    .orderBy(desc(scheduledPayments.runsOn), desc(scheduledPayments.createdAt));
}

/** The window a payment on this loan may be scheduled in on `today`. */
export const windowOf = (today: string, dueDate: string): ScheduleWindow => ({ today, dueDate, isBusinessDay });

export const isChangeable = (row: ScheduledPaymentRow, today: string): boolean =>
  row.status === SCHEDULED && changeableOn(today, row.runsOn);

export interface Room {
  window: ScheduleWindow;
  /** The payoff today less what is pending and scheduled (but `except`, the row being changed). */
  leftCents: number;
  payable: boolean;
}

/** Where the loan stands for scheduling on `today` (inside a transaction that holds the loan's row, for a write). */
export async function roomOf(db: Reader, loan: LoanRow, today: string, except?: string): Promise<Room> {
  const standing = await standingOf(db, loan, today);
  const [pending] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.loanId, loan.id), eq(payments.status, 'PENDING')));
  const [scheduled] = await db
    .select({ cents: sql<number>`coalesce(sum(${scheduledPayments.amountCents}), 0)::int` })
    .from(scheduledPayments)
    .where(
      and(
        eq(scheduledPayments.loanId, loan.id),
        eq(scheduledPayments.status, SCHEDULED),
        except ? ne(scheduledPayments.id, except) : undefined,
      ),
    );
  const payable = PAYABLE_STATUSES.includes(loan.status) && standing.payoffCents > 0;
  return {
    window: windowOf(today, standing.dueDate),
    leftCents: Math.max(0, standing.payoffCents - Number(pending?.cents ?? 0) - Number(scheduled?.cents ?? 0)),
    payable,
  };
}

/** The days open to a new scheduled payment (none when the loan cannot take one). */
export const openDaysOf = (room: Room): string[] =>
  room.payable ? openDays(room.window, (day) => plusDays(day, 1)) : [];

/** The contract's ScheduledPayment. */
export const toScheduledPayment = (
  row: ScheduledPaymentRow,
  loanNumber: string,
  today: string,
  confirmationNumber: string | null,
) => ({
  id: row.id,
  loanNumber,
  amount: row.amountCents,
  method: row.method as 'DEBIT_CARD' | 'BANK_ACCOUNT',
  methodLast4: row.methodLast4,
  runsOn: row.runsOn,
  status: row.status as 'SCHEDULED' | 'CANCELLED' | 'TAKEN' | 'SKIPPED',
  skipReason: row.skipReason as SkipReason | null,
  authorizationText: row.authorizationText,
  changeableUntil: cutoffDayOf(row.runsOn),
  changeable: isChangeable(row, today),
  confirmationNumber,
  createdAt: row.createdAt.toISOString(),
  changedAt: row.changedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});
