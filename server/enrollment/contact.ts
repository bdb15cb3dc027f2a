// Pure rules for the contact details on file that enrollment checks: the residential address a customer confirms
// when the e-mail entered is not the one on file, and the phone the SMS code goes to.
import type { Checked, FieldProblem } from './rules';

export interface AddressEntered {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  cityName: string;
  stateCode: string;
  zipCode: string;
}

export interface AddressOnFile {
  addressLine1: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
}

export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 50;

/** The first thing wrong with an address as typed, in form order, or the address trimmed. */
export function checkAddress(address: AddressEntered): Checked<AddressEntered> {
  const fail = (problem: FieldProblem): Checked<AddressEntered> => ({ ok: false, problem });
  const line1 = address.addressLine1.trim();
  const city = address.cityName.trim();
  const state = address.stateCode.trim();
  const zip = address.zipCode.trim();
  if (line1 === '') return fail({ field: 'addressLine1', message: 'Enter your street address.' });
  if (line1.length > ADDRESS_LINE_MAX_LENGTH)
    return fail({
      field: 'addressLine1',
      message: `Your street address must be ${ADDRESS_LINE_MAX_LENGTH} characters or fewer.`,
    });
  if (city === '') return fail({ field: 'cityName', message: 'Enter your city.' });
  if (city.length > CITY_MAX_LENGTH)
    return fail({ field: 'cityName', message: `Your city must be ${CITY_MAX_LENGTH} characters or fewer.` });
  if (!/^[a-z]{2}$/i.test(state)) return fail({ field: 'stateCode', message: 'Choose your state.' });
  if (!/^\d{5}(-?\d{4})?$/.test(zip)) return fail({ field: 'zipCode', message: 'Enter a 5-digit ZIP code.' });
  return { ok: true, value: { ...address, addressLine1: line1, cityName: city, stateCode: state, zipCode: zip } };
}

/** USPS standard abbreviations (Publication 28) for the words people spell either way. */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  square: 'sq',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
};

/** A street line as compared: lower case, no punctuation, single spaces, standard abbreviations. */
export function normaliseStreet(line: string): string {
  return line
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,#'"]/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

const squash = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The address entered is the one on file: street line, city, state and 5-digit ZIP (the second line is not compared). */
export function sameAddress(entered: AddressEntered, onFile: AddressOnFile): boolean {
  if (!onFile.addressLine1) return false;
  return (
    normaliseStreet(entered.addressLine1) === normaliseStreet(onFile.addressLine1) &&
    squash(entered.cityName) === squash(onFile.city) &&
    entered.stateCode.trim().toUpperCase() === (onFile.stateCode ?? '').trim().toUpperCase() &&
    entered.zipCode.replace(/\D/g, '').slice(0, 5) === (onFile.zipCode ?? '').replace(/\D/g, '').slice(0, 5)
  );
}
