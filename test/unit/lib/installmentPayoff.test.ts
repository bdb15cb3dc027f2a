// The installment payoff (src/lib/lending/payoff.ts) against figures worked by hand: simple daily interest at the
// loan's APR over 365 days on the schedule's unpaid principal, from the last installment paid (else origination),
// less what was paid toward the next installment. The loan is COMPLIANCE.md's worked example: $1,400.00 at 209.11%,
// 37 biweekly payments of $119.42, the first with $112.60 interest and $6.82 principal (balance $1,393.18).
import { describe, expect, it } from 'vitest';
import { accruedInterestCents, installmentPayoff, type PayoffInstallment } from '../../../src/lib/lending/payoff';

const APR_BPS = 20_911;
const ORIGINATED = '2026-11-02';
/** The first three rows of its Appendix J schedule (interest $112.60, $112.05, $111.46 at 209.11% / 26 a period). */
const schedule = (paid: number): PayoffInstallment[] =>
  [
    { dueDate: '2026-11-16', paymentCents: 11_942, balanceCents: 139_318 },
    { dueDate: '2026-11-30', paymentCents: 11_942, balanceCents: 138_581 },
    { dueDate: '2026-12-14', paymentCents: 11_942, balanceCents: 137_785 },
  ].map((row, i) => ({ ...row, paid: i < paid }));

const loan = (paid: number, postedCents: number) => ({
  principalCents: 140_000,
  aprBps: APR_BPS,
  originatedOn: ORIGINATED,
  schedule: schedule(paid),
  postedCents,
});

describe('accruedInterestCents', () => {
  it('is balance × APR × days / 365, rounded half up to the cent', () => {
    // 1,400.00 × 2.0911 × 5 / 365 = 40.1033 → $40.10
    expect(accruedInterestCents(140_000, APR_BPS, 5)).toBe(4_010);
    // 1,393.18 × 2.0911 × 7 / 365 = 55.8711 → $55.87
    expect(accruedInterestCents(139_318, APR_BPS, 7)).toBe(5_587);
    // $0.50 at 365%: half a cent a day rounds up to 1 cent; a whole year of $100 at 10% is $10.00 exactly
    expect(accruedInterestCents(50, 36_500, 1)).toBe(1);
    expect(accruedInterestCents(10_000, 1_000, 365)).toBe(1_000);
  });

  it('is nothing for no days, no balance or no rate', () => {
    expect(accruedInterestCents(140_000, APR_BPS, 0)).toBe(0);
    expect(accruedInterestCents(0, APR_BPS, 10)).toBe(0);
    expect(accruedInterestCents(140_000, 0, 10)).toBe(0);
  });
});

describe('installmentPayoff', () => {
  it('five days after origination: the principal and five days of interest ($1,440.10)', () => {
    expect(installmentPayoff(loan(0, 0), '2026-11-07')).toEqual({
      payoffCents: 144_010,
      unpaidPrincipalCents: 140_000,
      accruedInterestCents: 4_010,
      accruedSince: ORIGINATED,
      days: 5,
      creditCents: 0,
    });
  });

  it('on the day it was made: the principal alone', () => {
    expect(installmentPayoff(loan(0, 0), ORIGINATED).payoffCents).toBe(140_000);
  });

  it('a week after the first installment was paid: $1,393.18 and seven days of interest ($1,449.05)', () => {
    const payoff = installmentPayoff(loan(1, 11_942), '2026-11-23');
    expect(payoff).toMatchObject({ unpaidPrincipalCents: 139_318, accruedSince: '2026-11-16', days: 7 });
    expect(payoff.payoffCents).toBe(139_318 + 5_587);
  });

  it('what was paid toward the next installment comes off ($50.00 → $1,399.05)', () => {
    const payoff = installmentPayoff(loan(1, 11_942 + 5_000), '2026-11-23');
    expect(payoff.creditCents).toBe(5_000);
    expect(payoff.payoffCents).toBe(139_905);
  });

  it('a missed installment keeps accruing on the last balance paid to (30 days: $239.45 of interest)', () => {
    // 1,393.18 × 2.0911 × 30 / 365 = 239.4476 → $239.45
    expect(installmentPayoff(loan(1, 11_942), '2026-12-16').payoffCents).toBe(139_318 + 23_945);
  });

  it('an installment paid before its due date accrues nothing until then', () => {
    const payoff = installmentPayoff(loan(2, 2 * 11_942), '2026-11-23');
    expect(payoff).toMatchObject({ unpaidPrincipalCents: 138_581, accruedInterestCents: 0, days: 0 });
    expect(payoff.payoffCents).toBe(138_581);
  });

  it('counts calendar days across the end of daylight saving time (2 November 2025: 4 days)', () => {
    const payoff = installmentPayoff({ ...loan(0, 0), originatedOn: '2025-10-31' }, '2025-11-04');
    expect(payoff.days).toBe(4);
  });

  it('never goes below zero', () => {
    expect(installmentPayoff(loan(0, 200_000), '2026-11-07').payoffCents).toBe(0);
  });
});
