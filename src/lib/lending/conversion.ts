// The conversion and refinance arithmetic, in integer cents, shared by the server (which refuses
// what the screens could not show) and the screens. A conversion amount's figures, the preview of its first payments
// included, are the Appendix J ones of ./disclosure priced by ./pricing (docs/pricing.md): one payment per amount.
import type { FedBoxFigures } from './disclosure';
import type { PaymentFrequency } from './frequency';
import { pricedFedBox } from './pricing';

/** Refinance option 1 repayOriginal, 2 repayAndReduce, 3 repayAndBorrow. */
export type RefinanceOptionId = 1 | 2 | 3;

/** The slider's values: minimum to maximum in steps of interval (cents). */
export function sliderSteps(minimum: number, maximum: number, interval: number): number[] {
  if (interval <= 0 || maximum < minimum) return [minimum];
  const steps: number[] = [];
  for (let value = minimum; value <= maximum; value += interval) steps.push(value);
  return steps;
}

/** "The middle of the minimum-to-maximum range in steps of interval" (the lower middle when even). */
export function sliderDefault(minimum: number, maximum: number, interval: number): number {
  const steps = sliderSteps(minimum, maximum, interval);
  return steps[Math.floor((steps.length - 1) / 2)]!;
}

/** Why an amount is not one the slider offers, or null when it is. */
export function amountProblem(
  amountCents: number,
  limits: { minimum: number; maximum: number; interval: number },
): 'notWhole' | 'belowMinimum' | 'aboveMaximum' | 'offInterval' | null {
  if (!Number.isSafeInteger(amountCents)) return 'notWhole';
  if (amountCents < limits.minimum) return 'belowMinimum';
  if (amountCents > limits.maximum) return 'aboveMaximum';
  if ((amountCents - limits.minimum) % limits.interval !== 0) return 'offInterval';
  return null;
}

/** What a conversion offer's figures depend on (convertLoanDetails). */
export interface ConvertPricing {
  /** The contract APR of the offer's term, percent. */
  apr: number;
  /** The range every amount's disclosed APR lies within, percent. */
  aprLow: number;
  aprHigh: number;
  numberOfPayments: number;
  paymentFrequency: PaymentFrequency;
  /** The first payment's due date, YYYY-MM-DD. */
  newDueDate: string;
}

/**
 * The Fed box of one slider amount signed `today` (each amount is its own refinancing disclosure: 1026.20(a)): the
 * same function on the screen and on the server, so what is shown is what is signed and recorded.
 */
export function convertOfferFigures(details: ConvertPricing, amountCents: number, today: string): FedBoxFigures {
  return pricedFedBox(
    {
      amountFinancedCents: amountCents,
      contractAprPercent: details.apr,
      numberOfPayments: details.numberOfPayments,
      frequency: details.paymentFrequency,
      consummationDate: today,
      firstPaymentDate: details.newDueDate,
    },
    { min: details.aprLow, max: details.aprHigh },
  );
}

/** The schedule preview shows the first 7 rows of the disclosed schedule. */
export const PREVIEW_ROWS = 7;

export interface RefinanceTerms {
  loanAmount: number;
  financeCharge: number;
  loanFeeAmount: number | null;
  payoffAmount: number | null;
  /** The loan's APR in percent; the new finance charge is the APR for the new term's days. */
  apr: number;
  termDays: number;
}

export interface RefinanceBreakdown {
  optionId: RefinanceOptionId;
  /** What is owed now: loan plus finance charge. */
  currentTotal: number;
  /** Option 2's principal paid back today. */
  paidBack: number;
  /** Option 3's added borrowing. */
  borrowed: number;
  /** Total = loan + finance charge, less the amount paid back (2), plus the amount borrowed (3). */
  refinanceTotal: number;
  /** The fee settled by the refinance (loan fee if present, else the payoff). */
  fee: number;
  /** Paid by the customer today: the fee plus what they pay back, less what the new borrowing covers. */
  dueToday: number;
  /** "Cash to customer = requested amount minus the fee", never below 0. */
  cashBack: number;
  newLoanAmount: number;
  /** "New finance charge = amount times apr", the APR taken for the new term's days. */
  newFinanceCharge: number;
  newTotalDue: number;
}

/** An empty or unreadable amount counts as 0. */
export function refinanceAmountCents(raw: string): number {
  const trimmed = raw.trim();
  if (!trimmed) return 0;
  const value = Number(trimmed.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
}

export function refinanceBreakdown(
  terms: RefinanceTerms,
  optionId: RefinanceOptionId,
  enteredCents: number,
): RefinanceBreakdown {
  const paidBack = optionId === 2 ? enteredCents : 0;
  const borrowed = optionId === 3 ? enteredCents : 0;
  const fee = terms.loanFeeAmount ?? terms.payoffAmount ?? 0;
  const currentTotal = terms.loanAmount + terms.financeCharge;
  const newLoanAmount = terms.loanAmount - paidBack + borrowed;
  const newFinanceCharge = Math.round((newLoanAmount * terms.apr * terms.termDays) / 100 / 365);
  return {
    optionId,
    currentTotal,
    paidBack,
    borrowed,
    refinanceTotal: currentTotal - paidBack + borrowed,
    fee,
    dueToday: Math.max(0, fee + paidBack - borrowed),
    cashBack: Math.max(0, borrowed - fee),
    newLoanAmount,
    newFinanceCharge,
    newTotalDue: newLoanAmount + newFinanceCharge,
  };
}

export interface RefinanceLimits {
  loanAmount: number;
  /** The most option 3 may add (the payday product's largest loan less this one). */
  maxBorrow: number;
  /** The payday product's smallest loan: a refinance makes a loan, so option 2 leaves at least this much. */
  minimumLoan: number;
}

/** The most the entered amount may be: option 2 pays back down to the smallest loan; option 3 borrows up to its limit. */
export function refinanceAmountMaximum(optionId: RefinanceOptionId, limits: RefinanceLimits): number {
  if (optionId === 2) return Math.max(0, limits.loanAmount - limits.minimumLoan);
  if (optionId === 3) return limits.maxBorrow;
  return 0;
}

/** Why the entered amount is refused for this option, or null (option 1 takes none, so any is ignored). */
export function refinanceAmountProblem(
  optionId: RefinanceOptionId,
  enteredCents: number,
  limits: RefinanceLimits,
): 'negative' | 'aboveLoan' | 'aboveMaximum' | null {
  if (!Number.isSafeInteger(enteredCents) || enteredCents < 0) return 'negative';
  if (optionId === 1) return null;
  if (enteredCents <= refinanceAmountMaximum(optionId, limits)) return null;
  return optionId === 2 ? 'aboveLoan' : 'aboveMaximum';
}
