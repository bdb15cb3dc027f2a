// Enrollment form rules (spec 000 section 5, spec 001 section 5: SSN 9 digits, date MM/DD/YYYY, at least 18).
import { object, string } from 'yup';
import { US_STATES } from '../../lib/usStates';
import { changePasswordSchema, emailField } from '../../lib/validation/forms';

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

const name = (label: string) =>
  string().trim().required(`${label} is required`).max(50, `${label} must be 50 characters or fewer`);

const zipCode = () =>
  string()
    .required('ZIP code is required')
    .matches(/^\d{5}$/, 'Enter a 5-digit ZIP code');

export const enrollmentSearchSchema = object({
  firstName: name('First name'),
  lastName: name('Last name'),
  ssn: string()
    .required('Social Security number is required')
    .test('ssn', 'Enter your 9-digit Social Security number', (v) => /^\d{9}$/.test((v ?? '').replace(/[\s-]/g, ''))),
  dateOfBirth: string()
    .required('Date of birth is required')
    .matches(DATE_PATTERN, 'Enter your date of birth as MM/DD/YYYY')
    .test('age', `You must be at least ${MINIMUM_AGE} years old`, (v) => isAtLeast(v ?? '', MINIMUM_AGE)),
  zipCode: zipCode(),
  email: emailField(),
});

const STATE_CODES = new Set(US_STATES.map(([code]) => code));

export const residentialSchema = object({
  addressLine1: string().trim().required('Street address is required').max(100, 'Street address is too long'),
  addressLine2: string().trim().max(100, 'Apartment or suite is too long'),
  cityName: string().trim().required('City is required').max(50, 'City is too long'),
  stateCode: string()
    .required('State is required')
    .test('state', 'Choose your state', (v) => STATE_CODES.has(v ?? '')),
  zipCode: zipCode(),
});

/** Creating the password: the change-password rules and messages. */
export const personalSchema = changePasswordSchema;

/** SSN as typed: digits, with the dashes put in as they go (123-45-6789). */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
