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
