// A fresh open payday loan for a demo customer, inserted as the loans table holds one: $300.00 and its $45.00 fee
// (391.07% APR), due far ahead so no test's day reaches it. The newest loan is the one a customer's offers are about,
// so a test that converts, refinances or pays one makes its own.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { customers, loans } from '../../server/db/schema';

type LoanValues = typeof loans.$inferInsert;

/** Inserts the loan for the customer signed up with `email` and answers its number. */
export async function insertPaydayLoan(
  db: Db,
  email: string,
  over: Partial<Omit<LoanValues, 'customerId' | 'loanNumber'>> = {},
): Promise<string> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (!customer) throw new Error(`no customer ${email}`);
  const loanNumber = `PDL-T${Math.floor(Math.random() * 1e9)}`;
  await db.insert(loans).values({
    customerId: customer.id,
    loanNumber,
    productCode: 'PDL',
    channel: 'ONLINE',
    brand: 'lumen',
    sourceSystem: 'LOANPRO',
    status: 'OPEN',
    principalCents: 30_000,
    financeChargeCents: 4_500,
    feeCents: 4_500,
    payoffCents: 34_500,
    aprBps: 39_107,
    dueDate: '2099-01-10',
    originatedAt: new Date(),
    conversionTypes: ['CONVERSION', 'REFINANCE'],
    ...over,
  });
  return loanNumber;
}
