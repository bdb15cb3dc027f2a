// How the after-decision screens write dates: a business date (YYYY-MM-DD, a calendar day with no time zone) and an
// instant shown in Eastern time, the lender's clock, in the visit's language.
import type { Lang } from '../../../lib/i18n';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** "Friday, November 27, 2026" for 2026-11-27 (read as a calendar day, so no time zone can move it). */
export function formatBusinessDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "November 27, 2026, 9:00 AM EST" for an instant; a bare date is written as a business date. */
export function formatEasternInstant(iso: string, lang: Lang): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatBusinessDate(iso, lang);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  })
    .format(date)
    .concat(' ET');
}
