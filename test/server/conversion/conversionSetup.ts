// Shared by the conversion server tests: the real server with the demo open.payday customer (Paula) and her
// callers, the operations as the portal sends them, and a fresh open payday loan for a test to convert.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { customers } from '../../../server/db/schema';
import { startHarness, type Harness } from '../harness';
import { callersFor, type Callers } from '../applications/helpers';
import { insertPaydayLoan } from '../paydayLoanFor';

export type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

export const PAULA = 'open.payday@example.com';
export const CODE = 'LP-500501';
// Live bindings: set by serveConversions()'s beforeAll, read by the tests once it ran.
export let h: Harness;
export let paula: Callers;

/** The real server for one test file, with Paula's callers (owner, other customer, staff, anonymous). */
export function serveConversions() {
  beforeAll(async () => {
    h = await startHarness();
    paula = await callersFor(h, PAULA, 'online.returning@example.com');
  }, 60_000);
  afterAll(() => h.close());
}

export const OFFERS = `query($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }`;
export const CONVERT = `query($c: String!) { convertLoanDetails(customerCode: $c) { offerId customerCode loanNumber loanAmount
  loanDueDate loanFeeAmount payoffAmount newDueDate financeCharge paymentFrequency minimum maximum interval numberOfPayments apr aprLow aprHigh } }`;
export const REFINANCE = `query($c: String!) { refinanceDetails(customerCode: $c) { offerId loanNumber loanAmount loanFeeAmount
  payoffAmount newDueDate financeCharge apr termDays maximumBorrow options { refinanceOptionId name refinanceInput } } }`;
export const UNDERWRITE = `mutation($c: String!) { preliminaryUnderwriting(customerCode: $c) { status } }`;
export const CONVERSION_FIELDS = `id type status originalLoanNumber refinanceOptionId amountCents dueToday cashBack signedAt
  newLoanNumber agreementUrl fundsTiming { fundingMethod businessDate }
  loanDetails { loanNumber loanAmount financeCharge paymentAmount apr totalOfPayments numberOfPayments paymentFrequency
    paymentSchedule { installmentNumber paymentAmount dueDate interest principal balance } }`;
export const CHOOSE = `mutation($i: ConversionChoiceInput!) { saveConversionChoice(input: $i) { ${CONVERSION_FIELDS} } }`;
export const SIGN = `mutation($id: ID!, $n: String!) { esignConversion(id: $id, signatureName: $n) { ${CONVERSION_FIELDS} } }`;
export const GET = `query($id: ID!) { loanConversion(id: $id) { ${CONVERSION_FIELDS} } }`;
export const DENY = `mutation($id: ID!) { createConversionDenial(id: $id) { id loanNumber deniedAt } }`;

export const db = () => h.server.services.db;

export async function paulaId(): Promise<string> {
  const [row] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, PAULA));
  return row!.id;
}

/** A fresh open payday loan for Paula (the newest is the one offered), so each test signs its own. */
export const freshLoan = (conversionTypes = ['CONVERSION', 'REFINANCE']): Promise<string> =>
  insertPaydayLoan(db(), PAULA, { conversionTypes });

export async function details(kind: 'convert' | 'refinance'): Promise<Answer> {
  const body = await paula.call('owner', kind === 'convert' ? CONVERT : REFINANCE, { c: CODE });
  return body.data![kind === 'convert' ? 'convertLoanDetails' : 'refinanceDetails'] as Answer;
}

export const fieldErrors = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (body.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; key: string }[];
