// The lender's products (spec 001 sections 3 and 9): limits, terms, APR ranges and the representative example each
// product discloses. Money in cents; terms in months for installment products, days for single-pay ones. The online
// installment and partner-bank examples are the spec's own (borrow 1,400, APR 192.77, 18 months, 119.42, 4,417.69).
import type { BrandKey } from '../../brands/catalog';

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

/** Spec 001 section 9: installment APRs run from 125 to 225. */
export const INSTALLMENT_APR = { min: 125, max: 225 } as const;

const SPEC_INSTALLMENT_EXAMPLE = {
  exampleBorrow: 140_000,
  exampleAPR: 192.77,
  exampleTerm: 18,
  exampleTotal: 441_769,
  examplePaymentAmount: 11_942,
};

export const PRODUCTS: Record<string, ProductTerms> = {
  'ILP/ONLINE': {
    name: 'Online Installment Loan',
    productCode: 'ILP',
    channel: 'ONLINE',
    minLoan: 50_000,
    maxLoan: 300_000,
    minTerm: 6,
    maxTerm: 24,
    aprLow: 145,
    aprHigh: 225,
    ...SPEC_INSTALLMENT_EXAMPLE,
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
    exampleAPR: 279,
    exampleTerm: 6,
    exampleTotal: 91_764,
    examplePaymentAmount: 15_294,
  },
  'RETAIL_ILP/RETAIL': {
    name: 'Installment Loan',
    productCode: 'RETAIL_ILP',
    channel: 'RETAIL',
    minLoan: 20_000,
    maxLoan: 300_000,
    minTerm: 3,
    maxTerm: 18,
    aprLow: 99,
    aprHigh: 225,
    exampleBorrow: 100_000,
    exampleAPR: 179.58,
    exampleTerm: 12,
    exampleTotal: 237_624,
    examplePaymentAmount: 9_139,
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
    exampleAPR: 59.85,
    exampleTerm: 6,
    exampleTotal: 59_388,
    examplePaymentAmount: 9_898,
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
    exampleAPR: 180.68,
    exampleTerm: 12,
    exampleTotal: 234_000,
    examplePaymentAmount: 19_500,
  },
  'PDL/RETAIL': {
    name: 'Payday Loan',
    productCode: 'PDL',
    channel: 'RETAIL',
    minLoan: 5_000,
    maxLoan: 50_000,
    minTerm: 7,
    maxTerm: 31,
    aprLow: 309.57,
    aprHigh: 460,
    exampleBorrow: 30_000,
    exampleAPR: 391.07,
    exampleTerm: 14,
    exampleTotal: 34_500,
    examplePaymentAmount: 34_500,
  },
  'PDL/ONLINE': {
    name: 'Online Payday Loan',
    productCode: 'PDL',
    channel: 'ONLINE',
    minLoan: 10_000,
    maxLoan: 50_000,
    minTerm: 7,
    maxTerm: 31,
    aprLow: 309.57,
    aprHigh: 460,
    exampleBorrow: 30_000,
    exampleAPR: 391.07,
    exampleTerm: 14,
    exampleTotal: 34_500,
    examplePaymentAmount: 34_500,
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
    ...SPEC_INSTALLMENT_EXAMPLE,
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
    exampleAPR: 99,
    exampleTerm: 6,
    exampleTotal: 64_908,
    examplePaymentAmount: 10_818,
  },
};

/** Spec 001 section 9: ILP online, CLP retail, RETAIL_ILP, SLP, RLP, PDL retail, PDL; then the rest. */
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

/** The lender behind a brand's products, where it is not the brand itself (the partner bank). */
export const LENDER_BRAND: Partial<Record<BrandKey, string>> = { meridian: 'Ridgeway State Bank' };

/** Spec 001 section 9: the partner-bank installment terms shown as examples. */
export const XACT_TERMS = [
  {
    term: 18,
    principal: 140_000,
    apr: 192.77,
    installmentPayments: 11_942,
    totalPayments: 37,
    returningRefiOnly: false,
  },
  {
    term: 24,
    principal: 200_000,
    apr: 144.61,
    installmentPayments: 11_969,
    totalPayments: 48,
    returningRefiOnly: true,
  },
];

/** The most a state lets a customer borrow, in cents (California's maximum amount financed, spec 001 section 9). */
export const STATE_MAX_LOAN: Record<string, number> = { CA: 240_000 };

/**
 * Caps for one product in one state, in cents, under the state's overall cap: a California payday loan is at most
 * $300 (Cal. Fin. Code 23035(a), COMPLIANCE.md).
 */
export const STATE_PRODUCT_MAX_LOAN: Record<string, Partial<Record<ProductCode, number>>> = { CA: { PDL: 30_000 } };
