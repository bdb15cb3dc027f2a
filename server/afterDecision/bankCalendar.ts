// The banking calendar funds timing counts in: business days are Monday to Friday in US Eastern time, except the
// Federal Reserve's holidays. date-holidays supplies the US public holidays; a holiday falling on a Sunday is observed
// on the Monday (a closed day), but one falling on a Saturday is not moved to the Friday, which the Fed keeps open
// (so date-holidays' Friday "substitute day" is a business day here).
import { tz } from '@date-fns/tz';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { createRequire } from 'node:module';
import type HolidaysClass from 'date-holidays';
import { LENDER_TIME_ZONE } from '../../src/lib/application/dates';

// date-holidays (every country's rules) loads on the first date asked about, not at start; required synchronously
// so the calendar's functions stay synchronous.
let us: HolidaysClass | undefined;
const holidays = () => (us ??= new (createRequire(import.meta.url)('date-holidays') as typeof HolidaysClass)('US'));
const FRIDAY = 5;

const isoOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** The bank holidays of a year, YYYY-MM-DD (memoised: the list never changes for a year). */
const byYear = new Map<number, Set<string>>();
function bankHolidaysOf(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      holidays()
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10))
        .filter((day) => getISODay(parseISO(day)) < 6)
        .filter((day, _i, all) => !(getISODay(parseISO(day)) === FRIDAY && isSaturdayHolidayEve(day, all))),
    );
    byYear.set(year, days);
  }
  return days;
}

/** A Friday that only stands in for the next day's holiday (date-holidays' substitute), which the Fed does not close. */
function isSaturdayHolidayEve(friday: string, all: readonly string[]): boolean {
  const saturday = isoOf(addDays(parseISO(friday), 1));
  return (
    all.includes(saturday) ||
    holidays()
      .getHolidays(Number(saturday.slice(0, 4)))
      .some((h) => h.type === 'public' && h.date.startsWith(saturday))
  );
}

export function isBankHoliday(isoDay: string): boolean {
  return bankHolidaysOf(Number(isoDay.slice(0, 4))).has(isoDay);
}

/** Monday to Friday and not a bank holiday. */
export function isBusinessDay(isoDay: string): boolean {
  return getISODay(parseISO(isoDay)) <= FRIDAY && !isBankHoliday(isoDay);
}

/** The first business day after `isoDay`. */
export function nextBusinessDay(isoDay: string): string {
  let day = isoDay;
  do day = isoOf(addDays(parseISO(day), 1));
  while (!isBusinessDay(day));
  return day;
}

/** The Eastern calendar day and minutes past Eastern midnight of an instant. */
export function easternClock(at: Date): { day: string; minutes: number } {
  const inEastern = tz(LENDER_TIME_ZONE);
  const day = format(at, 'yyyy-MM-dd', { in: inEastern });
  const [h, m] = format(at, 'HH:mm', { in: inEastern }).split(':').map(Number) as [number, number];
  return { day, minutes: h * 60 + m + (at.getUTCSeconds() > 0 || at.getUTCMilliseconds() > 0 ? 1 / 60 : 0) };
}
