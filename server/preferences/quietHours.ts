// The hours we may text a customer: from 8 am until 9 pm where they are, never at night (the calling hours of
// 47 CFR 64.1200(c)(1), which the portal keeps for every text, reminders and notices alike). A customer who may be
// in either of two zones (server/preferences/timeZones.ts) is texted only at an hour allowed in both.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** The first hour a text may go, and the hour from which none may (local time, 24-hour clock). */
export const TEXT_HOURS = { from: 8, until: 21 } as const;

const localTime = (at: Date, zone: string) => new TZDate(at.getTime(), zone);

/** Whether `at` is in the night hours of `zone`. */
export function isQuietIn(at: Date, zone: string): boolean {
  const hour = localTime(at, zone).getHours();
  return hour < TEXT_HOURS.from || hour >= TEXT_HOURS.until;
}

/** The end of the night `at` falls in, in `zone`: 8 am that morning, or the next morning after 9 pm. */
function morningAfter(at: Date, zone: string): Date {
  const local = localTime(at, zone);
  const morning = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), TEXT_HOURS.from, 0, 0, 0, zone);
  return new Date((local.getHours() >= TEXT_HOURS.until ? addDays(morning, 1) : morning).getTime());
}

/**
 * The first instant at or after `now` when a text may go in every one of `zones`: `now` itself when it is allowed.
 * Each step moves to the morning of a zone still at night; no instant skipped is allowed, since it is night there.
 */
export function nextTextTime(now: Date, zones: readonly string[]): Date {
  let at = now;
  // Every zone's night ends at most once per step, and a day has an hour allowed in all of the US's zones at once.
  for (let step = 0; step <= 2 * zones.length + 1; step += 1) {
    const night = zones.find((zone) => isQuietIn(at, zone));
    if (!night) return at;
    at = morningAfter(at, night);
  }
  throw new Error(`No hour is allowed in every one of ${zones.join(', ')}.`);
}
