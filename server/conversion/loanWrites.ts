// Writes the loan a conversion or refinance makes (through the loans repository, with the schedule the customer signed
// and the loan it replaces named) and closes the payday loan it replaces, in one transaction. A loan with a payment
// still pending is not replaced (docs/payments.md): the old loan's row is locked first, as makePayment and the
// settlement lock it (server/payments/take.ts, settle.ts), so no payment can be taken or posted between the check and
// the close, and a payment taken before it is refused here rather than posted to a closed loan or taken twice.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loans } from '../db/schema';
import { insertLoan, type NewLoan, type NewScheduleRow } from '../loans/repository';
import { pendingPaymentsOf } from '../payments/settle';
import type { InitialLoanDetails } from '../afterDecision/loanDetails';
import type { LoanRow } from './access';

export interface NewLoanTerms {
  productCode: 'ILP' | 'PDL';
  principalCents: number;
  financeChargeCents: number;
  feeCents: number;
  payoffCents: number;
  aprBps: number;
  /** The contract rate an installment loan's ledger accrues at (its schedule's); null for a single payment. */
  interestRateBps: number | null;
  /** The first (or only) payment's due date. */
  dueDate: string;
}

/** Thrown when the payday loan changed between the check and the write (paid, converted by another tab). */
export class LoanChangedError extends Error {}

/** Thrown when a payment on the payday loan has not settled yet: the loan cannot be replaced until it has. */
export class PaymentPendingError extends Error {
  constructor(readonly amountCents: number) {
    super('a payment on the loan is still pending');
  }
}

/** A new loan's number; drawn before the agreement is drawn, so the signed agreement carries it. */
export const newLoanNumber = (productCode: NewLoanTerms['productCode']) =>
  `${productCode}-${randomInt(1_000_000, 9_999_999)}`;

/**
 * The row the new loan is written as: the figures disclosed and signed, and what is due from them. An installment
 * loan keeps its schedule (amount due: the first installment); a single-payment loan has no schedule rows, like every
 * payday loan, and owes its total of payments on its due date (amount due and payoff alike).
 */
export function newLoanValues(
  old: LoanRow,
  terms: NewLoanTerms,
  signed: InitialLoanDetails,
  loanNumber: string,
  originatedAt: Date,
): NewLoan & { schedule: NewScheduleRow[] } {
  const single = signed.paymentFrequency === null;
  return {
    customerId: old.customerId,
    loanNumber,
    productCode: terms.productCode,
    channel: old.channel,
    brand: old.brand,
    sourceSystem: old.sourceSystem,
    status: 'OPEN',
    principalCents: terms.principalCents,
    financeChargeCents: terms.financeChargeCents,
    feeCents: terms.feeCents,
    payoffCents: terms.payoffCents,
    amountDueCents: single ? terms.payoffCents : signed.paymentSchedule[0]!.paymentAmount,
    aprBps: terms.aprBps,
    interestRateBps: terms.interestRateBps,
    dueDate: terms.dueDate,
    originatedAt,
    paymentFrequency: signed.paymentFrequency,
    numberOfPayments: signed.numberOfPayments,
    convertedFromLoanNumber: old.loanNumber,
    debitCardLast4: old.debitCardLast4,
    bankAccountLast4: old.bankAccountLast4,
    schedule: single
      ? []
      : signed.paymentSchedule.map((row) => ({
          installmentNumber: row.installmentNumber,
          dueDate: row.dueDate,
          paymentCents: row.paymentAmount,
          principalCents: row.principal ?? 0,
          interestCents: row.interest ?? 0,
          balanceCents: row.balance ?? 0,
        })),
  };
}

export interface Replacement {
  old: LoanRow;
  loanNumber: string;
  terms: NewLoanTerms;
  /** The terms as disclosed and signed: the new loan's schedule and pay cycle. */
  signed: InitialLoanDetails;
  closedAs: 'CONVERTED' | 'REFINANCED';
  /** The signature's instant: the new loan is made then. */
  at: Date;
}

export async function replaceLoan(
  db: Db,
  replacement: Replacement,
  /** Further writes that stand or fall with the new loan (the conversion record's confirmation, its agreement). */
  alongside: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
): Promise<void> {
  const { old, loanNumber, terms, signed, closedAs, at } = replacement;
  await db.transaction(async (tx) => {
    await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, old.id)).for('update');
    const [pending] = await pendingPaymentsOf(tx, old.id);
    if (pending) throw new PaymentPendingError(pending.amountCents);
    // Conditional: only a loan still OPEN closes, so two signatures of the same offer cannot make two loans.
    const closed = await tx
      .update(loans)
      .set({ status: closedAs, conversionTypes: [] })
      .where(and(eq(loans.id, old.id), eq(loans.status, 'OPEN')))
      .returning({ id: loans.id });
    if (closed.length === 0) throw new LoanChangedError(old.loanNumber);
    await insertLoan(tx as unknown as Db, newLoanValues(old, terms, signed, loanNumber, at));
    await alongside(tx);
  });
}
