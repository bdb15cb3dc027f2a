// Where the customer may borrow: statesForZipcode from the US ZIP data, product availability per brand and state (every
// field, California's 2,400 cap, the display order, Ohio everywhere and New York nowhere),
// the customer's own availability, the state ID patterns and the learning-center links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, CREATE_RETURNING, fieldErrorsOf, type Callers } from './helpers';

type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

const PRODUCT = `name productCode channel brand lenderBrand minLoan maxLoan minTerm maxTerm aprLow aprHigh exampleBorrow
  exampleAPR exampleTerm exampleTotal examplePaymentAmount`;
const AVAILABILITY = `stateCode retailChoiceEnabled partnerHasOnline partnerHasRetail customerEligibleForBank
  customerStoreNumber nonCheetahRetailAvailable products { ${PRODUCT} }
  xactExamples { minApr maxApr terms { term principal apr installmentPayments totalPayments returningRefiOnly } }
  preApprovedProducts { productCode channel }
  applicationConversionEligibility { hasOpenRetailLoan conversionDetails { brandName isEligible loanNumber payoffAmount productCode sourceSystem } }`;
const GENERAL = `query($s: String!, $b: String!, $p: String) { getProductAvailability(stateCode: $s, brandName: $b, partnerBrand: $p) {
  ${AVAILABILITY} } }`;
const CUSTOMER = `query($id: ID!, $b: String) { getCustomerProductAvailability(applicationId: $id, boCode: $b) { ${AVAILABILITY} } }`;

let h: Harness;
let as: Callers;
beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, 'new.customer@example.com', 'online.returning@example.com');
}, 60_000);
afterAll(() => h.close());

const availability = async (state: string, brand: string, partner?: string) => {
  const body = await as.call('owner', GENERAL, { s: state, b: brand, ...(partner ? { p: partner } : {}) });
  expect(body.errors).toBeUndefined();
  return body.data?.getProductAvailability as Answer;
};

describe('statesForZipcode', () => {
  it.each([
    ['43215', ['OH']],
    ['43004', ['OH']],
    ['10001', ['NY']],
    ['90210', ['CA']],
    ['20001', ['DC']],
    ['00000', []],
  ])('%s lies in %j', async (zip, states) => {
    const body = await as.call('owner', 'query($z: String!) { statesForZipcode(zipcode: $z) }', { z: zip });
    expect(body.data?.statesForZipcode).toEqual(states);
  });

  it('is open to an enrolling visitor and refuses what is not a ZIP', async () => {
    const visitor = await as.call('enrollment', 'query { statesForZipcode(zipcode: "43215") }');
    expect(visitor.data?.statesForZipcode).toEqual(['OH']);
    expect(errorCode(await as.call('anonymous', 'query { statesForZipcode(zipcode: "43215") }'))).toBe(
      'UNAUTHENTICATED',
    );
    const bad = await as.call('owner', 'query { statesForZipcode(zipcode: "4321x") }');
    expect(fieldErrorsOf(bad)).toEqual([{ field: 'zipcode', key: 'application.validation.zipFormat' }]);
  });
});

describe('getProductAvailability', () => {
  it.each(['lumen', 'harbor', 'pinecrest', 'meridian', 'keel'])(
    'serves Ohio on %s and New York on none',
    async (brand) => {
      expect((await availability('OH', brand)).products.length).toBeGreaterThan(0);
      const ny = await availability('NY', brand);
      expect(ny.products).toEqual([]);
      expect(ny).toMatchObject({ partnerHasOnline: false, partnerHasRetail: false, nonCheetahRetailAvailable: false });
    },
  );

  it('lists harbor’s Ohio products in the display order', async () => {
    const oh = await availability('OH', 'harbor');
    expect(oh.products.map((p: Answer) => `${p.productCode}/${p.channel}`)).toEqual([
      'CLP/RETAIL',
      'RETAIL_ILP/RETAIL',
      'SLP/RETAIL',
      'RLP/RETAIL',
      'PDL/RETAIL',
      'PDL/ONLINE',
    ]);
    expect(oh).toMatchObject({ retailChoiceEnabled: true, nonCheetahRetailAvailable: true, partnerHasOnline: true });
    // The Select Loan is only in Ohio stores.
    expect((await availability('KY', 'harbor')).products.map((p: Answer) => p.productCode)).not.toContain('SLP');
  });

  it('gives every field of a product, in cents', async () => {
    const [ilp] = (await availability('OH', 'lumen')).products as Answer[];
    expect(ilp).toEqual({
      name: 'Online Installment Loan',
      productCode: 'ILP',
      channel: 'ONLINE',
      brand: 'lumen',
      lenderBrand: 'Lumen Cash',
      minLoan: 50_000,
      maxLoan: 300_000,
      minTerm: 6,
      maxTerm: 24,
      aprLow: 145,
      aprHigh: 225,
      exampleBorrow: 140_000,
      // The published $1,400 for 18 months, priced as offered: at the 209.68% contract rate accrued daily, the first
      // payment 14 days out, 36 × $119.42 and a last of $119.40 (total $4,418.52), APR 209.11% by Appendix J.
      exampleAPR: 209.11,
      exampleTerm: 18,
      exampleTotal: 441_852,
      examplePaymentAmount: 11_942,
    });
  });

  it('caps California at 2,400', async () => {
    const ca = await availability('CA', 'lumen');
    expect(ca.products.length).toBeGreaterThan(0);
    for (const p of ca.products as Answer[]) expect(p.maxLoan).toBeLessThanOrEqual(240_000);
    expect((ca.products as Answer[]).find((p) => p.productCode === 'ILP')?.maxLoan).toBe(240_000);
    expect((await availability('OH', 'lumen')).products[0].maxLoan).toBe(300_000);
    const bank = await availability('CA', 'meridian');
    expect(bank.products[0]).toMatchObject({
      productCode: 'BANK_ILP',
      maxLoan: 240_000,
      lenderBrand: 'Ridgeway State Bank',
    });
  });

  it('gives the partner bank’s Xact examples: the published installment terms, their APRs by Appendix J', async () => {
    expect((await availability('OH', 'meridian')).xactExamples).toEqual({
      minApr: 125,
      maxApr: 225,
      terms: [
        {
          term: 18,
          principal: 140_000,
          // 37 × $119.42 (the last $119.40) at the 209.68% contract rate, the first payment 14 days out: 209.11%.
          apr: 209.11,
          installmentPayments: 11_942,
          totalPayments: 37,
          returningRefiOnly: false,
        },
        {
          term: 24,
          principal: 200_000,
          // 48 × $119.69 (the last $119.35) at the 144.26% contract rate, the first payment 14 days out: 143.86%.
          apr: 143.86,
          installmentPayments: 11_969,
          totalPayments: 48,
          returningRefiOnly: true,
        },
      ],
    });
    expect((await availability('OH', 'lumen')).xactExamples).toBeNull();
  });

  it('reports the partner brand’s presence: pinecrest online in Florida for lumen, no stores there', async () => {
    const fl = await availability('FL', 'lumen');
    expect(fl).toMatchObject({ partnerHasOnline: true, partnerHasRetail: false, nonCheetahRetailAvailable: false });
    expect((await availability('FL', 'lumen', 'harbor')).partnerHasRetail).toBe(false);
  });

  it('refuses an unknown state or brand', async () => {
    expect(fieldErrorsOf(await as.call('owner', GENERAL, { s: 'ZZ', b: 'lumen' }))).toEqual([
      { field: 'stateCode', key: 'application.validation.stateRequired' },
    ]);
    expect(errorCode(await as.call('owner', GENERAL, { s: 'OH', b: 'acme' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await as.call('anonymous', GENERAL, { s: 'OH', b: 'lumen' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await as.call('enrollment', GENERAL, { s: 'OH', b: 'lumen' }))).toBe('FORBIDDEN');
  });
});

describe('getCustomerProductAvailability', () => {
  it('pre-approves a returning customer in good standing, with the returning-only Xact term', async () => {
    const oliver = await callersFor(h, 'online.returning@example.com', 'new.customer@example.com');
    const app = (await oliver.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'meridian' })).data
      ?.createReturningApplication as Answer;
    const body = await oliver.call('owner', CUSTOMER, { id: app.id });
    const answer = body.data?.getCustomerProductAvailability as Answer;
    expect(answer).toMatchObject({ stateCode: 'OH', customerEligibleForBank: true, customerStoreNumber: null });
    expect(answer.preApprovedProducts).toEqual([{ productCode: 'BANK_ILP', channel: 'ONLINE' }]);
    expect(answer.xactExamples.terms).toHaveLength(2);
    expect(answer.applicationConversionEligibility).toEqual({ hasOpenRetailLoan: false, conversionDetails: null });
  });

  it('offers the open payday loan for conversion and pre-approves nothing while it is open', async () => {
    const paula = await callersFor(h, 'open.payday@example.com', 'new.customer@example.com');
    const app = (await paula.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'lumen' })).data
      ?.createReturningApplication as Answer;
    const answer = (await paula.call('owner', CUSTOMER, { id: app.id })).data?.getCustomerProductAvailability as Answer;
    expect(answer.preApprovedProducts).toEqual([]);
    expect(answer.applicationConversionEligibility).toEqual({
      hasOpenRetailLoan: false,
      conversionDetails: {
        brandName: 'lumen',
        isEligible: true,
        loanNumber: 'PDL-5000501',
        payoffAmount: 34_500,
        productCode: 'PDL',
        sourceSystem: 'LOANPRO',
      },
    });
  });

  it('names the retail customer’s store and hides the returning-only term from a new customer', async () => {
    const rosa = await callersFor(h, 'retail.returning@example.com', 'new.customer@example.com');
    const app = (await rosa.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'harbor' })).data
      ?.createReturningApplication as Answer;
    const answer = (await rosa.call('owner', CUSTOMER, { id: app.id })).data?.getCustomerProductAvailability as Answer;
    expect(answer.customerStoreNumber).toBe('0417');
    expect(answer.preApprovedProducts.every((p: Answer) => p.channel === 'RETAIL')).toBe(true);
    expect(answer.preApprovedProducts.length).toBeGreaterThan(0);

    const nora = await callersFor(h, 'new.customer@example.com', 'retail.returning@example.com');
    const created = (
      await nora.call(
        'owner',
        `mutation { createApplication(application: {
      userInformation: { email: "new.customer@example.com" }, stateCode: "OH" }) { id } }`,
      )
    ).data?.createApplication as Answer;
    const noras = (await nora.call('owner', CUSTOMER, { id: created.id }, { brand: 'meridian' })).data
      ?.getCustomerProductAvailability as Answer;
    expect(noras.preApprovedProducts).toEqual([]);
  });
});

describe('getStateIdPatterns and getLearningCenterLinks', () => {
  const PATTERNS = 'query($s: String!) { getStateIdPatterns(stateCode: $s, brandName: "lumen") { rule description } }';

  it('serves each state’s rule with its description; the Virgin Islands have none', async () => {
    const ca = (await as.call('owner', PATTERNS, { s: 'CA' })).data?.getStateIdPatterns as Answer[];
    expect(ca).toEqual([{ rule: '^(?:[A-Z]{1}[0-9]{7})$', description: '1 letter followed by 7 digits' }]);
    expect(new RegExp(ca[0]!.rule).test('A1234567')).toBe(true);
    const ny = (await as.call('owner', PATTERNS, { s: 'ny' })).data?.getStateIdPatterns as Answer[];
    expect(ny[0]!.description).toMatch(/^One of: .*; .*; .*; .*; .*; 8 letters$/);
    expect((await as.call('owner', PATTERNS, { s: 'VI' })).data?.getStateIdPatterns).toEqual([
      { rule: '', description: 'Any ID number' },
    ]);
    expect(errorCode(await as.call('owner', PATTERNS, { s: 'ZZ' }))).toBe('BAD_USER_INPUT');
  });

  it('lists learning-center links for the request’s brand, titled in English and Spanish', async () => {
    const body = await as.call(
      'owner',
      'query { getLearningCenterLinks { title titles { en es } link active } }',
      {},
      { brand: 'meridian' },
    );
    const links = body.data?.getLearningCenterLinks as Answer[];
    expect(links.length).toBeGreaterThan(2);
    expect(links.every((l) => l.link.includes('brand=meridian'))).toBe(true);
    expect(links.map((l) => l.title)).toContain('Understanding installment payments');
    expect(links.map((l) => l.titles)).toContainEqual({
      en: 'Understanding installment payments',
      es: 'Cómo entender los pagos a plazos',
    });
    expect(errorCode(await as.call('anonymous', 'query { getLearningCenterLinks { title } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('getCurrentDate', () => {
  it('is today in US Eastern time', async () => {
    const body = await as.call('owner', 'query { getCurrentDate }');
    const eastern = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(body.data?.getCurrentDate).toBe(eastern);
  });
});
