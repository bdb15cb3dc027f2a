// The offer an amount and term make for a product, as the Fed box discloses it (Reg Z, 12 CFR 1026.18):
// amortizing products through src/lib/lending (priced within the product's APR limits by its pricing rules, Appendix
// J, payments on the applicant's pay cycle, the first on a payday at least a week away), single-pay products as one
// payment at the end of the term. Shared by the amount screen, the review, the server's loan details and the products'
// representative examples, so they agree to the cent.
import { daysBetween, plusDays } from './dates';
import {
  aprLimitsOf,
  contractAprOf,
  dueDateOf,
  FREQUENCIES,
  paymentsForTerm,
  pricedFedBox,
  singlePaymentFedBox,
  type FedBoxFigures,
  type PaymentFrequency,
  type PricedProduct,
} from '../lending';

/** Single-pay products: one payment of the amount and the fee, the term in days. */
const SINGLE_PAY = new Set(['PDL']);
/** The fee of a single-pay loan: 15% of the amount (the most California allows, Fin. Code 23036(a)). */
export const SINGLE_PAY_FEE_RATE = 0.15;
/** The first payment is never sooner than this after the loan is made. */
const MIN_DAYS_TO_FIRST_PAYMENT = 7;

/** The product as availability describes it: its code and advertised APR range. */
export type OfferProduct = PricedProduct;

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

/** The longest a pay period runs in days: its unit, a month at its longest. */
const longestPeriodDays = (frequency: PaymentFrequency) => (frequency === 'MON' ? 31 : FREQUENCIES[frequency].unitDays);

/** The most days firstPaymentDate can put between the loan and its first payment on this cycle. */
export const latestFirstPaymentDays = (frequency: PaymentFrequency) =>
  longestPeriodDays(frequency) + MIN_DAYS_TO_FIRST_PAYMENT - 1;

/**
 * The first payday on the applicant's cycle at least a week after `today`: the earliest date of the cycle through
 * their next payday that is 7 days off or more. A next payday given further ahead than that (a stale or mistyped one)
 * is stepped back along its cycle, so the first payment is never more than a period and 6 days away (a monthly cycle's
 * longest month and 6 days): the first period, and with it the APR, stays within what the pricing is held to.
 */
export function firstPaymentDate(today: string, frequency: PaymentFrequency, nextPayDate?: string | null): string {
  const anchor = nextPayDate && /^\d{4}-\d{2}-\d{2}$/.test(nextPayDate) ? nextPayDate : today;
  const daysTo = (index: number) => daysBetween(today, dueDateOf(anchor, index, frequency));
  // A first guess at the index from the days the anchor is off (a month taken as its longest), then whole periods
  // either way: a loop of a few steps however far ahead or behind the anchor is.
  let index = -Math.floor((daysTo(0) - MIN_DAYS_TO_FIRST_PAYMENT) / longestPeriodDays(frequency));
  while (daysTo(index) < MIN_DAYS_TO_FIRST_PAYMENT) index += 1;
  while (daysTo(index - 1) >= MIN_DAYS_TO_FIRST_PAYMENT) index -= 1;
  return dueDateOf(anchor, index, frequency);
}

/** How many payments an installment term of `months` makes on this pay cycle (src/lib/lending/term.ts). */
export const numberOfPayments = paymentsForTerm;

/** The fee of a single-pay loan of `amountCents`: 15% rounded half up to the cent. */
const singlePayFeeCents = (amountCents: number) => Math.round(amountCents * SINGLE_PAY_FEE_RATE);

/** One payment of the amount and its fee at the end of the term (Appendix J's single advance, single payment). */
function singlePayment(amountCents: number, termDays: number, today: string): FedBoxFigures {
  return singlePaymentFedBox({
    amountFinancedCents: amountCents,
    financeChargeCents: singlePayFeeCents(amountCents),
    consummationDate: today,
    dueDate: plusDays(today, termDays),
  });
}

/** The Fed box figures for this amount and term; null when there is nothing to disclose yet (no amount). */
export function offerFigures(input: OfferInput): FedBoxFigures | null {
  const { product, amountCents, term, today } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || !Number.isSafeInteger(term) || term <= 0) return null;
  if (isSinglePay(product.productCode)) return singlePayment(amountCents, term, today);
  const frequency = frequencyOf(input.payFrequency);
  return pricedFedBox(
    {
      amountFinancedCents: amountCents,
      contractAprPercent: contractAprOf(product, term),
      numberOfPayments: numberOfPayments(term, frequency),
      frequency,
      consummationDate: today,
      firstPaymentDate: firstPaymentDate(today, frequency, input.nextPayDate),
    },
    aprLimitsOf(product),
  );
}

/**
 * What a representative example assumes where its APR depends on it: pay every two weeks, the first payment 14 days
 * after the loan is made (a customer whose next payday is two weeks off, or who has not given one, gets exactly this).
 */
export const EXAMPLE_ASSUMPTIONS = { payFrequency: 'BI' as PaymentFrequency, daysToFirstPayment: 14 } as const;

/** Any day serves: the example's figures depend on the days to the first payment, not on the date. */
const EXAMPLE_DAY = '2026-01-05';

/** The offer a product's representative example describes, under EXAMPLE_ASSUMPTIONS. */
export function exampleFigures(product: OfferProduct, amountCents: number, term: number): FedBoxFigures | null {
  return offerFigures({
    product,
    amountCents,
    term,
    payFrequency: EXAMPLE_ASSUMPTIONS.payFrequency,
    nextPayDate: plusDays(EXAMPLE_DAY, EXAMPLE_ASSUMPTIONS.daysToFirstPayment),
    today: EXAMPLE_DAY,
  });
}

/** A single-pay loan's APR over a term of `termDays`: its fee's, as its Fed box discloses it (the days, not the date). */
export const singlePayAprPercent = (amountCents: number, termDays: number): number =>
  singlePayment(amountCents, termDays, EXAMPLE_DAY).aprPercent;
