// What a scheduled one-time payment may be, shared by the payment form's checks and the server: the day it runs and
// its amount. The calendar is passed in (the server's Fed business-day calendar; the screen, the days the server
// listed as open), so the rule is one function wherever it runs. Money is integer cents; days are YYYY-MM-DD in US
// Eastern time.
import { plusDays, toUsDate } from '../application/dates';
import { authorizationValues, type AuthorizationFacts } from './authorization';
import { MIN_PAYMENT_CENTS } from './payment';

export type ScheduleDateProblem = 'dateRequired' | 'dateNotAfterToday' | 'dateAfterDueDate' | 'dateNotBusinessDay';
export type ScheduleAmountProblem = 'amountRequired' | 'amountTooSmall' | 'aboveWhatIsLeft' | 'nothingLeft';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ScheduleWindow {
  /** The server's today (US Eastern). */
  today: string;
  /** The loan's current due date: nothing is scheduled after it. */
  dueDate: string;
  isBusinessDay: (isoDay: string) => boolean;
}

/**
 * Why a payment cannot run on `runsOn`, or null. Today is not offered: a payment today is a payment now. A day after
 * the due date would be a late payment the customer set up in advance; they pay now or call instead.
 */
export function scheduleDateProblem(
  runsOn: string | null | undefined,
  window: ScheduleWindow,
): ScheduleDateProblem | null {
  if (!isIsoDay(runsOn)) return 'dateRequired';
  if (runsOn <= window.today) return 'dateNotAfterToday';
  if (runsOn > window.dueDate) return 'dateAfterDueDate';
  if (!window.isBusinessDay(runsOn)) return 'dateNotBusinessDay';
  return null;
}

/**
 * Why this amount cannot be scheduled, or null. `leftCents` is what is left to pay: the payoff today less the
 * payments pending and the other payments already scheduled, so scheduled and pending payments together never ask
 * for more than is owed. The smallest is makePayment's ($1.00, or what is left when that is less).
 */
export function scheduleAmountProblem(amountCents: number | null, leftCents: number): ScheduleAmountProblem | null {
  if (leftCents <= 0) return 'nothingLeft';
  if (amountCents == null || !Number.isSafeInteger(amountCents) || amountCents <= 0) return 'amountRequired';
  if (amountCents > leftCents) return 'aboveWhatIsLeft';
  if (amountCents < Math.min(MIN_PAYMENT_CENTS, leftCents)) return 'amountTooSmall';
  return null;
}

/** The days a payment may be scheduled for: every business day from tomorrow to the due date. */
export function openDays(window: ScheduleWindow, plusOneDay: (isoDay: string) => string): string[] {
  const days: string[] = [];
  for (let day = plusOneDay(window.today); day <= window.dueDate; day = plusOneDay(day))
    if (window.isBusinessDay(day)) days.push(day);
  return days;
}

/**
 * The last day a payment running on `runsOn` may be changed or cancelled, until 11:59 pm US Eastern: the day before
 * it runs. The scheduler runs it on its day's first pass after midnight, so every change made by then is the one
 * run, and since a payment is only scheduled for a day after today its cut-off is never already past.
 */
export const cutoffDayOf = (runsOn: string): string => plusDays(runsOn, -1);

export const changeableOn = (today: string, runsOn: string): boolean => today <= cutoffDayOf(runsOn);

/** The catalogue text of a scheduled payment's Reg E authorization (12 CFR 1005.10(b)). */
export const SCHEDULED_AUTHORIZATION_KEY = 'account.schedule.authorization' as const;

/** Its values: a one-time payment's, on the day it runs, with the cut-off to change or cancel it. */
export const scheduledAuthorizationValues = (facts: Omit<AuthorizationFacts, 'date'> & { runsOn: string }) => ({
  ...authorizationValues({ ...facts, date: facts.runsOn }),
  cutoff: toUsDate(cutoffDayOf(facts.runsOn)),
});

/** A day as the contract writes one, YYYY-MM-DD, that is a real date. */
export function isIsoDay(text: string | null | undefined): text is string {
  if (!text || !ISO_DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  // A day past its month's end (02-30) would roll over into the next month: not the day written.
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}
