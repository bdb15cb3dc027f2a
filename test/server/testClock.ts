// The server's clock in a test (ServerOptions.clock): it stands still until the test moves it, so a payment settles,
// or a day passes, exactly when the test says and never because time ran on. Starts at noon US Eastern of the real
// day, so seconds moved on never cross into another day.
import { TZDate } from '@date-fns/tz';
import { LENDER_TIME_ZONE, todayEastern } from '../../src/lib/application/dates';

export interface TestClock {
  now: () => Date;
  /** Moves the clock on by `ms` and answers the new time. */
  advance(ms: number): Date;
}

/** Noon, US Eastern, of the day it is there now. */
export function noonEasternToday(): Date {
  const [y, m, d] = todayEastern().split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 12, 0, 0, LENDER_TIME_ZONE).getTime());
}

export function testClock(start = noonEasternToday()): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
      return new Date(at);
    },
  };
}

export const DAY_MS = 86_400_000;
