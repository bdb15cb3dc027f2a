// The lender's products: limits, terms, APR ranges and the representative example each
// product discloses. Money in cents; terms in months for installment products, days for single-pay ones.
//
// A representative example is an offer the customer can get: only its amount and term are chosen here; its payment,
// total and APR are the offer's own (src/lib/application/loanOffer.ts exampleFigures, under EXAMPLE_ASSUMPTIONS: paid
// every two weeks, the first payment 14 days after the loan is made). The online installment and partner-bank ones
// borrow the published $1,400 for 18 months: 37 payments of $119.42 (the last $119.40), total $4,418.52, APR 209.11%
// with that first payment (docs/pricing.md).
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import { exampleFigures, singlePayAprPercent } from '../../src/lib/application/loanOffer';
import { INSTALLMENT_APR_LIMITS, PUBLISHED_INSTALLMENT_TERMS } from '../../src/lib/lending';

export type ProductCode = 'PDL' | 'ILP' | 'CLP' | 'DUAL' | 'RETAIL_ILP' | 'BANK_ILP' | 'SLP' | 'RLP' | 'OCLP';
export type Channel = 'ONLINE' | 'RETAIL';

export interface ProductTerms {
  name: string;
  productCode: ProductCode;
  channel: Channel;
  minLoan: number;
  maxLoan: number;
  minTerm: number;
  maxTerm: number;
  aprLow: number;
  aprHigh: number;
  exampleBorrow: number;
  exampleAPR: number;
  exampleTerm: number;
  exampleTotal: number;
  examplePaymentAmount: number;
}

/** Installment APRs run from 125 to 225 (src/lib/lending/installmentTerms.ts). */
export const INSTALLMENT_APR = INSTALLMENT_APR_LIMITS;

/** The figures of a product's example that follow from its amount and term. */
type ExampleFigures = 'exampleAPR' | 'exampleTotal' | 'examplePaymentAmount';
export type ProductBase = Omit<ProductTerms, ExampleFigures>;

/** The product with its example's payment, total and APR: the offer its example amount and term make. */
export function withExample(base: ProductBase): ProductTerms {
  const figures = exampleFigures(base, base.exampleBorrow, base.exampleTerm);
  return {
    ...base,
    exampleAPR: figures?.aprPercent ?? 0,
    exampleTotal: figures?.totalOfPaymentsCents ?? 0,
    examplePaymentAmount: figures?.paymentCents ?? 0,
  };
}

const [PUBLISHED_18] = PUBLISHED_INSTALLMENT_TERMS;
const PUBLISHED_INSTALLMENT_EXAMPLE = { exampleBorrow: PUBLISHED_18.amountCents, exampleTerm: PUBLISHED_18.months };

/** A payday loan's APR range is what its 15% fee makes over its shortest and longest terms (Appendix J (b)(3)). */
const PAYDAY_TERMS = { minTerm: 7, maxTerm: 31 };
const paydayApr = (termDays: number) => singlePayAprPercent(10_000, termDays);
const PAYDAY_APR = { aprLow: paydayApr(PAYDAY_TERMS.maxTerm), aprHigh: paydayApr(PAYDAY_TERMS.minTerm) };

const BASES: Record<string, ProductBase> = {
  'ILP/ONLINE': {
    name: 'Online Installment Loan',
    productCode: 'ILP',
    channel: 'ONLINE',
    minLoan: 50_000,
    maxLoan: 300_000,
    minTerm: 6,
    maxTerm: 24,
    aprLow: 145,
    aprHigh: INSTALLMENT_APR.max,
    ...PUBLISHED_INSTALLMENT_EXAMPLE,
  },
  'CLP/RETAIL': {
    name: 'Choice Loan',
    productCode: 'CLP',
    channel: 'RETAIL',
    minLoan: 10_000,
    maxLoan: 150_000,
    minTerm: 1,
    maxTerm: 12,
    aprLow: 99,
    aprHigh: 279,
    exampleBorrow: 50_000,
    exampleTerm: 6,
  },
  'RETAIL_ILP/RETAIL': {
    name: 'Installment Loan',
    productCode: 'RETAIL_ILP',
    channel: 'RETAIL',
    minLoan: 20_000,
    maxLoan: 300_000,
    minTerm: 3,
    maxTerm: 18,
    aprLow: INSTALLMENT_APR.min,
    aprHigh: INSTALLMENT_APR.max,
    exampleBorrow: 100_000,
    exampleTerm: 12,
  },
  'SLP/RETAIL': {
    name: 'Select Loan',
    productCode: 'SLP',
    channel: 'RETAIL',
    minLoan: 10_000,
    maxLoan: 100_000,
    minTerm: 3,
    maxTerm: 12,
    aprLow: 28,
    aprHigh: 60,
    exampleBorrow: 50_000,
    exampleTerm: 6,
  },
  'RLP/RETAIL': {
    name: 'Registration Loan',
    productCode: 'RLP',
    channel: 'RETAIL',
    minLoan: 20_000,
    maxLoan: 250_000,
    minTerm: 1,
    maxTerm: 12,
    aprLow: 99,
    aprHigh: 199,
    exampleBorrow: 100_000,
    exampleTerm: 12,
  },
  'PDL/RETAIL': {
    name: 'Payday Loan',
    productCode: 'PDL',
    channel: 'RETAIL',
    minLoan: 5_000,
    maxLoan: 50_000,
    ...PAYDAY_TERMS,
    ...PAYDAY_APR,
    exampleBorrow: 30_000,
    exampleTerm: 14,
  },
  'PDL/ONLINE': {
    name: 'Online Payday Loan',
    productCode: 'PDL',
    channel: 'ONLINE',
    minLoan: 10_000,
    maxLoan: 50_000,
    ...PAYDAY_TERMS,
    ...PAYDAY_APR,
    exampleBorrow: 30_000,
    exampleTerm: 14,
  },
  'BANK_ILP/ONLINE': {
    name: 'Meridian Installment Loan',
    productCode: 'BANK_ILP',
    channel: 'ONLINE',
    minLoan: 50_000,
    maxLoan: 400_000,
    minTerm: 6,
    maxTerm: 24,
    aprLow: INSTALLMENT_APR.min,
    aprHigh: INSTALLMENT_APR.max,
    ...PUBLISHED_INSTALLMENT_EXAMPLE,
  },
  'OCLP/ONLINE': {
    name: 'Keel Card Credit Line',
    productCode: 'OCLP',
    channel: 'ONLINE',
    minLoan: 30_000,
    maxLoan: 100_000,
    minTerm: 1,
    maxTerm: 12,
    aprLow: 35.99,
    aprHigh: 99,
    exampleBorrow: 50_000,
    exampleTerm: 6,
  },
};

/** The display order: ILP online, CLP retail, RETAIL_ILP, SLP, RLP, PDL retail, PDL; then the rest. */
export const DISPLAY_ORDER = [
  'ILP/ONLINE',
  'CLP/RETAIL',
  'RETAIL_ILP/RETAIL',
  'SLP/RETAIL',
  'RLP/RETAIL',
  'PDL/RETAIL',
  'PDL/ONLINE',
  'BANK_ILP/ONLINE',
  'OCLP/ONLINE',
] as const;
export type ProductKey = (typeof DISPLAY_ORDER)[number];

/** The lender named on a brand's products: the partner bank (its legal name) where a bank lends, else the brand. */
export const lenderBrandOf = (brand: BrandKey): string =>
  BRAND_CONTENT[brand].lenderIsBank ? BRANDS[brand].legalName : BRANDS[brand].name;

export const PRODUCTS: Record<string, ProductTerms> = Object.fromEntries(
  Object.entries(BASES).map(([key, base]) => [key, withExample(base)]),
);

/**
 * The partner-bank installment terms shown as examples (xactExamples): the published terms, each the offer its amount
 * and term make on the partner-bank product under the examples' assumptions, so its payment is the published one and
 * its APR the one Appendix J gives for it.
 */
export const XACT_TERMS = PUBLISHED_INSTALLMENT_TERMS.map((published) => {
  const figures = exampleFigures(BASES['BANK_ILP/ONLINE']!, published.amountCents, published.months);
  return {
    term: published.months,
    principal: published.amountCents,
    apr: figures?.aprPercent ?? 0,
    installmentPayments: figures?.paymentCents ?? 0,
    totalPayments: figures?.numberOfPayments ?? 0,
    returningRefiOnly: published.returningRefiOnly,
  };
});

/** The most a state lets a customer borrow, in cents (California's maximum amount financed). */
export const STATE_MAX_LOAN: Record<string, number> = { CA: 240_000 };

/**
 * Caps for one product in one state, in cents, under the state's overall cap: a California payday loan is at most
 * $300 (Cal. Fin. Code 23035(a)).
 */
export const STATE_PRODUCT_MAX_LOAN: Record<string, Partial<Record<ProductCode, number>>> = { CA: { PDL: 30_000 } };
