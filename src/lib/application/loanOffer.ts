// The offer an amount and term make for a product, as the Fed box discloses it (COMPLIANCE.md "Truth in Lending"):
// installment products through src/lib/lending (Appendix J, payments on the applicant's pay cycle, the first on a
// payday at least a week away), single-pay products as one payment at the end of the term. Shared by the amount
// screen, the review and anything else that shows the figures, so they agree to the cent.
import { addDays, format, parseISO } from 'date-fns';
import { daysBetween } from './dates';
import {
  dueDateOf,
  fedBox,
  paymentsForTerm,
  singlePaymentFedBox,
  type FedBoxFigures,
  type PaymentFrequency,
} from '../lending';

/** Single-pay products: one payment of the amount and the fee, the term in days. */
const SINGLE_PAY = new Set(['PDL']);
/** The fee of a single-pay loan: 15% of the amount (the most California allows, Fin. Code 23036(a)). */
export const SINGLE_PAY_FEE_RATE = 0.15;
/** The first payment is never sooner than this after the loan is made. */
const MIN_DAYS_TO_FIRST_PAYMENT = 7;

export interface OfferProduct {
  productCode: string;
  /** The contract rate this lender prices the product at (its highest APR). */
  aprHigh?: number | null;
}

export interface OfferInput {
  product: OfferProduct;
  amountCents: number;
  /** Months for installment products, days for single-pay ones. */
  term: number;
  /** The applicant's pay frequency (income step); biweekly when unknown. */
  payFrequency?: string | null;
  /** The applicant's next pay date, YYYY-MM-DD, if known. */
  nextPayDate?: string | null;
  /** Today in Eastern time, YYYY-MM-DD (the day the loan would be made). */
  today: string;
}

const FREQUENCY_CODES: readonly PaymentFrequency[] = ['WK', 'BI', 'BIM', 'MON'];

export const frequencyOf = (value: string | null | undefined): PaymentFrequency =>
  FREQUENCY_CODES.find((code) => code === value) ?? 'BI';

export const isSinglePay = (productCode: string) => SINGLE_PAY.has(productCode);

/** The first payday on the applicant's cycle at least a week after `today`. */
export function firstPaymentDate(today: string, frequency: PaymentFrequency, nextPayDate?: string | null): string {
  const anchor = nextPayDate && /^\d{4}-\d{2}-\d{2}$/.test(nextPayDate) ? nextPayDate : today;
  for (let index = 0; index < 400; index += 1) {
    const date = dueDateOf(anchor, index, frequency);
    if (daysBetween(today, date) >= MIN_DAYS_TO_FIRST_PAYMENT) return date;
  }
  return dueDateOf(today, 1, frequency);
}

/** How many payments an installment term of `months` makes on this pay cycle (the spec's counts; src/lib/lending). */
export const numberOfPayments = paymentsForTerm;

/** One payment of the amount and its fee at the end of the term (Appendix J's single advance, single payment). */
function singlePayment(amountCents: number, termDays: number, today: string): FedBoxFigures {
  return singlePaymentFedBox({
    amountFinancedCents: amountCents,
    financeChargeCents: Math.round(amountCents * SINGLE_PAY_FEE_RATE),
    consummationDate: today,
    dueDate: format(addDays(parseISO(today), termDays), 'yyyy-MM-dd'),
  });
}

/** The Fed box figures for this amount and term; null when there is nothing to disclose yet (no amount). */
export function offerFigures(input: OfferInput): FedBoxFigures | null {
  const { product, amountCents, term, today } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || !Number.isSafeInteger(term) || term <= 0) return null;
  if (isSinglePay(product.productCode)) return singlePayment(amountCents, term, today);
  const frequency = frequencyOf(input.payFrequency);
  return fedBox({
    amountFinancedCents: amountCents,
    contractAprPercent: product.aprHigh ?? 0,
    numberOfPayments: numberOfPayments(term, frequency),
    frequency,
    consummationDate: today,
    firstPaymentDate: firstPaymentDate(today, frequency, input.nextPayDate),
  });
}
