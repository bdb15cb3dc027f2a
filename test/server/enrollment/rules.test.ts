// Enrollment's pure rules, row by row: input checks, record matching, the search decision table, addresses and
// phones, the sign-up check, and how texted-code checks read in the contract.
import { describe, expect, it } from 'vitest';
import { checkAddress, normaliseStreet, sameAddress } from '../../../server/enrollment/contact';
import { maskPhone, otpResultOf, phoneDigits } from '../../../server/verification/textedCodes';
import {
  ageOn,
  checkSearch,
  decideSearch,
  isRealDate,
  matchesRecord,
  sameName,
  signUpFailureMessage,
  signUpRefusal,
  type RecordFacts,
  type SignUpFacts,
} from '../../../server/enrollment/rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const MARIA = {
  firstName: 'Maria',
  lastName: 'Lopez',
  ssn: '123-45-6789',
  dateOfBirth: '1985-04-12',
  zipCode: '43215',
  email: 'Maria.Lopez@Example.com ',
};
const RECORD: RecordFacts = {
  firstName: 'Maria',
  lastName: 'Lopez',
  dateOfBirth: '1985-04-12',
  zipCode: '43215',
  email: 'maria.lopez@example.com',
  hasAccount: false,
};

describe('checkSearch', () => {
  it('normalises a good search', () => {
    expect(checkSearch(MARIA, NOW)).toEqual({
      ok: true,
      value: {
        firstName: 'Maria',
        lastName: 'Lopez',
        ssnDigits: '123456789',
        dateOfBirth: '1985-04-12',
        zipCode: '43215',
        email: 'maria.lopez@example.com',
      },
    });
  });

  it('reports the first bad field in form order', () => {
    const problem = (input: Partial<typeof MARIA>) => {
      const checked = checkSearch({ ...MARIA, ...input }, NOW);
      return checked.ok ? null : checked.problem;
    };
    expect(problem({ firstName: '', ssn: 'x' })).toEqual({ field: 'firstName', message: 'Enter your first name.' });
    expect(problem({ ssn: '123 45 6789' })).toBeNull();
    expect(problem({ ssn: '1234567890' })?.field).toBe('ssn');
    expect(problem({ dateOfBirth: '2008-06-16' })?.message).toBe('You must be at least 18 years old to enroll.');
    expect(problem({ dateOfBirth: '2008-06-15' })).toBeNull();
    expect(problem({ dateOfBirth: '1899-01-01' })?.message).toBe('Enter a real date of birth.');
    expect(problem({ zipCode: '4321a' })?.field).toBe('zipCode');
    expect(problem({ email: 'no at sign' })?.field).toBe('email');
  });

  it('knows real dates and whole years', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('1985-4-12')).toBe(false);
    expect(ageOn('1985-06-15', NOW)).toBe(41);
    expect(ageOn('1985-06-16', NOW)).toBe(40);
  });
});

describe('matching a record', () => {
  const search = (input: Partial<typeof MARIA> = {}) => {
    const checked = checkSearch({ ...MARIA, ...input }, NOW);
    if (!checked.ok) throw new Error(checked.problem.message);
    return checked.value;
  };

  it('needs date of birth, both names (case and spaces aside) and ZIP to agree', () => {
    expect(matchesRecord(search({ firstName: 'MARIA', lastName: ' lo pez' }), RECORD)).toBe(true);
    expect(matchesRecord(search({ dateOfBirth: '1985-04-13' }), RECORD)).toBe(false);
    expect(matchesRecord(search({ lastName: 'Lopes' }), RECORD)).toBe(false);
    expect(matchesRecord(search({ zipCode: '43216' }), RECORD)).toBe(false);
    expect(matchesRecord(search(), { ...RECORD, zipCode: '43215-0001' })).toBe(true);
    expect(sameName('Mary Ann', 'maryann')).toBe(true);
  });

  it('decides the first step (decision table rows 1-5)', () => {
    const email = 'maria.lopez@example.com';
    expect(decideSearch({ record: null, email, emailInUse: false })).toMatchObject({
      result: 'DENIED',
      event: 'CUSTOMER_NOT_FOUND',
    });
    expect(decideSearch({ record: { ...RECORD, hasAccount: true }, email, emailInUse: true })).toMatchObject({
      event: 'USER_ALREADY_EXISTS',
    });
    expect(decideSearch({ record: RECORD, email: 'new.customer@example.com', emailInUse: true })).toMatchObject({
      result: 'DENIED',
      event: 'EMAIL_ALREADY_IN_USE',
    });
    expect(decideSearch({ record: RECORD, email, emailInUse: false })).toEqual({
      result: 'NEEDS_EMAIL_VERIFICATION',
      event: null,
      sendsEmailCode: true,
    });
    expect(decideSearch({ record: RECORD, email: 'maria.new@example.com', emailInUse: false })).toEqual({
      result: 'NEEDS_RESIDENTIAL_INFO',
      event: 'EMAIL_INELIGIBLE',
      sendsEmailCode: false,
    });
  });
});

describe('addresses and phones', () => {
  const onFile = { addressLine1: '100 Broad St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' };
  const entered = { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' };

  it('compares street lines with case, punctuation and common abbreviations aside', () => {
    expect(normaliseStreet('100 N. Broad Street, Apt #4')).toBe('100 n broad st apt 4');
    expect(sameAddress({ ...entered, addressLine1: '100 BROAD STREET' }, onFile)).toBe(true);
    expect(sameAddress({ ...entered, cityName: 'columbus ', stateCode: 'oh' }, onFile)).toBe(true);
    expect(sameAddress({ ...entered, addressLine1: '10 Broad St' }, onFile)).toBe(false);
    expect(sameAddress({ ...entered, stateCode: 'KY' }, onFile)).toBe(false);
    expect(sameAddress({ ...entered, zipCode: '43004' }, onFile)).toBe(false);
    expect(sameAddress(entered, { ...onFile, addressLine1: null })).toBe(false);
  });

  it('checks an address as typed', () => {
    expect(checkAddress(entered).ok).toBe(true);
    expect(checkAddress({ ...entered, zipCode: '43215-1234' }).ok).toBe(true);
    const bad = checkAddress({ ...entered, addressLine1: 'x'.repeat(101) });
    expect(bad.ok ? null : bad.problem.field).toBe('addressLine1');
  });

  it('reads US phone numbers and masks all but the last four digits', () => {
    expect(phoneDigits('+1 (614) 555-0901')).toBe('6145550901');
    expect(phoneDigits('555-0901')).toBeNull();
    expect(maskPhone('6145550901')).toBe('(***) ***-0901');
  });
});

describe('signUpRefusal', () => {
  const facts = (over: Partial<SignUpFacts> = {}): SignUpFacts => ({
    enrollment: {
      result: 'APPROVED',
      email: 'maria.new@example.com',
      expiresAt: new Date(NOW.getTime() + 60_000),
      claimedAt: null,
      userId: null,
    },
    record: { firstName: 'Maria', lastName: 'Lopez', hasAccount: false },
    recordClaimedElsewhere: false,
    signUp: { username: 'Maria.New@example.com', name: 'maria', familyName: 'LOPEZ' },
    ...over,
  });
  const enrollment = facts().enrollment;
  if (!enrollment) throw new Error('fixture');

  it('lets an approved, unexpired, unclaimed enrollment with matching e-mail and names through', () => {
    expect(signUpRefusal(facts(), NOW)).toBeNull();
    expect(signUpRefusal(facts({ enrollment: { ...enrollment, claimedAt: new Date(0) } }), NOW)).toBeNull();
  });

  it('customerExists when the record has an account or another sign-up for it is under way', () => {
    expect(signUpRefusal(facts({ record: { firstName: 'Maria', lastName: 'Lopez', hasAccount: true } }), NOW)).toBe(
      'customerExists',
    );
    expect(signUpRefusal(facts({ recordClaimedElsewhere: true }), NOW)).toBe('customerExists');
  });

  it('customerCheckError for anything else', () => {
    const refused = [
      facts({ enrollment: null }),
      facts({ record: null }),
      facts({ enrollment: { ...enrollment, result: 'NEEDS_EMAIL_VERIFICATION' } }),
      facts({ enrollment: { ...enrollment, expiresAt: NOW } }),
      facts({ enrollment: { ...enrollment, claimedAt: new Date(NOW.getTime() - 1000) } }),
      facts({ signUp: { username: 'maria.lopez@example.com', name: 'Maria', familyName: 'Lopez' } }),
      facts({ signUp: { username: 'maria.new@example.com', name: 'Mario', familyName: 'Lopez' } }),
      facts({ signUp: { username: 'maria.new@example.com', name: 'Maria', familyName: undefined } }),
    ];
    for (const f of refused) expect(signUpRefusal(f, NOW), JSON.stringify(f)).toBe('customerCheckError');
  });

  it('carries the flag as the JSON the client parses', () => {
    expect(signUpFailureMessage('customerExists')).toBe('{"customerExists":true}');
  });
});

describe('texted-code results', () => {
  it('maps a check to OTP_VALID, OTP_INVALID, OTP_EXPIRED or OTP_EXCEEDED', () => {
    expect(otpResultOf({ status: 'APPROVED', reason: 'approved', challengeStatus: 'APPROVED' })).toBe('OTP_VALID');
    expect(otpResultOf({ status: 'PENDING', reason: 'mismatch', challengeStatus: 'PENDING' })).toBe('OTP_INVALID');
    expect(otpResultOf({ status: 'PENDING', reason: 'replaced', challengeStatus: 'PENDING' })).toBe('OTP_EXPIRED');
    expect(otpResultOf({ status: 'PENDING', reason: 'expired', challengeStatus: 'PENDING' })).toBe('OTP_EXPIRED');
    expect(otpResultOf({ status: 'DENIED', reason: 'attempts', challengeStatus: 'DENIED' })).toBe('OTP_EXCEEDED');
    expect(otpResultOf({ status: 'DENIED', reason: 'settled', challengeStatus: 'APPROVED' })).toBe('OTP_INVALID');
  });
});
