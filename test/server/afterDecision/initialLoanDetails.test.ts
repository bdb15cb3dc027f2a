// getInitialLoanDetails in each form: the offer to sign (Appendix J figures, the amount step's request and its Fed
// box), the flow check, the originated loan, the EPP schedule and a customer's own open loan.
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { NewApplication } from '../../../server/applications/repository';
import { PRODUCTS } from '../../../server/products/catalog';
import { todayEastern } from '../../../src/lib/application/dates';
import { firstPaymentDate, offerFigures } from '../../../src/lib/application/loanOffer';
import { fedBox } from '../../../src/lib/lending/disclosure';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { callersFor } from '../applications/helpers';
import { errorCode } from '../harness';
import { type App, NORA, PAULA, INCOME, DETAILS, afterDecisionServer } from './setup';

const server = afterDecisionServer();
/** A first payment the request names: two weeks from today, a date the customer's biweekly cycle could give. */
const FIRST_PAYMENT = format(addDays(parseISO(todayEastern()), 14), 'yyyy-MM-dd');
/** The 18-month published term's contract rate (209.68%), which the published $1,400 example is priced at. */
const CONTRACT_APR = installmentTermApr(18);
const { app } = server;

/** The published $1,400 in 37 biweekly payments at the 18-month contract rate, made and first due on these days. */
const published = (consummationDate: string, firstPaymentDate: string) =>
  fedBox({
    amountFinancedCents: 140_000,
    contractAprPercent: CONTRACT_APR,
    numberOfPayments: 37,
    frequency: 'BI',
    consummationDate,
    firstPaymentDate,
  });

describe('getInitialLoanDetails', () => {
  const offer = (extra: Partial<NewApplication> = {}, data: Record<string, unknown> = {}) =>
    app({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      ...extra,
      data: {
        customerInformation: { incomeInformation: INCOME },
        loanRequest: {
          amount: 140_000,
          numberOfPayments: 37,
          paymentFrequency: 'BI',
          apr: CONTRACT_APR,
          firstPaymentDate: FIRST_PAYMENT,
        },
        ...data,
      },
    });

  it('applicationId: the offer to sign in cents, with the Appendix J figures (the published $1,400 example)', async () => {
    const row = await offer();
    const body = await server.nora.call('owner', DETAILS, { id: row.id });
    expect(body.errors).toBeUndefined();
    const d = body.data?.getInitialLoanDetails as App;
    // The first payment 14 days out: 36 payments of $119.42 and a last of $119.40 (total $4,418.52, finance charge
    // $3,018.52), APR 209.11% by Appendix J. The first payment's interest is 14 days' at the contract rate
    // ($1,400 × 2.0968 × 14 / 365 = $112.60), the rest of it ($6.82) principal.
    expect(d).toMatchObject({
      loanNumber: null,
      loanAmount: 140_000,
      paymentAmount: 11_942,
      paymentDueDate: FIRST_PAYMENT,
      numberOfPayments: 37,
      paymentFrequency: 'BI',
      convertedLoanNumber: null,
      apr: 209.11,
      financeCharge: 301_852,
      totalOfPayments: 441_852,
    });
    expect(d.paymentSchedule).toHaveLength(37);
    expect(d.paymentSchedule[0]).toMatchObject({ installmentNumber: 1, interest: 11_260, principal: 682 });
    expect(d.paymentSchedule[36]).toMatchObject({ installmentNumber: 37, paymentAmount: 11_940, balance: 0 });
    expect(d.totalOfPayments - d.loanAmount).toBe(d.financeCharge);
    expect(d.totalOfPayments).toBe(d.paymentSchedule.reduce((sum: number, p: App) => sum + p.paymentAmount, 0));
  });

  it('reads the amount step’s request: an installment term in months on the pay cycle, a payday loan in days', async () => {
    const ilp = await offer(
      {},
      { loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 } },
    );
    const d = (await server.nora.call('owner', DETAILS, { id: ilp.id })).data?.getInitialLoanDetails as App;
    // 18 months biweekly is the published 37 payments at the 18-month contract rate, the first on the customer's first
    // payday at least a week away (their cycle runs through 2099-01-01: stepped back to the nearest such payday).
    // Interest accrues for the days until it, so the level payment is the published $119.42 only when that payday is
    // 14 days away: 7 days make it $114.98, 20 days $122.73.
    const days = differenceInCalendarDays(parseISO(d.paymentDueDate), parseISO(todayEastern()));
    expect(days).toBeGreaterThanOrEqual(7);
    expect(days).toBeLessThanOrEqual(20);
    const expected = published(todayEastern(), d.paymentDueDate);
    expect(d).toMatchObject({
      loanAmount: 140_000,
      numberOfPayments: 37,
      paymentAmount: expected.paymentCents,
      financeCharge: expected.financeChargeCents,
      apr: expected.aprPercent,
      paymentFrequency: 'BI',
      paymentDueDate: firstPaymentDate(todayEastern(), 'BI', INCOME.nextPaymentDate),
    });
    expect(d.paymentAmount).toBeGreaterThanOrEqual(11_498);
    expect(d.paymentAmount).toBeLessThanOrEqual(12_273);
    expect(differenceInCalendarDays(parseISO(INCOME.nextPaymentDate), parseISO(d.paymentDueDate)) % 14).toBe(0);
    const pdl = await offer(
      {},
      { loanRequest: { productCode: 'PDL', channel: 'ONLINE', amountCents: 30_000, term: 14 } },
    );
    const single = (await server.nora.call('owner', DETAILS, { id: pdl.id })).data?.getInitialLoanDetails as App;
    expect(single).toMatchObject({
      loanAmount: 30_000,
      financeCharge: 4_500,
      paymentAmount: 34_500,
      totalOfPayments: 34_500,
      numberOfPayments: 1,
      apr: 391.07,
    });
  });

  it('discloses on the e-sign screen the Fed box the amount step showed for the same application', async () => {
    const today = todayEastern();
    const nextPayDate = format(addDays(parseISO(today), 10), 'yyyy-MM-dd');
    for (const [term, paymentFrequency] of [
      [18, 'BI'],
      [24, 'BI'],
      [12, 'MON'],
      [9, 'WK'],
    ] as const) {
      const row = await offer(
        {},
        {
          customerInformation: { incomeInformation: { ...INCOME, paymentFrequency, nextPaymentDate: nextPayDate } },
          loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term },
        },
      );
      const d = (await server.nora.call('owner', DETAILS, { id: row.id })).data?.getInitialLoanDetails as App;
      // The amount step's figures for the same request (src/lib/application/loanOffer.ts, the product as offered).
      const shown = offerFigures({
        product: PRODUCTS['ILP/ONLINE']!,
        amountCents: 140_000,
        term,
        payFrequency: paymentFrequency,
        nextPayDate,
        today,
      })!;
      expect(d, `${term} months ${paymentFrequency}`).toMatchObject({
        loanAmount: shown.amountFinancedCents,
        financeCharge: shown.financeChargeCents,
        apr: shown.aprPercent,
        totalOfPayments: shown.totalOfPaymentsCents,
        paymentAmount: shown.paymentCents,
        numberOfPayments: shown.numberOfPayments,
        paymentFrequency: shown.frequency,
        paymentDueDate: shown.schedule[0]!.dueDate,
      });
      expect(d.paymentSchedule.map((p: App) => [p.paymentAmount, p.dueDate])).toEqual(
        shown.schedule.map((p) => [p.paymentCents, p.dueDate]),
      );
    }
  });

  it('with submissionFlow: must be the application’s flow', async () => {
    const row = await offer();
    expect((await server.nora.call('owner', DETAILS, { id: row.id, f: 'STANDARD' })).errors).toBeUndefined();
    expect(errorCode(await server.nora.call('owner', DETAILS, { id: row.id, f: 'CONVERSION' }))).toBe('BAD_USER_INPUT');
  });

  it('isOriginated: only once ORIGINATED, with the loan number', async () => {
    const pending = await offer();
    expect(errorCode(await server.nora.call('owner', DETAILS, { id: pending.id, o: true }))).toBe('BAD_USER_INPUT');
    const made = await offer(
      { applicationState: 'ORIGINATED' },
      { loanNumber: 'ILP-9000001', esign: { signedAt: '2026-11-24T15:00:00.000Z', agreements: [] } },
    );
    const d = (await server.nora.call('owner', DETAILS, { id: made.id, o: true })).data?.getInitialLoanDetails as App;
    // Made on 2026-11-24, the signing day, not today: interest runs from then to the first payment.
    const asMade = published('2026-11-24', d.paymentDueDate);
    expect(d).toMatchObject({
      loanNumber: 'ILP-9000001',
      loanAmount: 140_000,
      paymentAmount: asMade.paymentCents,
      financeCharge: asMade.financeChargeCents,
    });
  });

  it('eppAppSchedule: the payoff in four payments with no finance charge, for an EPP application only', async () => {
    const epp = await offer(
      { applicationType: 'EPP' },
      { originalLoanDetails: { loanNumber: 'PDL-1', payoffAmount: 34_501 } },
    );
    const d = (await server.nora.call('owner', DETAILS, { id: epp.id, e: true })).data?.getInitialLoanDetails as App;
    expect(d).toMatchObject({
      loanAmount: 34_501,
      financeCharge: 0,
      totalOfPayments: 34_501,
      numberOfPayments: 4,
      apr: 0,
    });
    expect(d.paymentSchedule.map((p: App) => p.paymentAmount)).toEqual([8625, 8625, 8625, 8626]);
    expect(d.paymentSchedule[0].dueDate).toBe('2099-01-01');
    const standard = await offer();
    expect(errorCode(await server.nora.call('owner', DETAILS, { id: standard.id, e: true }))).toBe('BAD_USER_INPUT');
  });

  it('customerCode: the caller’s own open loan; another customer’s code is refused', async () => {
    const paula = await callersFor(server.h, PAULA, NORA);
    const d = (await paula.call('owner', DETAILS, { c: 'LP-500501' })).data?.getInitialLoanDetails as App;
    expect(d).toMatchObject({ loanNumber: 'PDL-5000501', loanAmount: 30_000, numberOfPayments: 1 });
    expect(errorCode(await server.nora.call('owner', DETAILS, { c: 'LP-500501' }))).toBe('FORBIDDEN');
    expect(errorCode(await server.nora.call('owner', DETAILS, {}))).toBe('BAD_USER_INPUT');
  });

  it('refuses an application with no amount chosen yet', async () => {
    const row = await app({});
    expect(errorCode(await server.nora.call('owner', DETAILS, { id: row.id }))).toBe('BAD_USER_INPUT');
  });
});
