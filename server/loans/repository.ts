// The one way to read and write loans and their schedules (the account room owns the data model; the conversion room
// writes the loans it makes through insertLoan and setLoanStatus). Money is integer cents, APR basis points.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loans, loanSchedule } from '../db/schema';

export const LOAN_STATUSES = [
  'OPEN',
  'PAST_DUE',
  'PAID_IN_FULL',
  'CLOSED',
  'CONVERTED',
  'REFINANCED',
  'PENDING_REFINANCE',
  'PENDING_EPP',
  'REFINANCE_PENDING_ORIGINATION',
  'ORIGINATION_ON_HOLD',
  'RESCISSION',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Statuses of a loan the customer still owes on (the account page shows it; payments are taken on it). */
export const ACTIVE_STATUSES: readonly string[] = [
  'OPEN',
  'PAST_DUE',
  'PENDING_REFINANCE',
  'PENDING_EPP',
  'REFINANCE_PENDING_ORIGINATION',
  'ORIGINATION_ON_HOLD',
  'RESCISSION',
];
/** Statuses a payment may be taken in (a loan being originated or rescinded is not billed yet). */
export const PAYABLE_STATUSES: readonly string[] = ['OPEN', 'PAST_DUE', 'PENDING_REFINANCE', 'PENDING_EPP'];

export type LoanRow = typeof loans.$inferSelect;
export type NewLoan = typeof loans.$inferInsert;
export type ScheduleRow = typeof loanSchedule.$inferSelect;
export type NewScheduleRow = Omit<typeof loanSchedule.$inferInsert, 'loanId' | 'id'>;

/** Every loan of the customer, newest first. */
export async function loansOfCustomer(db: Db, customerId: string): Promise<LoanRow[]> {
  return db.select().from(loans).where(eq(loans.customerId, customerId)).orderBy(desc(loans.originatedAt));
}

/** The customer's loan with this number, or null (another customer's loan is null too). */
export async function loanByNumber(db: Db, customerId: string, loanNumber: string): Promise<LoanRow | null> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.loanNumber, loanNumber)))
    .limit(1);
  return row ?? null;
}

export async function loanById(db: Db, loanId: string): Promise<LoanRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(loanId)) return null;
  const [row] = await db.select().from(loans).where(eq(loans.id, loanId)).limit(1);
  return row ?? null;
}

/** Inserts a loan and its schedule; amount due defaults to the first installment (or the payoff when none). */
export async function insertLoan(db: Db, loan: NewLoan & { schedule?: NewScheduleRow[] }): Promise<LoanRow> {
  const { schedule = [], ...values } = loan;
  const first = [...schedule].sort((a, b) => a.installmentNumber - b.installmentNumber)[0];
  const [row] = await db
    .insert(loans)
    .values({
      ...values,
      numberOfPayments: values.numberOfPayments ?? Math.max(1, schedule.length),
      amountDueCents: values.amountDueCents ?? first?.paymentCents ?? values.payoffCents,
    })
    .returning();
  if (!row) throw new Error('loan insert returned no row');
  if (schedule.length > 0) await db.insert(loanSchedule).values(schedule.map((s) => ({ ...s, loanId: row.id })));
  return row;
}

export async function setLoanStatus(db: Db, loanId: string, status: LoanStatus): Promise<void> {
  await db.update(loans).set({ status }).where(eq(loans.id, loanId));
}

export async function scheduleOf(db: Db, loanId: string): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(loanSchedule)
    .where(eq(loanSchedule.loanId, loanId))
    .orderBy(asc(loanSchedule.installmentNumber));
}
