// Dates and rates are written one way on every page: the shared formatting modules.
import { describe, expect, it } from 'vitest';
import {
  formatBusinessDate,
  formatEasternInstant,
  formatShortDate,
  formatShortEasternDay,
} from '../../../src/lib/format/dates';
import { formatPercent, formatRate, percentOfBps } from '../../../src/lib/format/percent';

describe('dates', () => {
  it('writes a business date as its calendar day, whatever the time that comes with it', () => {
    expect(formatBusinessDate('2026-11-27', 'en')).toBe('Friday, November 27, 2026');
    expect(formatBusinessDate('2026-11-27T23:30:00-05:00', 'en')).toBe('Friday, November 27, 2026');
    expect(formatBusinessDate('2026-11-27', 'es')).toMatch(/viernes, 27 de noviembre de 2026/);
    expect(formatShortDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
  });

  it('writes an instant on the lender’s clock, US Eastern time', () => {
    // 03:00 UTC on the 28th is still the 27th in New York.
    expect(formatShortEasternDay('2026-11-28T03:00:00Z', 'en')).toBe('Nov 27, 2026');
    expect(formatEasternInstant('2026-11-27T14:00:00Z', 'en')).toBe('November 27, 2026 at 9:00 AM ET');
    expect(formatEasternInstant('2026-11-27', 'en')).toBe('Friday, November 27, 2026');
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatBusinessDate('soon', 'en')).toBe('soon');
    expect(formatShortDate('soon', 'es')).toBe('soon');
    expect(formatShortEasternDay('soon', 'en')).toBe('soon');
    expect(formatEasternInstant('soon', 'en')).toBe('soon');
  });
});

describe('rates', () => {
  it('writes an APR to two decimals, with or without the sign', () => {
    expect(formatPercent(209.11)).toBe('209.11%');
    expect(formatPercent(36)).toBe('36.00%');
    expect(formatRate(99.999)).toBe('100.00');
  });

  it('reads whole basis points as a percentage', () => {
    expect(percentOfBps(20911)).toBe(209.11);
    expect(percentOfBps(0)).toBe(0);
  });
});
