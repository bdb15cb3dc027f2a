// The Truth in Lending arithmetic against the worked example: $1,400 financed, 37 biweekly payments of $119.42, APR
// 209.11% (the same payments disclose 214.68 / 201.02 / 192.78 with a first payment 10 / 20 / 27 days out), first
// payment's interest $112.60 and principal $6.82: the 18-month contract rate accrued daily on the loan's ledger.
import { describe, expect, it } from 'vitest';
import { appendixJApr, dueDateOf, fedBox, firstPeriod, installmentTermApr, roundApr } from '../../../src/lib/lending';

const WORKED = {
  amountFinancedCents: 140_000,
  paymentsCents: Array<number>(37).fill(11_942),
  frequency: 'BI',
} as const;

describe('Appendix J APR', () => {
  it.each([
    [14, 209.11],
    [10, 214.68],
    [20, 201.02],
    [27, 192.78],
  ])('a first payment %i days out discloses %f%%', (days, apr) => {
    expect(roundApr(appendixJApr({ ...WORKED, daysToFirstPayment: days }))).toBe(apr);
  });

  it('is zero when the payments only repay the amount financed', () => {
    expect(
      appendixJApr({
        amountFinancedCents: 3700,
        paymentsCents: Array<number>(37).fill(100),
        frequency: 'BI',
        daysToFirstPayment: 14,
      }),
    ).toBe(0);
  });

  it('splits the first period into whole periods and an odd fraction', () => {
    expect(firstPeriod(20, 'BI')).toEqual({ wholePeriods: 1, fraction: 6 / 14 });
    expect(firstPeriod(10, 'BI')).toEqual({ wholePeriods: 0, fraction: 10 / 14 });
    expect(firstPeriod(30, 'MON')).toEqual({ wholePeriods: 1, fraction: 0 });
  });
});

/** The worked example's offer: the 18-month contract rate (209.68%) accrued daily over 14-day periods. */
const WORKED_TERMS = {
  amountFinancedCents: 140_000,
  contractAprPercent: installmentTermApr(18),
  numberOfPayments: 37,
  frequency: 'BI',
  consummationDate: '2026-11-24',
  firstPaymentDate: '2026-12-08',
} as const;

describe('payments and schedule', () => {
  const worked = fedBox(WORKED_TERMS);

  it('prices the worked example at $119.42 with $112.60 interest and $6.82 principal first', () => {
    expect(worked.interestRateBps).toBe(20_968);
    expect(worked.schedule[0]).toMatchObject({
      paymentCents: 11_942,
      interestCents: 11_260,
      principalCents: 682,
      balanceCents: 139_318,
    });
  });

  it('clears the balance exactly, the last payment absorbing the rounding', () => {
    const rows = worked.schedule;
    expect(rows).toHaveLength(37);
    expect(rows.at(-1)?.balanceCents).toBe(0);
    expect(rows.reduce((sum, row) => sum + row.principalCents, 0)).toBe(140_000);
    expect(rows.every((row) => Number.isInteger(row.interestCents) && Number.isInteger(row.paymentCents))).toBe(true);
    expect(rows.at(-1)?.paymentCents).toBe(11_940);
  });

  it('spaces due dates by the frequency, months keeping their day', () => {
    expect(dueDateOf('2026-12-04', 1, 'BI')).toBe('2026-12-18');
    expect(dueDateOf('2026-12-04', 2, 'WK')).toBe('2026-12-18');
    expect(dueDateOf('2026-12-04', 1, 'BIM')).toBe('2026-12-19');
    expect(dueDateOf('2027-01-31', 1, 'MON')).toBe('2027-02-28');
  });
});

describe('the Fed box', () => {
  const terms = WORKED_TERMS;
  const figures = fedBox(terms);

  it('discloses the worked example: APR 209.11%, a finance charge within $10 of $3,018.54', () => {
    expect(figures.aprPercent).toBe(209.11);
    expect(Math.abs(figures.financeChargeCents - 301_854)).toBeLessThanOrEqual(1_000);
    expect(figures.paymentCents).toBe(11_942);
  });

  it('adds up: total of payments = amount financed + finance charge = the schedule', () => {
    expect(figures.totalOfPaymentsCents).toBe(figures.amountFinancedCents + figures.financeChargeCents);
    expect(figures.schedule.reduce((sum, row) => sum + row.paymentCents, 0)).toBe(figures.totalOfPaymentsCents);
    expect(figures.schedule.reduce((sum, row) => sum + row.interestCents, 0)).toBe(figures.financeChargeCents);
    expect(figures.schedule[0]?.dueDate).toBe('2026-12-08');
    expect(figures.schedule.at(-1)?.dueDate).toBe('2028-04-25');
  });

  it('charges a shorter first period only its own days: less to pay, at the same APR', () => {
    const sooner = fedBox({ ...terms, firstPaymentDate: '2026-12-04' });
    expect(sooner.financeChargeCents).toBeLessThan(figures.financeChargeCents);
    expect(sooner.paymentCents).toBeLessThan(figures.paymentCents);
    expect(Math.abs(sooner.aprPercent - figures.aprPercent)).toBeLessThanOrEqual(0.05);
  });
});
