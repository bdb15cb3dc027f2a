// Whose document is this: the owner of what it belongs to, its application, loan conversion or loan (their ownership
// rules: server/access/ownership.ts). The document routes are no GraphQL operations, so the @auth guard does not audit
// them: a CSR's access is audited here, naming what the document belongs to.
import { ownApplication } from '../applications/access';
import type { ApplicationRow } from '../applications/openApplications';
import { auditCsrCall } from '../access/audit';
import type { OwnershipRequest } from '../access/ownership';
import { ownConversion } from '../conversion/access';
import { ownLoanById } from '../loans/access';
import type { DocumentRow } from './store';

type DocumentOwner = { applicationId: string } | { loanId: string } | { conversionId: string };

async function ownerOf(req: OwnershipRequest, doc: DocumentRow, operation: string): Promise<DocumentOwner> {
  if (doc.applicationId) return { applicationId: (await ownApplication(req, doc.applicationId, operation)).id };
  if (doc.loanId) return { loanId: (await ownLoanById(req, doc.loanId, operation)).id };
  return { conversionId: (await ownConversion(req, doc.conversionId ?? '', operation)).id };
}

/** Refuses (AccessRefused) unless the document is the caller's customer's. */
export async function ownDocument(req: OwnershipRequest, doc: DocumentRow, operation: string): Promise<void> {
  await auditCsrCall(req, operation, await ownerOf(req, doc, operation));
}

/** The application an upload is for: the caller's customer's. */
export async function ownUploadApplication(
  req: OwnershipRequest,
  applicationId: string,
  operation: string,
): Promise<ApplicationRow> {
  const row = await ownApplication(req, applicationId, operation);
  await auditCsrCall(req, operation, { applicationId: row.id });
  return row;
}
