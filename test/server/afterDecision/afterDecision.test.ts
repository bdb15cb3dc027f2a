// The after-decision operations against the real server: applications put into DENIED / PENDING_ESIGN / ORIGINATED
// directly in the database (the decision room's state machine is not needed to read them). Who may call each; the
// adverse-action routing answers per brand and state; the Reg B notice per brand (creditor, agency, 7 or 30 days, the
// bureau only when a report was used); the e-sign hold; funds timing; getInitialLoanDetails in each form; the
// conversion denial and the approved lead's clone.
import { addDays, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, type NewApplication } from '../../../server/applications/repository';
import { applications } from '../../../server/db/schema';
import { PRODUCTS } from '../../../server/products/catalog';
import { todayEastern } from '../../../src/lib/application/dates';
import { offerFigures } from '../../../src/lib/application/loanOffer';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, type CallerKind, type Callers } from '../applications/helpers';

type App = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

const NORA = 'new.customer@example.com';
const PAULA = 'open.payday@example.com';
let h: Harness;
let nora: Callers;

beforeAll(async () => {
  h = await startHarness();
  nora = await callersFor(h, NORA, 'resume.app@example.com');
}, 60_000);
afterAll(() => h.close());

const INCOME = { type: 'E', paymentFrequency: 'BI', amountNet: 250_000, nextPaymentDate: '2099-01-01' } as const;

async function app(values: Partial<NewApplication> & { data?: Record<string, unknown> }, email = NORA) {
  return insertApplication(h.server.services.db, {
    email,
    brand: 'lumen',
    stateCode: 'OH',
    status: 'UNSUBMITTED',
    ...values,
    data: { userInformation: { email }, ...values.data },
  } as NewApplication);
}

const declined = (brand: string, stateCode: string, decision: Record<string, unknown> = {}) =>
  app({
    brand,
    stateCode,
    status: 'DENIED',
    applicationState: 'DENIED',
    data: {
      decision: {
        outcome: 'DECLINED',
        reasons: ['Income insufficient for amount of credit requested'],
        decidedAt: '2026-11-24T15:00:00.000Z',
        ...decision,
      },
    },
  });

const ADVERSE = `query($id: ID!, $s: String!, $b: String!) { getAdverseActionDetail(applicationId: $id, stateCode: $s, brandName: $b) { hasRetailStores } }`;
const ANOTHER = `query($id: ID!) { getAnotherOptionDetail(applicationId: $id) { anotherOptionAvailable } }`;
const NOTICE = `query($id: ID!) { adverseActionNotice(applicationId: $id) { applicationNumber brandName action decidedAt reasons
  creditor { name addressLines phone } agency { name addressLines } noticePeriodDays pdfUrl
  consumerReport { bureau { name addressLines phone } score keyFactors } } }`;
const STATE = `query($id: ID!) { applicationState(id: $id) { id status isPendingDocuments isPendingEsign isEsignDisabled eSignDisabledReasons eSignDisabledUntilDate } }`;
const FUNDS = `query($id: ID!) { getFundsTiming(applicationId: $id) { fundingMethod asSoonAsMinutes availableAt businessDate } }`;
const DOCS = `query($id: ID!) { signedDocuments(applicationId: $id) { idTag title url } }`;
const AGREEMENT = `query($id: ID!) { loanAgreement(applicationId: $id) { id url } }`;
const DETAILS = `query($id: ID, $c: String, $f: String, $o: Boolean, $e: Boolean) { getInitialLoanDetails(applicationId: $id,
  customerCode: $c, submissionFlow: $f, isOriginated: $o, eppAppSchedule: $e) { loanNumber loanAmount financeCharge paymentAmount
  paymentDueDate convertedLoanNumber convertedPayoff apr totalOfPayments numberOfPayments paymentFrequency
  paymentSchedule { installmentNumber paymentAmount dueDate interest principal balance } } }`;
const DENY_CONVERSION = `mutation($id: ID!) { createConversionDenial(id: $id) { id loanNumber deniedAt } }`;
const CLONE_LEAD = `mutation($id: ID!) { cloneApprovedLeadApplication(id: $id) { id status applicationState
  loanApplicationProgress { applicationUrl } customerInformation { personalInformation { firstName } } } }`;

describe('who may call each operation', () => {
  const REFUSED: [CallerKind, string][] = [
    ['anonymous', 'UNAUTHENTICATED'],
    ['enrollment', 'FORBIDDEN'],
    ['otherCustomer', 'FORBIDDEN'],
    ['csrAlone', 'FORBIDDEN'],
  ];
  const OPERATIONS: [string, string, (id: string) => Record<string, unknown>][] = [
    ['getAdverseActionDetail', ADVERSE, (id) => ({ id, s: 'OH', b: 'lumen' })],
    ['getAnotherOptionDetail', ANOTHER, (id) => ({ id })],
    ['adverseActionNotice', NOTICE, (id) => ({ id })],
    ['applicationState', STATE, (id) => ({ id })],
    ['signedDocuments', DOCS, (id) => ({ id })],
    ['loanAgreement', AGREEMENT, (id) => ({ id })],
    ['createConversionDenial', DENY_CONVERSION, (id) => ({ id })],
    ['cloneApprovedLeadApplication', CLONE_LEAD, (id) => ({ id })],
    ['getInitialLoanDetails', DETAILS, (id) => ({ id })],
  ];

  it.each(OPERATIONS)(
    '%s: refused to everyone but the owner and a CSR acting as the owner',
    async (name, query, vars) => {
      const row = await declined('lumen', 'OH');
      for (const [kind, code] of REFUSED) {
        const body = await nora.call(kind, query, vars(row.id));
        expect(errorCode(body), `${name} as ${kind}`).toBe(code);
        expect(body.data?.[name] ?? null).toBeNull();
      }
      for (const kind of ['owner', 'csrActing'] as const) {
        const code = errorCode(await nora.call(kind, query, vars(row.id)));
        // The owner is answered (or told, field by field, why this application has no such answer), never refused.
        expect(code === undefined || code === 'BAD_USER_INPUT', `${name} as ${kind}: ${code}`).toBe(true);
      }
    },
  );

  it('refuses an unknown or malformed id as FORBIDDEN', async () => {
    expect(errorCode(await nora.call('owner', NOTICE, { id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await nora.call('owner', NOTICE, { id: 'nope' }))).toBe('FORBIDDEN');
  });
});

describe('adverse-action routing (spec 001 section 2; DEMO-DATA.md)', () => {
  it('says whether the state has stores: Ohio has, New York has none', async () => {
    const row = await declined('lumen', 'OH');
    const oh = await nora.call('owner', ADVERSE, { id: row.id, s: 'OH', b: 'lumen' });
    expect(oh.data?.getAdverseActionDetail).toEqual({ hasRetailStores: true });
    const ny = await nora.call('owner', ADVERSE, { id: row.id, s: 'ny', b: 'lumen' });
    expect(ny.data?.getAdverseActionDetail).toEqual({ hasRetailStores: false });
  });

  it('refuses a bad state or brand clearly', async () => {
    const row = await declined('lumen', 'OH');
    expect(errorCode(await nora.call('owner', ADVERSE, { id: row.id, s: 'ZZ', b: 'lumen' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await nora.call('owner', ADVERSE, { id: row.id, s: 'OH', b: 'acme' }))).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['lumen', 'OH', true],
    ['pinecrest', 'OH', true],
    ['meridian', 'OH', true],
    ['harbor', 'OH', false], // declined by the stores' own brand: nothing else to offer
    ['lumen', 'NY', false], // no stores in New York
  ])('a decline on %s in %s: another option %s', async (brand, state, expected) => {
    const row = await declined(brand, state);
    const body = await nora.call('owner', ANOTHER, { id: row.id });
    expect(body.data?.getAnotherOptionDetail).toEqual({ anotherOptionAvailable: expected });
  });

  it('offers nothing else to an application that was not declined', async () => {
    const row = await app({ status: 'APPROVED', applicationState: 'PENDING_ESIGN' });
    const body = await nora.call('owner', ANOTHER, { id: row.id });
    expect(body.data?.getAnotherOptionDetail).toEqual({ anotherOptionAvailable: false });
  });
});

describe('the adverse-action notice (Reg B 1002.9)', () => {
  it('on a short-term brand: the real reasons, the creditor, the CFPB, 7 days, no bureau without a report', async () => {
    const row = await declined('lumen', 'OH');
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice).toMatchObject({
      applicationNumber: row.applicationNumber,
      brandName: 'lumen',
      action: 'CREDIT_DENIED',
      decidedAt: '2026-11-24T15:00:00.000Z',
      reasons: ['Income insufficient for amount of credit requested'],
      creditor: { name: 'Lumen Cash, LLC', phone: '1-800-561-2274' },
      agency: {
        name: 'Bureau of Consumer Financial Protection',
        addressLines: ['1700 G Street NW', 'Washington, DC 20552'],
      },
      noticePeriodDays: 7,
      consumerReport: null,
    });
    expect(notice.creditor.addressLines.length).toBeGreaterThan(0);
  });

  it('on the installment brand: the partner bank as creditor, the FDIC, 30 days', async () => {
    const row = await declined('meridian', 'OH');
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice).toMatchObject({
      brandName: 'meridian',
      creditor: { name: 'Ridgeway State Bank', phone: '1-800-316-4220' },
      agency: { name: expect.stringContaining('Federal Deposit Insurance Corporation') },
      noticePeriodDays: 30,
    });
  });

  it('names the bureau when a consumer report was used (the identity decline of DEMO-DATA.md)', async () => {
    const row = await declined('pinecrest', 'OH', { reasons: [{ code: 'ID', text: 'Unable to verify identity' }] });
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice.reasons).toEqual(['Unable to verify identity']);
    expect(notice.noticePeriodDays).toBe(7);
    expect(notice.consumerReport.bureau).toMatchObject({ name: expect.any(String), phone: expect.any(String) });
    expect(notice.consumerReport.bureau.addressLines.length).toBeGreaterThan(0);
  });

  it('prints the bureau, score and key factors the decision kept', async () => {
    const row = await declined('lumen', 'OH', {
      reasons: ['Unable to verify identity'],
      consumerReport: {
        bureau: 'Clearwater Consumer Reporting',
        address: 'PO Box 1\nColumbus, OH 43215',
        phone: '1-800-555-0100',
        website: 'https://example.com',
        score: 540,
        scoreRange: { low: 300, high: 850 },
        keyFactors: ['Identity could not be verified'],
        pulledOn: '2026-11-24',
      },
    });
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice.consumerReport).toEqual({
      bureau: {
        name: 'Clearwater Consumer Reporting',
        addressLines: ['PO Box 1', 'Columbus, OH 43215'],
        phone: '1-800-555-0100',
      },
      score: 540,
      keyFactors: ['Identity could not be verified'],
    });
  });

  it('is refused for an application that was not declined', async () => {
    const row = await app({ status: 'APPROVED', applicationState: 'ORIGINATED' });
    expect(errorCode(await nora.call('owner', NOTICE, { id: row.id }))).toBe('BAD_USER_INPUT');
  });
});

describe('the e-sign application state', () => {
  it('reads a hold with its reasons and date, and lets it lapse by itself', async () => {
    const held = await app({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      data: { esignHold: { reasons: ['Bank verification in review'], until: '2099-01-02T14:00:00.000Z' } },
    });
    expect((await nora.call('owner', STATE, { id: held.id })).data?.applicationState).toEqual({
      id: held.id,
      status: 'PENDING_ESIGN',
      isPendingDocuments: false,
      isPendingEsign: true,
      isEsignDisabled: true,
      eSignDisabledReasons: ['Bank verification in review'],
      eSignDisabledUntilDate: '2099-01-02T14:00:00.000Z',
    });
    const lapsed = await app({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      data: { esignHold: { reasons: ['Old'], until: '2000-01-01T00:00:00.000Z' } },
    });
    expect((await nora.call('owner', STATE, { id: lapsed.id })).data?.applicationState).toMatchObject({
      isEsignDisabled: false,
      eSignDisabledReasons: [],
      eSignDisabledUntilDate: null,
    });
  });
});

describe('funds timing and signed documents', () => {
  const signed = (brand: string, fundingMethod: string, signedAt: string) =>
    app({
      brand,
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      data: {
        fundingMethod,
        esign: { signedAt, agreements: [{ idTag: 'loanAgreement', title: 'Loan agreement', value: true }] },
      },
    });

  it('debit card on a short-term brand: as soon as 30 minutes', async () => {
    const row = await signed('lumen', 'DEBIT_CARD', '2026-11-24T15:00:00.000Z');
    expect((await nora.call('owner', FUNDS, { id: row.id })).data?.getFundsTiming).toEqual({
      fundingMethod: 'DEBIT_CARD',
      asSoonAsMinutes: 30,
      availableAt: '2026-11-24T15:30:00.000Z',
      businessDate: '2026-11-24',
    });
  });

  it('ACH after 8 pm Eastern the night before Thanksgiving: the Friday after it... and the Monday when later still', async () => {
    const late = await signed('meridian', 'DEBIT_CARD', '2026-11-25T01:30:00.000Z'); // Tue 8:30 pm Eastern
    expect((await nora.call('owner', FUNDS, { id: late.id })).data?.getFundsTiming).toEqual({
      fundingMethod: 'ACH',
      asSoonAsMinutes: null,
      availableAt: null,
      businessDate: '2026-11-27',
    });
    const wednesdayNight = await signed('lumen', 'ACH', '2026-11-26T02:00:00.000Z'); // Wed 9 pm
    expect((await nora.call('owner', FUNDS, { id: wednesdayNight.id })).data?.getFundsTiming).toMatchObject({
      businessDate: '2026-11-30',
    });
  });

  it('lists no loan agreement for a signature without a loan request (nothing to print), nor tags with no document', async () => {
    const row = await app({
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      data: {
        esign: {
          signatureName: 'Nora Newman',
          agreements: ['loanAgreement', 'esignConsent'],
          signedAt: '2026-11-24T15:00:00.000Z',
        },
      },
    });
    expect((await nora.call('owner', DOCS, { id: row.id })).data?.signedDocuments).toEqual([]);
  });

  it('is refused before the loan is signed', async () => {
    const row = await app({ status: 'APPROVED', applicationState: 'PENDING_ESIGN' });
    expect(errorCode(await nora.call('owner', FUNDS, { id: row.id }))).toBe('BAD_USER_INPUT');
  });

  // The signed copy itself, its download and its one row: test/server/afterDecision/documents.test.ts.
});

describe('getInitialLoanDetails', () => {
  const offer = (extra: Partial<NewApplication> = {}, data: Record<string, unknown> = {}) =>
    app({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      ...extra,
      data: {
        customerInformation: { incomeInformation: INCOME },
        loanRequest: {
          amount: 140_000,
          numberOfPayments: 37,
          paymentFrequency: 'BI',
          apr: 209.11,
          firstPaymentDate: '2099-01-15',
        },
        ...data,
      },
    });

  it('applicationId: the offer to sign in cents, with the Appendix J figures (COMPLIANCE.md worked example)', async () => {
    const row = await offer();
    const body = await nora.call('owner', DETAILS, { id: row.id });
    expect(body.errors).toBeUndefined();
    const d = body.data?.getInitialLoanDetails as App;
    expect(d).toMatchObject({
      loanNumber: null,
      loanAmount: 140_000,
      paymentAmount: 11_942,
      paymentDueDate: '2099-01-15',
      numberOfPayments: 37,
      paymentFrequency: 'BI',
      convertedLoanNumber: null,
    });
    expect(d.paymentSchedule).toHaveLength(37);
    expect(d.paymentSchedule[0]).toMatchObject({ installmentNumber: 1, interest: 11_260, principal: 682 });
    expect(d.totalOfPayments - d.loanAmount).toBe(d.financeCharge);
    expect(d.totalOfPayments).toBe(d.paymentSchedule.reduce((sum: number, p: App) => sum + p.paymentAmount, 0));
  });

  it('reads the amount step’s request: an installment term in months on the pay cycle, a payday loan in days', async () => {
    const ilp = await offer(
      {},
      { loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 } },
    );
    const d = (await nora.call('owner', DETAILS, { id: ilp.id })).data?.getInitialLoanDetails as App;
    // 18 months biweekly is the spec's 37 payments, priced at the product's highest APR, the first on the next payday.
    expect(d).toMatchObject({
      loanAmount: 140_000,
      numberOfPayments: 37,
      paymentFrequency: 'BI',
      paymentDueDate: '2099-01-01',
    });
    const pdl = await offer(
      {},
      { loanRequest: { productCode: 'PDL', channel: 'ONLINE', amountCents: 30_000, term: 14 } },
    );
    const single = (await nora.call('owner', DETAILS, { id: pdl.id })).data?.getInitialLoanDetails as App;
    expect(single).toMatchObject({
      loanAmount: 30_000,
      financeCharge: 4_500,
      paymentAmount: 34_500,
      totalOfPayments: 34_500,
      numberOfPayments: 1,
      apr: 391.07,
    });
  });

  it('discloses on the e-sign screen the Fed box the amount step showed for the same application', async () => {
    const today = todayEastern();
    const nextPayDate = format(addDays(parseISO(today), 10), 'yyyy-MM-dd');
    for (const [term, paymentFrequency] of [
      [18, 'BI'],
      [24, 'BI'],
      [12, 'MON'],
      [9, 'WK'],
    ] as const) {
      const row = await offer(
        {},
        {
          customerInformation: { incomeInformation: { ...INCOME, paymentFrequency, nextPaymentDate: nextPayDate } },
          loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term },
        },
      );
      const d = (await nora.call('owner', DETAILS, { id: row.id })).data?.getInitialLoanDetails as App;
      // The amount step's figures for the same request (src/lib/application/loanOffer.ts, the product's own APR).
      const shown = offerFigures({
        product: { productCode: 'ILP', aprHigh: PRODUCTS['ILP/ONLINE']!.aprHigh },
        amountCents: 140_000,
        term,
        payFrequency: paymentFrequency,
        nextPayDate,
        today,
      })!;
      expect(d, `${term} months ${paymentFrequency}`).toMatchObject({
        loanAmount: shown.amountFinancedCents,
        financeCharge: shown.financeChargeCents,
        apr: shown.aprPercent,
        totalOfPayments: shown.totalOfPaymentsCents,
        paymentAmount: shown.paymentCents,
        numberOfPayments: shown.numberOfPayments,
        paymentFrequency: shown.frequency,
        paymentDueDate: shown.schedule[0]!.dueDate,
      });
      expect(d.paymentSchedule.map((p: App) => [p.paymentAmount, p.dueDate])).toEqual(
        shown.schedule.map((p) => [p.paymentCents, p.dueDate]),
      );
    }
  });

  it('with submissionFlow: must be the application’s flow', async () => {
    const row = await offer();
    expect((await nora.call('owner', DETAILS, { id: row.id, f: 'STANDARD' })).errors).toBeUndefined();
    expect(errorCode(await nora.call('owner', DETAILS, { id: row.id, f: 'CONVERSION' }))).toBe('BAD_USER_INPUT');
  });

  it('isOriginated: only once ORIGINATED, with the loan number', async () => {
    const pending = await offer();
    expect(errorCode(await nora.call('owner', DETAILS, { id: pending.id, o: true }))).toBe('BAD_USER_INPUT');
    const made = await offer(
      { applicationState: 'ORIGINATED' },
      { loanNumber: 'ILP-9000001', esign: { signedAt: '2026-11-24T15:00:00.000Z', agreements: [] } },
    );
    const d = (await nora.call('owner', DETAILS, { id: made.id, o: true })).data?.getInitialLoanDetails as App;
    expect(d).toMatchObject({ loanNumber: 'ILP-9000001', loanAmount: 140_000, paymentAmount: 11_942 });
  });

  it('eppAppSchedule: the payoff in four payments with no finance charge, for an EPP application only', async () => {
    const epp = await offer(
      { applicationType: 'EPP' },
      { originalLoanDetails: { loanNumber: 'PDL-1', payoffAmount: 34_501 } },
    );
    const d = (await nora.call('owner', DETAILS, { id: epp.id, e: true })).data?.getInitialLoanDetails as App;
    expect(d).toMatchObject({
      loanAmount: 34_501,
      financeCharge: 0,
      totalOfPayments: 34_501,
      numberOfPayments: 4,
      apr: 0,
    });
    expect(d.paymentSchedule.map((p: App) => p.paymentAmount)).toEqual([8625, 8625, 8625, 8626]);
    expect(d.paymentSchedule[0].dueDate).toBe('2099-01-01');
    const standard = await offer();
    expect(errorCode(await nora.call('owner', DETAILS, { id: standard.id, e: true }))).toBe('BAD_USER_INPUT');
  });

  it('customerCode: the caller’s own open loan; another customer’s code is refused', async () => {
    const paula = await callersFor(h, PAULA, NORA);
    const d = (await paula.call('owner', DETAILS, { c: 'LP-500501' })).data?.getInitialLoanDetails as App;
    expect(d).toMatchObject({ loanNumber: 'PDL-5000501', loanAmount: 30_000, numberOfPayments: 1 });
    expect(errorCode(await nora.call('owner', DETAILS, { c: 'LP-500501' }))).toBe('FORBIDDEN');
    expect(errorCode(await nora.call('owner', DETAILS, {}))).toBe('BAD_USER_INPUT');
  });

  it('refuses an application with no amount chosen yet', async () => {
    const row = await app({});
    expect(errorCode(await nora.call('owner', DETAILS, { id: row.id }))).toBe('BAD_USER_INPUT');
  });
});

describe('createConversionDenial', () => {
  it('records the denial once on a conversion and the notice then says so', async () => {
    const row = await app({ applicationType: 'CONVERSION', loanNumber: 'PDL-77' });
    const first = await nora.call('owner', DENY_CONVERSION, { id: row.id });
    expect(first.errors).toBeUndefined();
    const [stored] = await h.server.services.db.select().from(applications).where(eq(applications.id, row.id));
    const denial = (stored!.data as App).conversionDenial;
    expect(denial).toMatchObject({ loanNumber: 'PDL-77' });
    await nora.call('owner', DENY_CONVERSION, { id: row.id });
    const [again] = await h.server.services.db.select().from(applications).where(eq(applications.id, row.id));
    expect((again!.data as App).conversionDenial).toEqual(denial);
    const notice = (await nora.call('owner', NOTICE, { id: row.id })).data?.adverseActionNotice as App;
    expect(notice).toMatchObject({
      action: 'CONVERSION_DENIED',
      reasons: ['Conversion option is no longer available.'],
    });
  });

  it('refuses a standard application', async () => {
    const row = await app({});
    expect(errorCode(await nora.call('owner', DENY_CONVERSION, { id: row.id }))).toBe('BAD_USER_INPUT');
  });
});

describe('cloneApprovedLeadApplication', () => {
  it('clones an approved lead once into an application waiting for the signature', async () => {
    const lead = await app({
      status: 'APPROVED',
      data: {
        lead: { provider: 'demo-partner', approved: true },
        customerInformation: { personalInformation: { firstName: 'Nora' } },
      },
    });
    const first = (await nora.call('owner', CLONE_LEAD, { id: lead.id })).data?.cloneApprovedLeadApplication as App;
    expect(first).toMatchObject({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      loanApplicationProgress: { applicationUrl: '/application/approved/agreements' },
      customerInformation: { personalInformation: { firstName: 'Nora' } },
    });
    expect(first.id).not.toBe(lead.id);
    const second = (await nora.call('owner', CLONE_LEAD, { id: lead.id })).data?.cloneApprovedLeadApplication as App;
    expect(second.id).toBe(first.id);
  });

  it('refuses a lead that was not approved, and an application that is no lead', async () => {
    const notApproved = await app({ status: 'DENIED', data: { lead: { provider: 'demo-partner', approved: false } } });
    expect(errorCode(await nora.call('owner', CLONE_LEAD, { id: notApproved.id }))).toBe('BAD_USER_INPUT');
    const plain = await app({ status: 'APPROVED' });
    expect(errorCode(await nora.call('owner', CLONE_LEAD, { id: plain.id }))).toBe('BAD_USER_INPUT');
  });
});
