// The after-decision documents over the wire: the loan agreement the e-sign screen
// reads, the signed copy the thank-you page lists and the adverse-action notice, each a stored PDF that the owner (or a
// CSR acting as them) downloads from GET /documents/<id>, with the customer's own figures and the decision's reasons;
// refused to another customer and to anonymous callers; one stored row per application and kind, even when two
// requests race.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, type NewApplication } from '../../../server/applications/repository';
import { applicationDocuments, applications } from '../../../server/db/schema';
import { todayEastern } from '../../../src/lib/application/dates';
import { firstPaymentDate } from '../../../src/lib/application/loanOffer';
import { fedBox } from '../../../src/lib/lending';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { formatCents } from '../../../src/lib/money';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, CSR, type CallerKind, type Callers } from '../applications/helpers';
import { assertParsesAsPdf, pdfText } from '../documents/pdfText';

type App = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

const NORA = 'new.customer@example.com';
const OTHER = 'resume.app@example.com';
let h: Harness;
let nora: Callers;
const tokens: Partial<Record<CallerKind, string>> = {};

beforeAll(async () => {
  h = await startHarness();
  nora = await callersFor(h, NORA, OTHER);
  tokens.owner = await h.idToken(NORA);
  tokens.otherCustomer = await h.idToken(OTHER);
  tokens.csrActing = await h.idToken(CSR);
  tokens.csrAlone = tokens.csrActing;
}, 60_000);
afterAll(() => h.close());

function download(url: string, kind: CallerKind) {
  const headers: Record<string, string> = {};
  const token = tokens[kind];
  if (token) headers.authorization = `Bearer ${token}`;
  if (kind === 'csrActing') headers['x-admin-auth-as'] = NORA;
  return fetch(`${h.baseUrl}${url}`, { headers });
}

async function pdfOf(url: string): Promise<Buffer> {
  const res = await download(url, 'owner');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  assertParsesAsPdf(bytes);
  return bytes;
}

/** Only the owner and a CSR acting as them; another customer and a CSR alone are refused, anonymous is asked to sign in. */
async function expectOwnerOnly(url: string) {
  expect((await download(url, 'owner')).status).toBe(200);
  expect((await download(url, 'csrActing')).status).toBe(200);
  expect((await download(url, 'otherCustomer')).status).toBe(403);
  expect((await download(url, 'csrAlone')).status).toBe(403);
  expect((await download(url, 'anonymous')).status).toBe(401);
}

const NEXT_PAYDAY = '2099-01-01';
/** The 18-month published term's contract rate (209.68%). */
const CONTRACT_APR = installmentTermApr(18);
/**
 * The published $1,400 in 37 biweekly payments at that rate. The first payment falls on the customer's first payday at
 * least a week after the loan is made.
 */
const LOAN_REQUEST = { amount: 140_000, numberOfPayments: 37, paymentFrequency: 'BI', apr: CONTRACT_APR };
const PERSON = {
  personalInformation: { firstName: 'Nora', lastName: 'Newman' },
  contactInformation: {
    address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
  },
  incomeInformation: { type: 'E', paymentFrequency: 'BI', amountNet: 250_000, nextPaymentDate: NEXT_PAYDAY },
};

async function app(values: Partial<NewApplication> & { data?: Record<string, unknown> }) {
  return insertApplication(h.server.services.db, {
    email: NORA,
    brand: 'lumen',
    stateCode: 'OH',
    status: 'APPROVED',
    ...values,
    data: { userInformation: { email: NORA }, customerInformation: PERSON, loanRequest: LOAN_REQUEST, ...values.data },
  } as NewApplication);
}

const rowsOf = (applicationId: string, category: string) =>
  h.server.services.db
    .select({ id: applicationDocuments.id, kind: applicationDocuments.kind, signedAt: applicationDocuments.signedAt })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.category, category)));

const AGREEMENT = `query($id: ID!) { loanAgreement(applicationId: $id) { id category kind fileName contentType signedAt url } }`;
const DETAILS = `query($id: ID!, $o: Boolean) { getInitialLoanDetails(applicationId: $id, isOriginated: $o) {
  loanNumber loanAmount financeCharge paymentAmount apr totalOfPayments numberOfPayments } }`;
const DOCS = `query($id: ID!) { signedDocuments(applicationId: $id) { idTag title url } }`;
const NOTICE = `query($id: ID!) { adverseActionNotice(applicationId: $id) { reasons pdfUrl } }`;

describe('the loan agreement on the e-sign screen (PENDING_ESIGN)', () => {
  it('is a PDF of the customer’s own figures (those getInitialLoanDetails gives), for the owner only', async () => {
    const row = await app({ applicationState: 'PENDING_ESIGN' });
    const body = await nora.call('owner', AGREEMENT, { id: row.id });
    expect(body.errors).toBeUndefined();
    const doc = body.data?.loanAgreement as App;
    expect(doc).toMatchObject({ category: 'LOAN_AGREEMENT', kind: 'OFFER', contentType: 'application/pdf' });
    expect(doc.url).toBe(`/documents/${doc.id}`);
    expect(doc.signedAt).toBeNull();
    const details = (await nora.call('owner', DETAILS, { id: row.id })).data?.getInitialLoanDetails as App;
    const text = pdfText(await pdfOf(doc.url));
    expect(text).toContain('Nora Newman');
    expect(text).toContain('100 Broad St, Columbus, OH 43215');
    expect(text).toContain(`${details.apr.toFixed(2)}%`);
    expect(text).toContain(formatCents(details.financeCharge));
    expect(text).toContain(formatCents(details.loanAmount));
    expect(text).toContain(formatCents(details.totalOfPayments));
    const [year, month, day] = firstPaymentDate(todayEastern(), 'BI', NEXT_PAYDAY).split('-');
    expect(text).toContain(`${formatCents(details.paymentAmount)}, every two weeks, beginning ${month}/${day}/${year}`);
    expect(text).toContain('Lumen Cash, LLC');
    expect(text).toContain('Not yet signed.');
    await expectOwnerOnly(doc.url);
  });

  it('is one stored row when two requests race, and the same row when asked again', async () => {
    const row = await app({ applicationState: 'PENDING_ESIGN' });
    const [a, b] = await Promise.all([
      nora.call('owner', AGREEMENT, { id: row.id }),
      nora.call('owner', AGREEMENT, { id: row.id }),
    ]);
    expect((a.data?.loanAgreement as App).id).toBe((b.data?.loanAgreement as App).id);
    const again = await nora.call('owner', AGREEMENT, { id: row.id });
    expect((again.data?.loanAgreement as App).id).toBe((a.data?.loanAgreement as App).id);
    expect(await rowsOf(row.id, 'LOAN_AGREEMENT')).toHaveLength(1);
  });

  it('follows the offer: a changed amount rewrites the same row with the new figures', async () => {
    const row = await app({ applicationState: 'PENDING_ESIGN' });
    const first = (await nora.call('owner', AGREEMENT, { id: row.id })).data?.loanAgreement as App;
    await h.server.services.db
      .update(applications)
      .set({ data: { ...row.data, loanRequest: { ...LOAN_REQUEST, amount: 100_000 } } as never })
      .where(eq(applications.id, row.id));
    const second = (await nora.call('owner', AGREEMENT, { id: row.id })).data?.loanAgreement as App;
    expect(second.id).toBe(first.id);
    expect(pdfText(await pdfOf(second.url))).toContain('$1,000.00');
    expect(await rowsOf(row.id, 'LOAN_AGREEMENT')).toHaveLength(1);
  });

  it('is refused to another customer, anonymous callers, and before there is an agreement', async () => {
    const row = await app({ applicationState: 'PENDING_ESIGN' });
    expect(errorCode(await nora.call('otherCustomer', AGREEMENT, { id: row.id }))).toBe('FORBIDDEN');
    expect(errorCode(await nora.call('anonymous', AGREEMENT, { id: row.id }))).toBe('UNAUTHENTICATED');
    const early = await app({ status: 'UNSUBMITTED', applicationState: null });
    expect(errorCode(await nora.call('owner', AGREEMENT, { id: early.id }))).toBe('BAD_USER_INPUT');
    expect(await rowsOf(early.id, 'LOAN_AGREEMENT')).toHaveLength(0);
  });
});

describe('the signed copy on the thank-you page (ORIGINATED)', () => {
  const SIGNED_AT = '2026-11-24T15:05:00.000Z'; // 10:05 am Eastern
  const originated = () =>
    app({
      applicationState: 'ORIGINATED',
      data: {
        loanNumber: 'ILP-9000001',
        fundingMethod: 'ACH',
        esign: { signatureName: 'Nora Newman', agreements: ['loanAgreement'], signedAt: SIGNED_AT },
      },
    });

  it('carries the typed signature, the signing time and the loan’s figures, and downloads for the owner only', async () => {
    const row = await originated();
    const docs = (await nora.call('owner', DOCS, { id: row.id })).data?.signedDocuments as App[];
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ idTag: 'loanAgreement', title: 'Loan Agreement and Truth in Lending Disclosure' });
    expect(docs[0]!.url).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
    const details = (await nora.call('owner', DETAILS, { id: row.id, o: true })).data?.getInitialLoanDetails as App;
    const text = pdfText(await pdfOf(docs[0]!.url));
    expect(text).toContain('Signed electronically by Nora Newman on 11/24/2026 at 10:05 AM ET.');
    expect(text).toContain('ILP-9000001');
    expect(text).toContain(formatCents(details.financeCharge));
    expect(text).toContain(`${details.apr.toFixed(2)}%`);
    // The figures as of the signing day: interest accrues from that consummation date, Appendix J counts from it.
    const box = fedBox({
      amountFinancedCents: 140_000,
      contractAprPercent: CONTRACT_APR,
      numberOfPayments: 37,
      frequency: 'BI',
      consummationDate: '2026-11-24',
      firstPaymentDate: firstPaymentDate('2026-11-24', 'BI', NEXT_PAYDAY),
    });
    expect(details).toMatchObject({
      financeCharge: box.financeChargeCents,
      paymentAmount: box.paymentCents,
      totalOfPayments: box.totalOfPaymentsCents,
      apr: box.aprPercent,
    });
    await expectOwnerOnly(docs[0]!.url);
    const [stored] = await rowsOf(row.id, 'LOAN_AGREEMENT');
    expect(stored).toMatchObject({ kind: 'SIGNED', signedAt: new Date(SIGNED_AT) });
  });

  it('is the one stored copy however often and however concurrently it is asked for', async () => {
    const row = await originated();
    const answers = await Promise.all([
      nora.call('owner', DOCS, { id: row.id }),
      nora.call('owner', DOCS, { id: row.id }),
      nora.call('owner', AGREEMENT, { id: row.id }),
    ]);
    const urls = new Set(answers.slice(0, 2).map((a) => (a.data?.signedDocuments as App[])[0]!.url));
    urls.add((answers[2]!.data?.loanAgreement as App).url);
    expect(urls.size).toBe(1);
    expect(await rowsOf(row.id, 'LOAN_AGREEMENT')).toHaveLength(1);
  });

  it('lists the application agreements signed before submitting, and nothing the customer did not sign', async () => {
    const row = await app({
      applicationState: 'PENDING_ORIGINATION',
      data: {
        esign: { signatureName: 'Nora Newman', agreements: ['loanAgreement', 'esignConsent'], signedAt: SIGNED_AT },
      },
    });
    // Not made yet: the loan agreement is kept once the loan is (ORIGINATED, with its loan number).
    expect((await nora.call('owner', DOCS, { id: row.id })).data?.signedDocuments).toEqual([]);
    const [signed] = await h.server.services.db
      .insert(applicationDocuments)
      .values({
        applicationId: row.id,
        category: 'AGREEMENT',
        kind: 'ESIGN_CONSENT',
        lang: 'en',
        fileName: 'lumen-esign-consent-en.pdf',
        contentType: 'application/pdf',
        byteSize: 8,
        sha256: 'x',
        bytes: Buffer.from('%PDF-1.7'),
        signedAt: new Date(SIGNED_AT),
      })
      .returning();
    expect((await nora.call('owner', DOCS, { id: row.id })).data?.signedDocuments).toEqual([
      {
        idTag: 'ESIGN_CONSENT',
        title: 'Consent to Electronic Records and Signatures',
        url: `/documents/${signed!.id}`,
      },
    ]);
  });
});

describe('the adverse-action notice PDF', () => {
  const declined = (brand: string, reasons: string[]) =>
    app({
      brand,
      status: 'DENIED',
      applicationState: 'DENIED',
      data: { decision: { outcome: 'DECLINED', reasons, decidedAt: '2026-11-24T15:00:00.000Z' } },
    });

  it('gives the decision’s real reasons and the brand’s creditor, downloadable by the declined customer only', async () => {
    const row = await declined('meridian', ['Length of banking relationship']);
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice.pdfUrl).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
    const text = pdfText(await pdfOf(notice.pdfUrl));
    expect(text).toContain('Dear Nora Newman');
    expect(text).toContain('Length of banking relationship');
    expect(text).toContain('Ridgeway State Bank, 10 Ridgeway Plaza, Ridgeway, OH 43345');
    expect(text).toContain('Federal Deposit Insurance Corporation, Consumer Response Center');
    expect(text).toContain('within 30 days');
    await expectOwnerOnly(notice.pdfUrl);
  });

  it('names the bureau when a report was used', async () => {
    const row = await declined('lumen', ['Unable to verify identity']);
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    const text = pdfText(await pdfOf(notice.pdfUrl));
    expect(text).toContain('Unable to verify identity');
    expect(text).toContain('Clearwater Consumer Reporting, P.O. Box 4500, Columbus, OH 43216');
    expect(text).toContain('Bureau of Consumer Financial Protection, 1700 G Street NW');
  });

  it('is stored once, even when the notice is read twice at once', async () => {
    const row = await declined('lumen', ['Income insufficient for amount of credit requested']);
    const [a, b] = await Promise.all([
      nora.call('owner', NOTICE, { id: row.id }),
      nora.call('owner', NOTICE, { id: row.id }),
    ]);
    expect((a.data?.adverseActionNotice as App).pdfUrl).toBe((b.data?.adverseActionNotice as App).pdfUrl);
    expect(await rowsOf(row.id, 'ADVERSE_ACTION')).toHaveLength(1);
  });
});
