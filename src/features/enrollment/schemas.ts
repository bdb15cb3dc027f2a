// Enrollment form rules (SSN 9 digits, date MM/DD/YYYY, at least 18).
import { object, string } from 'yup';
import type { MessageKey } from '../../lib/i18n';
import { US_STATES } from '../../lib/usStates';
import { changePasswordSchema, emailField, key } from '../../lib/validation/forms';

const DATE_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/;
export const MINIMUM_AGE = 18;

/** True when MM/DD/YYYY is a real calendar date at least `years` before `today`. */
export function isAtLeast(mmddyyyy: string, years: number, today = new Date()): boolean {
  if (!DATE_PATTERN.test(mmddyyyy)) return false;
  const [mm, dd, yyyy] = mmddyyyy.split('/').map(Number) as [number, number, number];
  const born = new Date(yyyy, mm - 1, dd);
  if (born.getMonth() !== mm - 1 || born.getDate() !== dd) return false;
  const birthday = new Date(yyyy + years, mm - 1, dd);
  return birthday.getTime() <= today.getTime();
}

const name = (required: MessageKey, tooLong: MessageKey) =>
  string().trim().required(key(required)).max(50, key(tooLong));

const zipCode = () =>
  string()
    .required(key('validation.zipRequired'))
    .matches(/^\d{5}$/, key('validation.zipFormat'));

export const enrollmentSearchSchema = object({
  firstName: name('validation.firstNameRequired', 'validation.firstNameTooLong'),
  lastName: name('validation.lastNameRequired', 'validation.lastNameTooLong'),
  ssn: string()
    .required(key('validation.ssnRequired'))
    .test('ssn', key('validation.ssnFormat'), (v) => /^\d{9}$/.test((v ?? '').replace(/[\s-]/g, ''))),
  dateOfBirth: string()
    .required(key('validation.dobRequired'))
    .matches(DATE_PATTERN, key('validation.dobFormat'))
    .test('age', key('validation.minimumAge'), (v) => isAtLeast(v ?? '', MINIMUM_AGE)),
  zipCode: zipCode(),
  email: emailField(),
});

const STATE_CODES = new Set(US_STATES.map(([code]) => code));

export const residentialSchema = object({
  addressLine1: string().trim().required(key('validation.streetRequired')).max(100, key('validation.streetTooLong')),
  addressLine2: string().trim().max(100, key('validation.line2TooLong')),
  cityName: string().trim().required(key('validation.cityRequired')).max(50, key('validation.cityTooLong')),
  stateCode: string()
    .required(key('validation.stateRequired'))
    .test('state', key('validation.stateChoose'), (v) => STATE_CODES.has(v ?? '')),
  zipCode: zipCode(),
});

/** Creating the password: the change-password rules and messages. */
export const personalSchema = changePasswordSchema;

/** SSN as typed (123-45-6789): the masked field's formatter. */
export { formatSsn } from '../../lib/inputFormats';
