// The offer an amount and term make (src/lib/application/loanOffer.ts) and the amount step's limits
// (src/lib/application/loanRequest.ts): installment figures through the Appendix J library on the applicant's pay
// cycle, a payday loan as one payment with its fee, and the $50 step and term range the server also enforces.
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../src/lib/application/dates';
import {
  firstPaymentDate,
  latestFirstPaymentDays,
  numberOfPayments,
  offerFigures,
} from '../../../src/lib/application/loanOffer';
import { loanLimitsOf, loanRequestProblems } from '../../../src/lib/application/loanRequest';
import { paymentsForTerm, PUBLISHED_INSTALLMENT_TERMS } from '../../../src/lib/lending';

const ILP = { productCode: 'ILP', aprHigh: 225, minLoan: 50_000, maxLoan: 240_000, minTerm: 6, maxTerm: 24 };

describe('offerFigures', () => {
  it('discloses an installment offer whose parts add up, dated from today on the pay cycle', () => {
    const figures = offerFigures({
      product: ILP,
      amountCents: 140_000,
      term: 18,
      payFrequency: 'BI',
      nextPayDate: '2026-11-27',
      today: '2026-11-24',
    })!;
    // The published term: 18 months biweekly is 37 payments.
    expect(figures.numberOfPayments).toBe(37);
    expect(figures.schedule[0]?.dueDate).toBe('2026-12-11');
    expect(figures.totalOfPaymentsCents).toBe(figures.amountFinancedCents + figures.financeChargeCents);
    expect(figures.aprPercent).toBeGreaterThan(200);
  });

  it('changes with the amount', () => {
    const at = (amountCents: number) =>
      offerFigures({ product: ILP, amountCents, term: 12, today: '2026-11-24' })!.financeChargeCents;
    expect(at(100_000)).toBeLessThan(at(150_000));
  });

  it('discloses a payday loan as one payment of the amount and a 15% fee, APR over the term', () => {
    const figures = offerFigures({
      product: { productCode: 'PDL' },
      amountCents: 30_000,
      term: 14,
      today: '2026-11-24',
    })!;
    expect(figures).toMatchObject({
      financeChargeCents: 4_500,
      totalOfPaymentsCents: 34_500,
      numberOfPayments: 1,
      aprPercent: 391.07,
    });
    expect(figures.schedule[0]?.dueDate).toBe('2026-12-08');
  });

  it('has nothing to disclose without an amount', () => {
    expect(offerFigures({ product: ILP, amountCents: 0, term: 12, today: '2026-11-24' })).toBeNull();
  });

  it('puts the first payment on a payday at least a week away', () => {
    expect(firstPaymentDate('2026-11-24', 'BI', '2026-11-27')).toBe('2026-12-11');
    expect(firstPaymentDate('2026-11-24', 'MON', null)).toBe('2026-12-24');
  });

  it('steps a next payday given far ahead or long ago back onto the nearest one at least a week away', () => {
    // 2099-01-01 is a Thursday; on its every-second-Thursday cycle the first at least 7 days after 2026-11-24 is
    // 2026-12-10 (the Thursday before it is off the cycle). 2001-06-30 is a Saturday: weekly, 2026-12-05.
    expect(firstPaymentDate('2026-11-24', 'BI', '2099-01-01')).toBe('2026-12-10');
    expect(firstPaymentDate('2026-11-24', 'WK', '2001-06-30')).toBe('2026-12-05');
    for (const frequency of ['WK', 'BI', 'BIM', 'MON'] as const)
      for (const next of [null, '2026-11-24', '2026-11-30', '2026-12-20', '2099-01-01', '2001-06-30']) {
        const days = daysBetween('2026-11-24', firstPaymentDate('2026-11-24', frequency, next));
        expect(days).toBeGreaterThanOrEqual(7);
        expect(days).toBeLessThanOrEqual(latestFirstPaymentDays(frequency));
      }
  });
});

describe('payments for a term (one rule, src/lib/lending/term.ts)', () => {
  it('is the stated count where the product rules give one: 18 months biweekly is 37, 24 months is 48', () => {
    expect(paymentsForTerm(18, 'BI')).toBe(37);
    expect(paymentsForTerm(24, 'BI')).toBe(48);
    expect(PUBLISHED_INSTALLMENT_TERMS.map(({ months, payments }) => ({ months, payments }))).toEqual([
      { months: 18, payments: 37 },
      { months: 24, payments: 48 },
    ]);
    // The amount step's name for it is the same function.
    expect(numberOfPayments).toBe(paymentsForTerm);
  });

  it('follows the same rate elsewhere, never fewer payments for a longer term', () => {
    expect([6, 12, 17, 19, 21, 23, 30].map((m) => paymentsForTerm(m, 'BI'))).toEqual([12, 25, 35, 39, 43, 46, 60]);
    for (const frequency of ['WK', 'BI', 'BIM', 'MON'] as const)
      for (let months = 1; months < 36; months += 1)
        expect(paymentsForTerm(months + 1, frequency)).toBeGreaterThanOrEqual(paymentsForTerm(months, frequency));
  });

  it('pays other cycles over the same weeks: the biweekly count scaled by payments a year', () => {
    const FREQS = ['WK', 'BIM', 'MON'] as const;
    expect(FREQS.map((f) => paymentsForTerm(18, f))).toEqual([74, 34, 17]);
    expect(FREQS.map((f) => paymentsForTerm(24, f))).toEqual([96, 44, 22]);
    expect(paymentsForTerm(1, 'MON')).toBe(1);
  });

  it('prices the published example through the amount step’s path ($1,400, 18 months: 37 biweekly payments)', () => {
    // The first payment a regular period (14 days) away; the 18-month term's contract rate (209.68%, accrued daily).
    const figures = offerFigures({
      product: { productCode: 'ILP', aprLow: 145, aprHigh: 225 },
      amountCents: 140_000,
      term: 18,
      payFrequency: 'BI',
      nextPayDate: '2026-12-08',
      today: '2026-11-24',
    })!;
    expect(figures).toMatchObject({ numberOfPayments: 37, paymentCents: 11_942, aprPercent: 209.11 });
    // $1,400 × 2.0968 × 14 / 365 = $112.60 of interest first.
    expect(figures.schedule[0]).toMatchObject({ interestCents: 11_260, principalCents: 682, dueDate: '2026-12-08' });
    // 36 payments of $119.42 and a last of $119.40 that absorbs their rounding: $4,418.52 in all.
    expect(figures.schedule.slice(0, 36).every((p) => p.paymentCents === 11_942)).toBe(true);
    expect(figures.schedule[36]?.paymentCents).toBe(11_940);
    expect(figures.totalOfPaymentsCents).toBe(441_852);
    expect(figures.financeChargeCents).toBe(figures.totalOfPaymentsCents - 140_000);
  });
});

describe('loan limits', () => {
  const limits = loanLimitsOf(ILP);

  it('are the product’s, in $50 steps, terms in the product’s unit', () => {
    expect(limits).toEqual({
      minAmount: 50_000,
      maxAmount: 240_000,
      step: 5_000,
      minTerm: 6,
      maxTerm: 24,
      termUnit: 'months',
    });
    expect(loanLimitsOf({ productCode: 'PDL', minLoan: 10_000, maxLoan: 30_000 }).termUnit).toBe('days');
  });

  it('refuse an amount outside them or off the step, and a term outside them', () => {
    expect(loanRequestProblems(limits, 140_000, 18)).toEqual([]);
    expect(loanRequestProblems(limits, 245_000, 18)).toEqual([
      { field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' },
    ]);
    expect(loanRequestProblems(limits, 140_010, 18)).toEqual([
      { field: 'amountCents', key: 'application.finalSteps.amount.step' },
    ]);
    expect(loanRequestProblems(limits, 140_000, 25)).toEqual([
      { field: 'term', key: 'application.finalSteps.amount.termOutOfRange' },
    ]);
  });
});
