// The personal step's shared rules: age in Eastern time, dates, phones, SSN, PO boxes, and the whole section's field
// paths as the server's saves report them.
import { describe, expect, it } from 'vitest';
import { ageOn, parseCalendarDate, todayEastern } from '../../../src/lib/application/dates';
import {
  addressLine1Rule,
  dateOfBirthRule,
  isPoBox,
  phoneRule,
  ssnRule,
  validatePersonal,
  type PersonalFields,
} from '../../../src/lib/application/personal';

// 02:30 UTC on 15 March 2026 is still 14 March in New York.
const NOW = new Date('2026-03-15T02:30:00Z');

describe('dates', () => {
  it('counts today in US Eastern time', () => {
    expect(todayEastern(NOW)).toBe('2026-03-14');
    expect(todayEastern(new Date('2026-03-15T05:00:00Z'))).toBe('2026-03-15');
  });

  it.each([
    ['04/12/1985', '1985-04-12'],
    ['1985-04-12', '1985-04-12'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', null],
    ['13/01/2000', null],
    ['4/12/1985', null],
    ['', null],
  ])('parses %s', (text, iso) => expect(parseCalendarDate(text)).toBe(iso));

  it('counts a birthday on its day', () => {
    expect(ageOn('2008-03-14', '2026-03-14')).toBe(18);
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
  });
});

describe('dateOfBirthRule', () => {
  it('accepts someone 18 today in Eastern time, refuses them a day earlier', () => {
    expect(dateOfBirthRule('03/14/2008', NOW)).toBeNull();
    // In UTC it is already the 15th, but not in New York: still 17.
    expect(dateOfBirthRule('03/15/2008', NOW)).toBe('application.validation.minimumAge');
  });

  it.each([
    ['', 'application.validation.dobRequired'],
    ['1985-13-01', 'application.validation.dobFormat'],
    ['12/01/2030', 'application.validation.dobFuture'],
    ['01/01/1900', 'application.validation.dobTooOld'],
  ])('refuses %s', (value, key) => expect(dateOfBirthRule(value, NOW)).toBe(key));
});

describe('phoneRule', () => {
  it.each(['(614) 555-0101', '6145550101', '614-555-0101', '614.555.0101', '+1 614 555 0101', '(123) 456-7890'])(
    'accepts %s',
    (phone) => expect(phoneRule(phone)).toBeNull(),
  );
  it('refuses a phone starting with 0, too few digits and letters', () => {
    expect(phoneRule('(014) 555-0101')).toBe('application.validation.phoneFirstDigit');
    expect(phoneRule('0145550101')).toBe('application.validation.phoneFirstDigit');
    expect(phoneRule('614555010')).toBe('application.validation.phoneFormat');
    expect(phoneRule('614-555-O1O1')).toBe('application.validation.phoneFormat');
    expect(phoneRule(' ')).toBe('application.validation.phoneRequired');
  });
});

describe('ssnRule', () => {
  it('takes 9 digits, with or without dashes', () => {
    expect(ssnRule('123-45-6789')).toBeNull();
    expect(ssnRule('123456789')).toBeNull();
    expect(ssnRule('12345678')).toBe('application.validation.ssnFormat');
    expect(ssnRule('12345678a')).toBe('application.validation.ssnFormat');
  });
});

describe('the PO-box detector', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 45',
    'p o box 9',
    'P. O. B. 12',
    'POB 77',
    'Post Office Box 3',
    'Postal Box 3',
    'Box 14',
    '12 Main St, PO Box 4',
    'Apartado 55',
  ])('finds %s', (line) => expect(isPoBox(line)).toBe(true));

  it.each(['100 Broad St', '12 Boxwood Ln', '9 Box Elder St', '55 Pobst Rd', '1 Post Rd', 'Apt 4B'])(
    'lets %s through',
    (line) => expect(isPoBox(line)).toBe(false),
  );

  it('is the street rule’s last word', () => {
    expect(addressLine1Rule('PO Box 12')).toBe('application.validation.poBox');
    expect(addressLine1Rule('100 Broad St')).toBeNull();
  });
});

describe('validatePersonal', () => {
  const good: PersonalFields = {
    personalInformation: {
      firstName: 'Nora',
      lastName: "O'Neil-Núñez",
      dateOfBirth: '04/12/1985',
      documentNumber: '123-45-6789',
      driverLicenseStateCode: 'CA',
      driverLicenseNumber: 'A1234567',
    },
    address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    phones: [{ number: '(614) 555-0101' }],
  };

  it('accepts a complete personal step', () => {
    expect(validatePersonal(good, NOW)).toEqual([]);
  });

  it('names every refused field by its form path', () => {
    const errors = validatePersonal(
      {
        ...good,
        personalInformation: { ...good.personalInformation, dateOfBirth: '01/01/2010', driverLicenseNumber: '1234' },
        address: { ...good.address, addressLine1: 'PO Box 7', zipCode: '4321' },
        phones: [{ number: '(014) 555-0101' }],
      },
      NOW,
    );
    expect(errors).toEqual([
      { field: 'personalInformation.dateOfBirth', key: 'application.validation.minimumAge' },
      { field: 'personalInformation.driverLicenseNumber', key: 'application.validation.stateIdPattern' },
      { field: 'address.addressLine1', key: 'application.validation.poBox' },
      { field: 'address.zipCode', key: 'application.validation.zipFormat' },
      { field: 'phones[0].number', key: 'application.validation.phoneFirstDigit' },
    ]);
  });
});
