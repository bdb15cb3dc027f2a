// The payoff of an installment loan, as a simple-interest lender quotes it: the principal the amortization schedule
// still has outstanding, plus the interest accrued on it since the last installment paid (or since origination),
// less what was paid toward the next installment. Simple daily interest at the loan's APR over a 365-day year,
// counted in US Eastern calendar days. Integer cents throughout: the one rounding is of the interest total.
import { daysBetween } from '../application/dates';

export interface PayoffInstallment {
  dueDate: string;
  paymentCents: number;
  balanceCents: number;
  paid: boolean;
}

export interface InstallmentPayoffInput {
  principalCents: number;
  /** The loan's APR in basis points (20911 is 209.11%). */
  aprBps: number;
  /** The day the loan was made, US Eastern (YYYY-MM-DD). */
  originatedOn: string;
  /** The amortization schedule, in installment order. */
  schedule: readonly PayoffInstallment[];
  /** Every payment on the loan the loan system has posted, in cents. */
  postedCents: number;
}

export interface InstallmentPayoff {
  payoffCents: number;
  /** The schedule's balance after the last installment paid (the principal before any). */
  unpaidPrincipalCents: number;
  accruedInterestCents: number;
  /** Interest accrues from this day (the last installment paid's due date, else origination). */
  accruedSince: string;
  days: number;
  /** Posted payments not yet used up by a whole installment: they go first to the interest, then the principal. */
  creditCents: number;
}

const DAYS_IN_YEAR = 365;

/** balance × APR × days / 365, rounded half up to the cent, in integers (no floating-point product). */
export function accruedInterestCents(balanceCents: number, aprBps: number, days: number): number {
  if (balanceCents <= 0 || aprBps <= 0 || days <= 0) return 0;
  const numerator = balanceCents * aprBps * days; // under 2^53 for any loan this portal makes
  const denominator = 10_000 * DAYS_IN_YEAR;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function installmentPayoff(input: InstallmentPayoffInput, today: string): InstallmentPayoff {
  let lastPaid: PayoffInstallment | undefined;
  let paidInstallmentsCents = 0;
  for (const row of input.schedule) {
    if (!row.paid) break;
    lastPaid = row;
    paidInstallmentsCents += row.paymentCents;
  }
  const unpaidPrincipalCents = lastPaid ? lastPaid.balanceCents : input.principalCents;
  const accruedSince = lastPaid ? lastPaid.dueDate : input.originatedOn;
  // An installment paid before its due date has paid its period's interest already: nothing accrues until then.
  const days = Math.max(0, daysBetween(accruedSince, today));
  const accrued = accruedInterestCents(unpaidPrincipalCents, input.aprBps, days);
  const creditCents = Math.max(0, input.postedCents - paidInstallmentsCents);
  return {
    payoffCents: Math.max(0, unpaidPrincipalCents + accrued - creditCents),
    unpaidPrincipalCents,
    accruedInterestCents: accrued,
    accruedSince,
    days,
    creditCents,
  };
}
