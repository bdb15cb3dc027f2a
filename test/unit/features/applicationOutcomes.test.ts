// Where the customer search and the brand's states send an applicant after the personal step, and the products' order.
import { describe, expect, it } from 'vitest';
import type { ProductAvailability } from '../../../api/application/endpoints';
import { searchOutcomePage } from '../../../src/features/application/outcomes';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { inDisplayOrder } from '../../../src/features/application/productOrder';

const clean = { isReturningCustomer: false, hasPendingApplication: false, hasOnlinePendingOrigination: false };
const base = { search: clean, isNewPortalCustomer: true, conversionEligible: false, brandLendsInState: true };

describe('searchOutcomePage', () => {
  it('lets a new applicant go on', () => {
    expect(searchOutcomePage(base)).toBeNull();
    expect(searchOutcomePage({ ...base, search: null })).toBeNull();
  });

  it('stops anyone where the brand does not lend, first', () => {
    expect(searchOutcomePage({ ...base, brandLendsInState: false, conversionEligible: true })).toBe(p.notInState);
  });

  it('refuses a second application while one is pending', () => {
    expect(searchOutcomePage({ ...base, search: { ...clean, hasPendingApplication: true } })).toBe(p.notEligible);
    expect(searchOutcomePage({ ...base, search: { ...clean, hasOnlinePendingOrigination: true } })).toBe(p.notEligible);
  });

  it('sends a known customer on a new portal account to enrollment, with the conversion when they have one', () => {
    const known = { ...base, search: { ...clean, isReturningCustomer: true } };
    expect(searchOutcomePage(known)).toBe(p.forceEnrollment);
    expect(searchOutcomePage({ ...known, conversionEligible: true })).toBe(p.conversionEligibleEnrollment);
  });

  it('offers an enrolled customer the conversion of their open loan', () => {
    expect(searchOutcomePage({ ...base, isNewPortalCustomer: false, conversionEligible: true })).toBe(
      p.continueConversion,
    );
  });
});

type Product = ProductAvailability['products'][number];
const product = (productCode: Product['productCode'], channel: Product['channel']): Product => ({
  name: `${productCode} ${channel}`,
  productCode,
  channel,
  brand: null,
  lenderBrand: null,
  minLoan: null,
  maxLoan: null,
  minTerm: null,
  maxTerm: null,
  aprLow: null,
  aprHigh: null,
  exampleBorrow: null,
  exampleAPR: null,
  exampleTerm: null,
  exampleTotal: null,
  examplePaymentAmount: null,
});

describe('inDisplayOrder', () => {
  it('follows the display order: ILP online, CLP retail, RETAIL_ILP, SLP, RLP, PDL retail, PDL, then the rest', () => {
    const shuffled = [
      product('PDL', 'ONLINE'),
      product('BANK_ILP', 'ONLINE'),
      product('RLP', 'RETAIL'),
      product('PDL', 'RETAIL'),
      product('SLP', 'RETAIL'),
      product('RETAIL_ILP', 'RETAIL'),
      product('CLP', 'RETAIL'),
      product('ILP', 'ONLINE'),
    ];
    expect(inDisplayOrder(shuffled).map((x) => x.name)).toEqual([
      'ILP ONLINE',
      'CLP RETAIL',
      'RETAIL_ILP RETAIL',
      'SLP RETAIL',
      'RLP RETAIL',
      'PDL RETAIL',
      'PDL ONLINE',
      'BANK_ILP ONLINE',
    ]);
  });
});
