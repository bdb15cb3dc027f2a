// The customer's newest open loan in the loan system (getInitialLoanDetails by customerCode).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loans } from '../db/schema';

export async function openLoanOf(db: Db, customerId: string) {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.status, 'OPEN')))
    .orderBy(desc(loans.originatedAt))
    .limit(1);
  return loan ?? null;
}
