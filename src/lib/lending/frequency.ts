// Payment frequencies (WK 7 days, BI 14, BIM 15, MON 30) as Reg Z Appendix J counts them: a unit
// period of that many days, so many to the year.
import { addDays, addMonths, format, parseISO } from 'date-fns';

export type PaymentFrequency = 'WK' | 'BI' | 'BIM' | 'MON';

export const FREQUENCIES: Record<PaymentFrequency, { unitDays: number; periodsPerYear: number }> = {
  WK: { unitDays: 7, periodsPerYear: 52 },
  BI: { unitDays: 14, periodsPerYear: 26 },
  BIM: { unitDays: 15, periodsPerYear: 24 },
  MON: { unitDays: 30, periodsPerYear: 12 },
};

/** The due date of payment `index` (0-based) given the first one, YYYY-MM-DD; months keep their day (31st → 30th). */
export function dueDateOf(firstIso: string, index: number, frequency: PaymentFrequency): string {
  const first = parseISO(firstIso);
  const date = frequency === 'MON' ? addMonths(first, index) : addDays(first, index * FREQUENCIES[frequency].unitDays);
  return format(date, 'yyyy-MM-dd');
}

/** The due dates of `count` payments from the first (dueDateOf of each index, the calendar date parsed once). */
export function dueDatesOf(firstIso: string, count: number, frequency: PaymentFrequency): string[] {
  if (frequency === 'MON') return Array.from({ length: count }, (_, index) => dueDateOf(firstIso, index, frequency));
  // Whole days on calendar dates, counted in UTC on the date alone: no time zone or daylight-saving shift enters.
  const [year, month, day] = firstIso.split('-').map(Number) as [number, number, number];
  const unit = FREQUENCIES[frequency].unitDays;
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day + index * unit)).toISOString().slice(0, 10),
  );
}
