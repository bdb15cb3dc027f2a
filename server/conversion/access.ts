// Whose loan is this: every conversion operation names the customer by their loan-system code
// (`customerCode`), which must be the caller's own (a CSR: the customer they act as). Anything else is FORBIDDEN, and
// a CSR's refusal is written to the audit log, as for applications (server/graphql/resolvers/applicationAccess.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import { findCustomerByEmail } from '../customers/search';
import type { Db } from '../db/client';
import { applicationDocuments, auditLog, loanConversions, loans } from '../db/schema';
import type { GraphQLContext } from '../graphql/context';
import { forbidden } from '../graphql/errors';
import { customerEmailFor } from '../graphql/resolvers/customerScope';

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerByEmail>>>;
export type LoanRow = typeof loans.$inferSelect;
export type ConversionRow = typeof loanConversions.$inferSelect;

async function refuse(ctx: GraphQLContext, operation: string, email: string | null): Promise<never> {
  if (ctx.caller?.role === 'CSR' && email) {
    await ctx.services.db.insert(auditLog).values({
      actorUserId: ctx.caller.claims.sub,
      actorEmail: ctx.caller.claims.email,
      subjectEmail: email,
      operation: 'conversion.refused',
      details: { operation, requestId: ctx.requestId },
    });
  }
  ctx.log.info({ event: 'conversion.refused', operation }, 'conversion of another customer refused');
  throw forbidden('You can only see your own loans.');
}

export async function ownCustomer(ctx: GraphQLContext, customerCode: string, operation: string): Promise<CustomerRow> {
  const email = customerEmailFor(ctx);
  const customer = await findCustomerByEmail(ctx.services.db, email);
  const code = customerCode.trim();
  if (customer && code && (customer.loanProCustomerId === code || customer.qFundCustomerId === code)) return customer;
  return refuse(ctx, operation, email);
}

/** The customer's newest open payday loan, or null. */
export async function openPaydayLoan(ctx: GraphQLContext, customerId: string): Promise<LoanRow | null> {
  const [loan] = await ctx.services.db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.status, 'OPEN'), eq(loans.productCode, 'PDL')))
    .orderBy(desc(loans.originatedAt))
    .limit(1);
  return loan ?? null;
}

export async function ownConversion(ctx: GraphQLContext, id: string, operation: string): Promise<ConversionRow> {
  const email = customerEmailFor(ctx);
  const customer = await findCustomerByEmail(ctx.services.db, email);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  if (customer && uuid) {
    const [row] = await ctx.services.db.select().from(loanConversions).where(eq(loanConversions.id, id));
    if (row && row.customerId === customer.id) return row;
  }
  return refuse(ctx, operation, email);
}

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
