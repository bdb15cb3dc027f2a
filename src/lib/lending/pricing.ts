// What an offer costs, kept within its product's limits (12 CFR 1026.22(a): the APR disclosed is the Appendix J one).
//
// Installment products are priced from the published terms (./installmentTerms.ts): each term's periodic rate is the
// least rate, in whole millionths, whose level payment rounds to the published payment (18 months: 8.0422% a
// fortnight, which with ./appendixJ's rounding gives 36 × $119.42 and $118.57, total $4,417.69; 24 months: 5.5331%).
// The contract APR of a term is that rate × 26; terms up to the shortest published one take its rate, terms from the
// longest take the longest one's, and a term in between a straight line between the two (as ./term.ts counts them).
// Other amortizing products are priced at their highest APR.
//
// The payments come from the contract rate in whole unit periods, so the APR disclosed depends on how far away the
// first payment is (a short first period raises it). Where it would fall outside the product's range, the contract
// rate is moved, for that offer only, until the Appendix J APR is back within: the customer pays less (or, below the
// advertised floor, more) and every disclosed APR is one the product advertises and the law allows.
import { amortize, appendixJApr, levelPaymentCents } from './appendixJ';
import { fedBox, type FedBoxFigures, type OfferTerms } from './disclosure';
import { FREQUENCIES } from './frequency';
import { INSTALLMENT_APR_LIMITS, PUBLISHED_INSTALLMENT_TERMS, type PublishedInstallmentTerm } from './installmentTerms';
import { daysBetween } from '../application/dates';

/** The products whose offers are installment loans, held to INSTALLMENT_APR_LIMITS besides their own range. */
export const INSTALLMENT_PRODUCT_CODES: ReadonlySet<string> = new Set(['ILP', 'RETAIL_ILP', 'BANK_ILP']);

export interface AprLimits {
  min: number;
  max: number;
}

export interface PricedProduct {
  productCode: string;
  /** The advertised APR range, percent. */
  aprLow?: number | null;
  aprHigh?: number | null;
}

const BIWEEKLY_PER_YEAR = FREQUENCIES.BI.periodsPerYear;
const MILLIONTH = 1_000_000;

/** The contract APR (percent) of a biweekly periodic rate of `millionths` / 1,000,000: the rate × 26. */
const aprOfMillionths = (millionths: number) => (millionths * BIWEEKLY_PER_YEAR * 100) / MILLIONTH;

/**
 * The least biweekly periodic rate, in whole millionths, whose level payment on the term's amount and number of
 * payments rounds to its published payment; as a contract APR in percent. The level payment rises with the rate, so
 * the search halves the range of millionths.
 */
export function publishedTermApr(term: PublishedInstallmentTerm): number {
  const payment = (millionths: number) =>
    levelPaymentCents(term.amountCents, aprOfMillionths(millionths), term.payments, 'BI');
  let low = 0;
  let high = MILLIONTH;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (payment(mid) < term.paymentCents) low = mid + 1;
    else high = mid;
  }
  if (payment(low) !== term.paymentCents) throw new Error(`No periodic rate makes the ${term.months}-month payment`);
  return aprOfMillionths(low);
}

const [SHORT, LONG] = PUBLISHED_INSTALLMENT_TERMS;
const SHORT_APR = publishedTermApr(SHORT);
const LONG_APR = publishedTermApr(LONG);

/** The installment contract APR of a term of `months` (percent). */
export function installmentTermApr(months: number): number {
  if (months <= SHORT.months) return SHORT_APR;
  if (months >= LONG.months) return LONG_APR;
  return SHORT_APR + ((months - SHORT.months) * (LONG_APR - SHORT_APR)) / (LONG.months - SHORT.months);
}

export const isInstallmentProduct = (productCode: string) => INSTALLMENT_PRODUCT_CODES.has(productCode);

/** The APRs a product's offers may disclose: its advertised range, within the installment limits for an installment. */
export function aprLimitsOf(product: PricedProduct): AprLimits {
  const low = product.aprLow ?? 0;
  const high = product.aprHigh ?? INSTALLMENT_APR_LIMITS.max;
  if (!isInstallmentProduct(product.productCode)) return { min: low, max: high };
  return { min: Math.max(low, INSTALLMENT_APR_LIMITS.min), max: Math.min(high, INSTALLMENT_APR_LIMITS.max) };
}

/** The contract APR an amortizing product prices a term of `months` at, before the limits. */
export function contractAprOf(product: PricedProduct, months: number): number {
  return isInstallmentProduct(product.productCode) ? installmentTermApr(months) : (product.aprHigh ?? 0);
}

/** The unrounded Appendix J APR of the schedule a contract rate makes (the rounded one is what the Fed box shows). */
function exactApr(terms: OfferTerms, days: number, contractAprPercent: number): number {
  const rows = amortize(terms.amountFinancedCents, contractAprPercent, terms.numberOfPayments, terms.frequency);
  return appendixJApr({
    amountFinancedCents: terms.amountFinancedCents,
    paymentsCents: rows.map((row) => row.paymentCents),
    frequency: terms.frequency,
    daysToFirstPayment: days,
  });
}

/** How near the bound a moved offer's APR is aimed (percentage points). */
const AIM = 0.0005;
/** Secant steps toward the bound: the APR follows the rate nearly one for one, so two or three are usual. */
const SECANT_STEPS = 12;
/** Steps back to the right side of the bound, each twice the last: from AIM, far past any product's range. */
const STEPS_BACK = 40;

/**
 * The contract rate whose offer's APR sits at `bound`, on the side `within` accepts. Secant steps find the rate whose
 * unrounded Appendix J APR is the bound (the cent rounding makes the APR a staircase in the rate, so it may land
 * on either side); then the rate steps away from the bound, each step twice the last, until the APR is within. A
 * rate is returned only once its own APR has been checked.
 */
function rateAtBound(
  aprOf: (rate: number) => number,
  start: number,
  bound: number,
  within: (apr: number) => boolean,
  away: 1 | -1,
): number {
  let [rate0, apr0] = [start, aprOf(start)];
  let rate = Math.max(0, rate0 - (apr0 - bound));
  let apr = aprOf(rate);
  for (let step = 0; step < SECANT_STEPS && Math.abs(apr - bound) > AIM && apr !== apr0; step += 1) {
    const next = Math.max(0, rate - ((apr - bound) * (rate - rate0)) / (apr - apr0));
    [rate0, apr0] = [rate, apr];
    rate = next;
    apr = aprOf(rate);
  }
  for (let step = 0, size = AIM; step < STEPS_BACK && !within(apr); step += 1, size *= 2) {
    rate = Math.max(0, rate + away * size);
    apr = aprOf(rate);
  }
  if (!within(apr)) throw new Error('No contract rate keeps this offer within its APR limits');
  return rate;
}

/**
 * The contract APR this offer is made at: the product's own for the term when its Appendix J APR is within the
 * limits; else the rate whose APR is at (just inside) the bound it crossed. The bound is held on the unrounded APR,
 * so the two-decimal APR shown cannot round past it either.
 */
export function contractAprWithin(terms: OfferTerms, limits: AprLimits): number {
  const days = daysBetween(terms.consummationDate, terms.firstPaymentDate);
  const aprOf = (rate: number) => exactApr(terms, days, rate);
  const start = terms.contractAprPercent;
  const apr = aprOf(start);
  if (apr > limits.max) return rateAtBound(aprOf, start, limits.max - AIM, (a) => a <= limits.max, -1);
  if (apr < limits.min) return rateAtBound(aprOf, start, limits.min + AIM, (a) => a >= limits.min, 1);
  return start;
}

/** The Fed box of an amortizing offer priced within its limits (the one every installment screen and the server use). */
export function pricedFedBox(terms: OfferTerms, limits: AprLimits): FedBoxFigures {
  return fedBox({ ...terms, contractAprPercent: contractAprWithin(terms, limits) });
}
