// The schedule an installment loan discloses is the loan's own ledger (./ledger.ts) paid on time: each row's interest
// is what the ledger accrues at the contract rate over the actual days since the payment before it (the first from the
// day the loan is made), so paying every row on its due date applies exactly the row's interest and principal and
// leaves nothing owed after the last. The finance charge disclosed is then the interest the customer pays on time,
// to the cent, however long the first period is and whatever the calendar does to the days between payments.
//
// The level payment is the least whole-cent payment that repays the loan by the last due date: every payment but the
// last is that payment, and the last is what is then owed (at most the level payment: it absorbs the rounding).
import { openLedger, payoffOn, post, type LedgerState, type LedgerTerms } from './ledger';

export interface LedgerScheduleRow {
  /** 1-based payment number. */
  number: number;
  dueDate: string;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** Principal still owed after this payment. */
  balanceCents: number;
}

/**
 * The rows from paying `payment` on each due date but the last, then the payoff on the last. A payment is never more
 * than is owed: should one clear the loan early, the rows after it ask for nothing.
 */
export function scheduleAtPayment(
  terms: LedgerTerms,
  dueDates: readonly string[],
  payment: number,
): LedgerScheduleRow[] {
  let state: LedgerState = openLedger(terms);
  return dueDates.map((dueDate, index) => {
    const owed = payoffOn(terms, state, dueDate);
    const amount = index === dueDates.length - 1 ? owed : Math.min(payment, owed);
    const result = post(terms, state, { amountCents: amount, postedOn: dueDate });
    // The amount is at most the payoff on its day, which the ledger always takes.
    if (!result.ok) throw new Error('the ledger refused a payment within the payoff');
    state = result.state;
    return {
      number: index + 1,
      dueDate,
      paymentCents: amount,
      interestCents: result.entry.interestCents,
      principalCents: result.entry.principalCents,
      balanceCents: result.entry.principalAfterCents,
    };
  });
}

/** The last row's payment when every payment before it is `payment`. */
const lastPaymentAt = (terms: LedgerTerms, dueDates: readonly string[], payment: number) =>
  scheduleAtPayment(terms, dueDates, payment).at(-1)!.paymentCents;

/**
 * The least whole number at or above `floor` for which `holds` is true, `holds` being false below some point and
 * true from it; searched from `guess` outwards in steps that double, then by halving the bracket found, so a good
 * guess costs a few tries.
 */
export function leastFrom(guess: number, floor: number, holds: (n: number) => boolean): number {
  let low: number;
  let high: number;
  const start = Math.max(floor, Math.round(guess));
  if (holds(start)) {
    high = start;
    let step = 1;
    low = Math.max(floor, high - step);
    while (low > floor && holds(low)) {
      high = low;
      step *= 2;
      low = Math.max(floor, high - step);
    }
    if (low === floor && holds(floor)) return floor;
  } else {
    low = start;
    let step = 1;
    high = low + step;
    while (!holds(high)) {
      low = high;
      step *= 2;
      high = low + step;
    }
  }
  // holds(low) is false, holds(high) true.
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (holds(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * The least level payment whose last payment is no more than it (a larger level payment leaves less to pay last).
 * The search starts from the annuity payment at the rate each period's days accrue on average.
 */
export function levelPaymentByLedger(terms: LedgerTerms, dueDates: readonly string[]): number {
  if (dueDates.length === 0) throw new RangeError('a schedule needs at least one due date');
  const n = dueDates.length;
  const days = (Date.parse(dueDates[n - 1]!) - Date.parse(terms.openedOn)) / 86_400_000;
  const i = (terms.accrualAprBps / 10_000 / 365) * (days / n);
  const guess = i > 0 ? (terms.principalCents * i) / (1 - (1 + i) ** -n) : terms.principalCents / n;
  return leastFrom(guess, 0, (payment) => lastPaymentAt(terms, dueDates, payment) <= payment);
}

/** The schedule the ledger makes of these due dates at the level payment: what is disclosed and what is collected. */
export function ledgerSchedule(terms: LedgerTerms, dueDates: readonly string[]): LedgerScheduleRow[] {
  return scheduleAtPayment(terms, dueDates, levelPaymentByLedger(terms, dueDates));
}
