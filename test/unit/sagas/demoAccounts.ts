// The demo accounts (README "Demo accounts") as the sign-in saga sees them: ID-token claims as the identity service
// mints them (server/identity/tokens.ts over server/db/seedData.ts: custom:* and name/family_name from the seeded
// attributes, `cognito:groups` only when the user is in a group, `identities` without e-mail, as Cognito shapes it) and
// what customerSystemSearch answers for each (server/customers/search.ts over the same seed).
import type { BrandKey } from '../../../brands/catalog';
import type { SystemSearch } from '../../../sagas/signInRules';

export const PASSWORD = 'Passw0rd!';
export type Claims = Record<string, unknown>;

const customer = (email: string, brand: BrandKey, name: string, familyName: string, extra: Claims = {}): Claims => ({
  'cognito:username': email,
  email,
  email_verified: true,
  token_use: 'id',
  name,
  family_name: familyName,
  'custom:brand': brand,
  'custom:source': brand,
  'custom:isPasswordless': 'false',
  ...extra,
});

export const CLAIMS = {
  newCustomer: customer('new.customer@example.com', 'lumen', 'Nora', 'Newman'),
  resumeApp: customer('resume.app@example.com', 'lumen', 'Rita', 'Resume'),
  onlineReturning: customer('online.returning@example.com', 'lumen', 'Oliver', 'Online', {
    'custom:boCode': '9001',
    'custom:loanProCustomerId': 'LP-100201',
  }),
  retailReturning: customer('retail.returning@example.com', 'lumen', 'Rosa', 'Retail', {
    'custom:retailBoCode': '0417',
    'custom:qFundCustomerId': 'QF-300301',
  }),
  omniReturning: customer('omni.returning@example.com', 'lumen', 'Omar', 'Omni', {
    'custom:boCode': '9001',
    'custom:retailBoCode': '0417',
    'custom:loanProCustomerId': 'LP-400401',
    'custom:qFundCustomerId': 'QF-400401',
  }),
  openPayday: customer('open.payday@example.com', 'lumen', 'Paula', 'Payday', {
    'custom:boCode': '9001',
    'custom:loanProCustomerId': 'LP-500501',
  }),
  pinecrest: customer('pinecrest.customer@example.com', 'pinecrest', 'Piper', 'Crest', {
    'custom:boCode': '7001',
    'custom:loanProCustomerId': 'LP-700701',
  }),
  keel: customer('keel.customer@example.com', 'keel', 'Kai', 'Keel'),
  csr: customer('csr.admin@example.com', 'lumen', 'Casey', 'Service', {
    'cognito:groups': ['CSR'],
    identities: [
      {
        userId: 'csr.admin@example.com',
        providerName: 'LenderDirectory',
        providerType: 'SAML',
        issuer: null,
        primary: 'true',
        dateCreated: '1700000000000',
      },
    ],
  }),
  enrollment: customer('enroll.user@example.com', 'lumen', 'Enrollment', 'Service', {
    'cognito:groups': ['enrollment'],
  }),
} satisfies Record<string, Claims>;

const noRecord = (firstName: string, lastName: string, hasOpenApplication = false): SystemSearch => ({
  hasOpenApplication,
  isReturningRetailCustomer: false,
  isReturningCustomer: false,
  isCoreCustomer: false,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: null,
  pendingApplicationId: null,
  firstName,
  lastName,
  stateCode: null,
  boCode: null,
  retailBoCode: null,
  customerType: 'NEW',
  channel: 'ONLINE',
});

const returning = (fields: Partial<SystemSearch>): SystemSearch => ({
  hasOpenApplication: false,
  isReturningRetailCustomer: false,
  isReturningCustomer: true,
  isCoreCustomer: true,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: null,
  pendingApplicationId: null,
  firstName: null,
  lastName: null,
  stateCode: 'OH',
  boCode: null,
  retailBoCode: null,
  customerType: 'ONLINE_RETURNING',
  channel: 'ONLINE',
  ...fields,
});

export const SEARCH = {
  newCustomer: noRecord('Nora', 'Newman'),
  resumeApp: noRecord('Rita', 'Resume', true),
  onlineReturning: returning({ firstName: 'Oliver', lastName: 'Online', boCode: '9001' }),
  retailReturning: returning({
    firstName: 'Rosa',
    lastName: 'Retail',
    isCoreCustomer: false,
    isReturningRetailCustomer: true,
    retailBoCode: '0417',
    customerType: 'RETAIL_RETURNING',
    channel: 'RETAIL',
  }),
  omniReturning: returning({
    firstName: 'Omar',
    lastName: 'Omni',
    isReturningRetailCustomer: true,
    boCode: '9001',
    retailBoCode: '0417',
    customerType: 'OMNI_RETURNING',
  }),
  openPayday: returning({ firstName: 'Paula', lastName: 'Payday', boCode: '9001' }),
  pinecrest: returning({ firstName: 'Piper', lastName: 'Crest', boCode: '7001' }),
  keel: noRecord('Kai', 'Keel'),
} satisfies Record<string, SystemSearch>;
