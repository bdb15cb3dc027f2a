// A record of another customer's, asked for by a CSR acting as a customer, is refused the same way for every kind of
// record (an application, a loan by its number or by its id, a conversion, a customer's loan-system code): FORBIDDEN
// with the message the customer would get, and one audit row alike (`<kind>.refused`, the acted-as customer, the
// operation, the record's id when it exists, the request's id). A customer refused the same is not audited.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  applications,
  auditLog,
  customers,
  loanConversions,
  loans,
} from '../../../server/db/schema';
import { errorCode, startHarness, type GraphQLResponse, type Harness } from '../harness';

const CSR = 'csr.admin@example.com';
/** The customer the CSR acts as (and who, as a customer, asks for the same records). */
const ACTING_AS = 'online.returning@example.com';
/** Whose records are asked for. */
const OWNER = 'open.payday@example.com';
const OWNER_LOAN = 'PDL-5000501';

let h: Harness;
let ownerApplication: string;
let ownerLoanId: string;
let ownerConversion: string;

beforeAll(async () => {
  h = await startHarness();
  const db = h.server.services.db;
  const [app] = await db.select().from(applications).where(eq(applications.email, 'resume.app@example.com'));
  ownerApplication = app!.id;
  const [loan] = await db.select().from(loans).where(eq(loans.loanNumber, OWNER_LOAN));
  ownerLoanId = loan!.id;
  const [customer] = await db.select().from(customers).where(eq(customers.id, loan!.customerId));
  const [conversion] = await db
    .insert(loanConversions)
    .values({
      customerId: customer!.id,
      originalLoanNumber: OWNER_LOAN,
      type: 'CONVERSION',
      amountCents: 50_000,
      offerId: 'offer',
    })
    .returning();
  ownerConversion = conversion!.id;
}, 60_000);
afterAll(() => h?.close());

interface Case {
  kind: string;
  operation: string;
  /** Asks for the owner's record; answers the response's error code and message. */
  ask: (headers: Record<string, string>) => Promise<{ code: unknown; message: unknown }>;
  /** The id the audit row names (null: the record is looked up only among the acted-as customer's). */
  recordId: () => string | null;
}

const graphql = (query: string, variables: Record<string, unknown>) => async (headers: Record<string, string>) => {
  const { body } = await h.graphql(query, { headers, variables });
  return { code: errorCode(body as GraphQLResponse), message: body.errors?.[0]?.message };
};

const CASES: Case[] = [
  {
    kind: 'application',
    operation: 'Query.application',
    ask: (headers) => graphql('query($id: ID!) { application(id: $id) { id } }', { id: ownerApplication })(headers),
    recordId: () => ownerApplication,
  },
  {
    kind: 'loan',
    operation: 'Query.paymentHistory',
    ask: graphql('query($n: String!) { paymentHistory(loanNumber: $n) { id } }', { n: OWNER_LOAN }),
    recordId: () => null,
  },
  {
    kind: 'loan',
    operation: 'GET /documents',
    ask: async (headers) => {
      const [doc] = await h.server.services.db
        .select({ id: applicationDocuments.id })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.loanId, ownerLoanId));
      const res = await fetch(`${h.baseUrl}/documents/${doc!.id}`, { headers });
      const body = (await res.json()) as { error: { code: string; message: string } };
      return { code: body.error.code, message: body.error.message };
    },
    recordId: () => ownerLoanId,
  },
  {
    kind: 'conversion',
    operation: 'Query.loanConversion',
    ask: (headers) => graphql('query($id: ID!) { loanConversion(id: $id) { id } }', { id: ownerConversion })(headers),
    recordId: () => ownerConversion,
  },
  {
    kind: 'customer',
    operation: 'Query.conversionOffers',
    ask: graphql('query($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }', { c: 'LP-500501' }),
    recordId: () => null,
  },
];

const refusals = () =>
  h.server.services.db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.operation, '%.refused'), eq(auditLog.subjectEmail, ACTING_AS)));

describe.each(CASES.map((c) => [`${c.kind} (${c.operation})`, c] as const))('%s', (_label, c) => {
  it('refuses a CSR acting as another customer as it refuses that customer, with one audit row', async () => {
    await h.server.services.db.delete(auditLog);
    const asCustomer = await c.ask({ authorization: `Bearer ${await h.idToken(ACTING_AS)}` });
    expect(asCustomer.code).toBe('FORBIDDEN');
    expect(await refusals()).toEqual([]);

    const token = await h.idToken(CSR);
    const asCsr = await c.ask({ authorization: `Bearer ${token}`, 'x-admin-auth-as': ACTING_AS });
    expect(asCsr).toEqual(asCustomer);
    const rows = await refusals();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ actorEmail: CSR, subjectEmail: ACTING_AS, operation: `${c.kind}.refused` });
    expect(row!.details).toEqual({
      operation: c.operation,
      requestId: expect.any(String),
      [`${c.kind}Id`]: c.recordId(),
    });
  });
});
