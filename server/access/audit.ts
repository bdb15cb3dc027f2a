// The one writer of the audit log (who did what on whose behalf): every audited event is a row naming the caller as
// the actor, the customer it concerns, the operation, and its details with the request's id, so a row can be traced
// to the request's log lines.
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Caller } from '../graphql/context';

/** What the writer reads of a request: the database, the caller and the request's id. */
export interface AuditedRequest {
  services: { db: Db };
  caller: Caller | null;
  requestId: string;
}

export interface AuditEvent {
  operation: string;
  /** The customer the event concerns; null when it concerns none (an enrolling visitor's session, say). */
  subjectEmail: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(req: AuditedRequest, { operation, subjectEmail, details = {} }: AuditEvent) {
  await req.services.db.insert(auditLog).values({
    actorUserId: req.caller?.claims.sub,
    actorEmail: req.caller?.claims.email,
    subjectEmail,
    operation,
    details: { ...details, requestId: req.requestId },
  });
}

/**
 * A call a CSR makes while acting as a customer is audited against that customer (a CSR's own calls, acting as no
 * one, concern no customer; a customer's own calls are not audited).
 */
export async function auditCsrCall(
  req: AuditedRequest & { customerEmail: string | null },
  operation: string,
  details: Record<string, unknown> = {},
) {
  if (req.caller?.role !== 'CSR' || !req.customerEmail) return;
  await writeAudit(req, { operation, subjectEmail: req.customerEmail, details });
}
