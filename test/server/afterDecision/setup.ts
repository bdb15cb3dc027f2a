// Shared setup of the after-decision operation tests: the real server, Nora's callers, applications put into DENIED /
// PENDING_ESIGN / ORIGINATED directly in the database (the decision room's state machine is not needed to read them),
// and the operations as the client sends them.
import { afterAll, beforeAll } from 'vitest';
import { insertApplication, type NewApplication } from '../../../server/applications/repository';
import { callersFor, type Callers } from '../applications/helpers';
import { startHarness, type Harness } from '../harness';

export type App = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

export const NORA = 'new.customer@example.com';
export const PAULA = 'open.payday@example.com';

export const INCOME = { type: 'E', paymentFrequency: 'BI', amountNet: 250_000, nextPaymentDate: '2099-01-01' } as const;

export const ADVERSE = `query($id: ID!, $s: String!, $b: String!) { getAdverseActionDetail(applicationId: $id, stateCode: $s, brandName: $b) { hasRetailStores } }`;
export const ANOTHER = `query($id: ID!) { getAnotherOptionDetail(applicationId: $id) { anotherOptionAvailable } }`;
export const NOTICE = `query($id: ID!) { adverseActionNotice(applicationId: $id) { applicationNumber brandName action decidedAt reasons
  creditor { name addressLines phone } agency { name addressLines } noticePeriodDays pdfUrl
  consumerReport { bureau { name addressLines phone } score keyFactors } } }`;
export const STATE = `query($id: ID!) { applicationState(id: $id) { id status isPendingDocuments isPendingEsign isEsignDisabled eSignDisabledReasons eSignDisabledUntilDate } }`;
export const FUNDS = `query($id: ID!) { getFundsTiming(applicationId: $id) { fundingMethod asSoonAsMinutes availableAt businessDate } }`;
export const DOCS = `query($id: ID!) { signedDocuments(applicationId: $id) { idTag title url } }`;
export const AGREEMENT = `query($id: ID!) { loanAgreement(applicationId: $id) { id url } }`;
export const DETAILS = `query($id: ID, $c: String, $f: String, $o: Boolean, $e: Boolean) { getInitialLoanDetails(applicationId: $id,
  customerCode: $c, submissionFlow: $f, isOriginated: $o, eppAppSchedule: $e) { loanNumber loanAmount financeCharge paymentAmount
  paymentDueDate convertedLoanNumber convertedPayoff apr totalOfPayments numberOfPayments paymentFrequency
  paymentSchedule { installmentNumber paymentAmount dueDate interest principal balance } } }`;
export const DENY_CONVERSION = `mutation($id: ID!) { createConversionDenial(id: $id) { id loanNumber deniedAt } }`;
export const CLONE_LEAD = `mutation($id: ID!) { cloneApprovedLeadApplication(id: $id) { id status applicationState
  loanApplicationProgress { applicationUrl } customerInformation { personalInformation { firstName } } } }`;

type AppValues = Partial<NewApplication> & { data?: Record<string, unknown> };

/** Starts the server for this test file (before its tests, closed after) and gives what its tests share. */
export function afterDecisionServer() {
  let h: Harness | undefined;
  let nora: Callers | undefined;
  beforeAll(async () => {
    h = await startHarness();
    nora = await callersFor(h, NORA, 'resume.app@example.com');
  }, 60_000);
  afterAll(() => h?.close());

  const started = () => {
    if (!h) throw new Error('the server starts in beforeAll');
    return h;
  };
  const app = (values: AppValues, email = NORA) =>
    insertApplication(started().server.services.db, {
      email,
      brand: 'lumen',
      stateCode: 'OH',
      status: 'UNSUBMITTED',
      ...values,
      data: { userInformation: { email }, ...values.data },
    } as NewApplication);
  const declined = (brand: string, stateCode: string, decision: Record<string, unknown> = {}) =>
    app({
      brand,
      stateCode,
      status: 'DENIED',
      applicationState: 'DENIED',
      data: {
        decision: {
          outcome: 'DECLINED',
          reasons: ['Income insufficient for amount of credit requested'],
          decidedAt: '2026-11-24T15:00:00.000Z',
          ...decision,
        },
      },
    });

  return {
    get h() {
      return started();
    },
    /** Nora's callers: the owner, a CSR acting as her, and everyone who must be refused. */
    get nora() {
      if (!nora) throw new Error('the server starts in beforeAll');
      return nora;
    },
    app,
    declined,
  };
}
