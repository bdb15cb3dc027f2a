// The one shape of "is this record the caller's": a customer reaches only their own records, a CSR only those of the
// customer they act as. Any other (someone else's, unknown or malformed, so ids cannot be probed) is refused with the
// record kind's one message, whether or not it exists; every refusal is logged, and a CSR's is written to the audit
// log alike for every kind (`<kind>.refused`, the operation, and the record's id when the look-up found it).
import type { FastifyBaseLogger } from 'fastify';
import { findCustomerByEmail, type CustomerRow } from '../customers/search';
import type { Db } from '../db/client';
import { AccessRefused } from '../domainErrors';
import { writeAudit, type AuditedRequest } from './audit';
import { customerEmailFor } from './customerScope';

/** What the ownership checks read of a request. */
export interface OwnershipRequest extends AuditedRequest {
  customerEmail: string | null;
  log: FastifyBaseLogger;
}

export type RecordKind = 'application' | 'loan' | 'conversion' | 'customer';

/** What a look-up found: the record asked for if it exists (whoever's it is), and whether it is the customer's. */
export interface Found<T> {
  record: T | null;
  mine: boolean;
}

export interface OwnershipRule<T extends { id: string }> {
  kind: RecordKind;
  /** The refusal's text: the same for someone else's record and for none. */
  refusal: string;
  /** Looks up the record named by `key` for the customer with this e-mail (the caller's, or the one a CSR acts as). */
  find: (db: Db, customerEmail: string, key: string) => Promise<Found<T>>;
}

/** A rule for records kept against a customer's loan-system record: `find` gets the customer's record (or null). */
export const customerRecordRule = <T extends { id: string }>(
  kind: RecordKind,
  refusal: string,
  find: (db: Db, customer: CustomerRow | null, key: string) => Promise<Found<T>>,
): OwnershipRule<T> => ({
  kind,
  refusal,
  find: async (db, email, key) => find(db, await findCustomerByEmail(db, email), key),
});

export async function ownRecord<T extends { id: string }>(
  req: OwnershipRequest,
  rule: OwnershipRule<T>,
  key: string,
  operation: string,
): Promise<T> {
  const email = customerEmailFor(req);
  const { record, mine } = await rule.find(req.services.db, email, key);
  if (record && mine) return record;
  const event = `${rule.kind}.refused`;
  if (req.caller?.role === 'CSR') {
    await writeAudit(req, {
      operation: event,
      subjectEmail: email,
      details: { operation, [`${rule.kind}Id`]: record ? record.id : null },
    });
  }
  req.log.info({ event, operation }, `${rule.kind} of another customer refused`);
  throw new AccessRefused(rule.refusal);
}
