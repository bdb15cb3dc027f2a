// Truth in Lending figures for a closed-end installment loan (12 CFR 1026.18 and Appendix J, actuarial method).
// Money is integer cents in and out; rates are APR percentages (209.11 = 209.11%).
//
// The payments come from the loan's ledger (./ledgerSchedule.ts); the disclosed APR is solved here from the actual
// payment dates (the odd first period included), because that is what 1026.22(a) holds the disclosure to: within
// 1/8 point of the Appendix J value.
import { FREQUENCIES, type PaymentFrequency } from './frequency';

/** Whole unit periods and the odd fraction before the first payment (Appendix J (b)(5)): 20 days biweekly = 1 and 6/14. */
export function firstPeriod(
  daysToFirstPayment: number,
  frequency: PaymentFrequency,
): { wholePeriods: number; fraction: number } {
  const { unitDays } = FREQUENCIES[frequency];
  return {
    wholePeriods: Math.floor(daysToFirstPayment / unitDays),
    fraction: (daysToFirstPayment % unitDays) / unitDays,
  };
}

/**
 * The Appendix J APR: the rate that makes the payments' present value equal the Amount Financed,
 * A = Σ P_k / ((1 + f·i)(1 + i)^t_k), with f the odd first period and t_k whole periods to payment k.
 * Solved by bisection (the present value falls as the rate rises), to well under 0.001 of a point.
 */
export function appendixJApr(args: {
  amountFinancedCents: number;
  paymentsCents: readonly number[];
  frequency: PaymentFrequency;
  daysToFirstPayment: number;
}): number {
  const { amountFinancedCents, paymentsCents, frequency, daysToFirstPayment } = args;
  const { wholePeriods, fraction } = firstPeriod(daysToFirstPayment, frequency);
  // Each payment's discount is the one before it over (1 + i): one multiplication a payment, not a power.
  const presentValue = (i: number) => {
    const perPeriod = 1 / (1 + i);
    let discount = perPeriod ** wholePeriods / (1 + fraction * i);
    let sum = 0;
    for (const payment of paymentsCents) {
      sum += payment * discount;
      discount *= perPeriod;
    }
    return sum;
  };
  if (presentValue(0) <= amountFinancedCents) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high) > amountFinancedCents) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amountFinancedCents) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * FREQUENCIES[frequency].periodsPerYear * 100;
}

/** APR shown to the customer: two decimals, as the model forms print it. */
export const roundApr = (aprPercent: number): number => Math.round(aprPercent * 100) / 100;
