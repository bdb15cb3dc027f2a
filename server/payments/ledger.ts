// A loan's ledger as the database holds it, and where the loan stands by it: the one source of the payoff shown
// (Loan.payoffAmount), the most a payment may be (makePayment's ceiling) and what the settlement posts. The terms come
// from the loan row, the postings are its POSTED payments in the order they posted (src/lib/lending/ledger.ts does
// the arithmetic). An installment loan accrues daily interest at its APR; a single-payment loan owes its principal
// and fee. A loan no longer owed on (paid in full, closed, converted or refinanced) stands at zero.
import { and, asc, eq } from 'drizzle-orm';
import { todayEastern } from '../../src/lib/application/dates';
import { installmentStanding } from '../../src/lib/lending/installmentStanding';
import { payoffOn, replay, type Ledger, type LedgerTerms, type Posting } from '../../src/lib/lending/ledger';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loanSchedule, payments } from '../db/schema';
import { ACTIVE_STATUSES, type LoanRow, type ScheduleRow } from '../loans/repository';

type Reader = Db | Tx;

/**
 * An installment loan has a pay cycle and its schedule; a single-payment loan has neither pay cycle nor interest
 * accrual, even when its one payment is written as a schedule row (a refinanced payday loan's is).
 */
export const isInstallmentLoan = (loan: LoanRow, schedule: readonly ScheduleRow[]) =>
  loan.paymentFrequency !== null && schedule.length > 0;

export function ledgerTermsOf(loan: LoanRow, schedule: readonly ScheduleRow[]): LedgerTerms {
  const installment = isInstallmentLoan(loan, schedule);
  return {
    principalCents: loan.principalCents,
    accrualAprBps: installment ? (loan.interestRateBps ?? loan.aprBps) : 0,
    chargeCents: installment ? 0 : loan.feeCents,
    openedOn: todayEastern(loan.originatedAt),
  };
}

/** The loan's POSTED payments in the order they posted (a day, then the time within it). */
export async function postingsOf(db: Reader, loanId: string): Promise<Posting[]> {
  const rows = await db
    .select({ amountCents: payments.amountCents, postedOn: payments.postedOn, processedAt: payments.processedAt })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'POSTED')))
    .orderBy(asc(payments.processedAt), asc(payments.createdAt));
  return rows.map((row) => ({
    amountCents: row.amountCents,
    postedOn: row.postedOn ?? todayEastern(row.processedAt ?? new Date(0)),
  }));
}

export interface LoanStanding {
  payoffCents: number;
  amountDueCents: number;
  pastDueCents: number;
  dueDate: string;
  /** Installments the payments cover, in order (a single-payment loan: 1 once paid off). */
  installmentsPaid: number;
  ledger: Ledger;
}

/** Where the loan stands on `today` by its ledger (pure: the schedule and the ledger in). */
export function standingFrom(
  loan: LoanRow,
  schedule: readonly ScheduleRow[],
  ledger: Ledger,
  today: string,
): LoanStanding {
  const closed = !ACTIVE_STATUSES.includes(loan.status);
  const payoffCents = closed ? 0 : payoffOn(ledgerTermsOf(loan, schedule), ledger.state, today);
  if (isInstallmentLoan(loan, schedule)) {
    const ordered = [...schedule].sort((a, b) => a.installmentNumber - b.installmentNumber);
    return { ...installmentStanding(ordered, ledger.state.paidCents, payoffCents, today), payoffCents, ledger };
  }
  const fallenDue = loan.dueDate < today;
  return {
    payoffCents,
    amountDueCents: payoffCents,
    pastDueCents: fallenDue ? payoffCents : 0,
    dueDate: loan.dueDate,
    installmentsPaid: payoffCents === 0 ? 1 : 0,
    ledger,
  };
}

/** Where the loan stands on `today` (US Eastern): `schedule` when the caller has it already. */
export async function standingOf(
  db: Reader,
  loan: LoanRow,
  today: string,
  options: { schedule?: ScheduleRow[] } = {},
): Promise<LoanStanding> {
  const schedule =
    options.schedule ??
    (await db
      .select()
      .from(loanSchedule)
      .where(eq(loanSchedule.loanId, loan.id))
      .orderBy(asc(loanSchedule.installmentNumber)));
  const ledger = replay(ledgerTermsOf(loan, schedule), await postingsOf(db, loan.id));
  return standingFrom(loan, schedule, ledger, today);
}
