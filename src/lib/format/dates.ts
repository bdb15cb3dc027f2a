// How every page writes a date, in the visit's language: a business date (YYYY-MM-DD, a calendar day with no time
// zone, read at noon UTC so no zone can move it) and an instant on the lender's clock, US Eastern time.
import type { Lang } from '../i18n';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };
const EASTERN = 'America/New_York';
const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

const calendarDay = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);

// A value that is not a date is shown as it came rather than as "Invalid Date".
function write(date: Date, iso: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], options).format(date);
}

/** "Friday, November 27, 2026" for 2026-11-27. */
export const formatBusinessDate = (iso: string, lang: Lang): string =>
  write(calendarDay(iso), iso, lang, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "Nov 27, 2026" for 2026-11-27. */
export const formatShortDate = (iso: string, lang: Lang): string =>
  write(calendarDay(iso), iso, lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 27, 2026" for an instant: the day it was in US Eastern time. */
export const formatShortEasternDay = (iso: string, lang: Lang): string =>
  write(new Date(iso), iso, lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: EASTERN });

/** "November 27, 2026, 9:00 AM ET" for an instant; a bare business date is written as one. */
export function formatEasternInstant(iso: string, lang: Lang): string {
  if (BUSINESS_DATE.test(iso)) return formatBusinessDate(iso, lang);
  const written = write(new Date(iso), iso, lang, { dateStyle: 'long', timeStyle: 'short', timeZone: EASTERN });
  return written === iso ? iso : `${written} ET`;
}
