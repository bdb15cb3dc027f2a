// Enrollment's pure rules (the EnrollmentResult state machine in schema.graphql): what a
// search must contain, when a loan-system record matches it, which step a search leads to, when an address is the one
// on file, and what a sign-up may claim. No database here; ./search.ts, ./steps.ts and ./signUp.ts apply them.
import { normaliseSsn } from '../customers/ssn';
import type { EnrollmentEvent, EnrollmentResult, EnrollmentSearchInput } from '../graphql/generated/resolvers';
import { isEmail } from '../identity/validate';

/** An enrollment lasts an hour from its search; after that it is gone and the customer searches again. */
export const ENROLLMENT_TTL_MS = 60 * 60 * 1000;
/**
 * How long an enrollment visitor identity (and its session) lives from POST /auth/enrollment-session: room for one
 * whole enrollment started at any time in its first hour. After it the tokens are refused and the identity is swept.
 */
export const ENROLLMENT_SESSION_TTL_MS = 2 * ENROLLMENT_TTL_MS;
/**
 * SSN look-ups (searchSsn, customerSsnSearch) one enrollment may make, and one client address across all its
 * enrollment sessions per ENROLLMENT_TTL_MS. The enrollment screens need none today; a few leave room for a client
 * that confirms its own record once or twice.
 */
export const MAX_SSN_LOOKUPS_PER_ENROLLMENT = 3;
export const MAX_SSN_LOOKUPS_PER_ADDRESS = 15;
/** Searches one enrollment session may run. */
export const MAX_SEARCHES = 5;
/** Addresses tried on NEEDS_RESIDENTIAL_INFO; the last wrong one denies. */
export const MAX_ADDRESS_ATTEMPTS = 3;
/** How long a sign-up's claim on an enrollment holds before another sign-up may try (a crashed sign-up). */
export const SIGN_UP_CLAIM_MS = 2 * 60 * 1000;
export const MIN_AGE_YEARS = 18;
export const NAME_MAX_LENGTH = 50;

export type { EnrollmentEvent, EnrollmentResult };

/** A search as the customer typed it (the contract's EnrollmentSearchInput). */
export type SearchInput = EnrollmentSearchInput;

/** A search as the rules compare it: trimmed, SSN as 9 digits, e-mail lower-cased. */
export interface Search {
  firstName: string;
  lastName: string;
  ssnDigits: string;
  dateOfBirth: string;
  zipCode: string;
  email: string;
}

/** The first thing wrong with an input, by field, with the message to show; never repeats the value. */
export interface FieldProblem {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };

function nameProblem(field: string, label: string, value: string): FieldProblem | null {
  if (value === '') return { field, message: `Enter your ${label}.` };
  if (value.length > NAME_MAX_LENGTH)
    return { field, message: `Your ${label} must be ${NAME_MAX_LENGTH} characters or fewer.` };
  return null;
}

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar date). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const years = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

/** A YYYY-MM-DD string naming a day that exists (no 1985-02-30). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dateOfBirthProblem(value: string, now: Date): FieldProblem | null {
  const field = 'dateOfBirth';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { field, message: 'Enter your date of birth as YYYY-MM-DD.' };
  if (!isRealDate(value)) return { field, message: 'Enter a real date of birth.' };
  const age = ageOn(value, now);
  if (age < 0 || age > 120) return { field, message: 'Enter a real date of birth.' };
  if (age < MIN_AGE_YEARS) return { field, message: `You must be at least ${MIN_AGE_YEARS} years old to enroll.` };
  return null;
}

/** Checks a search field by field, in the order the form shows them. */
export function checkSearch(input: SearchInput, now: Date): Checked<Search> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const dateOfBirth = input.dateOfBirth.trim();
  const zipCode = input.zipCode.trim();
  const email = input.email.trim().toLowerCase();
  const fail = (problem: FieldProblem): Checked<Search> => ({ ok: false, problem });
  const names = nameProblem('firstName', 'first name', firstName) ?? nameProblem('lastName', 'last name', lastName);
  if (names) return fail(names);
  const ssnDigits = normaliseSsn(input.ssn.trim());
  if (!ssnDigits) return fail({ field: 'ssn', message: 'Enter a 9-digit Social Security number.' });
  const birth = dateOfBirthProblem(dateOfBirth, now);
  if (birth) return fail(birth);
  if (!/^\d{5}$/.test(zipCode)) return fail({ field: 'zipCode', message: 'Enter a 5-digit ZIP code.' });
  if (!isEmail(email)) return fail({ field: 'email', message: 'Enter a valid email address.' });
  return { ok: true, value: { firstName, lastName, ssnDigits, dateOfBirth, zipCode, email } };
}

/** Names compare case- and space-insensitively ("Mary Ann" = "maryann"). */
export const sameName = (a: string, b: string) =>
  a.normalize('NFKC').toLowerCase().replace(/\s+/g, '') === b.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

const zip5 = (zip: string | null | undefined) => (zip ?? '').replace(/\D/g, '').slice(0, 5);

/** What the rules read of a loan-system record. */
export interface RecordFacts {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zipCode: string | null;
  email: string;
  /** The record already belongs to a portal account (customers.user_id). */
  hasAccount: boolean;
}

/** The record behind the SSN (found by its digest) is this customer's: date of birth, both names and ZIP agree. */
export function matchesRecord(search: Search, record: RecordFacts): boolean {
  return (
    record.dateOfBirth === search.dateOfBirth &&
    sameName(record.firstName, search.firstName) &&
    sameName(record.lastName, search.lastName) &&
    zip5(record.zipCode) === search.zipCode
  );
}

export interface SearchVerdict {
  result: EnrollmentResult;
  event: EnrollmentEvent | null;
  /** An e-mail code goes to the e-mail entered now. */
  sendsEmailCode: boolean;
}

/**
 * Where a search leads (first matching row wins):
 * 1. no record matches every field                 → DENIED / CUSTOMER_NOT_FOUND (never says which field failed)
 * 2. the record already has a portal account       → DENIED / USER_ALREADY_EXISTS
 * 3. the e-mail entered is a portal account's      → DENIED / EMAIL_ALREADY_IN_USE
 * 4. the e-mail entered is the one on file         → NEEDS_EMAIL_VERIFICATION, code e-mailed
 * 5. otherwise                                     → NEEDS_RESIDENTIAL_INFO / EMAIL_INELIGIBLE (address, then SMS)
 */
export function decideSearch(facts: { record: RecordFacts | null; email: string; emailInUse: boolean }): SearchVerdict {
  const { record } = facts;
  if (!record) return { result: 'DENIED', event: 'CUSTOMER_NOT_FOUND', sendsEmailCode: false };
  if (record.hasAccount) return { result: 'DENIED', event: 'USER_ALREADY_EXISTS', sendsEmailCode: false };
  if (facts.emailInUse) return { result: 'DENIED', event: 'EMAIL_ALREADY_IN_USE', sendsEmailCode: false };
  if (record.email.trim().toLowerCase() === facts.email)
    return { result: 'NEEDS_EMAIL_VERIFICATION', event: null, sendsEmailCode: true };
  return { result: 'NEEDS_RESIDENTIAL_INFO', event: 'EMAIL_INELIGIBLE', sendsEmailCode: false };
}

/** The sign-up failure flags the client tells apart, carried as JSON in the trigger error. */
export type SignUpFlag = 'customerExists' | 'customerCheckError' | 'customerConfirmationError';

/** What a sign-up with clientMetadata.enrollmentId is checked against. */
export interface SignUpFacts {
  enrollment: {
    result: string;
    email: string;
    expiresAt: Date;
    claimedAt: Date | null;
    userId: string | null;
  } | null;
  record: { firstName: string; lastName: string; hasAccount: boolean } | null;
  /** Another enrollment of the same record holds a live sign-up claim. */
  recordClaimedElsewhere: boolean;
  signUp: { username: string; name: string | undefined; familyName: string | undefined };
}

/**
 * Whether a sign-up may go through for this enrollment (null) or which flag refuses it:
 * - the record got a portal account meanwhile, or another sign-up for it is under way → customerExists
 * - no such enrollment, not APPROVED, expired, already claimed by a sign-up, or the username or names differ from
 *   the enrollment's e-mail and the record's names → customerCheckError
 */
export function signUpRefusal(facts: SignUpFacts, now: Date): SignUpFlag | null {
  const { enrollment, record, signUp } = facts;
  if (!enrollment || !record) return 'customerCheckError';
  if (record.hasAccount || enrollment.userId || facts.recordClaimedElsewhere) return 'customerExists';
  if (enrollment.result !== 'APPROVED' || enrollment.expiresAt.getTime() <= now.getTime()) return 'customerCheckError';
  if (enrollment.claimedAt && enrollment.claimedAt.getTime() > now.getTime() - SIGN_UP_CLAIM_MS)
    return 'customerCheckError';
  if (signUp.username.trim().toLowerCase() !== enrollment.email) return 'customerCheckError';
  if (!sameName(signUp.name ?? '', record.firstName) || !sameName(signUp.familyName ?? '', record.lastName))
    return 'customerCheckError';
  return null;
}

/** The message a trigger throws: Cognito renders it as "PreSignUp failed with error {json}.". */
export const signUpFailureMessage = (flag: SignUpFlag) => JSON.stringify({ [flag]: true });
