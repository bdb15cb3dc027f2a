// A store as the portal answers it: what every answer carries, whatever the store systems hold.
import { describe, expect, it } from 'vitest';
import { hoursOf, phoneOf, postalCodeOf, storeNameOf, toStore, WEEK } from '../../../server/stores/normalize';

describe('store normalization', () => {
  it('drops a trailing parenthetical from the name, and only a trailing one', () => {
    expect(storeNameOf('Harbor Check & Loan Short North (Downtown)')).toBe('Harbor Check & Loan Short North');
    expect(storeNameOf('Harbor (Ohio) Check & Loan Easton')).toBe('Harbor (Ohio) Check & Loan Easton');
    expect(storeNameOf('Harbor Check & Loan Linden (Cleveland Ave)  ')).toBe('Harbor Check & Loan Linden');
    expect(storeNameOf('Harbor Check & Loan Akron')).toBe('Harbor Check & Loan Akron');
  });

  it('trims a ZIP+4 to its 5 digits', () => {
    expect(postalCodeOf('43201-2411')).toBe('43201');
    expect(postalCodeOf('43215')).toBe('43215');
    expect(postalCodeOf(' 43215- ')).toBe('43215');
    expect(postalCodeOf('432151234')).toBe('43215');
  });

  it('keeps only the digits of a phone', () => {
    expect(phoneOf('(614) 555-0501')).toBe('6145550501');
    expect(phoneOf('614.555.0506')).toBe('6145550506');
    expect(phoneOf('614-555-0503')).toBe('6145550503');
  });

  it('gives hours Monday to Sunday, closed days without times, missing or malformed days closed', () => {
    const hours = hoursOf([
      { openTime: '09:00', closeTime: '18:00', closed: false },
      { openTime: '9am', closeTime: '18:00', closed: false },
      { openTime: '', closeTime: '', closed: true },
    ]);
    expect(hours.map((h) => h.day)).toEqual([...WEEK]);
    expect(hours[0]).toEqual({ day: 'MONDAY', openTime: '09:00', closeTime: '18:00', closed: false });
    expect(hours[1]).toEqual({ day: 'TUESDAY', openTime: null, closeTime: null, closed: true });
    expect(hours.slice(2).every((h) => h.closed && h.openTime === null)).toBe(true);
  });

  it('turns a stored row into the answer shape', () => {
    const store = toStore({
      storeNumber: '0505',
      storeName: 'Harbor Check & Loan South Side (Parsons)',
      brand: 'harbor',
      addressLine1: '2500 S High St',
      addressLine2: '',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43207-2316',
      latitude: 39.9,
      longitude: -82.99,
      phone: '(614) 555-0505',
      hours: [],
      active: true,
    });
    expect(store).toMatchObject({
      storeName: 'Harbor Check & Loan South Side',
      postalCode: '43207',
      phone: '6145550505',
      addressLine2: null,
    });
    expect(store).not.toHaveProperty('active');
    expect(store.hours).toHaveLength(7);
  });
});
