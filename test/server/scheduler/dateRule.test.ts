// The scheduled payment's day rule against the Fed business-day calendar, for any today, due date and day asked
// (fast-check): a day accepted is a business day after today and on or before the due date; the days the server
// offers (openDays) are exactly the days the rule accepts; the cut-off to change one is never before today.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../../server/afterDecision/bankCalendar';
import { windowOf } from '../../../server/scheduler/scheduledPayments';
import { changeableOn, openDays, scheduleDateProblem } from '../../../src/lib/account/scheduledPayment';
import { plusDays } from '../../../src/lib/application/dates';

/** A day from 2025 to 2030, as YYYY-MM-DD. */
const day = fc.integer({ min: 0, max: 6 * 366 }).map((n) => plusDays('2025-01-01', n));

describe('the day a payment may be scheduled for', () => {
  it('is a business day from tomorrow to the due date, whatever is asked', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: 45 }), fc.integer({ min: -10, max: 60 }), (today, dueIn, askedIn) => {
        const window = windowOf(today, plusDays(today, dueIn));
        const asked = plusDays(today, askedIn);
        const problem = scheduleDateProblem(asked, window);
        if (problem === null) {
          expect(isBusinessDay(asked)).toBe(true);
          expect(asked > today).toBe(true);
          expect(asked <= window.dueDate).toBe(true);
          expect(changeableOn(today, asked)).toBe(true);
        } else {
          expect(isBusinessDay(asked) && asked > today && asked <= window.dueDate).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is offered exactly when the rule accepts it', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: 45 }), (today, dueIn) => {
        const window = windowOf(today, plusDays(today, dueIn));
        const every = Array.from({ length: 50 }, (_, i) => plusDays(today, i - 2));
        const accepted = every.filter((d) => scheduleDateProblem(d, window) === null && d <= window.dueDate);
        expect(openDays(window, (d) => plusDays(d, 1))).toEqual(accepted);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what is not a date as such', () => {
    const window = windowOf('2026-12-21', '2026-12-31');
    for (const asked of ['', '2026-02-30', '12/22/2026', '2026-13-01', 'tomorrow'])
      expect(scheduleDateProblem(asked, window)).toBe('dateRequired');
  });
});
