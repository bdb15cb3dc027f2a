// Truth in Lending figures for a closed-end installment loan (12 CFR 1026.18 and Appendix J, actuarial method;
// COMPLIANCE.md "Truth in Lending"). Money is integer cents in and out; rates are APR percentages (209.11 = 209.11%).
//
// The payment and the schedule come from the contract rate with whole unit periods; the disclosed APR is then solved
// from the actual payment dates (the odd first period included), because that is what 1026.22(a) holds the
// disclosure to: within 1/8 point of the Appendix J value.
import { FREQUENCIES, type PaymentFrequency } from './frequency';

/** Rate per unit period: APR / periods per year (Appendix J (b)(4)). */
export const periodicRate = (aprPercent: number, frequency: PaymentFrequency): number =>
  aprPercent / 100 / FREQUENCIES[frequency].periodsPerYear;

/**
 * The level payment P = A·i / (1 − (1+i)^−n), rounded half up to the cent. It exceeds each period's interest by more
 * than the rounding on every term and rate the products offer (up to 24 months at up to 300%), so the balance falls
 * with every payment.
 */
export function levelPaymentCents(
  amountFinancedCents: number,
  aprPercent: number,
  numberOfPayments: number,
  frequency: PaymentFrequency,
): number {
  const i = periodicRate(aprPercent, frequency);
  const discount = 1 - (1 + i) ** -numberOfPayments;
  // No interest (or a rate too small to tell from none): equal shares of the amount, rounded up.
  if (i === 0 || discount === 0) return Math.ceil(amountFinancedCents / numberOfPayments);
  return Math.round((amountFinancedCents * i) / discount);
}

export interface AmortizationRow {
  /** 1-based payment number. */
  number: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** What is owed after this payment. */
  balanceCents: number;
}

/**
 * The schedule, in integer cents. Rounding rules (the ones that reproduce the published example: $1,400 at 8.0422% a
 * period, 36 payments of $119.42 and a last of $118.57, total $4,417.69):
 *  - the level payment is the annuity payment rounded half up to the cent (levelPaymentCents);
 *  - the balance runs unrounded, b_k = b_(k-1)·(1 + i) − payment, and each row shows it rounded half up to the cent,
 *    so a row's rounding never carries into the next row's interest;
 *  - a row's principal is the fall in the shown balance and its interest the rest of its payment, so the principal
 *    column sums to the amount financed and the interest column to the finance charge, to the cent;
 *  - the last payment is whatever is then owed, b_(n-1)·(1 + i) rounded half up: it absorbs the payment's rounding;
 *  - no payment is more than is owed: should the rounding clear the balance early (only for a loan of a few dollars
 *    over many payments), that payment is the rest and the ones after it are nothing.
 */
export function amortize(
  amountFinancedCents: number,
  aprPercent: number,
  numberOfPayments: number,
  frequency: PaymentFrequency,
): AmortizationRow[] {
  const i = periodicRate(aprPercent, frequency);
  const payment = levelPaymentCents(amountFinancedCents, aprPercent, numberOfPayments, frequency);
  const rows: AmortizationRow[] = [];
  let exact = amountFinancedCents;
  let shown = amountFinancedCents;
  for (let number = 1; number <= numberOfPayments; number += 1) {
    const owed = exact * (1 + i);
    const last = number === numberOfPayments || owed - payment <= 0;
    exact = last ? 0 : owed - payment;
    const balanceCents = Math.round(exact);
    const paymentCents = shown === 0 ? 0 : last ? Math.round(owed) : payment;
    const principalCents = shown - balanceCents;
    rows.push({ number, paymentCents, interestCents: paymentCents - principalCents, principalCents, balanceCents });
    shown = balanceCents;
  }
  return rows;
}

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
