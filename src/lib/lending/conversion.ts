// The conversion and refinance arithmetic of spec 000 section 9, in integer cents, shared by the server (which refuses
// what the screens could not show) and the screens. The spec's preview formula is a display approximation only: the
// figures a customer signs are the Appendix J ones of ./disclosure (COMPLIANCE.md "Truth in Lending").

/** Refinance option 1 repayOriginal, 2 repayAndReduce, 3 repayAndBorrow (spec 000 section 3). */
export type RefinanceOptionId = 1 | 2 | 3;

/** The slider's values: minimum to maximum in steps of interval (cents). */
export function sliderSteps(minimum: number, maximum: number, interval: number): number[] {
  if (interval <= 0 || maximum < minimum) return [minimum];
  const steps: number[] = [];
  for (let value = minimum; value <= maximum; value += interval) steps.push(value);
  return steps;
}

/** Spec 000 section 9: "the middle of the minimum-to-maximum range in steps of interval" (the lower middle when even). */
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

/** Spec 000 section 9: "Bi-weekly payment = amount times (1 plus apr) divided by numberOfPayments" (apr as a fraction). */
export function previewPaymentCents(amountCents: number, aprPercent: number, numberOfPayments: number): number {
  return Math.round((amountCents * (1 + aprPercent / 100)) / numberOfPayments);
}

export interface PreviewRow {
  installmentNumber: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
}

export const PREVIEW_ROWS = 7;
/** Each row moves 5 percent of the payment from interest to principal. */
const PRINCIPAL_STEP = 0.05;

/**
 * Spec 000 section 9: "Installment schedule preview shows 7 payments; the interest share starts at full and the principal
 * share rises 5 percent per row." Row 1 is all interest; row k has (k-1)·5 % principal. The balance is the amount less
 * the principal paid so far.
 */
export function previewSchedule(amountCents: number, aprPercent: number, numberOfPayments: number): PreviewRow[] {
  const payment = previewPaymentCents(amountCents, aprPercent, numberOfPayments);
  let balance = amountCents;
  return Array.from({ length: Math.min(PREVIEW_ROWS, numberOfPayments) }, (_, index) => {
    const principal = Math.round(payment * PRINCIPAL_STEP * index);
    balance -= principal;
    return {
      installmentNumber: index + 1,
      paymentCents: payment,
      interestCents: payment - principal,
      principalCents: principal,
      balanceCents: balance,
    };
  });
}

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
  /** Spec: total = loan + finance charge, less the amount paid back (2), plus the amount borrowed (3). */
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

/** An empty or unreadable amount counts as 0 (spec 000 section 5). */
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
