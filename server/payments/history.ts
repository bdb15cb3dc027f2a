// Payments on a loan, newest first, as the contract's Payment: a posted one with its split as the ledger applied it
// (interest first, then principal), a returned one with why.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { PaymentRow } from './take';

export async function paymentsOfLoan(db: Db, loanId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.loanId, loanId)).orderBy(desc(payments.createdAt));
}

export const toPayment = (row: PaymentRow, loanNumber: string) => ({
  id: row.id,
  loanNumber,
  amount: row.amountCents,
  kind: row.kind,
  method: row.method,
  methodLast4: row.methodLast4,
  status: row.status,
  confirmationNumber: row.confirmationNumber,
  authorizationText: row.authorizationText,
  failureReason: row.failureReason,
  returnReason: row.returnReason as 'LOAN_CLOSED' | 'ABOVE_PAYOFF' | null,
  postedOn: row.postedOn,
  interest: row.interestCents,
  principal: row.principalCents,
  createdAt: row.createdAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
});
