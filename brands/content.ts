// Hand-written per-brand content and settings (documents needed, adverse action, thank-you, pay by check,
// bank-link theme, stores). Names, legal names and phones stay in catalog.ts; config.ts assembles the full config.
// Words are catalogue keys (`brand.*` in src/lib/i18n), so each brand's wording exists in every language; addresses
// and identifiers are data and stay as they are.
import type { MessageKey } from '../src/lib/i18n';
import type { BrandKey } from './catalog';

export interface BrandContent {
  /** Where written notices and correspondence go; Reg B 1002.9(a)(2) puts it in the adverse-action notice. */
  creditorAddress: string;
  /** Opening sentence of the adverse-action screen; config.ts appends the notice period so it cannot drift. */
  adverseActionLead: MessageKey;
  productDisclosure: MessageKey;
  thankYouDetails: { title: MessageKey; body: MessageKey };
  documentsNeeded: { intro: MessageKey; items: MessageKey[] };
  /** Lockbox for mailed payments; the payee and phone come from the catalog. */
  payByCheck: { mailingAddress: string; instructions: MessageKey };
  /** A Link customization configured in the bank-link dashboard (Plaid's `link_customization_name`). */
  linkCustomizationName: string;
  /** The brand has stores of its own: its footer links to the store locator, and its stores are searched. */
  hasStores: boolean;
  /** The lender (the catalog's legal name) is a bank: its review precedes origination, and the footer says the
   *  bank makes the loans. */
  lenderIsBank: boolean;
  /** Products show only after an eligibility check (the partner bank's `customerEligibleForBank`). */
  productsRequireEligibility: boolean;
}

// The list the shared "Your store" screen names; the 30-day account age is stated to the user.
const STANDARD_DOCUMENTS: MessageKey[] = [
  'brand.documents.photoId',
  'brand.documents.income',
  'brand.documents.checking',
  'brand.documents.address',
  'brand.documents.phone',
];

export const BRAND_CONTENT: Record<BrandKey, BrandContent> = {
  lumen: {
    creditorAddress: '200 Front Street, Suite 400, Columbus, OH 43215',
    adverseActionLead: 'brand.lumen.adverseActionLead',
    productDisclosure: 'brand.lumen.productDisclosure',
    thankYouDetails: { title: 'brand.lumen.thankYouTitle', body: 'brand.lumen.thankYouBody' },
    documentsNeeded: { intro: 'brand.lumen.documentsIntro', items: STANDARD_DOCUMENTS },
    payByCheck: {
      mailingAddress: 'Lumen Cash, LLC, Attn: Payment Processing, P.O. Box 4100, Columbus, OH 43216',
      instructions: 'brand.lumen.payByCheck',
    },
    linkCustomizationName: 'lumen_cash',
    hasStores: false,
    productsRequireEligibility: false,
    lenderIsBank: false,
  },
  harbor: {
    creditorAddress: '75 Harbor Way, Toledo, OH 43604',
    adverseActionLead: 'brand.harbor.adverseActionLead',
    productDisclosure: 'brand.harbor.productDisclosure',
    thankYouDetails: { title: 'brand.harbor.thankYouTitle', body: 'brand.harbor.thankYouBody' },
    documentsNeeded: { intro: 'brand.harbor.documentsIntro', items: STANDARD_DOCUMENTS },
    payByCheck: {
      mailingAddress: 'Harbor Check & Loan, Inc., Attn: Customer Payments, P.O. Box 2210, Toledo, OH 43603',
      instructions: 'brand.harbor.payByCheck',
    },
    linkCustomizationName: 'harbor_check_loan',
    hasStores: true,
    productsRequireEligibility: false,
    lenderIsBank: false,
  },
  pinecrest: {
    creditorAddress: '1180 Pinecrest Road, Dublin, OH 43017',
    adverseActionLead: 'brand.pinecrest.adverseActionLead',
    productDisclosure: 'brand.pinecrest.productDisclosure',
    thankYouDetails: { title: 'brand.pinecrest.thankYouTitle', body: 'brand.pinecrest.thankYouBody' },
    documentsNeeded: { intro: 'brand.pinecrest.documentsIntro', items: STANDARD_DOCUMENTS },
    payByCheck: {
      mailingAddress: 'Pinecrest Cash Advance, LLC, Payment Center, P.O. Box 3390, Dublin, OH 43017',
      instructions: 'brand.pinecrest.payByCheck',
    },
    linkCustomizationName: 'pinecrest_cash_advance',
    hasStores: false,
    productsRequireEligibility: false,
    lenderIsBank: false,
  },
  meridian: {
    creditorAddress: '10 Ridgeway Plaza, Ridgeway, OH 43345',
    adverseActionLead: 'brand.meridian.adverseActionLead',
    productDisclosure: 'brand.meridian.productDisclosure',
    thankYouDetails: { title: 'brand.meridian.thankYouTitle', body: 'brand.meridian.thankYouBody' },
    documentsNeeded: {
      intro: 'brand.meridian.documentsIntro',
      items: [
        'brand.documents.photoId',
        'brand.documents.payStubs',
        'brand.documents.bankStatement',
        'brand.documents.address',
      ],
    },
    payByCheck: {
      mailingAddress: 'Ridgeway State Bank, Meridian Loan Payments, P.O. Box 880, Ridgeway, OH 43345',
      instructions: 'brand.meridian.payByCheck',
    },
    linkCustomizationName: 'meridian_installment',
    hasStores: false,
    productsRequireEligibility: true,
    lenderIsBank: true,
  },
  keel: {
    creditorAddress: '500 Keel Street, Columbus, OH 43215',
    adverseActionLead: 'brand.keel.adverseActionLead',
    productDisclosure: 'brand.keel.productDisclosure',
    thankYouDetails: { title: 'brand.keel.thankYouTitle', body: 'brand.keel.thankYouBody' },
    documentsNeeded: {
      intro: 'brand.keel.documentsIntro',
      items: ['brand.documents.photoId', 'brand.documents.ssn', 'brand.documents.checking', 'brand.documents.phone'],
    },
    payByCheck: {
      mailingAddress: 'Keel Financial, LLC, Card Payments, P.O. Box 5120, Columbus, OH 43216',
      instructions: 'brand.keel.payByCheck',
    },
    linkCustomizationName: 'keel_card',
    hasStores: false,
    productsRequireEligibility: false,
    lenderIsBank: false,
  },
};
