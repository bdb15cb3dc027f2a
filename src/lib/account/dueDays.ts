// Days until a loan falls due (the absolute difference to today in whole days, rounded up).
// "Today" is the lender's (US Eastern) calendar day, which the server supplies; both are calendar dates, so the
// difference is already whole and rounding up changes nothing, but a caller passing a fraction still gets a whole count of days.
import { daysBetween } from '../application/dates';

/** Whole days between today and the due date, never negative (the absolute difference, rounded up). */
export const daysUntilDue = (todayIso: string, dueDateIso: string): number =>
  Math.ceil(Math.abs(daysBetween(todayIso, dueDateIso)));

/** Whether the due date has passed (today is after it). */
export const isPastDueDate = (todayIso: string, dueDateIso: string): boolean => daysBetween(todayIso, dueDateIso) < 0;
