// How the account pages write dates: a calendar day (YYYY-MM-DD, no time zone can move it) and an instant on the
// lender's clock (US Eastern), in the visit's language.
import type { Lang } from '../../lib/i18n';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** "Nov 27, 2026" for 2026-11-27. */
export function formatAccountDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "Nov 27, 2026" for an instant, the day it was in US Eastern time. */
export function formatAccountInstant(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'America/New_York',
  }).format(date);
}
