// Shared pieces of the application tests: the real server on an in-memory database, the callers of the brief (anonymous,
// enrolling visitor, another customer, the owner, a CSR acting as the owner, a CSR acting as no one), the operations as
// the client sends them, and a personal step that passes every rule.
import { expect } from 'vitest';
import { restPaths } from '../../../src/lib/restPaths';
import { startHarness, type GraphQLResponse, type Harness } from '../harness';
import { plusDays, todayEastern } from '../../../src/lib/application/dates';

export const CSR = 'csr.admin@example.com';

export type CallerKind = 'anonymous' | 'enrollment' | 'otherCustomer' | 'owner' | 'csrActing' | 'csrAlone';

export interface Callers {
  call(
    kind: CallerKind,
    query: string,
    variables?: Record<string, unknown>,
    opts?: { brand?: string },
  ): Promise<GraphQLResponse>;
  /** A REST GET (a document route) as that caller. */
  get(kind: CallerKind, path: string): Promise<Response>;
}

/** Callers around one owner; `other` is the customer who must not reach the owner's applications. */
export async function callersFor(h: Harness, owner: string, other: string): Promise<Callers> {
  const ownerToken = await h.idToken(owner);
  const otherToken = await h.idToken(other);
  const csrToken = await h.idToken(CSR);
  const res = await fetch(`${h.baseUrl}${restPaths.enrollmentSession}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const enrollmentToken = ((await res.json()) as { idToken: string }).idToken;
  const tokenOf: Record<CallerKind, string | undefined> = {
    anonymous: undefined,
    enrollment: enrollmentToken,
    otherCustomer: otherToken,
    owner: ownerToken,
    csrActing: csrToken,
    csrAlone: csrToken,
  };
  const headersOf = (kind: CallerKind): Record<string, string> => ({
    ...(kind === 'csrActing' ? { 'x-admin-auth-as': owner } : {}),
    ...(tokenOf[kind] ? { authorization: `Bearer ${tokenOf[kind]}` } : {}),
  });
  return {
    async call(kind, query, variables = {}, opts = {}) {
      const token = tokenOf[kind];
      const headers: Record<string, string> = {};
      if (kind === 'csrActing') headers['x-admin-auth-as'] = owner;
      if (opts.brand) headers['x-brand-key'] = opts.brand;
      return (await h.graphql(query, { ...(token ? { token } : {}), variables, headers })).body;
    },
    get: (kind, path) => fetch(`${h.baseUrl}${path}`, { headers: headersOf(kind) }),
  };
}

export const APP_FIELDS = `id applicationNumber applicationType status stateCode channel preferredProductCode
  suppressedBrands createdAt modifiedAt
  userInformation { email }
  customerInformation {
    personalInformation { firstName lastName dateOfBirth documentType documentNumber driverLicenseNumber driverLicenseStateCode }
    contactInformation { address { addressLine1 addressLine2 cityName stateCode zipCode } phones { type number phonePreference } emails { email verified } }
    additionalInformation { monthsAtAddress ownResidence }
    incomeInformation { type employerName paymentFrequency amountNet amountGross nextPaymentDate }
  }
  storeInformation { storeNumber brandName store { storeNumber storeName postalCode phone hours { day closed openTime closeTime } } }
  loanApplication { additionalAttributes { smsOptIn canShareInfo disclosures { idTag value } } }
  loanApplicationProgress { applicationUrl }
  originalLoanDetails { loanNumber payoffAmount principal }
  conversionDetails { loanNumber productCode payoffAmount }
  externalSystemInformation { source customerCode }`;

export const CREATE = `mutation($a: ApplicationInput!, $cms: String) { createApplication(application: $a, cmsData: $cms) { ${APP_FIELDS} } }`;
export const CREATE_RETURNING = `mutation($t: ApplicationType!, $b: String!, $l: LoanApplicationDetailsInput) {
  createReturningApplication(applicationType: $t, brandName: $b, loanApplicationDetails: $l) { ${APP_FIELDS} } }`;
export const CLONE = `mutation($id: ID!, $b: String!, $sb: String, $sc: Channel) {
  cloneApplicationBase(id: $id, brand: $b, suppressedBrand: $sb, suppressedChannel: $sc) { ${APP_FIELDS} } }`;
export const GET = `query($id: ID!) { application(id: $id) { ${APP_FIELDS} } }`;
export const UNSUBMITTED = `query($e: String!) { unsubmittedApplication(email: $e) { ${APP_FIELDS} } }`;
export const WITHDRAW = `mutation($id: ID!) { withdrawApplication(id: $id) { id status } }`;
export const SAVE_PERSONAL = `mutation($id: ID!, $p: PersonalInformationInput!, $c: ContactInformationInput!,
  $a: AdditionalInformationInput, $s: SpousalInformationInput, $l: LoanApplicationProgressInput) {
  savePersonalInformation(id: $id, personalInfo: $p, contactInfo: $c, additionalInfo: $a, spousalInfo: $s, loanProgress: $l) {
    ${APP_FIELDS} } }`;
export const SAVE_USER = `mutation($id: ID!, $u: UserInformationInput!, $a: AdditionalAttributesInput, $l: LoanApplicationProgressInput) {
  saveUserInformation(id: $id, userInfo: $u, additionalAttributes: $a, loanProgress: $l) { ${APP_FIELDS} } }`;
export const SAVE_STORE = `mutation($id: ID!, $s: StoreInformationInput!, $l: LoanApplicationProgressInput) {
  saveStoreInformation(id: $id, storeInfo: $s, loanProgress: $l) { ${APP_FIELDS} } }`;
export const SAVE_INCOME = `mutation($id: ID!, $i: IncomeInformationInput!, $g: [AgreementInput!]) {
  saveIncomeInformation(id: $id, incomeInfo: $i, agreements: $g) { ${APP_FIELDS} } }`;
export const SAVE_PROGRESS = `mutation($id: ID!, $u: String!) { saveLoanApplicationProgress(id: $id, applicationUrl: $u) {
  loanApplicationProgress { applicationUrl } } }`;
export const CONVERT = `mutation($id: ID!, $l: LoanApplicationDetailsInput!) {
  convertApplicationTypeToConversion(id: $id, loanApplicationDetails: $l) { ${APP_FIELDS} } }`;
export const VALIDATE_LOAN = `mutation($id: ID!) { validateOriginalLoanDetails(applicationId: $id) {
  isNonStandardApplication isEligible hadLoanAmountDeleted } }`;

export interface FieldErrorOut {
  field: string;
  key: string;
}

export const fieldErrorsOf = (body: GraphQLResponse): FieldErrorOut[] =>
  (body.errors?.[0]?.extensions as { fieldErrors?: FieldErrorOut[] } | undefined)?.fieldErrors ?? [];

/** A personal step every rule accepts (Ohio, a California licence is fine: the ID's state is its own). */
export const goodPersonal = () => ({
  p: {
    firstName: 'Nora',
    lastName: 'Newman',
    dateOfBirth: '1985-04-12',
    documentNumber: '111-22-3333',
    driverLicenseStateCode: 'CA',
    driverLicenseNumber: 'A1234567',
  },
  c: {
    address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    phones: [{ type: 'C', number: '(614) 555-0123' }],
  },
  a: { monthsAtAddress: 24, ownResidence: false },
});

/** An ISO date `days` from today in US Eastern time. */
export const easternDate = (days: number): string => plusDays(todayEastern(), days);

/** The real server with a new application of the owner's on brand lumen, for the tests of one application's saves. */
export async function harnessWithApplication(owner: string, other: string) {
  const h = await startHarness();
  const as = await callersFor(h, owner, other);
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: owner } } }, { brand: 'lumen' });
  expect(created.errors).toBeUndefined();
  return { h, as, id: (created.data?.createApplication as { id: string }).id };
}
