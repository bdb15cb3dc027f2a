// Who the creditor is on each brand's documents (Reg B 1002.9(a)(2): the creditor's legal name and address; the
// federal agency that administers ECOA compliance for it), and the brand's written-notice period (spec 001 section 2:
// 7 days for the short-term brands, 30 for the installment brand). Addresses are the demo's; a deployment's are data.
import { BRANDS, type BrandKey } from '../../brands/catalog';

export interface Agency {
  name: string;
  address: string;
}

export interface Creditor {
  brandName: string;
  legalName: string;
  address: string;
  phone: string;
  hours: string;
  agency: Agency;
  /** Days within which the written adverse-action notice is sent. */
  noticeDays: 7 | 30;
  /** The product kind the notice names. */
  productKind: 'short' | 'installment';
}

/** Non-bank lenders answer to the CFPB (1002 Appendix A). */
const CFPB: Agency = {
  name: 'Consumer Financial Protection Bureau',
  address: '1700 G Street NW, Washington, DC 20552',
};
/** A state-chartered bank that is not a Fed member answers to the FDIC. */
const FDIC: Agency = {
  name: 'FDIC Consumer Response Center',
  address: '1100 Walnut Street, Box #11, Kansas City, MO 64106',
};

const ADDRESSES: Record<BrandKey, string> = {
  lumen: '200 Civic Center Drive, Columbus, OH 43215',
  harbor: '41 South High Street, Columbus, OH 43215',
  pinecrest: '880 Polaris Parkway, Westerville, OH 43082',
  meridian: '12 Main Street, Ridgeway, OH 43345',
  keel: '250 West Street, Columbus, OH 43215',
};

export function creditorFor(brand: BrandKey): Creditor {
  const basics = BRANDS[brand];
  const installment = basics.kind === 'installment';
  return {
    brandName: basics.name,
    legalName: basics.legalName,
    address: ADDRESSES[brand],
    phone: basics.phoneNumber,
    hours: basics.contactHours,
    agency: installment ? FDIC : CFPB,
    noticeDays: installment || basics.kind === 'card' ? 30 : 7,
    productKind: installment ? 'installment' : 'short',
  };
}

/** The consumer reporting agency of the demo decision engine (DEMO-DATA.md: a report is used for "Decline"). */
export const DEMO_BUREAU = {
  name: 'Summit Consumer Reporting',
  address: 'P.O. Box 4500, Columbus, OH 43216',
  phone: '1-800-555-0142',
};
