// What an offer costs, kept within its product's limits (12 CFR 1026.22(a): the APR disclosed is the Appendix J one).
//
// Installment products are priced from the published terms (./installmentTerms.ts): each term's contract rate is the
// greatest rate, in whole basis points, whose ledger schedule (./ledgerSchedule.ts, 14-day periods) pays the published
// amount off in level payments of the published payment (18 months: 209.68%, which gives 36 × $119.42 and a last of
// $119.40, a finance charge of $3,018.52, and discloses 209.11%; 24 months: 144.26%, disclosing 143.86%). Terms up to
// the shortest published one take its rate, terms from the longest take the longest one's, and a term in between a
// straight line between the two (as ./term.ts counts them). Other amortizing products are priced at their highest APR.
//
// Interest accrues by the day, so the APR disclosed moves little with the first payment's date; it is the contract
// rate's yearly equivalent over the pay cycle (× 14 × 26 / 365 biweekly). Where it would fall outside the product's
// range, the contract rate is moved, for that offer only, to the nearest whole basis point whose Appendix J APR is
// back within: the customer pays less (or, below the advertised floor, more) and every disclosed APR is one the
// product advertises and the law allows.
import { appendixJApr } from './appendixJ';
import { fedBox, interestRateBpsOf, scheduleOf, type FedBoxFigures, type OfferTerms } from './disclosure';
import { dueDatesOf } from './frequency';
import { INSTALLMENT_APR_LIMITS, PUBLISHED_INSTALLMENT_TERMS, type PublishedInstallmentTerm } from './installmentTerms';
import { leastFrom, levelPaymentByLedger } from './ledgerSchedule';
import { daysBetween } from '../application/dates';
import { percentOfBps } from '../format/percent';

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

/** Any day serves: a published term's payments are 14 days apart from a first payment 14 days out. */
const PUBLISHED_FROM = '2026-01-01';
/** Far above any rate a product here is priced at: the searches below stay under it. */
const MOST_BPS = 1_000_000;

/**
 * The greatest contract rate, in whole basis points, whose level payment on the term's amount and number of payments
 * is its published payment; as a percent. The greatest, so that the last payment (what is left after the level ones)
 * comes nearest the published payment too. The level payment rises with the rate, so the search halves the range.
 */
export function publishedTermApr(term: PublishedInstallmentTerm): number {
  const dueDates = dueDatesOf(dueDatesOf(PUBLISHED_FROM, 2, 'BI')[1]!, term.payments, 'BI');
  const payment = (bps: number) =>
    levelPaymentByLedger(
      { principalCents: term.amountCents, accrualAprBps: bps, chargeCents: 0, openedOn: PUBLISHED_FROM },
      dueDates,
    );
  const bps = leastFrom(0, 0, (n) => payment(n) > term.paymentCents) - 1;
  if (payment(bps) !== term.paymentCents) throw new Error(`No contract rate makes the ${term.months}-month payment`);
  return percentOfBps(bps);
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

/** The unrounded Appendix J APR of the schedule a contract rate (basis points) makes; the Fed box shows it rounded. */
function exactApr(terms: OfferTerms, bps: number): number {
  return appendixJApr({
    amountFinancedCents: terms.amountFinancedCents,
    paymentsCents: scheduleOf({ ...terms, contractAprPercent: percentOfBps(bps) }).map((row) => row.paymentCents),
    frequency: terms.frequency,
    daysToFirstPayment: daysBetween(terms.consummationDate, terms.firstPaymentDate),
  });
}

/**
 * The contract rate this offer is made at, in percent: the product's own for the term when its Appendix J APR is
 * within the limits; else the whole basis point nearest to it whose APR is within. The APR rises with the rate nearly
 * in proportion, so the search starts where the proportion puts the bound. The bound is held on the unrounded APR, so
 * the two-decimal APR shown cannot round past it either.
 */
export function contractAprWithin(terms: OfferTerms, limits: AprLimits): number {
  const start = interestRateBpsOf(terms.contractAprPercent);
  const aprOf = (bps: number) => exactApr(terms, bps);
  const apr = aprOf(start);
  const guessFor = (bound: number) => (apr > 0 ? (start * bound) / apr : bound * 100);
  let bps = start;
  // The greatest rate at or under the ceiling: one below the least whose APR is above it.
  if (apr > limits.max) bps = leastFrom(guessFor(limits.max), 0, (n) => aprOf(n + 1) > limits.max);
  else if (apr < limits.min)
    bps = leastFrom(guessFor(limits.min), start, (n) => n >= MOST_BPS || aprOf(n) >= limits.min);
  // A rate is made only once its own APR has been checked.
  if (bps !== start && !(aprOf(bps) >= limits.min && aprOf(bps) <= limits.max))
    throw new Error('No contract rate keeps this offer within its APR limits');
  return percentOfBps(bps);
}

/** The Fed box of an amortizing offer priced within its limits (the one every installment screen and the server use). */
export function pricedFedBox(terms: OfferTerms, limits: AprLimits): FedBoxFigures {
  return fedBox({ ...terms, contractAprPercent: contractAprWithin(terms, limits) });
}
