// Funds timing: debit card as soon as 30 minutes on the brands that push to cards; ACH signed on a
// business day by 8:00 pm Eastern the next business day, otherwise the second; weekends and US bank holidays
// (date-holidays, as the Federal Reserve observes them) are not business days.
import { describe, expect, it } from 'vitest';
import { isBankHoliday, isBusinessDay, nextBusinessDay } from '../../../server/afterDecision/bankCalendar';
import { fundsTiming } from '../../../server/afterDecision/fundsTiming';

/** An Eastern wall-clock time as an instant (November 2026 is EST, UTC-5; July is EDT, UTC-4). */
const est = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);
const edt = (day: string, time: string) => new Date(`${day}T${time}:00-04:00`);
const ach = (signedAt: Date, brand: 'lumen' | 'meridian' = 'lumen') =>
  fundsTiming({ brand, fundingMethod: 'ACH', signedAt }).businessDate;

describe('the bank calendar', () => {
  it('knows the Federal Reserve holidays and moves a Sunday holiday to Monday but not a Saturday one to Friday', () => {
    expect(isBankHoliday('2026-11-26')).toBe(true); // Thanksgiving
    expect(isBankHoliday('2026-11-27')).toBe(false); // the day after is a banking day
    expect(isBankHoliday('2026-12-25')).toBe(true);
    expect(isBankHoliday('2027-07-05')).toBe(true); // 4 July 2027 is a Sunday
    expect(isBankHoliday('2026-07-03')).toBe(false); // 4 July 2026 is a Saturday: the Fed opens the Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-27');
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04'); // New Year's Day, then a weekend
  });
});

describe('ACH', () => {
  it('signed on a weekday by 8:00 pm Eastern: the next business day', () => {
    expect(ach(est('2026-11-24', '10:00'))).toBe('2026-11-25');
    expect(ach(est('2026-11-24', '20:00'))).toBe('2026-11-25'); // 8:00 pm exactly is in time
  });

  it('signed after 8:00 pm Eastern: the second business day', () => {
    expect(ach(est('2026-11-24', '20:01'))).toBe('2026-11-27'); // Wed, then Thanksgiving, so Friday
    // 9:30 pm Eastern is already the next day in UTC: the Eastern clock decides.
    expect(ach(new Date('2026-11-20T02:30:00Z'))).toBe('2026-11-23'); // Thu 19th 9:30 pm → Fri, then Mon
  });

  it('signed across a weekend: the second business day after it', () => {
    expect(ach(est('2026-11-20', '19:59'))).toBe('2026-11-23'); // Friday in time → Monday
    expect(ach(est('2026-11-20', '21:00'))).toBe('2026-11-24'); // Friday late → Tuesday
    expect(ach(est('2026-11-21', '09:00'))).toBe('2026-11-24'); // Saturday → Tuesday
    expect(ach(est('2026-11-22', '09:00'))).toBe('2026-11-24'); // Sunday → Tuesday
  });

  it('signed on a bank holiday or before one: the holiday does not count', () => {
    expect(ach(est('2026-11-25', '12:00'))).toBe('2026-11-27'); // the day before Thanksgiving → Friday
    expect(ach(est('2026-11-26', '12:00'))).toBe('2026-11-30'); // Thanksgiving itself → Fri (1), Mon (2)
    expect(ach(edt('2027-07-02', '12:00'))).toBe('2027-07-06'); // Friday before the observed Monday holiday
  });

  it('pays the other funding methods by ACH too', () => {
    for (const fundingMethod of ['EFT', 'NDD', null]) {
      expect(fundsTiming({ brand: 'lumen', fundingMethod, signedAt: est('2026-11-24', '10:00') })).toMatchObject({
        method: 'ACH',
        businessDate: '2026-11-25',
      });
    }
  });
});

describe('debit card', () => {
  it('is as soon as 30 minutes on the short-term brands, at any hour and on any day', () => {
    const signedAt = est('2026-11-26', '23:45'); // Thanksgiving night
    for (const brand of ['lumen', 'harbor', 'pinecrest'] as const) {
      expect(fundsTiming({ brand, fundingMethod: 'DEBIT_CARD', signedAt })).toEqual({
        method: 'DEBIT_CARD',
        minutes: 30,
        availableAt: '2026-11-27T05:15:00.000Z',
        businessDate: '2026-11-27',
      });
    }
  });

  it('is paid by ACH on the brands that fund by ACH only (the installment partner bank, the card brand)', () => {
    for (const brand of ['meridian', 'keel'] as const) {
      expect(fundsTiming({ brand, fundingMethod: 'DEBIT_CARD', signedAt: est('2026-11-24', '10:00') })).toMatchObject({
        method: 'ACH',
        businessDate: '2026-11-25',
      });
    }
  });
});
