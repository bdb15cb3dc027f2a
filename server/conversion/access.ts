// Whose loan is this: every conversion operation names the customer by their loan-system code (`customerCode`) or
// their conversion by its id, which must be the caller's own (a CSR: the customer they act as). The one ownership rule
// (server/access/ownership.ts) refuses anything else alike.
import { and, desc, eq, sql } from 'drizzle-orm';
import { customerRecordRule, ownRecord, type OwnershipRequest } from '../access/ownership';
import { SEE_OWN_LOANS } from '../loans/access';
import type { CustomerRow } from '../customers/search';
import type { Db } from '../db/client';
import { applicationDocuments, loanConversions, loans } from '../db/schema';

export type { CustomerRow };
export type LoanRow = typeof loans.$inferSelect;
export type ConversionRow = typeof loanConversions.$inferSelect;

/** A customer record, named by one of its loan-system codes (LoanPro or QFund): only the caller's own is looked at. */
const byCode = customerRecordRule<CustomerRow>('customer', SEE_OWN_LOANS, async (_db, customer, customerCode) => {
  const code = customerCode.trim();
  const mine = !!customer && !!code && (customer.loanProCustomerId === code || customer.qFundCustomerId === code);
  return { record: mine ? customer : null, mine };
});

export const ownCustomer = (req: OwnershipRequest, customerCode: string, operation: string): Promise<CustomerRow> =>
  ownRecord(req, byCode, customerCode, operation);

/** The customer's newest open payday loan, or null. */
export async function openPaydayLoan(db: Db, customerId: string): Promise<LoanRow | null> {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.status, 'OPEN'), eq(loans.productCode, 'PDL')))
    .orderBy(desc(loans.originatedAt))
    .limit(1);
  return loan ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const conversionById = customerRecordRule<ConversionRow>('conversion', SEE_OWN_LOANS, async (db, customer, id) => {
  if (!UUID.test(id)) return { record: null, mine: false };
  const [row] = await db.select().from(loanConversions).where(eq(loanConversions.id, id));
  return { record: row ?? null, mine: !!row && row.customerId === customer?.id };
});

export const ownConversion = (req: OwnershipRequest, id: string, operation: string): Promise<ConversionRow> =>
  ownRecord(req, conversionById, id, operation);

/**
 * The conversion's loan agreement (application_documents rows, server/conversion/agreement.ts): the signed copy once
 * there is one, else the unsigned copy to read before signing, else null.
 */
export async function conversionAgreementId(db: Db, conversionId: string): Promise<string | null> {
  const [doc] = await db
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.conversionId, conversionId), eq(applicationDocuments.category, 'LOAN_AGREEMENT')),
    )
    .orderBy(sql`${applicationDocuments.signedAt} desc nulls last`)
    .limit(1);
  return doc?.id ?? null;
}
