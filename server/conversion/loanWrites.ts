// Writes the loan a conversion or refinance makes (through the loans repository, with the schedule the customer signed
// and the loan it replaces named) and closes the payday loan it replaces, in one transaction. A loan with a payment
// still pending is not replaced (docs/payments.md): the old loan's row is locked first, as makePayment and the
// settlement lock it (server/payments/take.ts, settle.ts), so no payment can be taken or posted between the check and
// the close, and a payment taken before it is refused here rather than posted to a closed loan or taken twice.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loans } from '../db/schema';
import { insertLoan } from '../loans/repository';
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

const loanNumberFor = (productCode: string) => `${productCode}-${randomInt(1_000_000, 9_999_999)}`;

export async function replaceLoan(
  db: Db,
  old: LoanRow,
  terms: NewLoanTerms,
  /** The terms as disclosed and signed: the new loan's schedule and pay cycle. */
  signed: InitialLoanDetails,
  closedAs: 'CONVERTED' | 'REFINANCED',
  /** Further writes that stand or fall with the new loan (the conversion record's confirmation). */
  alongside: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], loanNumber: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
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
    const loanNumber = loanNumberFor(terms.productCode);
    await insertLoan(tx as unknown as Db, {
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
      aprBps: terms.aprBps,
      dueDate: terms.dueDate,
      originatedAt: new Date(),
      paymentFrequency: signed.paymentFrequency,
      numberOfPayments: signed.numberOfPayments,
      convertedFromLoanNumber: old.loanNumber,
      debitCardLast4: old.debitCardLast4,
      bankAccountLast4: old.bankAccountLast4,
      schedule: signed.paymentSchedule.map((row) => ({
        installmentNumber: row.installmentNumber,
        dueDate: row.dueDate,
        paymentCents: row.paymentAmount,
        principalCents: row.principal ?? 0,
        interestCents: row.interest ?? 0,
        balanceCents: row.balance ?? 0,
      })),
    });
    await alongside(tx, loanNumber);
    return loanNumber;
  });
}
