// How the locator writes what the search answers: distances in miles, opening times in the visitor's language,
// phone numbers the one way the portal writes them (src/lib/phone.ts).

const METRES_PER_MILE = 1609.344;

/** 1 decimal under 10 miles, whole miles beyond ("2.4", "37"). */
export function milesOf(metres: number, lang: string): string {
  const miles = metres / METRES_PER_MILE;
  return new Intl.NumberFormat(lang, { maximumFractionDigits: miles < 10 ? 1 : 0 }).format(miles);
}

/** "09:00" → "9:00 AM" in English, "9:00 a. m." in Spanish: store hours are local wall-clock times. */
export function timeOf(hhmm: string, lang: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, h, m),
  );
}

export { displayPhone as phoneOf } from '../../lib/phone';
