// A new funding or repayment method after a submit (docs/application-after-income.md, "Documents"):
// saveAgreements takes it only while the decision asks for one (SUBMIT_ERROR with CARD_ERROR_1/2, NEEDS_NEW_FUNDING or
// NEEDS_NEW_REPAYMENT) and is refused with a clear error in every other submitted state; nothing else may be saved
// then; the application is submitted again and the demo engine sees the new method.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import type { ApplicationStateName } from '../../../server/decision/stateMachine';
import { requiredAgreements } from '../../../src/lib/application/agreements';
import { callersFor, fieldErrorsOf, goodPersonal, SAVE_PERSONAL, type Callers } from '../applications/helpers';
import { completeApplication, GET_DECISION, SUBMIT, waitForState } from '../decision/helpers';
import { errorCode, startHarness, type Harness } from '../harness';

const OWNER = 'new.customer@example.com';
const SAVE = `mutation($id: ID!, $g: [AgreementInput!]!, $r: FundingMethod, $f: FundingMethod) {
  saveAgreements(id: $id, agreements: $g, repaymentMethod: $r, fundingMethod: $f) { id repaymentMethod fundingMethod } }`;
const SAVE_LOAN_REQUEST = `mutation($id: ID!) {
  saveLoanRequest(id: $id, productCode: ILP, channel: ONLINE, amountCents: 50000, term: 12) { id } }`;

let h: Harness;
let as: Callers;
const db = () => h.server.services.db;

beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, OWNER, 'online.returning@example.com');
}, 60_000);
afterAll(() => h.close());
// Each test's applications are taken out of the way, so the next one's submission is not a duplicate of them.
afterEach(async () => {
  await db().update(applications).set({ status: 'WITHDRAWN' }).where(eq(applications.email, OWNER));
});

/** What the agreements page sends: every agreement Ohio and the repayment method need, agreed, and both methods. */
const methods = (repayment: string, funding: string) => ({
  g: requiredAgreements('OH', repayment).map((idTag) => ({ idTag, value: true })),
  r: repayment,
  f: funding,
});

async function inState(
  state: ApplicationStateName,
  opts: { status?: string; outcome?: string | null } = {},
): Promise<string> {
  const row = await completeApplication(db(), OWNER);
  const decision = opts.outcome ? { decision: { outcome: opts.outcome, reasons: [], submission: 1 } } : {};
  await db()
    .update(applications)
    .set({
      applicationState: state,
      status: opts.status ?? 'UNSUBMITTED',
      data: sql`${applications.data} || ${JSON.stringify(decision)}::jsonb`,
    })
    .where(eq(applications.id, row.id));
  return row.id;
}

async function decisionOf(id: string) {
  return (await as.call('owner', GET_DECISION, { id })).data?.application as {
    applicationState: string;
    decision: { outcome: string } | null;
  };
}

const OTHER_STATES: ApplicationStateName[] = [
  'SUBMITTING',
  'PENDING_SAS_CALL_1',
  'PENDING_ASSET_REPORT_DOWNLOAD',
  'PENDING_UNDERWRITING',
  'SUBMIT_APPROVED',
  'SUBMIT_DENIED',
  'DENIED',
  'CANEBAY_DUPLICATE',
  'PENDING_PRODUCT_SELECTION',
  'COMPLETED_PRODUCT_SELECTION',
  'PENDING_ESIGN',
  'ESIGNING',
  'ESIGN_ERROR',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_BRFR',
  'PENDING_ORIGINATION',
  'ORIGINATED',
];

describe('saveAgreements after a submit', () => {
  it.each(['CARD_ERROR_1', 'CARD_ERROR_2', 'NEEDS_NEW_FUNDING', 'NEEDS_NEW_REPAYMENT'])(
    'takes a new method in SUBMIT_ERROR when the decision was %s, leaving the state as it is',
    async (outcome) => {
      const id = await inState('SUBMIT_ERROR', { outcome });
      const body = await as.call('owner', SAVE, { id, ...methods('NDD', 'DEBIT_CARD') });
      expect(body.errors).toBeUndefined();
      expect(body.data?.saveAgreements).toMatchObject({ repaymentMethod: 'NDD', fundingMethod: 'DEBIT_CARD' });
      expect((await decisionOf(id)).applicationState).toBe('SUBMIT_ERROR');
    },
  );

  it('still needs every agreement then (the recurring-debit authorization for automatic payments)', async () => {
    const id = await inState('SUBMIT_ERROR', { outcome: 'NEEDS_NEW_REPAYMENT' });
    const body = await as.call('owner', SAVE, { id, ...methods('NDD', 'EFT'), r: 'DEBIT_CARD' });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(body).map((e) => e.field)).toEqual(['agreements.RECURRING_DEBIT_AUTHORIZATION']);
  });

  it('is refused in SUBMIT_ERROR when the decision did not ask for a method (a step failed)', async () => {
    for (const outcome of [null, 'PROCEED_APPLICATION']) {
      const id = await inState('SUBMIT_ERROR', { outcome });
      const body = await as.call('owner', SAVE, { id, ...methods('NDD', 'DEBIT_CARD') });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe(
        'This application is waiting to be submitted again; its funding and repayment methods change only when the decision asks for a new one.',
      );
    }
  });

  it.each(OTHER_STATES)('is refused in %s', async (state) => {
    const id = await inState(state, { outcome: 'NEEDS_NEW_FUNDING' });
    const body = await as.call('owner', SAVE, { id, ...methods('NDD', 'DEBIT_CARD') });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(
      'This application has been submitted or withdrawn and can no longer be changed.',
    );
  });

  it('is refused for an approved, denied or withdrawn application', async () => {
    for (const [state, status] of [
      ['PENDING_ESIGN', 'APPROVED'],
      ['DENIED', 'DENIED'],
      ['SUBMIT_ERROR', 'WITHDRAWN'],
    ] as const) {
      const id = await inState(state, { status, outcome: 'NEEDS_NEW_FUNDING' });
      expect(errorCode(await as.call('owner', SAVE, { id, ...methods('NDD', 'DEBIT_CARD') }))).toBe('BAD_USER_INPUT');
    }
  });

  it('is refused to another customer in SUBMIT_ERROR, and allowed to a CSR acting as the owner', async () => {
    const id = await inState('SUBMIT_ERROR', { outcome: 'NEEDS_NEW_FUNDING' });
    expect(errorCode(await as.call('otherCustomer', SAVE, { id, ...methods('NDD', 'DEBIT_CARD') }))).toBe('FORBIDDEN');
    expect((await as.call('csrActing', SAVE, { id, ...methods('NDD', 'DEBIT_CARD') })).errors).toBeUndefined();
  });

  it('lets nothing else change in SUBMIT_ERROR', async () => {
    const id = await inState('SUBMIT_ERROR', { outcome: 'NEEDS_NEW_FUNDING' });
    const personal = await as.call('owner', SAVE_PERSONAL, { id, ...goodPersonal() });
    expect(errorCode(personal)).toBe('BAD_USER_INPUT');
    const loan = await as.call('owner', SAVE_LOAN_REQUEST, { id });
    expect(errorCode(loan)).toBe('BAD_USER_INPUT');
  });
});

describe('submitting again with the new method', () => {
  it.each([
    ['Funding', 'NEEDS_NEW_FUNDING', { fundingMethod: 'EFT' }, methods('ACH', 'DEBIT_CARD')],
    ['Repayment', 'NEEDS_NEW_REPAYMENT', {}, methods('NDD', 'EFT')],
    ['Card', 'CARD_ERROR_1', { fundingMethod: 'DEBIT_CARD' }, methods('ACH', 'EFT')],
  ])('%s gets %s, saves another method, and is approved on the next submit', async (lastName, outcome, extra, fix) => {
    const row = await completeApplication(db(), OWNER, { lastName, extra });
    expect((await as.call('owner', SUBMIT, { id: row.id })).errors).toBeUndefined();
    await waitForState(db(), row.id, 'SUBMIT_ERROR');
    expect((await decisionOf(row.id)).decision?.outcome).toBe(outcome);

    const saved = await as.call('owner', SAVE, { id: row.id, ...fix });
    expect(saved.errors).toBeUndefined();
    expect((await as.call('owner', SUBMIT, { id: row.id })).errors).toBeUndefined();
    await waitForState(db(), row.id, 'PENDING_ESIGN');
    expect((await decisionOf(row.id)).decision?.outcome).toBe('PROCEED_APPLICATION');
  });
});
