// The customer's linked payment accounts (payment_accounts). Every read names the customer: an id is looked up only
// among that customer's own rows, so another customer's account, or a made-up id, reads as none.
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { paymentAccounts } from '../db/schema';
import type { LinkedAccountCharge } from '../payments/take';

type Reader = Db | Tx;
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function paymentAccountsOf(db: Reader, customerId: string): Promise<PaymentAccountRow[]> {
  return db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.customerId, customerId))
    .orderBy(desc(paymentAccounts.createdAt));
}

/** The customer's own account with this id, else null (someone else's and a made-up id alike). */
export async function ownPaymentAccount(db: Reader, customerId: string, id: string): Promise<PaymentAccountRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** What a debit from the account needs to carry (server/payments/take.ts checks it is the loan's customer's). */
export const chargeOf = (row: PaymentAccountRow): LinkedAccountCharge => ({
  id: row.id,
  customerId: row.customerId,
  mask: row.mask,
});

/** The contract's PaymentAccount: the bank, the account's name and its last 4, never the numbers or the token. */
export const paymentAccountOut = (row: PaymentAccountRow) => ({
  id: row.id,
  institutionName: row.institutionName,
  accountName: row.accountName,
  mask: row.mask,
  createdAt: row.createdAt.toISOString(),
});
