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

async function ownerOf(
  req: OwnershipRequest,
  doc: DocumentRow,
  operation: string,
): Promise<{ owner: DocumentOwner; application: ApplicationRow | null }> {
  if (doc.applicationId) {
    const application = await ownApplication(req, doc.applicationId, operation);
    return { owner: { applicationId: application.id }, application };
  }
  if (doc.loanId) return { owner: { loanId: (await ownLoanById(req, doc.loanId, operation)).id }, application: null };
  const conversion = await ownConversion(req, doc.conversionId ?? '', operation);
  return { owner: { conversionId: conversion.id }, application: null };
}

/**
 * Refuses (AccessRefused) unless the document is the caller's customer's; the application it belongs to, if any. The
 * download and the text of a document both pass here, so exactly the same callers may read either.
 */
export async function ownDocument(
  req: OwnershipRequest,
  doc: DocumentRow,
  operation: string,
): Promise<{ application: ApplicationRow | null }> {
  const { owner, application } = await ownerOf(req, doc, operation);
  await auditCsrCall(req, operation, owner);
  return { application };
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
