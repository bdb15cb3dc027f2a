// The one creditor table: who the creditor is on each brand's documents and notices (Reg B 1002.9(a)(2): the
// creditor's legal name and address; 1002.9(b)(1) and Appendix A: the federal agency that administers ECOA compliance
// for it), and the brand's written-notice period (7 days for the short-term brands, 30 for the
// installment brand). The PDFs and the adverse-action screen's notice (server/afterDecision/adverse.ts) both read it.
// Names and phones come from brands/catalog.ts, the mailing address from brands/content.ts (what the client shows).
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import { DEMO_BUREAU as ENGINE_BUREAU } from '../decision/engine';

/** A party a notice names (creditor, agency, bureau), its address on separate lines. */
export interface Party {
  name: string;
  addressLines: string[];
  phone: string | null;
  website: string | null;
}

export interface Creditor {
  brandName: string;
  legalName: string;
  /** The address on one line (document footers, the loan agreement's parties). */
  address: string;
  addressLines: string[];
  phone: string;
  hours: string;
  agency: Party;
  /** Days within which the written adverse-action notice is sent. */
  noticeDays: 7 | 30;
  /** The product kind the notice names. */
  productKind: 'short' | 'installment';
}

/** Non-bank creditors: the CFPB (Appendix A to Part 1002, item 9). */
const CFPB: Party = {
  name: 'Bureau of Consumer Financial Protection',
  addressLines: ['1700 G Street NW', 'Washington, DC 20552'],
  phone: '1-855-411-2372',
  website: 'https://www.consumerfinance.gov',
};

/** A state non-member bank (the installment brand's partner, Ridgeway State Bank): the FDIC (Appendix A, item 2). */
const FDIC: Party = {
  name: 'Federal Deposit Insurance Corporation, Consumer Response Center',
  addressLines: ['1100 Walnut Street, Box #11', 'Kansas City, MO 64106'],
  phone: '1-877-275-3342',
  website: 'https://www.fdic.gov',
};

/** "200 Front Street, Suite 400, Columbus, OH 43215" → street lines, then "Columbus, OH 43215". */
export function addressLinesOf(address: string): string[] {
  const parts = address.split(',').map((part) => part.trim());
  if (parts.length < 3) return [address];
  return [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')];
}

export function creditorFor(brand: BrandKey): Creditor {
  const basics = BRANDS[brand];
  const installment = basics.kind === 'installment';
  const address = BRAND_CONTENT[brand].creditorAddress;
  return {
    brandName: basics.name,
    legalName: basics.legalName,
    address,
    addressLines: addressLinesOf(address),
    phone: basics.phoneNumber,
    hours: basics.contactHours,
    agency: installment ? FDIC : CFPB,
    // The same rule as the brand's screens (brands/config.ts), so the screen and the PDF promise the same period.
    noticeDays: installment ? 30 : 7,
    productKind: installment ? 'installment' : 'short',
  };
}

/** The creditor as a notice names it. */
export const creditorParty = (creditor: Creditor): Party => ({
  name: creditor.legalName,
  addressLines: creditor.addressLines,
  phone: creditor.phone,
  website: null,
});

/**
 * The bureau a notice names when the decision recorded that a consumer report was used but not which one (an older
 * decision, a dev route): the one bureau the demo decision engine pulls from, so a notice never names another.
 */
export const DEMO_BUREAU: Party = {
  name: ENGINE_BUREAU.bureau,
  // "P.O. Box 4500, Columbus, OH 43216": the street, then the city line.
  addressLines: [
    ENGINE_BUREAU.address.slice(0, ENGINE_BUREAU.address.indexOf(', ')),
    ENGINE_BUREAU.address.slice(ENGINE_BUREAU.address.indexOf(', ') + 2),
  ],
  phone: ENGINE_BUREAU.phone,
  website: ENGINE_BUREAU.website,
};

/** A party on one line: "Name, street, City, ST ZIP". */
export const partyLine = (party: Party) => [party.name, ...party.addressLines].join(', ');
