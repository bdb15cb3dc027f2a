// The conversion and refinance formulas (src/lib/lending/conversion.ts), in integer cents, and
// the conversion's funds timing on the shared banking calendar (server/afterDecision/bankCalendar.ts).
import { describe, expect, it } from 'vitest';
import { toLoanConversion } from '../../../server/conversion/flow';
import type { ConversionRow } from '../../../server/conversion/access';
import {
  amountProblem,
  convertOfferFigures,
  refinanceAmountCents,
  refinanceBreakdown,
  sliderDefault,
  sliderSteps,
} from '../../../src/lib/lending/conversion';
import { installmentTermApr } from '../../../src/lib/lending/pricing';

const LIMITS = { minimum: 30_000, maximum: 140_000, interval: 5_000 };

describe('the slider', () => {
  it('runs from minimum to maximum in steps of interval and starts at the middle', () => {
    const steps = sliderSteps(LIMITS.minimum, LIMITS.maximum, LIMITS.interval);
    expect(steps).toHaveLength(23);
    expect(steps[0]).toBe(30_000);
    expect(steps.at(-1)).toBe(140_000);
    expect(sliderDefault(LIMITS.minimum, LIMITS.maximum, LIMITS.interval)).toBe(85_000);
    // An even number of steps takes the lower middle: 300, 350, 400, 450 -> 350.
    expect(sliderDefault(30_000, 45_000, 5_000)).toBe(35_000);
  });

  it('names what is wrong with a typed amount', () => {
    expect(amountProblem(85_000, LIMITS)).toBeNull();
    expect(amountProblem(29_999, LIMITS)).toBe('belowMinimum');
    expect(amountProblem(140_050, LIMITS)).toBe('aboveMaximum');
    expect(amountProblem(85_100, LIMITS)).toBe('offInterval');
    expect(amountProblem(85_000.5, LIMITS)).toBe('notWhole');
  });
});

describe('a conversion amount’s figures', () => {
  /** The online installment loan's 18-month term, the first payment 14 days after signing. */
  const DETAILS = {
    apr: installmentTermApr(18),
    aprLow: 145,
    aprHigh: 225,
    numberOfPayments: 37,
    paymentFrequency: 'BI',
    newDueDate: '2026-12-08',
  } as const;

  it('are the published term’s: $1,400 is 37 biweekly payments of $119.42, APR 209.11%', () => {
    const figures = convertOfferFigures(DETAILS, 140_000, '2026-11-24');
    expect(figures).toMatchObject({ paymentCents: 11_942, numberOfPayments: 37, aprPercent: 209.11 });
    expect(figures.totalOfPaymentsCents).toBe(441_852);
    expect(figures.schedule[0]?.dueDate).toBe('2026-12-08');
  });

  it('hold the APR within the range given, lowering the rate for that offer when the first period is short', () => {
    // Under a ceiling of 200% the 18-month rate (disclosing 209.11%) comes down for this offer only, and the payment
    // with it.
    const capped = convertOfferFigures({ ...DETAILS, aprHigh: 200 }, 140_000, '2026-12-01');
    expect(capped.aprPercent).toBeLessThanOrEqual(200);
    expect(capped.aprPercent).toBeGreaterThan(199.9);
    expect(capped.paymentCents).toBeLessThan(11_942);
  });
});

describe('the refinance breakdown', () => {
  const TERMS = {
    loanAmount: 30_000,
    financeCharge: 4_500,
    loanFeeAmount: 4_500,
    payoffAmount: 34_500,
    apr: 391.07,
    termDays: 14,
  };

  it('option 1: total = loan plus finance charge; the fee is paid today; the same amount for a new term', () => {
    expect(refinanceBreakdown(TERMS, 1, 0)).toMatchObject({
      currentTotal: 34_500,
      refinanceTotal: 34_500,
      dueToday: 4_500,
      cashBack: 0,
      newLoanAmount: 30_000,
      newFinanceCharge: 4_500, // $300 x 391.07% x 14/365
      newTotalDue: 34_500,
    });
  });

  it('option 2 subtracts the paid-back amount', () => {
    expect(refinanceBreakdown(TERMS, 2, 10_000)).toMatchObject({
      paidBack: 10_000,
      refinanceTotal: 24_500,
      dueToday: 14_500,
      newLoanAmount: 20_000,
      newFinanceCharge: 3_000,
    });
  });

  it('option 3 adds the borrowed amount and takes the fees due from the cash back', () => {
    expect(refinanceBreakdown(TERMS, 3, 20_000)).toMatchObject({
      borrowed: 20_000,
      refinanceTotal: 54_500,
      dueToday: 0,
      cashBack: 15_500,
      newLoanAmount: 50_000,
      newFinanceCharge: 7_500,
    });
    // Borrowing less than the fee: no cash back, the rest of the fee is paid today.
    expect(refinanceBreakdown(TERMS, 3, 3_000)).toMatchObject({ cashBack: 0, dueToday: 1_500 });
  });

  it('without a loan fee, the fee is the payoff', () => {
    expect(refinanceBreakdown({ ...TERMS, loanFeeAmount: null }, 3, 40_000).cashBack).toBe(5_500);
  });

  it('reads an empty amount as 0', () => {
    expect(refinanceAmountCents('')).toBe(0);
    expect(refinanceAmountCents('  ')).toBe(0);
    expect(refinanceAmountCents('$1,234.5')).toBe(123_450);
    expect(refinanceAmountCents('abc')).toBe(0);
  });
});

describe('funds timing of a signed conversion: ACH on the shared banking calendar', () => {
  const row = (signedAt: Date): ConversionRow =>
    ({
      id: 'c',
      type: 'CONVERSION',
      status: 'CONFIRMED',
      originalLoanNumber: 'PDL-1',
      refinanceOptionId: null,
      amountCents: 80_000,
      signedAt,
      newLoanNumber: 'ILP-1',
      terms: JSON.stringify({ loanDetails: {}, dueToday: 0, cashBack: 45_500 }),
    }) as unknown as ConversionRow;
  const dateOf = (at: string) => toLoanConversion(row(new Date(at)), 'lumen', null).fundsTiming?.businessDate;

  it('by 8:00 pm Eastern on a business day: the next business day, over a holiday', () => {
    expect(dateOf('2026-11-24T19:59:00-05:00')).toBe('2026-11-25');
    expect(dateOf('2026-11-25T12:00:00-05:00')).toBe('2026-11-27'); // Thanksgiving is not a business day
  });

  it('after 8:00 pm, or on a weekend: the second business day', () => {
    expect(dateOf('2026-11-27T20:30:00-05:00')).toBe('2026-12-01'); // Friday night: Monday, then Tuesday
    expect(dateOf('2026-11-28T10:00:00-05:00')).toBe('2026-12-01'); // Saturday
  });
});
