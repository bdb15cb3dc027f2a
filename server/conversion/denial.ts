// The conversion denial of the /loan/conversion flow: a DENIED
// loan_conversions row for the customer's payday loan, written once per loan whoever asks first (the preliminary
// underwriting that declined, or the denial modal), so the denial is on file exactly once: the check and the write
// hold an advisory lock on the loan (server/auth/keyLock.ts), so two API processes asking at once write one row.
import { and, desc, eq } from 'drizzle-orm';
import { withKeyLock } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loanConversions, loans } from '../db/schema';
import type { ConversionRow, LoanRow } from './access';

/** The payday loan an offer was about: the open one, else the newest (it may have been paid meanwhile). */
export async function deniedLoanOf(db: Db, customerId: string): Promise<LoanRow | null> {
  const rows = await db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.productCode, 'PDL')))
    .orderBy(desc(loans.originatedAt));
  return rows.find((l) => l.status === 'OPEN') ?? rows[0] ?? null;
}

/** The DENIED row of this loan, written now if there is none. */
export function recordConversionDenial(db: Db, loan: LoanRow): Promise<ConversionRow> {
  return withKeyLock(db, `conversion-denial:${loan.id}`, async (tx) => {
    const [found] = await tx
      .select()
      .from(loanConversions)
      .where(
        and(
          eq(loanConversions.customerId, loan.customerId),
          eq(loanConversions.originalLoanNumber, loan.loanNumber),
          eq(loanConversions.status, 'DENIED'),
        ),
      )
      .orderBy(loanConversions.createdAt)
      .limit(1);
    if (found) return found;
    const [row] = await tx
      .insert(loanConversions)
      .values({
        customerId: loan.customerId,
        originalLoanNumber: loan.loanNumber,
        type: 'CONVERSION',
        amountCents: 0,
        offerId: '',
        status: 'DENIED',
      })
      .returning();
    return row!;
  });
}

export const toConversionDenial = (row: ConversionRow) => ({
  id: row.id,
  loanNumber: row.originalLoanNumber,
  deniedAt: row.createdAt.toISOString(),
});
