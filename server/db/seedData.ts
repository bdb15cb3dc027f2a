// The demo data of ../shared/design/DEMO-DATA.md (a contract the tests rely on). Add freely; change nothing listed there.
import type { BrandKey } from '../../brands/catalog';

export const DEMO_PASSWORD = 'Passw0rd!';

export interface DemoCustomer {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
  city: string;
  stateCode: string;
  addressLine1: string;
  phone: string;
  customerType: 'NEW' | 'ONLINE_RETURNING' | 'RETAIL_RETURNING' | 'OMNI_RETURNING';
  isCoreCustomer: boolean;
  hasRetailPresence: boolean;
  boCode?: string;
  retailBoCode?: string;
  loanProCustomerId?: string;
  qFundCustomerId?: string;
  /** Where multi-factor codes go (server/mfa/decide.ts); EMAIL when absent. */
  mfaPreference?: 'EMAIL' | 'PHONE' | 'PHONE_AND_EMAIL';
}

export interface DemoAccount {
  email: string;
  brand: BrandKey;
  firstName: string;
  lastName: string;
  groups?: string[];
  identities?: { providerName: string; providerType: string; providerUserId: string; email?: string }[];
  customer?: DemoCustomer;
  loans?: DemoLoan[];
  application?: { applicationUrl: string; stateCode: string; daysAgo: number };
  /** A retail application approved online, to finish in this store (the conditionally-approved account page). */
  conditionalApproval?: { storeNumber: string; daysAgo: number };
}

export interface DemoLoan {
  loanNumber: string;
  productCode: string;
  channel: 'ONLINE' | 'RETAIL';
  sourceSystem: string;
  status: string;
  principalCents: number;
  feeCents: number;
  aprBps: number;
  dueInDays: number;
  originatedDaysAgo: number;
  conversionTypes?: string[];
  /** Past-due amount in cents (the account's past-due page). */
  pastDueCents?: number;
  /** Repayment methods on file (last 4 only). */
  debitCardLast4?: string;
  bankAccountLast4?: string;
  /** An installment loan: this many bi-weekly payments at the loan's APR, the first on the due date. */
  installments?: number;
  convertedFromLoanNumber?: string;
}

const ohio = { city: 'Columbus', stateCode: 'OH', zipCode: '43215', addressLine1: '100 Broad St' };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'new.customer@example.com', brand: 'lumen', firstName: 'Nora', lastName: 'Newman' },
  {
    email: 'resume.app@example.com',
    brand: 'lumen',
    firstName: 'Rita',
    lastName: 'Resume',
    application: { applicationUrl: '/application/income', stateCode: 'OH', daysAgo: 2 },
  },
  {
    // An unsubmitted application older than 21 days: no longer offered for resuming.
    email: 'stale.app@example.com',
    brand: 'lumen',
    firstName: 'Stan',
    lastName: 'Stale',
    application: { applicationUrl: '/application/income', stateCode: 'OH', daysAgo: 30 },
  },
  {
    email: 'online.returning@example.com',
    brand: 'lumen',
    firstName: 'Oliver',
    lastName: 'Online',
    customer: {
      firstName: 'Oliver',
      lastName: 'Online',
      dateOfBirth: '1979-07-30',
      ssn: '987654321',
      zipCode: '43004',
      city: 'Blacklick',
      stateCode: 'OH',
      addressLine1: '22 Elm Ave',
      phone: '6145550101',
      customerType: 'ONLINE_RETURNING',
      isCoreCustomer: true,
      hasRetailPresence: false,
      boCode: '9001',
      loanProCustomerId: 'LP-100201',
    },
    loans: [
      {
        loanNumber: 'PDL-1000201',
        productCode: 'PDL',
        channel: 'ONLINE',
        sourceSystem: 'LOANPRO',
        status: 'PAID_IN_FULL',
        principalCents: 30000,
        feeCents: 4500,
        aprBps: 39107,
        dueInDays: -120,
        originatedDaysAgo: 134,
      },
    ],
  },
  {
    email: 'retail.returning@example.com',
    brand: 'lumen',
    firstName: 'Rosa',
    lastName: 'Retail',
    customer: {
      ...ohio,
      firstName: 'Rosa',
      lastName: 'Retail',
      dateOfBirth: '1982-02-14',
      ssn: '900000301',
      phone: '6145550301',
      customerType: 'RETAIL_RETURNING',
      isCoreCustomer: false,
      hasRetailPresence: true,
      retailBoCode: '0417',
      qFundCustomerId: 'QF-300301',
    },
    loans: [
      {
        loanNumber: 'RPDL-3000301',
        productCode: 'PDL',
        channel: 'RETAIL',
        sourceSystem: 'QFUND',
        status: 'CLOSED',
        principalCents: 25500,
        feeCents: 3825,
        aprBps: 39107,
        dueInDays: -60,
        originatedDaysAgo: 74,
      },
    ],
  },
  {
    email: 'omni.returning@example.com',
    brand: 'lumen',
    firstName: 'Omar',
    lastName: 'Omni',
    customer: {
      ...ohio,
      firstName: 'Omar',
      lastName: 'Omni',
      dateOfBirth: '1975-11-03',
      ssn: '900000401',
      phone: '6145550401',
      customerType: 'OMNI_RETURNING',
      isCoreCustomer: true,
      hasRetailPresence: true,
      boCode: '9001',
      retailBoCode: '0417',
      loanProCustomerId: 'LP-400401',
      qFundCustomerId: 'QF-400401',
    },
  },
  {
    email: 'open.payday@example.com',
    brand: 'lumen',
    firstName: 'Paula',
    lastName: 'Payday',
    customer: {
      ...ohio,
      firstName: 'Paula',
      lastName: 'Payday',
      dateOfBirth: '1988-06-21',
      ssn: '900000501',
      phone: '6145550501',
      customerType: 'ONLINE_RETURNING',
      isCoreCustomer: true,
      hasRetailPresence: false,
      boCode: '9001',
      loanProCustomerId: 'LP-500501',
    },
    loans: [
      {
        loanNumber: 'PDL-5000501',
        productCode: 'PDL',
        channel: 'ONLINE',
        sourceSystem: 'LOANPRO',
        status: 'OPEN',
        principalCents: 30000,
        feeCents: 4500,
        aprBps: 39107,
        dueInDays: 10,
        originatedDaysAgo: 4,
        conversionTypes: ['CONVERSION', 'REFINANCE'],
        debitCardLast4: '4242',
        bankAccountLast4: '6789',
      },
    ],
  },
  {
    email: 'pinecrest.customer@example.com',
    brand: 'pinecrest',
    firstName: 'Piper',
    lastName: 'Crest',
    customer: {
      ...ohio,
      firstName: 'Piper',
      lastName: 'Crest',
      dateOfBirth: '1990-09-09',
      ssn: '900000701',
      phone: '6145550701',
      customerType: 'ONLINE_RETURNING',
      isCoreCustomer: true,
      hasRetailPresence: false,
      boCode: '7001',
      loanProCustomerId: 'LP-700701',
    },
  },
  { email: 'keel.customer@example.com', brand: 'keel', firstName: 'Kai', lastName: 'Keel' },
  {
    email: 'sms.customer@example.com',
    brand: 'lumen',
    firstName: 'Sam',
    lastName: 'Texter',
    customer: {
      ...ohio,
      firstName: 'Sam',
      lastName: 'Texter',
      dateOfBirth: '1988-03-21',
      ssn: '900001101',
      phone: '6145551101',
      customerType: 'NEW',
      isCoreCustomer: false,
      hasRetailPresence: false,
      mfaPreference: 'PHONE',
    },
  },
  {
    email: 'sms.email.customer@example.com',
    brand: 'lumen',
    firstName: 'Bea',
    lastName: 'Both',
    customer: {
      ...ohio,
      firstName: 'Bea',
      lastName: 'Both',
      dateOfBirth: '1991-11-05',
      ssn: '900001201',
      phone: '6145551201',
      customerType: 'NEW',
      isCoreCustomer: false,
      hasRetailPresence: false,
      mfaPreference: 'PHONE_AND_EMAIL',
    },
  },
  // The account pages (issue 14; README "Demo loans"): one customer per situation /account tells apart.
  loanCustomer('past.due@example.com', 'Perry', 'Pastdue', '900001301', {
    loanNumber: 'PDL-1300101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'PAST_DUE',
    principalCents: 25000,
    feeCents: 3750,
    aprBps: 39107,
    dueInDays: -6,
    originatedDaysAgo: 20,
    pastDueCents: 28750,
    debitCardLast4: '1111',
    bankAccountLast4: '2222',
  }),
  loanCustomer('pending.refinance@example.com', 'Penny', 'Refi', '900001401', {
    loanNumber: 'PDL-1400101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'PENDING_REFINANCE',
    principalCents: 30000,
    feeCents: 4500,
    aprBps: 39107,
    dueInDays: 8,
    originatedDaysAgo: 6,
    debitCardLast4: '3333',
  }),
  loanCustomer('pending.epp@example.com', 'Eppie', 'Planner', '900001501', {
    loanNumber: 'PDL-1500101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'PENDING_EPP',
    principalCents: 20000,
    feeCents: 3000,
    aprBps: 39107,
    dueInDays: 3,
    originatedDaysAgo: 11,
    bankAccountLast4: '4444',
  }),
  loanCustomer('refinance.origination@example.com', 'Rory', 'Originate', '900001601', {
    loanNumber: 'ILP-1600101',
    productCode: 'ILP',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'REFINANCE_PENDING_ORIGINATION',
    principalCents: 80000,
    feeCents: 0,
    aprBps: 20911,
    dueInDays: 14,
    originatedDaysAgo: 0,
    installments: 26,
    convertedFromLoanNumber: 'PDL-1600001',
  }),
  loanCustomer('origination.hold@example.com', 'Hollis', 'Hold', '900001701', {
    loanNumber: 'PDL-1700101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'ORIGINATION_ON_HOLD',
    principalCents: 30000,
    feeCents: 4500,
    aprBps: 39107,
    dueInDays: 14,
    originatedDaysAgo: 0,
  }),
  loanCustomer('rescission@example.com', 'Reese', 'Rescind', '900001801', {
    loanNumber: 'ILP-1800101',
    productCode: 'ILP',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'RESCISSION',
    principalCents: 100000,
    feeCents: 0,
    aprBps: 20911,
    dueInDays: 13,
    originatedDaysAgo: 1,
    installments: 26,
  }),
  loanCustomer('installment.customer@example.com', 'Ines', 'Installment', '900001901', {
    loanNumber: 'ILP-1900101',
    productCode: 'ILP',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'OPEN',
    principalCents: 140000,
    feeCents: 0,
    aprBps: 20911,
    dueInDays: 9,
    originatedDaysAgo: 5,
    installments: 37,
    debitCardLast4: '5555',
    bankAccountLast4: '6666',
  }),
  {
    ...loanCustomer('conditional.approval@example.com', 'Connie', 'Conditional', '900002001', null),
    conditionalApproval: { storeNumber: '0417', daysAgo: 5 },
  },
  {
    email: 'csr.admin@example.com',
    brand: 'lumen',
    firstName: 'Casey',
    lastName: 'Service',
    groups: ['CSR'],
    identities: [
      {
        providerName: 'LenderDirectory',
        providerType: 'SAML',
        providerUserId: 'csr.admin@example.com',
        email: 'csr.admin@example.com',
      },
    ],
  },
  {
    email: 'enroll.user@example.com',
    brand: 'lumen',
    firstName: 'Enrollment',
    lastName: 'Service',
    groups: ['enrollment'],
  },
];

/** Loan-system records with no portal account yet: enrollment finds these. */
export const UNENROLLED_CUSTOMERS: (DemoCustomer & { email: string; brand: BrandKey })[] = [
  {
    email: 'maria.lopez@example.com',
    brand: 'lumen',
    ...ohio,
    firstName: 'Maria',
    lastName: 'Lopez',
    dateOfBirth: '1985-04-12',
    ssn: '123456789',
    phone: '6145550901',
    customerType: 'RETAIL_RETURNING',
    isCoreCustomer: false,
    hasRetailPresence: true,
    retailBoCode: '0417',
    qFundCustomerId: 'QF-900901',
  },
];

const weekdays = (open: string, close: string) => [
  ...Array.from({ length: 5 }, () => ({ openTime: open, closeTime: close, closed: false })),
  { openTime: '10:00', closeTime: '16:00', closed: false },
  { openTime: '', closeTime: '', closed: true },
];

export const DEMO_STORES = [
  {
    storeNumber: '0417',
    storeName: 'Harbor Check & Loan Broad St',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    addressLine1: '250 E Broad St',
    latitude: 39.9637,
    longitude: -82.9946,
    phone: '6145550417',
  },
  {
    storeNumber: '0422',
    storeName: 'Harbor Check & Loan Reynoldsburg',
    city: 'Reynoldsburg',
    state: 'OH',
    postalCode: '43068',
    addressLine1: '6400 E Main St',
    latitude: 39.9548,
    longitude: -82.8121,
    phone: '6145550422',
  },
  {
    storeNumber: '0431',
    storeName: 'Harbor Check & Loan Hilliard',
    city: 'Hilliard',
    state: 'OH',
    postalCode: '43026',
    addressLine1: '3900 Main St',
    latitude: 40.0334,
    longitude: -83.1588,
    phone: '6145550431',
  },
  {
    storeNumber: '0455',
    storeName: 'Harbor Check & Loan Dayton',
    city: 'Dayton',
    state: 'OH',
    postalCode: '45402',
    addressLine1: '12 S Main St',
    latitude: 39.7589,
    longitude: -84.1916,
    phone: '9375550455',
  },
  {
    storeNumber: '0610',
    storeName: 'Harbor Check & Loan Louisville',
    city: 'Louisville',
    state: 'KY',
    postalCode: '40202',
    addressLine1: '500 W Market St',
    latitude: 38.2555,
    longitude: -85.7621,
    phone: '5025550610',
  },
].map((s) => ({ ...s, brand: 'harbor', addressLine2: null, hours: weekdays('09:00', '18:00'), active: true }));

/** A returning online customer in Ohio with one loan (or none): the account pages' demo customers. */
function loanCustomer(
  email: string,
  firstName: string,
  lastName: string,
  ssn: string,
  loan: DemoLoan | null,
): DemoAccount {
  return {
    email,
    brand: 'lumen',
    firstName,
    lastName,
    customer: {
      ...ohio,
      firstName,
      lastName,
      dateOfBirth: '1986-05-17',
      ssn,
      phone: `614555${ssn.slice(-4)}`,
      customerType: 'ONLINE_RETURNING',
      isCoreCustomer: true,
      hasRetailPresence: false,
      boCode: '9001',
      loanProCustomerId: `LP-${ssn.slice(-6)}`,
    },
    ...(loan ? { loans: [loan] } : {}),
  };
}
