// The brand's legal and help documents in English (see ./legalPages.ts for how they are served). The wording is a
// placeholder a lender's counsel replaces; the structure (contents, numbered sections, a date, how to reach us) is what
// a customer expects of such a page.
import type { DocumentBrand, LegalDocument } from './legalPages';

type Brand = DocumentBrand;

const UPDATED = 'January 15, 2026';

// A Map, not an object: a path such as /pages/constructor or /pages/__proto__ must never find Object.prototype.
export const LEGAL_DOCUMENTS_EN = new Map<string, (b: Brand) => LegalDocument>([
  [
    'terms',
    (b) => ({
      title: 'Terms of Use',
      summary: `These terms govern your use of the ${b.name} website and customer portal. By signing in you agree to them.`,
      updated: UPDATED,
      sections: [
        {
          id: 'account',
          heading: 'Your account',
          paragraphs: [
            'You are responsible for keeping your password and the codes we send you private. Tell us at once if you think someone else has used your account.',
            'We may ask you to confirm your identity with a code sent to your e-mail or phone before you see your information.',
          ],
        },
        {
          id: 'use',
          heading: 'Using the portal',
          paragraphs: [
            'Use the portal only for your own accounts and applications. Do not try to reach information that is not yours or disrupt the service.',
          ],
        },
        {
          id: 'electronic',
          heading: 'Electronic communications',
          paragraphs: [
            `You agree that ${b.legalName} may send notices and documents about your account electronically, to the e-mail address on file.`,
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to these terms',
          paragraphs: ['We may change these terms. The date at the top of this page shows when they last changed.'],
        },
      ],
    }),
  ],
  [
    'privacy',
    (b) => ({
      title: 'Privacy Policy',
      summary: `How ${b.name} collects, uses and protects your personal information.`,
      updated: UPDATED,
      sections: [
        {
          id: 'collect',
          heading: 'What we collect',
          paragraphs: [
            'Information you give us (your name, address, date of birth, Social Security number, income and bank details) and information about how you use the portal (device and sign-in details).',
          ],
        },
        {
          id: 'use',
          heading: 'How we use it',
          paragraphs: [
            'To verify your identity, decide on and service your loans, prevent fraud, and meet our legal obligations.',
          ],
        },
        {
          id: 'share',
          heading: 'Who we share it with',
          paragraphs: [
            'Service providers who work for us under contract, credit bureaus, and authorities when the law requires it. We do not sell your personal information.',
          ],
        },
        {
          id: 'protect',
          heading: 'How we protect it',
          paragraphs: [
            'Sensitive data is encrypted in transit and at rest, and access is limited to the people who need it to serve you.',
          ],
        },
        {
          id: 'choices',
          heading: 'Your choices',
          paragraphs: [`To ask about or update your information, write to ${b.legalName}, ${b.address}.`],
        },
      ],
    }),
  ],
  [
    'rates',
    (b) => ({
      title: 'Rates & Terms',
      summary: `Rates, fees and terms for ${b.name} products vary by state and product.`,
      updated: UPDATED,
      sections: [
        {
          id: 'how',
          heading: 'How your cost is set',
          paragraphs: [
            'Your loan agreement shows the amount financed, the finance charge, the annual percentage rate (APR) and your payment schedule before you sign.',
          ],
        },
        {
          id: 'fees',
          heading: 'Fees',
          paragraphs: [
            'Fees such as late or returned-payment fees apply only where state law allows them, and never exceed the limits it sets.',
          ],
        },
        {
          id: 'state',
          heading: 'State differences',
          paragraphs: [
            'Products, amounts and terms differ from state to state. Not every product is offered in every state.',
          ],
        },
      ],
    }),
  ],
  [
    'licenses',
    (b) => ({
      title: 'State Licenses',
      summary: `${b.name} is licensed in the states where it offers loans.`,
      updated: UPDATED,
      sections: [
        {
          id: 'licensee',
          heading: 'Licensee',
          paragraphs: [`${b.legalName}, ${b.address}.`],
        },
        {
          id: 'complaints',
          heading: 'Questions and complaints',
          paragraphs: [
            `Call us first at ${b.phoneNumber}, ${b.contactHours}. You may also contact the financial regulator of your state.`,
          ],
        },
      ],
    }),
  ],
  [
    'help',
    (b) => ({
      title: 'Help Center',
      summary: `Answers to common questions about ${b.name} accounts, applications and payments.`,
      updated: UPDATED,
      sections: [
        {
          id: 'sign-in',
          heading: 'Signing in',
          paragraphs: [
            'Use the e-mail address you applied with. If you forgot your password, choose "Forgot password?" on the login page and we will e-mail you a link.',
          ],
        },
        {
          id: 'codes',
          heading: 'Verification codes',
          paragraphs: [
            'We send a six-digit code to your e-mail or phone. A code works for a few minutes; you can ask for a new one on the code page.',
          ],
        },
        {
          id: 'how-it-works',
          heading: 'How our loans work',
          paragraphs: [
            `You apply online or in a store. We check your information, and if you are approved we show you the amount, the cost and the payment dates before you sign. ${b.name} never charges a fee to apply.`,
          ],
        },
        {
          id: 'what-you-need',
          heading: 'What you need to apply',
          paragraphs: [
            'A valid government ID, proof of income such as a recent pay stub, an active checking account open at least 30 days, and proof of your address and phone number.',
          ],
        },
        {
          id: 'due-date',
          heading: 'Understanding your due date',
          paragraphs: [
            'A payday loan is due in one payment, usually on your next payday. Your agreement shows the date and the amount; we remind you before it comes.',
          ],
        },
        {
          id: 'installments',
          heading: 'Understanding installment payments',
          paragraphs: [
            'An installment loan is repaid in equal payments on your paydays. Each payment covers interest first and then part of the amount you borrowed, so the amount you owe goes down with every payment.',
          ],
        },
        {
          id: 'budgeting',
          heading: 'Budgeting basics',
          paragraphs: [
            'List what comes in and what goes out each month, set aside your loan payments first, and borrow only what you can repay on time.',
          ],
        },
        {
          id: 'credit',
          heading: 'Building your credit',
          paragraphs: [
            'Paying on time, every time, is the most important thing you can do for your credit. Keep the balances you carry low compared with your limits.',
          ],
        },
        {
          id: 'payments',
          heading: 'Payments',
          paragraphs: [
            'Your payment dates are in your loan agreement and on your account page. To change a payment, call us before the due date.',
          ],
        },
      ],
    }),
  ],
  [
    'lender',
    () => ({
      title: 'About the Lender',
      summary: 'Meridian Installment Loans are made by Ridgeway State Bank, Member FDIC.',
      updated: UPDATED,
      sections: [
        {
          id: 'bank',
          heading: 'Ridgeway State Bank',
          paragraphs: [
            'Ridgeway State Bank makes and owns each Meridian Installment Loan and sets its rates and terms. Meridian services the loans on the bank’s behalf.',
          ],
        },
        {
          id: 'fdic',
          heading: 'Member FDIC',
          paragraphs: ['Deposits at Ridgeway State Bank are insured by the FDIC. Loans are not deposits.'],
        },
      ],
    }),
  ],
]);
