// Whose loan is this: every conversion operation names the customer by their loan-system code (spec 000 section 7,
// `customerCode`), which must be the caller's own (a CSR: the customer they act as). Anything else is FORBIDDEN, and
// a CSR's refusal is written to the audit log, as for applications (server/graphql/resolvers/applicationAccess.ts).
import { and, desc, eq } from 'drizzle-orm';
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

/** The conversion's signed agreement (an application_documents row, esignConversion writes it), or null. */
export async function conversionAgreementId(db: Db, conversionId: string): Promise<string | null> {
  const [doc] = await db
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.conversionId, conversionId), eq(applicationDocuments.category, 'LOAN_AGREEMENT')),
    )
    .limit(1);
  return doc?.id ?? null;
}
