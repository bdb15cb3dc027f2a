// Enrollment form rules: the search (names, SSN with or without dashes, a real date at least 18 years back, ZIP,
// e-mail), the address form, and the SSN formatting as typed.
import { describe, expect, it } from 'vitest';
import {
  enrollmentSearchSchema,
  formatSsn,
  isAtLeast,
  residentialSchema,
} from '../../../src/features/enrollment/schemas';
import { isMessageKey, translateMessage } from '../../../src/lib/i18n';
import { loadLang } from '../../../src/lib/i18n/translate';

const valid = {
  firstName: 'Maria',
  lastName: 'Lopez',
  ssn: '123-45-6789',
  dateOfBirth: '04/12/1985',
  zipCode: '43215',
  email: 'maria.lopez@example.com',
};

const errorOf = async (values: Record<string, string>) => {
  try {
    await enrollmentSearchSchema.validate(values, { abortEarly: true });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('enrollment search', () => {
  it('accepts the demo record, SSN with or without dashes', async () => {
    expect(await errorOf(valid)).toBeNull();
    expect(await errorOf({ ...valid, ssn: '123456789' })).toBeNull();
  });

  it.each([
    [{ ssn: '12345678' }, 'Enter your 9-digit Social Security number'],
    [{ ssn: '' }, 'Social Security number is required'],
    [{ dateOfBirth: '1985-04-12' }, 'Enter your date of birth as MM/DD/YYYY'],
    [{ dateOfBirth: '02/30/1985' }, 'You must be at least 18 years old'],
    [{ zipCode: '4321' }, 'Enter a 5-digit ZIP code'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: 'x'.repeat(51) }, 'Last name must be 50 characters or fewer'],
    [{ email: 'maria@' }, 'Invalid email address'],
  ])('%o → "%s", in Spanish too', async (change, message) => {
    const error = (await errorOf({ ...valid, ...change })) ?? '';
    // A catalogue key, not words: the field shows it in the customer's language.
    expect(isMessageKey(error)).toBe(true);
    expect(translateMessage('en', error)).toBe(message);
    await loadLang('es');
    expect(translateMessage('es', error)).not.toBe(message);
  });

  it('is 18 on the birthday, not the day before', () => {
    const today = new Date(2026, 10, 22);
    expect(isAtLeast('11/22/2008', 18, today)).toBe(true);
    expect(isAtLeast('11/23/2008', 18, today)).toBe(false);
    expect(isAtLeast('02/29/2001', 18, today)).toBe(false); // not a date
  });

  it('formats the SSN as it is typed and drops anything beyond 9 digits', () => {
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456789999')).toBe('123-45-6789');
    expect(formatSsn('12a3-45 6')).toBe('123-45-6');
  });
});

describe('residential form', () => {
  it('needs a street, city, a real state and a ZIP; line 2 is optional', async () => {
    const address = {
      addressLine1: '100 Broad St',
      addressLine2: '',
      cityName: 'Columbus',
      stateCode: 'OH',
      zipCode: '43215',
    };
    await expect(residentialSchema.validate(address)).resolves.toBeTruthy();
    const errorIn = (change: Record<string, string>) =>
      residentialSchema.validate({ ...address, ...change }).then(
        () => '',
        (e: Error) => translateMessage('en', e.message),
      );
    expect(await errorIn({ stateCode: 'XX' })).toBe('Choose your state');
    expect(await errorIn({ cityName: '' })).toBe('City is required');
    expect(await errorIn({ addressLine2: 'x'.repeat(101) })).toBe('Apartment or suite is too long');
  });
});
