// What a payment may be, shared by the payment form's checks and the server's makePayment: the
// amount due, a custom amount or the payoff, in integer cents, never more than the payoff.
export type PaymentKindName = 'DUE' | 'CUSTOM' | 'PAYOFF';
export type PaymentMethodName = 'DEBIT_CARD' | 'BANK_ACCOUNT';

/** The smallest custom payment the loan system takes: $1.00. */
export const MIN_PAYMENT_CENTS = 100;

export interface PayableLoan {
  amountDueCents: number;
  payoffCents: number;
}

/** The amount a kind of payment pays, or, for a custom payment, the amount typed. */
export function paymentAmountOf(kind: PaymentKindName, loan: PayableLoan, customCents: number | null): number | null {
  if (kind === 'DUE') return Math.min(loan.amountDueCents, loan.payoffCents);
  if (kind === 'PAYOFF') return loan.payoffCents;
  return customCents;
}

export type PaymentProblem = 'amountRequired' | 'amountTooSmall' | 'aboveThePayoff' | 'notTheAmountDue' | 'nothingDue';

/** Why this payment cannot be taken, or null: the key of its message under `account.payment.problem.`. */
export function paymentProblem(
  kind: PaymentKindName,
  amountCents: number | null,
  loan: PayableLoan,
): PaymentProblem | null {
  if (loan.payoffCents <= 0) return 'nothingDue';
  if (amountCents == null || !Number.isSafeInteger(amountCents) || amountCents <= 0) return 'amountRequired';
  if (amountCents > loan.payoffCents) return 'aboveThePayoff';
  if (kind === 'DUE' && amountCents !== paymentAmountOf('DUE', loan, null)) return 'notTheAmountDue';
  if (kind === 'PAYOFF' && amountCents !== loan.payoffCents) return 'notTheAmountDue';
  if (kind === 'CUSTOM' && amountCents < Math.min(MIN_PAYMENT_CENTS, loan.payoffCents)) return 'amountTooSmall';
  return null;
}

/** An idempotency key as the client makes them (a UUID); anything else is refused before it reaches the database. */
export const isIdempotencyKey = (key: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
