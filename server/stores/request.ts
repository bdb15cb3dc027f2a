// The location search's payload, read into a typed value. Every failure is a 400 with a message
// a caller can act on; limits a caller may exceed harmlessly (limit, maxDistance) are capped, not refused.
import { BRANDS, isBrandKey, type BrandKey } from '../../brands/catalog';
import { MAX_STORE_DISTANCE_M, NO_STORE, STORE_SEARCH_LIMIT } from '../../src/lib/stores';
import { HttpError } from '../http/errors';

/** At most 9 stores per search, within 804,700 m (500 miles). */
export const MAX_LIMIT = STORE_SEARCH_LIMIT;
export const MAX_DISTANCE_M = MAX_STORE_DISTANCE_M;
export { NO_STORE };

/** How far a caller may page: limit 9 from skip 90 is far beyond anything the locator shows. */
export const MAX_SKIP = 90;

export interface StoreSearch {
  /** Where distances are measured from: a ZIP, or a city and state when the address has no ZIP. */
  place: { postalCode: string } | { city: string; state: string } | null;
  /** A store number to find (never "2997": that reads as no store number at all). */
  storeNumber: string | null;
  brand: BrandKey;
  activeOnly: boolean;
  limit: number;
  skip: number;
  maxDistance: number;
  /** Only stores in this state; `origin` means the searched place's own state. */
  stateRestriction: string | 'origin' | null;
}

type Body = Record<string, unknown>;

const bad = (code: string, message: string) => new HttpError(400, code, message);

const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

const ZIP = /^\d{5}(-\d{4})?$/;
const STATE = /^[A-Za-z]{2}$/;
const STORE_NUMBER = /^\d{1,10}$/;
const CITY = /^[\p{L}][\p{L}\p{M} '’.-]{0,49}$/u;

function readZip(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !ZIP.test(value.trim())) {
    throw bad('INVALID_POSTAL_CODE', `${field} must be a 5-digit ZIP code, like 43215.`);
  }
  return value.trim().slice(0, 5);
}

function readPlace(body: Body): StoreSearch['place'] {
  const postalCode = readZip(body.postalCode, 'postalCode');
  if (postalCode) return { postalCode };
  const { address } = body;
  if (address === undefined || address === null) return null;
  if (!isObject(address)) {
    throw bad('INVALID_ADDRESS', 'address must be an object such as { "city": "Columbus", "state": "OH" }.');
  }
  const zip = readZip(address.postalCode, 'address.postalCode');
  if (zip) return { postalCode: zip };
  const { city, state } = address;
  if (typeof city !== 'string' || !CITY.test(city.trim()) || typeof state !== 'string' || !STATE.test(state)) {
    throw bad(
      'INVALID_ADDRESS',
      'address needs a postalCode, or a city (letters, up to 50 characters) and a 2-letter state.',
    );
  }
  return { city: city.trim(), state: state.toUpperCase() };
}

function readStoreNumber(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !STORE_NUMBER.test(value.trim())) {
    throw bad('INVALID_STORE_NUMBER', 'storeNumber must be up to 10 digits, like "0417".');
  }
  const number = value.trim();
  return number === NO_STORE ? null : number;
}

function readInteger(params: Body, field: string, min: number, fallback: number): number {
  const value = params[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw bad('INVALID_PARAMS', `params.${field} must be a whole number of at least ${min}.`);
  }
  return value;
}

function readParams(body: Body) {
  const params = body.params ?? {};
  if (!isObject(params)) {
    throw bad('INVALID_PARAMS', 'params must be an object such as { "limit": 9, "skip": 0, "maxDistance": 804700 }.');
  }
  const limit = Math.min(readInteger(params, 'limit', 1, MAX_LIMIT), MAX_LIMIT);
  const skip = readInteger(params, 'skip', 0, 0);
  if (skip > MAX_SKIP) throw bad('INVALID_PARAMS', `params.skip must be at most ${MAX_SKIP}.`);
  const { maxDistance: distance = MAX_DISTANCE_M } = params;
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance <= 0) {
    throw bad('INVALID_PARAMS', 'params.maxDistance must be a positive number of metres.');
  }
  const { stateRestriction: state } = params;
  let stateRestriction: StoreSearch['stateRestriction'] = null;
  if (state === true) stateRestriction = 'origin';
  else if (typeof state === 'string' && STATE.test(state)) stateRestriction = state.toUpperCase();
  else if (state !== undefined && state !== null && state !== false && state !== '') {
    throw bad(
      'INVALID_PARAMS',
      'params.stateRestriction must be a 2-letter state such as "OH", or true for the ZIP\'s state.',
    );
  }
  return { limit, skip, maxDistance: Math.min(distance, MAX_DISTANCE_M), stateRestriction };
}

/** "lumen, harbor, pinecrest, meridian or keel": the catalog's keys, so the message names every brand there is. */
const BRAND_LIST = Object.keys(BRANDS)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

export function readStoreSearch(raw: unknown): StoreSearch {
  if (!isObject(raw)) throw bad('INVALID_BODY', 'Send a JSON object as the request body.');
  if (raw.type !== 'Store') throw bad('INVALID_TYPE', 'type must be "Store".');
  if (typeof raw.brand !== 'string' || !isBrandKey(raw.brand)) {
    throw bad('INVALID_BRAND', `brand must be one of ${BRAND_LIST}.`);
  }
  const { activeOnly = true } = raw;
  if (typeof activeOnly !== 'boolean') throw bad('INVALID_ACTIVE_ONLY', 'activeOnly must be true or false.');
  const place = readPlace(raw);
  const storeNumber = readStoreNumber(raw.storeNumber);
  const params = readParams(raw);
  // Store 2997 alone is a search for "no store": answered with none, not refused.
  const noStore = typeof raw.storeNumber === 'string' && raw.storeNumber.trim() === NO_STORE;
  if (!place && !storeNumber && !noStore) {
    throw bad('PLACE_REQUIRED', 'Send a postalCode, an address or a storeNumber to search for.');
  }
  if (params.stateRestriction === 'origin' && !place) {
    throw bad(
      'INVALID_PARAMS',
      'params.stateRestriction true needs a postalCode or an address to take the state from.',
    );
  }
  return { place, storeNumber, brand: raw.brand, activeOnly, ...params };
}
