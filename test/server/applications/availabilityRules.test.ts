// The pure product rules behind getProductAvailability: display order, the state cap, stores for retail products, the
// partner brand, and the customer's own view (pre-approval, the returning-only Xact term, conversion).
import { describe, expect, it } from 'vitest';
import {
  customerProductAvailability,
  productAvailability,
  type CustomerFacts,
} from '../../../server/products/availability';
import { DISPLAY_ORDER, PRODUCTS } from '../../../server/products/catalog';
import { BRAND_STATE_PRODUCTS } from '../../../server/products/stateRules';

const STORES = new Set(['OH', 'KY']);
const query = (stateCode: string, brand: 'lumen' | 'harbor' | 'pinecrest' | 'meridian' | 'keel' = 'harbor') => ({
  stateCode,
  brand,
  partnerBrand: brand === 'lumen' ? ('pinecrest' as const) : ('lumen' as const),
  statesWithStores: STORES,
});

describe('productAvailability', () => {
  it('keeps section 9’s display order whatever the table order', () => {
    const codes = productAvailability(query('OH')).products.map((p) => `${p.productCode}/${p.channel}`);
    expect(codes).toEqual(DISPLAY_ORDER.filter((key) => codes.includes(key)));
    expect(DISPLAY_ORDER.slice(0, 7)).toEqual([
      'ILP/ONLINE',
      'CLP/RETAIL',
      'RETAIL_ILP/RETAIL',
      'SLP/RETAIL',
      'RLP/RETAIL',
      'PDL/RETAIL',
      'PDL/ONLINE',
    ]);
  });

  it('offers retail products only where there are stores', () => {
    // harbor lends RETAIL_ILP in Texas by licence, but has no store there in this data.
    expect(BRAND_STATE_PRODUCTS.harbor['RETAIL_ILP/RETAIL']).toContain('TX');
    const tx = productAvailability(query('TX'));
    expect(tx.products.every((p) => p.channel === 'ONLINE')).toBe(true);
    expect(tx.nonCheetahRetailAvailable).toBe(false);
    expect(productAvailability({ ...query('TX'), statesWithStores: new Set(['TX']) }).nonCheetahRetailAvailable).toBe(
      true,
    );
  });

  it('caps California at 2,400 financed and a payday loan there at $300, and leaves other states alone', () => {
    const ca = productAvailability(query('CA', 'lumen'));
    expect(ca.products.find((p) => p.productCode === 'ILP')?.maxLoan).toBe(240_000);
    // Fin. Code 23035(a): a California payday loan is at most $300.
    expect(ca.products.find((p) => p.productCode === 'PDL')?.maxLoan).toBe(30_000);
    expect(productAvailability(query('TX', 'lumen')).products.find((p) => p.productCode === 'PDL')?.maxLoan).toBe(
      PRODUCTS['PDL/ONLINE']!.maxLoan,
    );
    expect(productAvailability(query('TX', 'lumen')).products[0]?.maxLoan).toBe(300_000);
  });

  it('serves Ohio on every brand and New York on none', () => {
    for (const brand of ['lumen', 'harbor', 'pinecrest', 'meridian', 'keel'] as const) {
      expect(productAvailability(query('OH', brand)).products.length).toBeGreaterThan(0);
      expect(productAvailability(query('NY', brand)).products).toEqual([]);
    }
  });
});

describe('customerProductAvailability', () => {
  const returning: CustomerFacts = {
    isReturningCustomer: true,
    returningChannels: ['ONLINE'],
    hasOpenLoan: false,
    hasOpenRetailLoan: false,
    openLoanForConversion: null,
    hasDefaulted: false,
    storeNumber: null,
  };

  it('pre-approves a returning customer’s channel and shows the returning-only term', () => {
    const answer = customerProductAvailability(query('OH', 'meridian'), returning);
    expect(answer.preApprovedProducts.map((p) => p.productCode)).toEqual(['BANK_ILP']);
    expect(answer.xactExamples?.terms.map((t) => t.term)).toEqual([18, 24]);
  });

  it('pre-approves nothing with an open loan or a default, and a new customer sees only the 18-month term', () => {
    expect(
      customerProductAvailability(query('OH', 'lumen'), { ...returning, hasOpenLoan: true }).preApprovedProducts,
    ).toEqual([]);
    const defaulted = customerProductAvailability(query('OH', 'meridian'), { ...returning, hasDefaulted: true });
    expect(defaulted).toMatchObject({ preApprovedProducts: [], customerEligibleForBank: false });
    const fresh = customerProductAvailability(query('OH', 'meridian'), {
      ...returning,
      isReturningCustomer: false,
      returningChannels: [],
    });
    expect(fresh.xactExamples?.terms.map((t) => t.term)).toEqual([18]);
  });
});
