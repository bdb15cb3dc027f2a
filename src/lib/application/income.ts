// The income step's rules: the income type codes and what the other answers map to, the pay
// frequencies and their spacing, and the next pay date a person would expect: not in the past, and no further off than
// one pay period (a month for monthly pay). Dates are counted in US Eastern time.
import { daysBetween, oneMonthAfter, parseCalendarDate, todayEastern } from './dates';
import { blank, collect, type FieldError, type RuleResult } from './fieldErrors';

export const INCOME_TYPES = ['E', 'O', 'D', 'S', 'SELF_EMPLOYED'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

/**
 * The income sources an applicant can pick and the code each is filed as. The mapping: alimony, not-to-disclose
 * and NA (no income of that kind) are "other"; social security and disability have their own codes.
 */
export const INCOME_SOURCE_TYPES = {
  EMPLOYMENT: 'E',
  SELF_EMPLOYMENT: 'SELF_EMPLOYED',
  SOCIAL_SECURITY: 'S',
  DISABILITY: 'D',
  ALIMONY: 'O',
  NOT_TO_DISCLOSE: 'O',
  NA: 'O',
  OTHER: 'O',
} as const satisfies Record<string, IncomeType>;
export type IncomeSource = keyof typeof INCOME_SOURCE_TYPES;
export const INCOME_SOURCES = Object.keys(INCOME_SOURCE_TYPES) as IncomeSource[];

export const incomeTypeFor = (source: IncomeSource): IncomeType => INCOME_SOURCE_TYPES[source];

/** The source to show for a saved code (the first source filed under it: O shows as alimony's "other"). */
export function incomeSourceFor(type: IncomeType | null | undefined): IncomeSource | null {
  if (!type) return null;
  if (type === 'O') return 'OTHER';
  return INCOME_SOURCES.find((source) => INCOME_SOURCE_TYPES[source] === type) ?? null;
}

/** Income with an employer (a name to give, a hire date, a job title). */
export const isEmployment = (type: IncomeType | null | undefined): boolean => type === 'E' || type === 'SELF_EMPLOYED';

export const PAY_FREQUENCIES = ['WK', 'BI', 'BIM', 'MON'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

/** Days between payments. */
export const PAY_FREQUENCY_DAYS: Record<PayFrequency, number> = { WK: 7, BI: 14, BIM: 15, MON: 30 };

/**
 * How far off the next pay date may be: one pay period from today. Twice-a-month pay can be 16 days apart (the 15th
 * to the last day of a 31-day month); monthly pay is one calendar month, not 30 days.
 */
const MAX_DAYS_AHEAD: Record<Exclude<PayFrequency, 'MON'>, number> = { WK: 7, BI: 14, BIM: 16 };

const TOO_FAR: Record<PayFrequency, RuleResult> = {
  WK: 'application.validation.nextPayDateWeekly',
  BI: 'application.validation.nextPayDateBiweekly',
  BIM: 'application.validation.nextPayDateTwiceMonthly',
  MON: 'application.validation.nextPayDateMonthly',
};

export function incomeTypeRule(value: string | null | undefined): RuleResult {
  return value && (INCOME_TYPES as readonly string[]).includes(value)
    ? null
    : 'application.validation.incomeTypeRequired';
}

export function payFrequencyRule(value: string | null | undefined): RuleResult {
  return value && (PAY_FREQUENCIES as readonly string[]).includes(value)
    ? null
    : 'application.validation.payFrequencyRequired';
}

/** The next pay date: a real day, today or later, within one pay period (of the frequency, when it is known). */
export function nextPayDateRule(
  value: string | null | undefined,
  frequency: string | null | undefined,
  now: Date = new Date(),
): RuleResult {
  if (blank(value)) return 'application.validation.nextPayDateRequired';
  const iso = parseCalendarDate(value);
  if (!iso) return 'application.validation.dateFormat';
  const today = todayEastern(now);
  if (iso < today) return 'application.validation.nextPayDatePast';
  if (!frequency || payFrequencyRule(frequency)) return null;
  const pay = frequency as PayFrequency;
  const tooFar = pay === 'MON' ? iso > oneMonthAfter(today) : daysBetween(today, iso) > MAX_DAYS_AHEAD[pay];
  return tooFar ? TOO_FAR[pay] : null;
}

export const MAX_PAY_CENTS = 100_000_00;

/** Take-home pay per period, in cents: more than zero and believable. */
export function amountNetRule(cents: number | null | undefined): RuleResult {
  if (cents == null) return 'application.validation.amountNetRequired';
  if (!Number.isInteger(cents) || cents <= 0) return 'application.validation.amountPositive';
  return cents > MAX_PAY_CENTS ? 'application.validation.amountTooLarge' : null;
}

/** Gross pay per period, in cents, when given: not below the take-home pay. */
export function amountGrossRule(gross: number | null | undefined, net: number | null | undefined): RuleResult {
  if (gross == null) return null;
  if (!Number.isInteger(gross) || gross <= 0) return 'application.validation.amountPositive';
  if (gross > MAX_PAY_CENTS) return 'application.validation.amountTooLarge';
  return net != null && gross < net ? 'application.validation.grossBelowNet' : null;
}

export const EMPLOYER_MAX_LENGTH = 60;

/** An employer's name for employment (the business's name when self-employed). */
export function employerNameRule(value: string | null | undefined, type: string | null | undefined): RuleResult {
  if (type !== 'E' && type !== 'SELF_EMPLOYED') return null;
  if (blank(value)) return 'application.validation.employerRequired';
  return value!.trim().length > EMPLOYER_MAX_LENGTH ? 'application.validation.employerTooLong' : null;
}

/** A hire date, when given: a real day, not in the future. */
export function hireDateRule(value: string | null | undefined, now: Date = new Date()): RuleResult {
  if (blank(value)) return null;
  const iso = parseCalendarDate(value);
  if (!iso) return 'application.validation.dateFormat';
  return iso > todayEastern(now) ? 'application.validation.hireDateFuture' : null;
}

export interface IncomeFields {
  type?: string | null;
  employerName?: string | null;
  employmentHireDate?: string | null;
  paymentFrequency?: string | null;
  amountGross?: number | null;
  amountNet?: number | null;
  nextPaymentDate?: string | null;
}

/** Every refused income field, under `incomeInfo.<field>` as the income form names them. */
export function validateIncome(income: IncomeFields, now: Date = new Date()): FieldError[] {
  return collect([
    ['incomeInfo.type', incomeTypeRule(income.type)],
    ['incomeInfo.employerName', employerNameRule(income.employerName, income.type)],
    ['incomeInfo.employmentHireDate', hireDateRule(income.employmentHireDate, now)],
    ['incomeInfo.paymentFrequency', payFrequencyRule(income.paymentFrequency)],
    ['incomeInfo.amountNet', amountNetRule(income.amountNet)],
    ['incomeInfo.amountGross', amountGrossRule(income.amountGross, income.amountNet)],
    ['incomeInfo.nextPaymentDate', nextPayDateRule(income.nextPaymentDate, income.paymentFrequency, now)],
  ]);
}
