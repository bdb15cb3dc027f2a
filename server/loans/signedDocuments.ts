// Every agreement the customer signed, across all their applications (E-SIGN 7001(c): signed records must be
// retainable, so each is offered for download). The bytes are served by GET /documents/:id (server/documents/routes.ts),
// which checks again that the document is the caller's.
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationDocuments, applications } from '../db/schema';
import { documentUrl } from '../documents/store';

const SIGNED_CATEGORIES = ['AGREEMENT', 'LOAN_AGREEMENT'];

export async function signedDocumentsOf(db: Db, email: string, customerId: string | null) {
  const rows = await db
    .select({
      id: applicationDocuments.id,
      fileName: applicationDocuments.fileName,
      kind: applicationDocuments.kind,
      signedAt: applicationDocuments.signedAt,
      createdAt: applicationDocuments.createdAt,
      applicationNumber: applications.applicationNumber,
      loanNumber: applications.loanNumber,
    })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(
      and(
        or(
          eq(applications.email, email.toLowerCase()),
          customerId ? eq(applications.customerId, customerId) : undefined,
        ),
        inArray(applicationDocuments.category, SIGNED_CATEGORIES),
        isNotNull(applicationDocuments.signedAt),
      ),
    )
    .orderBy(desc(applicationDocuments.signedAt));
  return rows.map((r) => ({
    ...r,
    signedAt: r.signedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    url: documentUrl(r.id),
  }));
}
