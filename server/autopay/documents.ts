// The autopay authorizations' PDF copies on the account's documents page (Reg E, 12 CFR 1005.10(b): the customer
// keeps a copy), one per authorization the customer gave on any of their loans. The bytes are served by
// GET /documents/:id (server/documents/routes.ts), which checks again that the document is the caller's.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationDocuments, autopayAuthorizations, loans } from '../db/schema';
import { documentUrl } from '../documents/store';

export async function autopayAuthorizationsOf(db: Db, customerId: string) {
  const rows = await db
    .select({
      id: applicationDocuments.id,
      fileName: applicationDocuments.fileName,
      kind: applicationDocuments.kind,
      signedAt: autopayAuthorizations.agreedAt,
      createdAt: applicationDocuments.createdAt,
      loanNumber: loans.loanNumber,
    })
    .from(autopayAuthorizations)
    .innerJoin(applicationDocuments, eq(applicationDocuments.id, autopayAuthorizations.documentId))
    .innerJoin(loans, eq(loans.id, autopayAuthorizations.loanId))
    .where(eq(loans.customerId, customerId))
    .orderBy(desc(autopayAuthorizations.agreedAt));
  return rows.map((r) => ({
    ...r,
    signedAt: r.signedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    applicationNumber: null,
    goodThrough: null,
    url: documentUrl(r.id),
  }));
}
