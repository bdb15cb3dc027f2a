// Calendar dates as the application's rules compare them: the form's MM/DD/YYYY or the contract's YYYY-MM-DD, and
// "today" as a lender counts it, in US Eastern time (a birthday or a pay date turns over at Eastern midnight).
import { tz } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';

export const LENDER_TIME_ZONE = 'America/New_York';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD for a real calendar day typed as MM/DD/YYYY or YYYY-MM-DD; null for anything else (02/30/2001). */
export function parseCalendarDate(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  const us = US_DATE.exec(value);
  const iso = ISO_DATE.exec(value);
  const [year, month, day] = us ? [us[3]!, us[1]!, us[2]!] : iso ? [iso[1]!, iso[2]!, iso[3]!] : [];
  if (!year || !month || !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1900 || m < 1 || m > 12 || d < 1) return null;
  // Day 0 of the next month is the last day of this one (UTC, so no time zone moves it).
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= lastDay ? `${year}-${month}-${day}` : null;
}

/** MM/DD/YYYY for the form, from YYYY-MM-DD (anything else is returned as it was). */
export function toUsDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

/** Today's date in US Eastern time, YYYY-MM-DD. */
export function todayEastern(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(LENDER_TIME_ZONE) });
}

/** Whole years from `birthIso` to `onIso` (a birthday counts on its day; 29 February on 28 February otherwise). */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onIso.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export const daysBetween = (fromIso: string, toIso: string): number =>
  differenceInCalendarDays(parseISO(toIso), parseISO(fromIso));

/** The same day next month (31 January → 28 or 29 February), YYYY-MM-DD. */
export const oneMonthAfter = (iso: string): string => format(addMonths(parseISO(iso), 1), 'yyyy-MM-dd');

/** The calendar day `days` after `iso` (before it when negative), YYYY-MM-DD. */
export const plusDays = (iso: string, days: number): string => format(addDays(parseISO(iso), days), 'yyyy-MM-dd');
