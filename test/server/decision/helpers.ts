// Complete applications for the decision tests: the part-1 sections as the saves store them, and the later sections
// (bank, methods, texted code, product, amount) in the shapes server/decision/facts.ts reads, written directly because
// their save mutations belong to the other steps of the flow.
import { eq } from 'drizzle-orm';
import { insertApplication } from '../../../server/applications/repository';
import type { ApplicationRow } from '../../../server/applications/openApplications';
import type { Db } from '../../../server/db/client';
import { applications } from '../../../server/db/schema';

export function completeData(email: string, over: { lastName?: string; extra?: Record<string, unknown> } = {}) {
  return {
    userInformation: { email },
    customerInformation: {
      personalInformation: { firstName: 'Nora', lastName: over.lastName ?? 'Newman', dateOfBirth: '1985-04-12' },
      contactInformation: {
        address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
        phones: [{ type: 'C', number: '6145550123' }],
      },
      incomeInformation: { type: 'E', paymentFrequency: 'BI', amountNet: 125_000, nextPaymentDate: '2030-01-01' },
      bankingInformation: { accountNumberLast4: '6789', accountOpenDate: '2020-01-02' },
    },
    fundingMethod: 'ACH',
    repaymentMethod: 'ACH',
    loanApplication: { additionalAttributes: { otpResponse: 'OTP_VALID' } },
    initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'ILP', channel: 'ONLINE' } },
    loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 100_000, term: 18 },
    ...over.extra,
  };
}

export async function completeApplication(
  db: Db,
  email: string,
  over: { lastName?: string; brand?: string; extra?: Record<string, unknown> } = {},
): Promise<ApplicationRow> {
  return insertApplication(db, {
    email,
    brand: over.brand ?? 'lumen',
    stateCode: 'OH',
    applicationUrl: '/application/submit',
    data: completeData(email, over) as never,
  });
}

/** Waits until the application reaches `state` (the worker runs in the background). */
export async function waitForState(db: Db, id: string, state: string, timeoutMs = 10_000): Promise<ApplicationRow> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    if (row?.applicationState === state) return row;
    if (Date.now() > end) throw new Error(`application stayed in ${row?.applicationState ?? 'nothing'}, not ${state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Takes the application out of the customer's way (a later test's submission is not a duplicate of it). */
export async function setAside(db: Db, id: string): Promise<void> {
  await db.update(applications).set({ status: 'WITHDRAWN' }).where(eq(applications.id, id));
}

export const SUBMIT = `mutation($id: ID!) { submitApplication(id: $id) { id status applicationState
  decision { outcome reasons approvedAmount requestedAmount consumerReportUsed } } }`;
export const ESIGN = `mutation($id: ID!, $g: [AgreementInput!]!, $n: String!) {
  esignApplication(id: $id, agreements: $g, signatureName: $n) { id status applicationState } }`;
export const GET_DECISION = `query($id: ID!) { application(id: $id) { id status applicationState
  decision { outcome reasons approvedAmount requestedAmount consumerReportUsed } } }`;
