// The offer an amount and term make (src/lib/application/loanOffer.ts) and the amount step's limits
// (src/lib/application/loanRequest.ts): installment figures through the Appendix J library on the applicant's pay
// cycle, a payday loan as one payment with its fee, and the $50 step and term range the server also enforces.
import { describe, expect, it } from 'vitest';
import { firstPaymentDate, numberOfPayments, offerFigures } from '../../../src/lib/application/loanOffer';
import { loanLimitsOf, loanRequestProblems } from '../../../src/lib/application/loanRequest';

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
    expect(figures.numberOfPayments).toBe(39);
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
    expect(numberOfPayments(24, 'MON')).toBe(24);
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
