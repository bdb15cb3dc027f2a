// The amount step's limits, shared by the slider, its typed alternative and the server's
// check of saveLoanRequest: a product's minimum and maximum (the server's availability already caps the maximum by
// the state: California's amount financed at most $2,400), a $50 step, and the term range in the product's unit.
import type { MessageKey } from '../i18n/en';

/** Amounts move in steps of $50 (as the conversion offers do). */
export const AMOUNT_STEP_CENTS = 5_000;

/** Single-pay products' terms are days; installment products' are months. */
const SINGLE_PAY = new Set(['PDL']);

export interface LimitedProduct {
  productCode: string;
  minLoan?: number | null;
  maxLoan?: number | null;
  minTerm?: number | null;
  maxTerm?: number | null;
}

export interface LoanLimits {
  minAmount: number;
  maxAmount: number;
  step: number;
  minTerm: number;
  maxTerm: number;
  termUnit: 'days' | 'months';
}

export function loanLimitsOf(product: LimitedProduct): LoanLimits {
  const step = AMOUNT_STEP_CENTS;
  // The range's ends land on the step, so every amount the slider offers is one the server accepts.
  const maxAmount = Math.floor((product.maxLoan ?? 0) / step) * step;
  const minAmount = Math.min(Math.ceil((product.minLoan ?? 0) / step) * step, maxAmount);
  return {
    minAmount,
    maxAmount,
    step,
    minTerm: product.minTerm ?? 1,
    maxTerm: product.maxTerm ?? product.minTerm ?? 1,
    termUnit: SINGLE_PAY.has(product.productCode) ? 'days' : 'months',
  };
}

export type LoanRequestProblem = { field: 'amountCents' | 'term'; key: MessageKey };

/** What is wrong with an amount and term for this product: [] when both are acceptable. */
export function loanRequestProblems(limits: LoanLimits, amountCents: number, term: number): LoanRequestProblem[] {
  const problems: LoanRequestProblem[] = [];
  if (!Number.isSafeInteger(amountCents) || amountCents < limits.minAmount || amountCents > limits.maxAmount)
    problems.push({ field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' });
  else if ((amountCents - limits.minAmount) % limits.step !== 0)
    problems.push({ field: 'amountCents', key: 'application.finalSteps.amount.step' });
  if (!Number.isSafeInteger(term) || term < limits.minTerm || term > limits.maxTerm)
    problems.push({ field: 'term', key: 'application.finalSteps.amount.termOutOfRange' });
  return problems;
}
