// The business days autopay counts in: the Fed's calendar (Monday to Friday in US Eastern time, except the Federal
// Reserve's holidays; server/afterDecision/bankCalendar.ts), so a debit, its cut-off and its notices fall on days
// the banks move money.
import { isBusinessDay, nextBusinessDay } from '../afterDecision/bankCalendar';
import { plusDays } from '../../src/lib/application/dates';

export { isBusinessDay };

/** `day` itself when it is a business day, else the first business day after it. */
export const onOrNextBusinessDay = (day: string): string => (isBusinessDay(day) ? day : nextBusinessDay(day));

/** The business day `count` business days before `day` (3 before a Thursday is the Monday). */
export function businessDaysBefore(day: string, count: number): string {
  let at = day;
  for (let left = count; left > 0;) {
    at = plusDays(at, -1);
    if (isBusinessDay(at)) left -= 1;
  }
  return at;
}

/** The business day `count` business days after `day`. */
export function businessDaysAfter(day: string, count: number): string {
  let at = day;
  for (let left = count; left > 0; left -= 1) at = nextBusinessDay(at);
  return at;
}
