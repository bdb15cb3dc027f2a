// How the conversion pages write a business date (YYYY-MM-DD, a calendar day with no time zone): "Friday, November
// 27, 2026", in the visit's language. (The application's after-decision screens have the same rule; features do not
// import each other's files.)
import type { Lang } from '../../lib/i18n';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

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
