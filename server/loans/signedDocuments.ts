// Every agreement the customer signed, across their applications, loan conversions and the loans made outside the
// portal (E-SIGN 7001(c): signed records must be retainable, so each is offered for download). The bytes are served by GET /documents/:id
// (server/documents/routes.ts), which checks again that the document is the caller's.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationDocuments, applications, loanConversions, loans } from '../db/schema';
import { documentUrl } from '../documents/store';

const SIGNED_CATEGORIES = ['AGREEMENT', 'LOAN_AGREEMENT'];

const columns = {
  id: applicationDocuments.id,
  fileName: applicationDocuments.fileName,
  kind: applicationDocuments.kind,
  signedAt: applicationDocuments.signedAt,
  createdAt: applicationDocuments.createdAt,
};
const signed = and(inArray(applicationDocuments.category, SIGNED_CATEGORIES), isNotNull(applicationDocuments.signedAt));

export async function signedDocumentsOf(db: Db, email: string, customerId: string | null) {
  const ofApplications = await db
    .select({ ...columns, applicationNumber: applications.applicationNumber, loanNumber: applications.loanNumber })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(
      and(
        or(
          eq(applications.email, email.toLowerCase()),
          customerId ? eq(applications.customerId, customerId) : undefined,
        ),
        signed,
      ),
    );
  // A conversion or refinance has no application: its agreement names the loan it made.
  const ofConversions = customerId
    ? await db
        .select({ ...columns, loanNumber: loanConversions.newLoanNumber })
        .from(applicationDocuments)
        .innerJoin(loanConversions, eq(loanConversions.id, applicationDocuments.conversionId))
        .where(and(eq(loanConversions.customerId, customerId), signed))
    : [];
  // A loan made outside the portal (the loan system's own) owns its signed agreement.
  const ofLoans = customerId
    ? await db
        .select({ ...columns, loanNumber: loans.loanNumber })
        .from(applicationDocuments)
        .innerJoin(loans, eq(loans.id, applicationDocuments.loanId))
        .where(and(eq(loans.customerId, customerId), signed))
    : [];
  return [...ofApplications, ...[...ofConversions, ...ofLoans].map((r) => ({ ...r, applicationNumber: null }))]
    .sort((a, b) => (b.signedAt?.getTime() ?? 0) - (a.signedAt?.getTime() ?? 0))
    .map((r) => ({
      ...r,
      signedAt: r.signedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      url: documentUrl(r.id),
    }));
}
