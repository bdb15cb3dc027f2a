// The income step's shared rules: type codes and their mappings, and the next pay date per pay frequency, counted in
// US Eastern time.
import { describe, expect, it } from 'vitest';
import {
  amountGrossRule,
  amountNetRule,
  incomeSourceFor,
  incomeTypeFor,
  nextPayDateRule,
  PAY_FREQUENCY_DAYS,
  validateIncome,
} from '../../../src/lib/application/income';
import { filterCurrency, filterNegativeCurrency, filterNumber } from '../../../src/lib/application/inputFilters';

// 03:00 UTC on 1 February 2026 is 31 January in New York.
const NOW = new Date('2026-02-01T03:00:00Z');

describe('income types', () => {
  it('maps alimony, not-to-disclose and NA to other; social security and disability to their codes', () => {
    expect(incomeTypeFor('ALIMONY')).toBe('O');
    expect(incomeTypeFor('NOT_TO_DISCLOSE')).toBe('O');
    expect(incomeTypeFor('NA')).toBe('O');
    expect(incomeTypeFor('SOCIAL_SECURITY')).toBe('S');
    expect(incomeTypeFor('DISABILITY')).toBe('D');
    expect(incomeTypeFor('EMPLOYMENT')).toBe('E');
    expect(incomeTypeFor('SELF_EMPLOYMENT')).toBe('SELF_EMPLOYED');
    expect(incomeSourceFor('S')).toBe('SOCIAL_SECURITY');
    expect(incomeSourceFor('O')).toBe('OTHER');
  });

  it('spaces weekly, biweekly, semimonthly and monthly pay 7, 14, 15 and 30 days apart', () => {
    expect(PAY_FREQUENCY_DAYS).toEqual({ WK: 7, BI: 14, BIM: 15, MON: 30 });
  });
});

describe('nextPayDateRule (today is 31 January in Eastern time)', () => {
  it.each([
    ['01/31/2026', 'WK', null],
    ['02/07/2026', 'WK', null],
    ['02/08/2026', 'WK', 'application.validation.nextPayDateWeekly'],
    ['02/14/2026', 'BI', null],
    ['02/15/2026', 'BI', 'application.validation.nextPayDateBiweekly'],
    ['02/16/2026', 'BIM', null],
    ['02/17/2026', 'BIM', 'application.validation.nextPayDateTwiceMonthly'],
    // One month from 31 January is 28 February.
    ['02/28/2026', 'MON', null],
    ['03/01/2026', 'MON', 'application.validation.nextPayDateMonthly'],
    ['01/30/2026', 'MON', 'application.validation.nextPayDatePast'],
    ['2026-01-30', 'WK', 'application.validation.nextPayDatePast'],
    ['02/30/2026', 'MON', 'application.validation.dateFormat'],
    ['', 'MON', 'application.validation.nextPayDateRequired'],
  ])('%s paid %s → %s', (date, frequency, key) => {
    expect(nextPayDateRule(date, frequency, NOW)).toBe(key);
  });
});

describe('amounts', () => {
  it('wants a positive take-home pay and gross not below it', () => {
    expect(amountNetRule(150000)).toBeNull();
    expect(amountNetRule(0)).toBe('application.validation.amountPositive');
    expect(amountNetRule(null)).toBe('application.validation.amountNetRequired');
    expect(amountGrossRule(100000, 150000)).toBe('application.validation.grossBelowNet');
    expect(amountGrossRule(null, 150000)).toBeNull();
  });
});

describe('validateIncome', () => {
  it('names refused fields under incomeInfo', () => {
    expect(
      validateIncome({ type: 'E', paymentFrequency: 'BI', amountNet: 120000, nextPaymentDate: '2026-01-02' }, NOW),
    ).toEqual([
      { field: 'incomeInfo.employerName', key: 'application.validation.employerRequired' },
      { field: 'incomeInfo.nextPaymentDate', key: 'application.validation.nextPayDatePast' },
    ]);
    expect(
      validateIncome({ type: 'S', paymentFrequency: 'MON', amountNet: 120000, nextPaymentDate: '2026-02-03' }, NOW),
    ).toEqual([]);
  });
});

describe('input filters', () => {
  it('keep digits, digits and the dot, and a minus for negative currency', () => {
    expect(filterNumber('12a-3.4')).toBe('1234');
    expect(filterCurrency('$1,234.50')).toBe('1234.50');
    expect(filterNegativeCurrency('-$1,234.50')).toBe('-1234.50');
  });
});
