// A payoff letter's rules, shared by the documents page's form and the server that writes the letter: which days a
// letter may be good through, and the figures it quotes for a day, taken from the loan's ledger (../lending/ledger.ts)
// and nothing else, so the letter says exactly what the ledger will ask for on that day.
//
// The good-through day is any calendar day from today (US Eastern) to 10 days ahead, weekends and bank holidays
// included: interest accrues on every calendar day and a payment made in the portal is applied on the day it is made,
// so a payoff exists for every day. Only mail is tied to business days; the letter says so (server/payoff/letterPdf.ts).
import { parseCalendarDate, plusDays } from '../application/dates';
import { payoffOn, UNITS_PER_CENT, type LedgerState, type LedgerTerms } from '../lending/ledger';

/** The furthest day ahead a letter may be good through. */
export const PAYOFF_LETTER_DAYS_AHEAD = 10;

export const latestGoodThrough = (today: string): string => plusDays(today, PAYOFF_LETTER_DAYS_AHEAD);

export type GoodThroughProblem = 'required' | 'invalid' | 'past' | 'tooFar';

/** The catalogue key of each refusal of a good-through day (the form's field message and the server's refusal). */
export const GOOD_THROUGH_PROBLEM_KEYS = {
  required: 'account.payoffLetter.problem.required',
  invalid: 'account.payoffLetter.problem.invalid',
  past: 'account.payoffLetter.problem.past',
  tooFar: 'account.payoffLetter.problem.tooFar',
} as const satisfies Record<GoodThroughProblem, string>;

/** The day asked for as YYYY-MM-DD (typed as YYYY-MM-DD or MM/DD/YYYY), or why it cannot be a letter's day. */
export function goodThroughOf(
  value: string | null | undefined,
  today: string,
): { ok: true; day: string } | { ok: false; problem: GoodThroughProblem } {
  if (!value?.trim()) return { ok: false, problem: 'required' };
  const day = parseCalendarDate(value);
  if (!day) return { ok: false, problem: 'invalid' };
  if (day < today) return { ok: false, problem: 'past' };
  if (day > latestGoodThrough(today)) return { ok: false, problem: 'tooFar' };
  return { ok: true, day };
}

/**
 * A day's interest on `principalCents` at `aprBps`, in tenths of a cent, rounded half up: principal × APR / 365, the
 * way a payoff letter states a per diem ($8.043 on $1,400.00 at 209.68%). The ledger accrues the exact figure and
 * rounds only its running total to the cent, so from one day to the next the payoff grows by this amount rounded
 * down or up to a whole cent, never by more than a cent away from it.
 */
export function perDiemMills(principalCents: number, aprBps: number): number {
  // Tenths of a cent: principal × bps × 10 / UNITS_PER_CENT; halves round up.
  const units = principalCents * aprBps * 10;
  return Math.floor((2 * units + UNITS_PER_CENT) / (2 * UNITS_PER_CENT));
}

/** What a letter quotes for its good-through day. */
export interface PayoffQuote {
  goodThrough: string;
  /** The payoff on that day: principal + interest, in cents. */
  payoffCents: number;
  principalCents: number;
  /** Interest accrued and unpaid to that day; a single-payment loan's finance charge (its fee) still unpaid. */
  interestCents: number;
  /** A day's interest in tenths of a cent for a loan that accrues daily; null for a flat finance charge. */
  perDiemMills: number | null;
}

/**
 * The payoff on `goodThrough` by the ledger as it stands after its postings (payments still pending are not
 * postings). Nothing is posted between today and that day in the quote: the principal, and so the per diem, hold.
 */
export function payoffQuote(terms: LedgerTerms, state: LedgerState, goodThrough: string): PayoffQuote {
  const payoffCents = payoffOn(terms, state, goodThrough);
  return {
    goodThrough,
    payoffCents,
    principalCents: state.principalCents,
    interestCents: payoffCents - state.principalCents,
    perDiemMills: terms.accrualAprBps > 0 ? perDiemMills(state.principalCents, terms.accrualAprBps) : null,
  };
}

/** "$8.043": a per diem in tenths of a cent, as the letter and the page write it. */
export function formatMills(mills: number): string {
  const dollars = Math.floor(mills / 1000);
  const rest = String(mills % 1000).padStart(3, '0');
  return `$${dollars.toLocaleString('en-US')}.${rest}`;
}
