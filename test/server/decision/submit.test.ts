// submitApplication and esignApplication through GraphQL on the real server: who may call them, an incomplete
// application refused with what is missing, every demo rule carried to its state, one submission for a double
// submit, CANEBAY_DUPLICATE, the `Review` hold, a new method after CARD_ERROR_1, and signing through to ORIGINATED.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications, decisionJobs } from '../../../server/db/schema';
import { decisionJobHandlers } from '../../../server/decision/pipeline';
import { runDueJobs } from '../../../server/decision/jobs';
import { callersFor, CREATE, fieldErrorsOf, type Callers } from '../applications/helpers';
import { errorCode, startHarness, type Harness } from '../harness';
import { completeApplication, ESIGN, GET_DECISION, setAside, SUBMIT, waitForState } from './helpers';

const OWNER = 'new.customer@example.com';
let h: Harness;
let as: Callers;
beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, OWNER, 'online.returning@example.com');
}, 60_000);
afterAll(() => h.close());
// Each test's applications are taken out of the way, so the next one's submission is not a duplicate of them.
afterEach(async () => {
  await db().update(applications).set({ status: 'WITHDRAWN' }).where(eq(applications.email, OWNER));
});

type App = { id: string; status: string; applicationState: string | null; decision: Record<string, unknown> | null };
const db = () => h.server.services.db;

async function submitted(lastName: string, extra: Record<string, unknown> = {}) {
  const row = await completeApplication(db(), OWNER, { lastName, extra });
  const body = await as.call('owner', SUBMIT, { id: row.id });
  expect(body.errors).toBeUndefined();
  return row.id;
}

async function decisionOf(id: string): Promise<App> {
  return (await as.call('owner', GET_DECISION, { id })).data?.application as App;
}

describe('submitApplication', () => {
  it('refuses an incomplete application, naming what is missing field by field', async () => {
    const created = await as.call('owner', CREATE, { a: { userInformation: { email: OWNER } } });
    const id = (created.data?.createApplication as { id: string }).id;
    const body = await as.call('owner', SUBMIT, { id });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('your bank account');
    expect(fieldErrorsOf(body).map((e) => e.field)).toEqual([
      'personalInformation',
      'incomeInformation',
      'bankingInformation',
      'agreements',
      'otpResponse',
      'product',
      'loanRequest',
    ]);
    expect(fieldErrorsOf(body)[0]?.key).toBe('application.decision.missing.personalInformation');
    await setAside(db(), id);
  });

  it('is refused for another customer, the anonymous and an enrollment session', async () => {
    const row = await completeApplication(db(), OWNER);
    expect(errorCode(await as.call('otherCustomer', SUBMIT, { id: row.id }))).toBe('FORBIDDEN');
    expect(errorCode(await as.call('anonymous', SUBMIT, { id: row.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await as.call('enrollment', SUBMIT, { id: row.id }))).toBe('FORBIDDEN');
    expect(errorCode(await as.call('csrAlone', SUBMIT, { id: row.id }))).toBe('FORBIDDEN');
    expect((await as.call('csrActing', GET_DECISION, { id: row.id })).errors).toBeUndefined();
    await setAside(db(), row.id);
  });

  it.each([
    ['Newman', 'PENDING_ESIGN', 'APPROVED', 'PROCEED_APPLICATION', []],
    ['Decline', 'DENIED', 'DENIED', 'DECLINED', ['Limited credit experience']],
    ['Card', 'SUBMIT_ERROR', 'UNSUBMITTED', 'CARD_ERROR_1', []],
    ['Funding', 'SUBMIT_ERROR', 'UNSUBMITTED', 'NEEDS_NEW_FUNDING', []],
    ['Repayment', 'SUBMIT_ERROR', 'UNSUBMITTED', 'NEEDS_NEW_REPAYMENT', []],
  ])('carries %s to %s (%s, %s)', async (lastName, state, status, outcome, reasons) => {
    const id = await submitted(lastName, lastName === 'Card' ? { fundingMethod: 'DEBIT_CARD' } : {});
    await waitForState(db(), id, state);
    const app = await decisionOf(id);
    expect(app).toMatchObject({ status, applicationState: state });
    expect(app.decision).toMatchObject({ outcome, reasons, consumerReportUsed: lastName === 'Decline' });
    await setAside(db(), id);
  });

  it('declines a low income and a new bank account with their reasons', async () => {
    const low = await completeApplication(db(), OWNER);
    await db()
      .update(applications)
      .set({ data: sql`jsonb_set(${applications.data}, '{customerInformation,incomeInformation,amountNet}', '40000')` })
      .where(eq(applications.id, low.id));
    await as.call('owner', SUBMIT, { id: low.id });
    await waitForState(db(), low.id, 'DENIED');
    expect((await decisionOf(low.id)).decision?.reasons).toEqual([
      'Income insufficient for amount of credit requested',
    ]);
    const fresh = await completeApplication(db(), OWNER);
    await db()
      .update(applications)
      .set({
        data: sql`jsonb_set(${applications.data}, '{customerInformation,bankingInformation,accountOpenDate}', to_jsonb((now() - interval '10 days')::date::text))`,
      })
      .where(eq(applications.id, fresh.id));
    await as.call('owner', SUBMIT, { id: fresh.id });
    await waitForState(db(), fresh.id, 'DENIED');
    expect((await decisionOf(fresh.id)).decision?.reasons).toEqual(['Length of banking relationship']);
  });

  it('approves Counter for less, recalculating the offer before e-sign', async () => {
    const id = await submitted('Counter');
    const row = await waitForState(db(), id, 'PENDING_ESIGN');
    expect((await decisionOf(id)).decision).toMatchObject({ approvedAmount: 50_000, requestedAmount: 100_000 });
    expect((row.data as { loanRequest: { amountCents: number } }).loanRequest.amountCents).toBe(50_000);
    await setAside(db(), id);
  });

  it('treats a double submit as one submission (one decision, one job)', async () => {
    const row = await completeApplication(db(), OWNER);
    const [a, b] = await Promise.all([
      as.call('owner', SUBMIT, { id: row.id }),
      as.call('owner', SUBMIT, { id: row.id }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    await waitForState(db(), row.id, 'PENDING_ESIGN');
    const again = await as.call('owner', SUBMIT, { id: row.id });
    expect((again.data?.submitApplication as App).applicationState).toBe('PENDING_ESIGN');
    const jobs = await db().select().from(decisionJobs).where(eq(decisionJobs.applicationId, row.id));
    expect(jobs.filter((j) => j.kind === 'underwrite')).toHaveLength(1);

    // While it waits for e-sign, another application of the same customer is a duplicate.
    const second = await completeApplication(db(), OWNER);
    const dup = await as.call('owner', SUBMIT, { id: second.id });
    expect((dup.data?.submitApplication as App).applicationState).toBe('CANEBAY_DUPLICATE');
    await setAside(db(), row.id);
  });

  it('holds Review in PENDING_UNDERWRITING for 20 s, then approves', async () => {
    const id = await submitted('Review');
    await waitForState(db(), id, 'PENDING_UNDERWRITING');
    // Nothing is due before the 20 s are up: running what is due 19 s from now leaves it held.
    await runDueJobs(db(), decisionJobHandlers(db()), 'test-clock', new Date(Date.now() + 19_000));
    expect((await decisionOf(id)).applicationState).toBe('PENDING_UNDERWRITING');
    // The hold is a job due in 20 s: run what is due 21 s from now instead of waiting.
    await runDueJobs(db(), decisionJobHandlers(db()), 'test-clock', new Date(Date.now() + 21_000));
    await waitForState(db(), id, 'PENDING_ESIGN');
    await setAside(db(), id);
  });

  it('lets Card choose another funding method and submit again', async () => {
    const id = await submitted('Card', { fundingMethod: 'DEBIT_CARD' });
    await waitForState(db(), id, 'SUBMIT_ERROR');
    await as.call('owner', SUBMIT, { id });
    await waitForState(db(), id, 'SUBMIT_ERROR');
    // The same card again: CARD_ERROR_2.
    await vi.waitFor(async () => expect((await decisionOf(id)).decision?.outcome).toBe('CARD_ERROR_2'));
    await db()
      .update(applications)
      .set({ data: sql`${applications.data} || '{"fundingMethod":"ACH"}'::jsonb` })
      .where(eq(applications.id, id));
    await as.call('owner', SUBMIT, { id });
    await waitForState(db(), id, 'PENDING_ESIGN');
    expect((await decisionOf(id)).decision?.outcome).toBe('PROCEED_APPLICATION');
    await setAside(db(), id);
  });
});

describe('esignApplication', () => {
  const agreements = [{ idTag: 'loanAgreement', value: true }];

  it('refuses signing before approval, a wrong name and an unagreed document; then signs through to ORIGINATED', async () => {
    const row = await completeApplication(db(), OWNER, { lastName: 'Signer' });
    const early = await as.call('owner', ESIGN, { id: row.id, g: agreements, n: 'Nora Signer' });
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    await as.call('owner', SUBMIT, { id: row.id });
    await waitForState(db(), row.id, 'PENDING_ESIGN');
    const wrong = await as.call('owner', ESIGN, { id: row.id, g: agreements, n: 'Someone Else' });
    expect(fieldErrorsOf(wrong)).toEqual([
      { field: 'signatureName', key: 'application.decision.esign.signatureMismatch' },
    ]);
    const unagreed = await as.call('owner', ESIGN, {
      id: row.id,
      g: [{ idTag: 'loanAgreement', value: false }],
      n: 'Nora Signer',
    });
    expect(fieldErrorsOf(unagreed)[0]?.field).toBe('agreements');
    expect(errorCode(await as.call('otherCustomer', ESIGN, { id: row.id, g: agreements, n: 'Nora Signer' }))).toBe(
      'FORBIDDEN',
    );
    const signed = await as.call('owner', ESIGN, { id: row.id, g: agreements, n: '  nora  signer ' });
    expect(signed.errors).toBeUndefined();
    expect((signed.data?.esignApplication as App).applicationState).toBe('ESIGNING');
    const done = await waitForState(db(), row.id, 'ORIGINATED');
    expect(done.status).toBe('APPROVED');
    // A repeated signature is the same signing.
    const again = await as.call('owner', ESIGN, { id: row.id, g: agreements, n: 'Nora Signer' });
    expect((again.data?.esignApplication as App).applicationState).toBe('ORIGINATED');
  });

  it('fails the first signature of Esign (ESIGN_ERROR), then signs again', async () => {
    const row = await completeApplication(db(), OWNER, { lastName: 'Esign' });
    await as.call('owner', SUBMIT, { id: row.id });
    await waitForState(db(), row.id, 'PENDING_ESIGN');
    await as.call('owner', ESIGN, { id: row.id, g: agreements, n: 'Nora Esign' });
    await waitForState(db(), row.id, 'ESIGN_ERROR');
    await as.call('owner', ESIGN, { id: row.id, g: agreements, n: 'Nora Esign' });
    await waitForState(db(), row.id, 'ORIGINATED');
  });
});
