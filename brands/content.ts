// Hand-written per-brand content and settings (spec 000 §1: documents needed, adverse action, thank-you, pay by check,
// bank-link theme, stores). Names, legal names and phones stay in catalog.ts; config.ts assembles the full config.
import type { BrandKey } from './catalog';

export interface BrandContent {
  /** Where written notices and correspondence go; Reg B 1002.9(a)(2) puts it in the adverse-action notice. */
  creditorAddress: string;
  /** Opening sentence of the adverse-action screen; config.ts appends the notice period so it cannot drift. */
  adverseActionLead: string;
  productDisclosure: string;
  thankYouDetails: { title: string; body: string };
  documentsNeeded: { intro: string; items: string[] };
  /** Lockbox for mailed payments; the payee and phone come from the catalog. */
  payByCheck: { mailingAddress: string; instructions: string };
  /** A Link customization configured in the bank-link dashboard (Plaid's `link_customization_name`). */
  linkCustomizationName: string;
  hasStores: boolean;
  /** Products show only after an eligibility check (the partner bank's `customerEligibleForBank`, spec 001 §3). */
  productsRequireEligibility: boolean;
}

// The list the shared "Your store" screen names (spec 001 §2); the 30-day account age is stated to the user (§4).
const STANDARD_DOCUMENTS = [
  'A valid government-issued photo ID',
  'Proof of income, such as your most recent pay stub',
  'An active checking account open at least 30 days',
  'Proof of address, such as a utility bill',
  'A working phone number',
];

export const BRAND_CONTENT: Record<BrandKey, BrandContent> = {
  lumen: {
    creditorAddress: '200 Front Street, Suite 400, Columbus, OH 43215',
    adverseActionLead: 'Lumen Cash is unable to approve your online loan application at this time.',
    productDisclosure:
      'Lumen Cash offers short-term loans online in selected states. Rates, fees and terms vary by state. ' +
      'Short-term loans are not intended as a long-term financial solution.',
    thankYouDetails: {
      title: 'Thank you for choosing Lumen Cash!',
      body: "Your loan is approved. We've emailed your signed agreement, and your funds are on their way.",
    },
    documentsNeeded: { intro: 'Have these ready to apply with Lumen Cash:', items: STANDARD_DOCUMENTS },
    payByCheck: {
      mailingAddress: 'Lumen Cash, LLC, Attn: Payment Processing, P.O. Box 4100, Columbus, OH 43216',
      instructions: 'Write your loan number on the check and mail it at least 7 days before your due date.',
    },
    linkCustomizationName: 'lumen_cash',
    hasStores: false,
    productsRequireEligibility: false,
  },
  harbor: {
    creditorAddress: '75 Harbor Way, Toledo, OH 43604',
    adverseActionLead: 'Harbor Check & Loan is unable to approve your loan application at this time.',
    productDisclosure:
      'Harbor Check & Loan offers payday loans and check cashing in its stores and online. ' +
      'Availability, rates and fees vary by state and are disclosed before you sign.',
    thankYouDetails: {
      title: 'Thanks for choosing Harbor Check & Loan!',
      body: 'Your application is complete. Bring your photo ID to your selected store to sign and pick up your cash.',
    },
    documentsNeeded: { intro: 'Bring these to your Harbor Check & Loan store:', items: STANDARD_DOCUMENTS },
    payByCheck: {
      mailingAddress: 'Harbor Check & Loan, Inc., Attn: Customer Payments, P.O. Box 2210, Toledo, OH 43603',
      instructions: 'Write your loan number on the check, or pay in person at any Harbor Check & Loan store.',
    },
    linkCustomizationName: 'harbor_check_loan',
    hasStores: true,
    productsRequireEligibility: false,
  },
  pinecrest: {
    creditorAddress: '1180 Pinecrest Road, Dublin, OH 43017',
    adverseActionLead: 'Pinecrest Cash Advance is unable to approve your cash advance request at this time.',
    productDisclosure:
      'Pinecrest Cash Advance offers cash advances in selected states. ' +
      'Fees and repayment terms vary by state and are shown before you sign.',
    thankYouDetails: {
      title: 'Thank you for choosing Pinecrest Cash Advance!',
      body: "Approved! We've emailed your agreement, and funds arrive as soon as the next business day.",
    },
    documentsNeeded: { intro: 'To request a Pinecrest cash advance, have ready:', items: STANDARD_DOCUMENTS },
    payByCheck: {
      mailingAddress: 'Pinecrest Cash Advance, LLC, Payment Center, P.O. Box 3390, Dublin, OH 43017',
      instructions: 'Write your advance number on the check and mail it at least 7 days before your due date.',
    },
    linkCustomizationName: 'pinecrest_cash_advance',
    hasStores: false,
    productsRequireEligibility: false,
  },
  meridian: {
    creditorAddress: '10 Ridgeway Plaza, Ridgeway, OH 43345',
    adverseActionLead:
      'Meridian Installment Loans are made by Ridgeway State Bank, which cannot approve your application at this time.',
    productDisclosure:
      'Meridian Installment Loans are made by Ridgeway State Bank, Member FDIC. ' +
      "Approval depends on the bank's eligibility and underwriting criteria; rates and terms vary by state.",
    thankYouDetails: {
      title: 'Thank you for choosing Meridian Installment Loans!',
      body: 'Ridgeway State Bank has your signed agreement. Your funds are deposited as soon as the next business day.',
    },
    documentsNeeded: {
      intro: 'Ridgeway State Bank may ask you to upload:',
      items: [
        'A valid government-issued photo ID',
        'Your two most recent pay stubs',
        'A bank statement from the last 30 days',
        'Proof of address, such as a utility bill',
      ],
    },
    payByCheck: {
      mailingAddress: 'Ridgeway State Bank, Meridian Loan Payments, P.O. Box 880, Ridgeway, OH 43345',
      instructions: 'Make the check payable to Ridgeway State Bank and write your loan number on it.',
    },
    linkCustomizationName: 'meridian_installment',
    hasStores: false,
    productsRequireEligibility: true,
  },
  keel: {
    creditorAddress: '500 Keel Street, Columbus, OH 43215',
    adverseActionLead: 'Keel Financial is unable to open a Keel Card account for you at this time.',
    productDisclosure:
      'Keel Card is a credit-building account from Keel Financial, LLC. ' +
      'Payments are reported to the major credit bureaus; late payments may lower your score.',
    thankYouDetails: {
      title: 'Welcome to Keel Card!',
      body: 'Your account is open. Sign in any time to see your balance, make payments and track your progress.',
    },
    documentsNeeded: {
      intro: 'To open a Keel Card account, have ready:',
      items: [
        'A valid government-issued photo ID',
        'Your Social Security number',
        'An active checking account open at least 30 days',
        'A working phone number',
      ],
    },
    payByCheck: {
      mailingAddress: 'Keel Financial, LLC, Card Payments, P.O. Box 5120, Columbus, OH 43216',
      instructions: 'Write your Keel Card account number on the check; allow 7 days for it to post.',
    },
    linkCustomizationName: 'keel_card',
    hasStores: false,
    productsRequireEligibility: false,
  },
};
