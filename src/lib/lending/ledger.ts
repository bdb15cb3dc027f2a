// The loan ledger: what a loan owes follows from what was posted to it, and nothing else. Every posted payment is
// applied on the day it posts (US Eastern calendar day): first to the interest accrued and unpaid, then to the
// principal. An installment loan accrues simple daily interest on its outstanding principal at APR / 365 a day; a
// single-payment loan owes a flat finance charge (its fee) from the start and accrues nothing. So the payoff on any
// day is the principal outstanding plus the interest accrued and unpaid to that day; equivalently, the amount
// borrowed plus all interest accrued to that day less everything paid.
//
// Rounding rule (integer cents throughout): interest is accrued exactly, as the running sum since origination of
// principal × APR basis points × days (an integer), and only that running total is rounded, half up, to the cent
// (total / (10,000 × 365)). A posting's interest is the rounded total on its day less the rounded total on the day of
// the posting before it. The interest charged is therefore never more than half a cent from the exact figure over the
// whole loan, it does not depend on how often the customer pays, and a payment made earlier (less principal for
// longer) can never be charged more interest than the same payment made later.

/**
 * Whole days from one calendar date (YYYY-MM-DD) to another, counted on the dates alone (no time zone or
 * daylight-saving shift enters). Written out rather than parsed by a date library, or even by Date.UTC: a schedule's
 * search runs the ledger thousands of times per offer, and this was most of its time.
 */
export function daysBetween(fromIso: string, toIso: string): number {
  return dayNumber(toIso) - dayNumber(fromIso);
}

/** The digit at `i`, or NaN when it is not one (a malformed date then yields NaN days, as parsing it would). */
const digitAt = (iso: string, i: number): number => {
  const digit = iso.charCodeAt(i) - 48;
  return digit >= 0 && digit <= 9 ? digit : NaN;
};

/** Days from 1970-01-01 to a YYYY-MM-DD date on the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function dayNumber(iso: string): number {
  const month = digitAt(iso, 5) * 10 + digitAt(iso, 6);
  const day = digitAt(iso, 8) * 10 + digitAt(iso, 9);
  // Years counted from March, so that the leap day is the last day of its year.
  const year =
    digitAt(iso, 0) * 1000 + digitAt(iso, 1) * 100 + digitAt(iso, 2) * 10 + digitAt(iso, 3) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** What the loan was made with: the opening balance and how it earns interest. */
export interface LedgerTerms {
  /** The amount borrowed, in cents. */
  principalCents: number;
  /** The contract rate in basis points when the loan accrues daily interest (20968 is 209.68%); 0 for a flat charge. */
  accrualAprBps: number;
  /** A finance charge owed from the start (a single-payment loan's fee), in cents; 0 for an accruing loan. */
  chargeCents: number;
  /** The day the loan was made, US Eastern (YYYY-MM-DD): interest accrues from it. */
  openedOn: string;
}

/** One payment the loan system posted: its amount and the US Eastern day it posted. */
export interface Posting {
  amountCents: number;
  postedOn: string;
}

export interface LedgerState {
  principalCents: number;
  /** Interest accrued to `lastOn` (or charged at the start) and not yet paid, in cents. */
  interestUnpaidCents: number;
  /** The exact accrual to `lastOn`: Σ principal × APR bps × days (cents × bps × days, an integer). */
  accrualUnits: number;
  /** The accrual to `lastOn`, rounded: what the postings so far were charged (round(accrualUnits / UNITS_PER_CENT)). */
  accruedCents: number;
  /** The day of the last posting (the opening day before any). */
  lastOn: string;
  /** Everything posted so far, in cents. */
  paidCents: number;
}

/** A posting as the ledger applied it. */
export interface LedgerEntry extends Posting {
  /** The day it was applied on (its own day; never before the posting before it: interest does not run backwards). */
  appliedOn: string;
  /** Interest accrued since the posting before it (or since the loan was made). */
  accruedSinceLastCents: number;
  interestCents: number;
  principalCents: number;
  payoffBeforeCents: number;
  payoffAfterCents: number;
  principalAfterCents: number;
}

/** One cent of interest is 10,000 bps × 365 days of one cent of principal. */
export const UNITS_PER_CENT = 10_000 * 365;

/** n / UNITS_PER_CENT rounded half up, in integers (n ≥ 0). */
const roundUnits = (units: number): number => Math.floor((2 * units + UNITS_PER_CENT) / (2 * UNITS_PER_CENT));

function checkedUnits(units: number): number {
  // Far beyond any loan made here ($10,000 at 1,000% for ten years is 3.65e14): past it integers stop being exact.
  if (!Number.isSafeInteger(units)) throw new RangeError('interest accrual beyond exact integer range');
  return units;
}

function checkedCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${what} must be whole cents ≥ 0, got ${cents}`);
  return cents;
}

export function openLedger(terms: LedgerTerms): LedgerState {
  return {
    principalCents: checkedCents(terms.principalCents, 'principal'),
    interestUnpaidCents: checkedCents(terms.chargeCents, 'charge'),
    accrualUnits: 0,
    accruedCents: 0,
    lastOn: terms.openedOn,
    paidCents: 0,
  };
}

/** The day a posting on `day` is applied on: never before the last posting (clocks of two processes may disagree). */
const appliedDay = (state: LedgerState, day: string): string =>
  daysBetween(state.lastOn, day) < 0 ? state.lastOn : day;

/** The exact and rounded accrual from the loan's start to `day` (a day before the last posting counts as that day). */
function accrualTo(terms: LedgerTerms, state: LedgerState, day: string): { units: number; cents: number } {
  const days = Math.max(0, daysBetween(state.lastOn, day));
  const units = checkedUnits(state.accrualUnits + state.principalCents * terms.accrualAprBps * days);
  return { units, cents: roundUnits(units) };
}

/** Interest accrued since the last posting, to `day`, in cents. */
export function interestSinceLastPosting(terms: LedgerTerms, state: LedgerState, day: string): number {
  return accrualTo(terms, state, day).cents - state.accruedCents;
}

/** What pays the loan off on `day`: the principal outstanding plus interest accrued and unpaid to that day. */
export function payoffOn(terms: LedgerTerms, state: LedgerState, day: string): number {
  return state.principalCents + state.interestUnpaidCents + interestSinceLastPosting(terms, state, day);
}

export type PostResult =
  | { ok: true; state: LedgerState; entry: LedgerEntry }
  /** More than the payoff on its day: nothing is applied (the ledger never holds a credit balance). */
  | { ok: false; reason: 'abovePayoff'; payoffCents: number };

/** Applies one payment on its day: interest accrued and unpaid first, then principal. */
export function post(terms: LedgerTerms, state: LedgerState, posting: Posting): PostResult {
  const amount = checkedCents(posting.amountCents, 'payment');
  const appliedOn = appliedDay(state, posting.postedOn);
  const accrual = accrualTo(terms, state, appliedOn);
  const accruedSinceLastCents = accrual.cents - state.accruedCents;
  const interestOwed = state.interestUnpaidCents + accruedSinceLastCents;
  const payoffBeforeCents = state.principalCents + interestOwed;
  if (amount > payoffBeforeCents) return { ok: false, reason: 'abovePayoff', payoffCents: payoffBeforeCents };
  const interestCents = Math.min(amount, interestOwed);
  const principalCents = amount - interestCents;
  const next: LedgerState = {
    principalCents: state.principalCents - principalCents,
    interestUnpaidCents: interestOwed - interestCents,
    accrualUnits: accrual.units,
    accruedCents: accrual.cents,
    lastOn: appliedOn,
    paidCents: state.paidCents + amount,
  };
  return {
    ok: true,
    state: next,
    entry: {
      // Named rather than spread: a spread followed by more properties made each posting some twenty times slower
      // (V8), and a schedule's search posts thousands.
      amountCents: posting.amountCents,
      postedOn: posting.postedOn,
      appliedOn,
      accruedSinceLastCents,
      interestCents,
      principalCents,
      payoffBeforeCents,
      payoffAfterCents: payoffBeforeCents - amount,
      principalAfterCents: next.principalCents,
    },
  };
}

export interface Ledger {
  state: LedgerState;
  entries: LedgerEntry[];
}

/**
 * The ledger after every posting, in the order they posted. A posting above the payoff cannot have been posted (the
 * settlement returns such a payment instead), so finding one means the records are wrong: it throws.
 */
export function replay(terms: LedgerTerms, postings: readonly Posting[]): Ledger {
  let state = openLedger(terms);
  const entries: LedgerEntry[] = [];
  for (const posting of postings) {
    const result = post(terms, state, posting);
    if (!result.ok)
      throw new RangeError(`a posting of ${posting.amountCents} exceeds the payoff of ${result.payoffCents}`);
    state = result.state;
    entries.push(result.entry);
  }
  return { state, entries };
}
