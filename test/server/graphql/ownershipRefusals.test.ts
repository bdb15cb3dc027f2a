// A record of another customer's, asked for by a CSR acting as a customer, is refused the same way for every kind of
// record (an application, a loan by its number or by its id, a conversion, a customer's loan-system code): FORBIDDEN
// with the message the customer would get, and one audit row alike (`<kind>.refused`, the acted-as customer, the
// operation, the record's id when it exists, the request's id). A customer refused the same is not audited.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';

/** The CSR, the customer they act as (who also asks as a customer), and whose records are asked for. */
const WHO = { csr: 'csr.admin@example.com', actingAs: 'online.returning@example.com', loan: 'PDL-5000501' };
/** The owner's records, by kind (filled in once the server is up). */
const ids = { application: '', loan: '', conversion: '', document: '' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const db = h.server.services.db;
  const { applications, applicationDocuments, loanConversions, loans } = schema;
  const [app] = await db.select().from(applications).where(eq(applications.email, 'resume.app@example.com'));
  const [loan] = await db.select().from(loans).where(eq(loans.loanNumber, WHO.loan));
  const [doc] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.loanId, loan!.id));
  const [conversion] = await db
    .insert(loanConversions)
    .values({
      customerId: loan!.customerId,
      originalLoanNumber: WHO.loan,
      type: 'CONVERSION',
      amountCents: 50_000,
      offerId: 'o',
    })
    .returning();
  Object.assign(ids, { application: app!.id, loan: loan!.id, conversion: conversion!.id, document: doc!.id });
}, 60_000);
afterAll(() => h?.close());

type Answer = { code: unknown; message: unknown };

/** Each operation asks for the record named `$id`. */
const QUERIES: Record<string, string> = {
  'Query.application': 'query($id: ID!) { application(id: $id) { id } }',
  'Query.paymentHistory': 'query($id: String!) { paymentHistory(loanNumber: $id) { id } }',
  'Query.loanConversion': 'query($id: ID!) { loanConversion(id: $id) { id } }',
  'Query.conversionOffers': 'query($id: String!) { conversionOffers(customerCode: $id) { conversionTypes } }',
};

async function ask(operation: string, id: string, headers: Record<string, string>): Promise<Answer> {
  if (operation === 'GET /documents') {
    const res = await fetch(`${h.baseUrl}/documents/${id}`, { headers });
    return ((await res.json()) as { error: Answer }).error;
  }
  const { body } = await h.graphql(QUERIES[operation]!, { headers, variables: { id } });
  return { code: errorCode(body), message: body.errors?.[0]?.message };
}

/** Kind, operation, the id asked for, and the id its audit row names (null: looked up only among the caller's). */
const CASES: [kind: string, operation: string, asked: () => string, recordId: () => string | null][] = [
  ['application', 'Query.application', () => ids.application, () => ids.application],
  ['loan', 'Query.paymentHistory', () => WHO.loan, () => null],
  ['loan', 'GET /documents', () => ids.document, () => ids.loan],
  ['conversion', 'Query.loanConversion', () => ids.conversion, () => ids.conversion],
  ['customer', 'Query.conversionOffers', () => 'LP-500501', () => null],
];

const refusals = () =>
  h.server.services.db
    .select()
    .from(schema.auditLog)
    .where(and(like(schema.auditLog.operation, '%.refused'), eq(schema.auditLog.subjectEmail, WHO.actingAs)));

describe.each(CASES)('%s (%s)', (kind, operation, asked, recordId) => {
  it('refuses a CSR acting as another customer as it refuses that customer, with one audit row', async () => {
    await h.server.services.db.delete(schema.auditLog);
    const asCustomer = await ask(operation, asked(), { authorization: `Bearer ${await h.idToken(WHO.actingAs)}` });
    expect(asCustomer.code).toBe('FORBIDDEN');
    expect(await refusals()).toEqual([]);

    const asCsr = await ask(operation, asked(), {
      authorization: `Bearer ${await h.idToken(WHO.csr)}`,
      'x-admin-auth-as': WHO.actingAs,
    });
    expect(asCsr).toEqual(asCustomer);
    const rows = await refusals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: WHO.csr, subjectEmail: WHO.actingAs, operation: `${kind}.refused` });
    expect(rows[0]!.details).toEqual({ operation, requestId: expect.any(String), [`${kind}Id`]: recordId() });
  });
});
