// The hours we may text a customer, over every zone the portal knows and across daylight-saving changes: a text is
// allowed exactly when it is between 8 am and 9 pm in each zone the customer may be in, and the next allowed time is
// itself allowed, never before now, within a day, and the first such: a minute earlier is still night somewhere.
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQuietIn, nextTextTime, TEXT_HOURS } from '../../../server/preferences/quietHours';
import { ALL_ZONES, SPLIT_STATES, zonesOf } from '../../../server/preferences/timeZones';

const MINUTE = 60_000;
const hourIn = (at: Date, zone: string) => new TZDate(at.getTime(), zone).getHours();
const allowedIn = (at: Date, zones: readonly string[]) =>
  zones.every((zone) => hourIn(at, zone) >= TEXT_HOURS.from && hourIn(at, zone) < TEXT_HOURS.until);

/** Instants from 2024 to 2030, with extra weight on the days clocks change in the US (March and November). */
const instants = fc.oneof(
  fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
  fc
    .tuple(fc.integer({ min: 2024, max: 2030 }), fc.constantFrom(2, 10), fc.integer({ min: 0, max: 10 * 24 * 60 }))
    .map(([year, month, minutes]) => new Date(Date.UTC(year, month, 1) + minutes * MINUTE + 7 * 86_400_000)),
);
const zoneSets = fc.oneof(
  fc.constantFrom(...ALL_ZONES).map((zone) => [zone]),
  fc.uniqueArray(fc.constantFrom(...ALL_ZONES), { minLength: 2, maxLength: 3 }),
  fc.constant(ALL_ZONES),
);

describe('quiet hours for texts', () => {
  it('answers now exactly when now is within the hours everywhere the customer may be', () => {
    fc.assert(
      fc.property(instants, zoneSets, (now, zones) => {
        expect(nextTextTime(now, zones).getTime() === now.getTime()).toBe(allowedIn(now, zones));
      }),
      { numRuns: 500 },
    );
  });

  it('answers the first allowed time after a night, within a day', () => {
    fc.assert(
      fc.property(instants, zoneSets, (now, zones) => {
        const next = nextTextTime(now, zones);
        expect(next.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(next.getTime() - now.getTime()).toBeLessThan(24 * 60 * MINUTE);
        expect(allowedIn(next, zones)).toBe(true);
        if (next.getTime() > now.getTime()) {
          expect(allowedIn(new Date(next.getTime() - MINUTE), zones)).toBe(false);
          // Every allowed time starts on the hour at 8 am somewhere.
          expect(zones.some((zone) => hourIn(next, zone) === TEXT_HOURS.from)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('counts 9 pm as night and 8 am as day, on the days the clocks change too', () => {
    const eastern = 'America/New_York';
    // 10 March 2030 and 3 November 2030: the US days of the change.
    for (const [y, m, d] of [
      [2030, 2, 10],
      [2030, 10, 3],
    ] as const) {
      const eight = new Date(new TZDate(y, m, d, 8, 0, 0, eastern).getTime());
      const nine = new Date(new TZDate(y, m, d, 21, 0, 0, eastern).getTime());
      expect(isQuietIn(eight, eastern)).toBe(false);
      expect(isQuietIn(new Date(eight.getTime() - MINUTE), eastern)).toBe(true);
      expect(isQuietIn(nine, eastern)).toBe(true);
      expect(nextTextTime(nine, [eastern]).getTime()).toBe(new TZDate(y, m, d + 1, 8, 0, 0, eastern).getTime());
    }
  });
});

describe('where the customer is', () => {
  it('is one zone in a state with one, from the state alone', () => {
    expect(zonesOf('OH', '43004')).toEqual(['America/New_York']);
    expect(zonesOf('ca', null)).toEqual(['America/Los_Angeles']);
    expect(zonesOf('HI', '96813')).toEqual(['Pacific/Honolulu']);
  });

  it('follows the ZIP code in a split state, and counts both zones where it cannot tell', () => {
    expect(zonesOf('FL', '32501')).toEqual(['America/Chicago']);
    expect(zonesOf('FL', '33101')).toEqual(['America/New_York']);
    expect(zonesOf('TX', '79901')).toEqual(['America/Denver']);
    expect(zonesOf('TN', '37902')).toEqual(['America/New_York']);
    expect(zonesOf('KS', '67735')).toEqual(['America/Chicago', 'America/Denver']);
    expect(zonesOf('FL', null)).toEqual(['America/New_York', 'America/Chicago']);
    for (const state of SPLIT_STATES) expect(zonesOf(state, '').length).toBeGreaterThan(1);
  });

  it('is every zone when there is no state on file', () => {
    expect(zonesOf(null, '43004')).toEqual(ALL_ZONES);
    expect(zonesOf('ZZ', null)).toEqual(ALL_ZONES);
  });

  it('leaves an allowed hour in every zone at once, on any day', () => {
    fc.assert(
      fc.property(instants, (now) => {
        expect(allowedIn(nextTextTime(now, ALL_ZONES), ALL_ZONES)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
