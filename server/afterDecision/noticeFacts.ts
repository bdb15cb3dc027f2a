// Who the adverse-action notice names, per brand (Reg B 12 CFR 1002.9(a)(2), (b)(1); COMPLIANCE.md): the creditor's
// legal name and address, the federal agency that administers ECOA compliance for that creditor (Appendix A to
// Part 1002), and the written-notice period of spec 001 section 2 (7 days for the short-term brands, 30 for the
// installment brand). Addresses are the demo's (DEMO-DATA: the names are fictional).
import { BRANDS, type BrandKey } from '../../brands/catalog';

export interface Party {
  name: string;
  addressLines: string[];
  phone: string | null;
  website: string | null;
}

/** Non-bank creditors: the CFPB (Appendix A item 9). */
const CFPB: Party = {
  name: 'Bureau of Consumer Financial Protection',
  addressLines: ['1700 G Street NW', 'Washington, DC 20552'],
  phone: '1-855-411-2372',
  website: 'https://www.consumerfinance.gov',
};

/** A state non-member bank (the installment brand's partner, Ridgeway State Bank): the FDIC (Appendix A item 2). */
const FDIC: Party = {
  name: 'Federal Deposit Insurance Corporation, Consumer Response Center',
  addressLines: ['1100 Walnut Street, Box #11', 'Kansas City, MO 64106'],
  phone: '1-877-275-3342',
  website: 'https://www.fdic.gov',
};

const ADDRESSES: Record<BrandKey, string[]> = {
  lumen: ['200 Market Street, Suite 400', 'Columbus, OH 43215'],
  harbor: ['15 Harbor Plaza', 'Columbus, OH 43215'],
  pinecrest: ['88 Pinecrest Way', 'Dublin, OH 43017'],
  meridian: ['1 Ridgeway Square', 'Salt Lake City, UT 84111'],
  keel: ['500 Keel Avenue', 'Columbus, OH 43215'],
};

/** The consumer reporting agency of the demo decision engine (fictional, like the brands). */
export const DEMO_BUREAU: Party = {
  name: 'Northgate Consumer Reporting, Inc.',
  addressLines: ['P.O. Box 4500', 'Cleveland, OH 44101'],
  phone: '1-800-555-0142',
  website: null,
};

export function creditorOf(brand: BrandKey): Party {
  return {
    name: BRANDS[brand].legalName,
    addressLines: ADDRESSES[brand],
    phone: BRANDS[brand].phoneNumber,
    website: null,
  };
}

export const agencyOf = (brand: BrandKey): Party => (BRANDS[brand].kind === 'installment' ? FDIC : CFPB);

/** Spec 001 section 2: the written notice follows within 7 days (short-term brands) or 30 (the installment brand). */
export const noticePeriodDays = (brand: BrandKey): number => (BRANDS[brand].kind === 'installment' ? 30 : 7);

/** Brands that lend online (every brand but the retail one): a decline there may be offered the stores instead. */
export const isOnlineBrand = (brand: BrandKey): boolean => BRANDS[brand].kind !== 'retail-short-term';
