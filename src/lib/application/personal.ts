// The personal step's rules, one definition for the client's forms and the server's saves: names,
// date of birth (18 or older, counted in US Eastern time), the phone mask, the SSN, the PO-box detector and the
// address. Each rule answers null or the catalogue key of its message.
import { isProductEmail } from '../validation/email';
import { US_STATES } from '../usStates';
import { ageOn, parseCalendarDate, todayEastern } from './dates';
import { blank, collect, type FieldError, type RuleResult } from './fieldErrors';
import { stateIdNumberRule, stateIdStateRule } from './stateIdPatterns';

export const MIN_AGE_YEARS = 18;
/** Older than this is a typing slip (19855 → 1855), not an applicant. */
export const MAX_AGE_YEARS = 120;
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_LINE_MAX_LENGTH = 60;
export const CITY_MAX_LENGTH = 40;

/** The phone mask's shape: (xxx) xxx-xxxx, area code starting 1 to 9. */
export const PHONE_MASK_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
/** A phone as 10 digits or formatted ((614) 555-0101, 614-555-0101, 614.555.0101, 614 555 0101), first digit 1-9. */
export const PHONE_PATTERN = /^(?:\([1-9]\d{2}\)\s?|[1-9]\d{2}[-. ]?)\d{3}[-. ]?\d{4}$/;
export const SSN_PATTERN = /^\d{9}$/;
export const ZIP_PATTERN = /^\d{5}$/;
/** Letters of any alphabet, spaces, apostrophes, hyphens and periods (O'Neil, Mary-Jo, St. John, Núñez). */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' .-]*$/u;

/**
 * A post-office box in an address line: P.O. Box, PO Box 12, P O B 12, POB 12, Post Office Box, Postal Box, Box 12,
 * Lockbox, "Apartado" (Spanish). Not street names that merely contain the letters (Boxwood Ln, Pobst Rd, Box Elder St).
 */
const PO_BOX_PATTERNS = [
  /\bp\s*\.?\s*o\s*\.?\s*b(?:ox|\s*\.)?\s*#?\s*\d/i,
  /\bp\s*\.?\s*o\s*\.?\s*box\b/i,
  /\bpost\s*(?:al)?\s*(?:office\s*)?box\b/i,
  /^\s*(?:lock\s*)?box\s*#?\s*\d/i,
  /\bapartado\s*(?:postal|de\s+correos)?\s*#?\s*\d/i,
];

export const isPoBox = (line: string | null | undefined): boolean =>
  !blank(line) && PO_BOX_PATTERNS.some((pattern) => pattern.test(line!));

/** The digits of a phone typed any accepted way (a leading country code 1 dropped when 11 digits). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The digits of an SSN typed with or without dashes and spaces. */
export const ssnDigits = (value: string): string => value.replace(/[\s-]/g, '');

export function firstNameRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.firstNameRequired';
  return nameShape(value!);
}

export function lastNameRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.lastNameRequired';
  return nameShape(value!);
}

function nameShape(value: string): RuleResult {
  const name = value.trim();
  if (name.length > NAME_MAX_LENGTH) return 'application.validation.nameTooLong';
  return NAME_PATTERN.test(name) ? null : 'application.validation.nameCharacters';
}

/** At least 18 on today's Eastern date; MM/DD/YYYY (or the contract's YYYY-MM-DD); a real, past day. */
export function dateOfBirthRule(value: string | null | undefined, now: Date = new Date()): RuleResult {
  if (blank(value)) return 'application.validation.dobRequired';
  const iso = parseCalendarDate(value);
  if (!iso) return 'application.validation.dobFormat';
  const today = todayEastern(now);
  if (iso > today) return 'application.validation.dobFuture';
  const age = ageOn(iso, today);
  if (age < MIN_AGE_YEARS) return 'application.validation.minimumAge';
  return age > MAX_AGE_YEARS ? 'application.validation.dobTooOld' : null;
}

/** (xxx) xxx-xxxx or 10 digits; the area code cannot start with 0. */
export function phoneRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.phoneRequired';
  const text = value!.trim();
  const digits = phoneDigits(text);
  if (digits.length === 10 && digits.startsWith('0')) return 'application.validation.phoneFirstDigit';
  return PHONE_PATTERN.test(text) || (/^[\d\s().+-]+$/.test(text) && /^[1-9]\d{9}$/.test(digits))
    ? null
    : 'application.validation.phoneFormat';
}

export function ssnRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.ssnRequired';
  return SSN_PATTERN.test(ssnDigits(value!.trim())) ? null : 'application.validation.ssnFormat';
}

export function emailRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.emailRequired';
  return isProductEmail(value!.trim()) ? null : 'application.validation.emailFormat';
}

export function addressLine1Rule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.streetRequired';
  if (value!.trim().length > ADDRESS_LINE_MAX_LENGTH) return 'application.validation.streetTooLong';
  return isPoBox(value) ? 'application.validation.poBox' : null;
}

export function addressLine2Rule(value: string | null | undefined): RuleResult {
  if (blank(value)) return null;
  if (value!.trim().length > ADDRESS_LINE_MAX_LENGTH) return 'application.validation.streetTooLong';
  return isPoBox(value) ? 'application.validation.poBox' : null;
}

export function cityRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.cityRequired';
  const city = value!.trim();
  if (city.length > CITY_MAX_LENGTH) return 'application.validation.cityTooLong';
  return NAME_PATTERN.test(city) ? null : 'application.validation.cityCharacters';
}

const STATE_CODES = new Set(US_STATES.map(([code]) => code));

export function stateCodeRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.stateRequired';
  return STATE_CODES.has(value!.trim().toUpperCase()) ? null : 'application.validation.stateRequired';
}

export function zipCodeRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.zipRequired';
  return ZIP_PATTERN.test(value!.trim()) ? null : 'application.validation.zipFormat';
}

/** Months at the current address: a whole number from 0 to 1200 (100 years); empty is allowed. */
export function monthsAtAddressRule(value: number | null | undefined): RuleResult {
  if (value == null) return null;
  return Number.isInteger(value) && value >= 0 && value <= 1200 ? null : 'application.validation.monthsAtAddress';
}

/** An ID's expiration date, when given: a real day that has not passed. */
export function idExpirationRule(value: string | null | undefined, now: Date = new Date()): RuleResult {
  if (blank(value)) return null;
  const iso = parseCalendarDate(value);
  if (!iso) return 'application.validation.dateFormat';
  return iso < todayEastern(now) ? 'application.validation.idExpired' : null;
}

/** The personal step as the form holds it (dates MM/DD/YYYY or YYYY-MM-DD; the server's save has the same fields). */
export interface PersonalFields {
  personalInformation: {
    firstName?: string | null;
    lastName?: string | null;
    dateOfBirth?: string | null;
    documentNumber?: string | null;
    driverLicenseNumber?: string | null;
    driverLicenseStateCode?: string | null;
    stateIdExpirationDate?: string | null;
  };
  address: {
    addressLine1?: string | null;
    addressLine2?: string | null;
    cityName?: string | null;
    stateCode?: string | null;
    zipCode?: string | null;
  };
  phones: readonly { number?: string | null }[];
  emails?: readonly { email?: string | null }[] | null;
  additionalInformation?: { monthsAtAddress?: number | null } | null;
  spousalInformation?: { email?: string | null; phoneNumber?: string | null } | null;
}

/**
 * Every refused personal-step field under the path the form names it: `personalInformation.<field>`,
 * `address.<field>`, `phones[<i>].number`, `emails[<i>].email`, `additionalInformation.monthsAtAddress`,
 * `spousalInformation.<field>`. The SSN (documentNumber) and the state ID are required.
 */
export function validatePersonal(fields: PersonalFields, now: Date = new Date()): FieldError[] {
  const p = fields.personalInformation;
  const a = fields.address;
  const spouse = fields.spousalInformation;
  const phones = fields.phones.length > 0 ? fields.phones : [{ number: null }];
  return collect([
    ['personalInformation.firstName', firstNameRule(p.firstName)],
    ['personalInformation.lastName', lastNameRule(p.lastName)],
    ['personalInformation.dateOfBirth', dateOfBirthRule(p.dateOfBirth, now)],
    ['personalInformation.documentNumber', ssnRule(p.documentNumber)],
    ['personalInformation.driverLicenseStateCode', stateIdStateRule(p.driverLicenseStateCode)],
    ['personalInformation.driverLicenseNumber', stateIdNumberRule(p.driverLicenseNumber, p.driverLicenseStateCode)],
    ['personalInformation.stateIdExpirationDate', idExpirationRule(p.stateIdExpirationDate, now)],
    ['address.addressLine1', addressLine1Rule(a.addressLine1)],
    ['address.addressLine2', addressLine2Rule(a.addressLine2)],
    ['address.cityName', cityRule(a.cityName)],
    ['address.stateCode', stateCodeRule(a.stateCode)],
    ['address.zipCode', zipCodeRule(a.zipCode)],
    ...phones.map((phone, i) => [`phones[${i}].number`, phoneRule(phone.number)] as const),
    ...(fields.emails ?? []).map((e, i) => [`emails[${i}].email`, emailRule(e.email)] as const),
    ['additionalInformation.monthsAtAddress', monthsAtAddressRule(fields.additionalInformation?.monthsAtAddress)],
    ['spousalInformation.email', blank(spouse?.email) ? null : emailRule(spouse?.email)],
    ['spousalInformation.phoneNumber', blank(spouse?.phoneNumber) ? null : phoneRule(spouse?.phoneNumber)],
  ]);
}
