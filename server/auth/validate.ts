// Request bodies of the auth routes, read into typed values. Every failure is a 400 HttpError with a message a
// customer can act on; messages never quote the submitted value (it may be personal data).
import { isProductEmail } from '../../src/lib/validation/email';
import { HttpError } from '../http/errors';
import { normaliseEmail } from './digests';

export const MAX_BLACKBOX_LENGTH = 4096;

const bad = (code: string, message: string) => new HttpError(400, code, message);

type Body = Record<string, unknown>;

export function requireObject(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw bad('INVALID_BODY', 'Send a JSON object as the request body.');
  }
  return body as Body;
}

/** The product e-mail rule (the client's own pattern), trimmed and lower-cased. */
export function readEmail(body: Body): string {
  const value = body.email;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw bad('EMAIL_REQUIRED', 'Email is required.');
  }
  if (typeof value !== 'string') throw bad('INVALID_EMAIL', 'Email must be text.');
  const email = normaliseEmail(value);
  if (!isProductEmail(email)) {
    throw bad('INVALID_EMAIL', 'Enter a valid email address, like name@example.com.');
  }
  return email;
}

export type RiskCheckBody =
  | { type: 'forgotPassword'; email: string; blackBox: string; enablePasswordlessFlow: boolean }
  | { type: 'failedLogin'; email: string; blackBox: string };

const RISK_TYPES = ['forgotPassword', 'failedLogin'] as const;

export function readRiskCheck(raw: unknown): RiskCheckBody {
  const body = requireObject(raw);
  const email = readEmail(body);
  const { type, blackBox, flags } = body;
  if (typeof type !== 'string' || !(RISK_TYPES as readonly string[]).includes(type)) {
    throw bad('INVALID_TYPE', 'type must be "forgotPassword" or "failedLogin".');
  }
  if (typeof blackBox !== 'string' || blackBox.length === 0 || blackBox.length > MAX_BLACKBOX_LENGTH) {
    throw bad(
      'INVALID_BLACKBOX',
      `blackBox (the device fingerprint) must be a non-empty string of at most ${MAX_BLACKBOX_LENGTH} characters.`,
    );
  }
  if (type === 'failedLogin') return { type, email, blackBox };

  let enablePasswordlessFlow = false;
  if (flags !== undefined && flags !== null) {
    if (typeof flags !== 'object' || Array.isArray(flags)) {
      throw bad('INVALID_FLAGS', 'flags must be an object such as { "enablePasswordlessFlow": true }.');
    }
    const value = (flags as Body).enablePasswordlessFlow;
    if (value !== undefined && typeof value !== 'boolean') {
      throw bad('INVALID_FLAGS', 'flags.enablePasswordlessFlow must be true or false.');
    }
    enablePasswordlessFlow = value === true;
  }
  return { type: 'forgotPassword', email, blackBox, enablePasswordlessFlow };
}

export interface ForgotEmailBody {
  firstName: string;
  lastName: string;
  /** ISO yyyy-mm-dd, as `customers.date_of_birth` stores it. */
  dateOfBirth: string;
  ssnLast4: string;
  zipCode: string;
}

/** Letters (any script), spaces, hyphens, apostrophes and periods; 1 to 50 characters once trimmed. */
const NAME = /^[\p{L}][\p{L}\p{M} '’.-]{0,49}$/u;

function readName(body: Body, field: 'firstName' | 'lastName', label: string): string {
  const value = body[field];
  const code = field === 'firstName' ? 'INVALID_FIRST_NAME' : 'INVALID_LAST_NAME';
  if (typeof value !== 'string' || value.trim() === '') throw bad(code, `Enter your ${label}.`);
  const name = value.trim();
  if (!NAME.test(name)) {
    throw bad(code, `Your ${label} can use letters, spaces, hyphens, apostrophes and periods, up to 50 characters.`);
  }
  return name;
}

/** MM/DD/YYYY, a real calendar date, not in the future and not before 1900. */
export function parseDateOfBirth(value: unknown, today = new Date()): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, mm = '', dd = '', yyyy = ''] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  if (!real || Number(yyyy) < 1900 || date.getTime() > today.getTime()) return null;
  return `${yyyy}-${mm}-${dd}`;
}

export function readForgotEmail(raw: unknown): ForgotEmailBody {
  const body = requireObject(raw);
  const firstName = readName(body, 'firstName', 'first name');
  const lastName = readName(body, 'lastName', 'last name');
  const dateOfBirth = parseDateOfBirth(body.dateOfBirth);
  if (!dateOfBirth) throw bad('INVALID_DATE_OF_BIRTH', 'Enter your date of birth as MM/DD/YYYY.');
  const { ssnLast4, zipCode } = body;
  if (typeof ssnLast4 !== 'string' || !/^\d{4}$/.test(ssnLast4.trim())) {
    throw bad('INVALID_SSN_LAST4', 'Enter the last 4 digits of your Social Security number.');
  }
  if (typeof zipCode !== 'string' || !/^\d{5}$/.test(zipCode.trim())) {
    throw bad('INVALID_ZIP_CODE', 'Enter your 5-digit ZIP code.');
  }
  return { firstName, lastName, dateOfBirth, ssnLast4: ssnLast4.trim(), zipCode: zipCode.trim() };
}

/** POST /auth/reset-link: the e-mail and the code of a reset link. */
export function readResetLinkCheck(raw: unknown): { email: string; code: string } {
  const body = requireObject(raw);
  const email = readEmail(body);
  const code = body.code;
  if (typeof code !== 'string' || code.trim() === '' || code.length > 64) {
    throw bad('INVALID_CODE', 'Send the code of the reset link.');
  }
  return { email, code: code.trim() };
}
