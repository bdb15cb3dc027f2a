// The conversion and refinance formulas of spec 000 section 9 (src/lib/lending/conversion.ts), in integer cents, and
// the conversion's funds timing on the shared banking calendar (server/afterDecision/bankCalendar.ts).
import { describe, expect, it } from 'vitest';
import { toLoanConversion } from '../../../server/conversion/flow';
import type { ConversionRow } from '../../../server/conversion/access';
import {
  amountProblem,
  previewPaymentCents,
  previewSchedule,
  refinanceAmountCents,
  refinanceBreakdown,
  sliderDefault,
  sliderSteps,
} from '../../../src/lib/lending/conversion';

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

describe('the preview (spec 000 section 9)', () => {
  it('bi-weekly payment = amount x (1 + apr) / numberOfPayments', () => {
    // $1,400 at 209.11%: 1400 x 3.0911 / 37 = $116.96 (the display approximation COMPLIANCE.md warns about).
    expect(previewPaymentCents(140_000, 209.11, 37)).toBe(11_696);
  });

  it('shows 7 rows: the interest share starts at full and the principal share rises 5 percent a row', () => {
    const rows = previewSchedule(140_000, 209.11, 37);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({
      installmentNumber: 1,
      paymentCents: 11_696,
      interestCents: 11_696,
      principalCents: 0,
      balanceCents: 140_000,
    });
    expect(rows[1]!.principalCents).toBe(585); // 5% of 116.96
    expect(rows[6]!.principalCents).toBe(3_509); // 30%
    for (const row of rows) expect(row.interestCents + row.principalCents).toBe(row.paymentCents);
    expect(rows[6]!.balanceCents).toBe(140_000 - rows.reduce((sum, r) => sum + r.principalCents, 0));
  });
});

describe('the refinance breakdown (spec 000 section 9)', () => {
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
