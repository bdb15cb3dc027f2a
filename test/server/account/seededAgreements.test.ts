// Every loan the demo data seeds that is still owed has its signed agreement among its customer's documents, drawn by
// the same loan agreement as a portal loan from the loan's own figures: its number where the loan number goes, its APR,
// finance charge and amount, and its schedule worded as it is (one payment on a date for a payday loan; a pay cycle for
// an installment loan). It downloads for its customer only.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seedData';
import { auditLog, customers, loans } from '../../../server/db/schema';
import { ACTIVE_STATUSES } from '../../../server/loans/repository';
import { formatCents } from '../../../src/lib/money';
import { pdfText } from '../documents/pdfText';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h?.close());

const DOCUMENTS = `query { accountDocuments { fileName loanNumber kind signedAt url } }`;

/** The seeded loans still owed, with their customer's e-mail (from the demo data itself, not a copy of it). */
const OWED = DEMO_ACCOUNTS.flatMap((account) =>
  (account.loans ?? [])
    .filter((loan) => ACTIVE_STATUSES.includes(loan.status))
    .map((loan) => ({ email: account.email, loanNumber: loan.loanNumber })),
);

describe('the seeded loans’ agreements', () => {
  it('covers every kind of open loan the demo data has', () => {
    expect(OWED.length).toBeGreaterThanOrEqual(8);
    expect(OWED.map((o) => o.loanNumber)).toEqual(expect.arrayContaining(['PDL-5000501', 'ILP-1900101']));
  });

  it.each(OWED)('$loanNumber ($email): listed, signed, with its own figures', async ({ email, loanNumber }) => {
    const [loan] = await h.server.services.db.select().from(loans).where(eq(loans.loanNumber, loanNumber));
    const token = await h.idToken(email);
    const { body } = await h.graphql(DOCUMENTS, { token });
    const docs = body.data?.accountDocuments as {
      fileName: string;
      loanNumber: string;
      signedAt: string;
      url: string;
    }[];
    const doc = docs.find((d) => d.loanNumber === loanNumber);
    expect(doc).toMatchObject({ fileName: `loan-agreement-${loanNumber}.pdf` });
    expect(new Date(doc!.signedAt).getTime()).toBe(loan!.originatedAt.getTime());
    const res = await fetch(`${h.baseUrl}${doc!.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(`Loan number: ${loanNumber}.`);
    expect(text).toContain(`${(loan!.aprBps / 100).toFixed(2)}%`);
    expect(text).toContain(formatCents(loan!.financeChargeCents));
    expect(text).toContain(formatCents(loan!.principalCents));
    if (loan!.paymentFrequency === null) {
      expect(text).toContain(`One payment of ${formatCents(loan!.principalCents + loan!.feeCents)}`);
      expect(text).not.toContain('every two weeks');
    } else {
      expect(text).toMatch(/\d+ payments of \$[\d,.]+, every two weeks/);
    }
    expect(text).toContain('Signed electronically by');
  });

  it('downloads for its customer or a CSR acting as them (audited), for no one else', async () => {
    const owner = 'installment.customer@example.com';
    const own = await h.idToken(owner);
    const docs = (await h.graphql(DOCUMENTS, { token: own })).body.data?.accountDocuments as { url: string }[];
    const url = `${h.baseUrl}${docs[0]!.url}`;
    const get = (headers: Record<string, string>) => fetch(url, { headers });
    expect((await get({ authorization: `Bearer ${own}` })).status).toBe(200);
    const csr = await h.idToken('csr.admin@example.com');
    expect((await get({ authorization: `Bearer ${csr}`, 'x-admin-auth-as': owner })).status).toBe(200);
    const [audit] = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, owner), eq(auditLog.operation, 'GET /documents')));
    expect(audit?.actorEmail).toBe('csr.admin@example.com');
    expect((await get({ authorization: `Bearer ${csr}` })).status).toBe(403);
    expect((await get({ authorization: `Bearer ${csr}`, 'x-admin-auth-as': 'open.payday@example.com' })).status).toBe(
      403,
    );
    const other = await h.idToken('open.payday@example.com');
    expect((await get({ authorization: `Bearer ${other}` })).status).toBe(403);
    expect((await get({})).status).toBe(401);
  });

  it('is not made for a loan no longer owed', async () => {
    const db = h.server.services.db;
    const closed = await db
      .select({ email: customers.email })
      .from(loans)
      .innerJoin(customers, eq(customers.id, loans.customerId))
      .where(inArray(loans.status, ['PAID_IN_FULL', 'CLOSED']));
    expect(closed.length).toBeGreaterThan(0);
    for (const { email } of closed) {
      const { body } = await h.graphql(DOCUMENTS, { token: await h.idToken(email) });
      const kinds = (body.data?.accountDocuments as { kind: string }[]).map((d) => d.kind);
      expect(kinds).not.toContain('LOAN');
    }
  });
});
