// Which products a brand offers in a state, with every field of a product's availability: limits
// capped by the state's maximum, the fixed display order, whether the partner brand lends there online or in
// stores, and the partner-bank (Xact) examples. Pure: the caller says which states have stores and who the customer is.
import type { BrandKey } from '../../brands/catalog';
import { loanLimitsOf } from '../../src/lib/application/loanRequest';
import type { SourceSystem } from '../graphql/generated/resolvers';
import {
  DISPLAY_ORDER,
  INSTALLMENT_APR,
  lenderBrandOf,
  PRODUCTS,
  STATE_MAX_LOAN,
  STATE_PRODUCT_MAX_LOAN,
  XACT_TERMS,
  withExample,
  type Channel,
  type ProductCode,
  type ProductKey,
  type ProductTerms,
} from './catalog';
import { BRAND_STATE_PRODUCTS } from './stateRules';

/** A product as the customer is offered it: its terms for the state, and whose it is. */
export interface Product extends ProductTerms {
  brand: string;
  lenderBrand: string;
}

export interface XactExamples {
  minApr: number;
  maxApr: number;
  terms: (typeof XACT_TERMS)[number][];
}

export interface ConversionEligibility {
  hasOpenRetailLoan: boolean;
  conversionDetails: {
    brandName: string | null;
    isEligible: boolean;
    loanNumber: string | null;
    payoffAmount: number | null;
    productCode: ProductCode | null;
    sourceSystem: SourceSystem | null;
  } | null;
}

export interface ProductAvailability {
  stateCode: string;
  retailChoiceEnabled: boolean;
  partnerHasOnline: boolean;
  partnerHasRetail: boolean;
  customerEligibleForBank: boolean | null;
  customerStoreNumber: string | null;
  nonCheetahRetailAvailable: boolean;
  products: Product[];
  xactExamples: XactExamples | null;
  preApprovedProducts: Product[];
  applicationConversionEligibility: ConversionEligibility | null;
}

export interface AvailabilityQuery {
  stateCode: string;
  brand: BrandKey;
  partnerBrand: BrandKey;
  /** States with at least one active store: retail products need a store to be taken out in. */
  statesWithStores: ReadonlySet<string>;
}

/** The customer side of getCustomerProductAvailability. */
export interface CustomerFacts {
  isReturningCustomer: boolean;
  /** Online or retail: the channel the customer borrowed in before (pre-approval is for that channel). */
  returningChannels: readonly Channel[];
  /** A loan still open (a new one waits for it, except through conversion). */
  hasOpenLoan: boolean;
  hasOpenRetailLoan: boolean;
  openLoanForConversion: ConversionEligibility['conversionDetails'];
  /** Had a loan charged off or defaulted: not offered the partner bank's loan. */
  hasDefaulted: boolean;
  storeNumber: string | null;
}

function productsOf(brand: BrandKey, query: AvailabilityQuery): Product[] {
  const state = query.stateCode;
  const offered = BRAND_STATE_PRODUCTS[brand];
  const cap = STATE_MAX_LOAN[state];
  return DISPLAY_ORDER.filter((key: ProductKey) => offered[key]?.includes(state))
    .map((key) => PRODUCTS[key]!)
    .filter((terms) => terms.channel === 'ONLINE' || query.statesWithStores.has(state))
    .map((terms) => {
      const caps = [cap, STATE_PRODUCT_MAX_LOAN[state]?.[terms.productCode]].filter((c) => c !== undefined);
      const maxLoan = Math.min(terms.maxLoan, ...caps);
      const capped = { ...terms, maxLoan, minLoan: Math.min(terms.minLoan, maxLoan) };
      // The example is an offer the customer can get here: an amount the amount step accepts in this state, with
      // the figures that amount makes (recomputed only when the state's cap moved it).
      const limits = loanLimitsOf(capped);
      const exampleBorrow = Math.min(Math.max(terms.exampleBorrow, limits.minAmount), limits.maxAmount);
      const priced = exampleBorrow === terms.exampleBorrow ? capped : withExample({ ...capped, exampleBorrow });
      return { ...priced, brand, lenderBrand: lenderBrandOf(brand) };
    });
}

export function productAvailability(query: AvailabilityQuery): ProductAvailability {
  const products = productsOf(query.brand, query);
  const partner = productsOf(query.partnerBrand, query);
  const retail = (list: Product[]) => list.some((p) => p.channel === 'RETAIL');
  return {
    stateCode: query.stateCode,
    retailChoiceEnabled: products.some((p) => p.productCode === 'CLP' && p.channel === 'RETAIL'),
    partnerHasOnline: partner.some((p) => p.channel === 'ONLINE'),
    partnerHasRetail: retail(partner),
    customerEligibleForBank: null,
    customerStoreNumber: null,
    nonCheetahRetailAvailable: retail(products) || retail(partner),
    products,
    xactExamples: products.some((p) => p.productCode === 'BANK_ILP')
      ? { minApr: INSTALLMENT_APR.min, maxApr: INSTALLMENT_APR.max, terms: XACT_TERMS }
      : null,
    preApprovedProducts: [],
    applicationConversionEligibility: null,
  };
}

/** The same, for one customer: pre-approval for returning customers in good standing, bank eligibility, conversion. */
export function customerProductAvailability(query: AvailabilityQuery, customer: CustomerFacts): ProductAvailability {
  const general = productAvailability(query);
  const preApproved =
    customer.isReturningCustomer && !customer.hasOpenLoan && !customer.hasDefaulted
      ? general.products.filter((p) => customer.returningChannels.includes(p.channel))
      : [];
  return {
    ...general,
    customerEligibleForBank: !customer.hasDefaulted,
    customerStoreNumber: customer.storeNumber,
    // The longer partner-bank term is for returning or refinancing customers only.
    xactExamples: general.xactExamples && {
      ...general.xactExamples,
      terms: general.xactExamples.terms.filter((t) => customer.isReturningCustomer || !t.returningRefiOnly),
    },
    preApprovedProducts: preApproved,
    applicationConversionEligibility: {
      hasOpenRetailLoan: customer.hasOpenRetailLoan,
      conversionDetails: customer.openLoanForConversion,
    },
  };
}
