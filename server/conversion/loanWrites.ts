// Writes the loan a conversion or refinance makes and closes the payday loan it replaces, in one transaction, on the
// existing `loans` columns. SEAM (account room): once server/loans/repository.ts exists (insertLoan with its schedule,
// setLoanStatus, converted_from_loan_number), the lead points this at it.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loans } from '../db/schema';
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

const loanNumberFor = (productCode: string) => `${productCode}-${randomInt(1_000_000, 9_999_999)}`;

export async function replaceLoan(
  db: Db,
  old: LoanRow,
  terms: NewLoanTerms,
  closedAs: 'CONVERTED' | 'REFINANCED',
  /** Further writes that stand or fall with the new loan (the conversion record's confirmation). */
  alongside: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], loanNumber: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Conditional: only a loan still OPEN closes, so two signatures of the same offer cannot make two loans.
    const closed = await tx
      .update(loans)
      .set({ status: closedAs, conversionTypes: [] })
      .where(and(eq(loans.id, old.id), eq(loans.status, 'OPEN')))
      .returning({ id: loans.id });
    if (closed.length === 0) throw new LoanChangedError(old.loanNumber);
    const loanNumber = loanNumberFor(terms.productCode);
    await tx.insert(loans).values({
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
    });
    await alongside(tx, loanNumber);
    return loanNumber;
  });
}
