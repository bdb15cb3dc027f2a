// A store as the portal answers it: the database keeps what the store systems send
// (names with a trailing "(Downtown)", ZIP+4 codes, formatted phones); every answer carries the normalized form.
// Shared by the location search and anything else that shows a store (the application's storeInformation).
import { WEEK, type Store, type StoreHours } from '../../src/lib/stores';

export { WEEK };
export type { Store, StoreHours };

/** As stored: Monday first, one entry per day. */
export interface StoredHours {
  openTime: string;
  closeTime: string;
  closed: boolean;
}

export interface StoreRow {
  storeNumber: string;
  storeName: string;
  brand: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  hours: StoredHours[];
  active: boolean;
}

/** "Harbor Check & Loan Broad St (Downtown)" → "Harbor Check & Loan Broad St"; only a trailing group goes. */
export const storeNameOf = (name: string) => name.replace(/\s*\([^()]*\)\s*$/, '').trim();

/** "43215-1234" → "43215": the ZIP without its +4 (anything after a dash), at most 5 characters. */
export const postalCodeOf = (code: string) => (code.trim().split('-')[0] ?? '').slice(0, 5);

/** "(614) 555-0417" → "6145550417". */
export const phoneOf = (phone: string) => phone.replace(/\D/g, '');

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Monday to Sunday, always seven days: a day missing from the row, or with a time that is not HH:mm, is closed. */
export function hoursOf(stored: readonly StoredHours[]): StoreHours[] {
  return WEEK.map((day, i) => {
    const entry = stored[i];
    const open = entry && !entry.closed && TIME.test(entry.openTime) && TIME.test(entry.closeTime);
    return open
      ? { day, openTime: entry.openTime, closeTime: entry.closeTime, closed: false }
      : { day, openTime: null, closeTime: null, closed: true };
  });
}

export function toStore(row: StoreRow): Store {
  return {
    storeNumber: row.storeNumber,
    storeName: storeNameOf(row.storeName),
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2 || null,
    city: row.city,
    state: row.state,
    postalCode: postalCodeOf(row.postalCode),
    longitude: row.longitude,
    latitude: row.latitude,
    phone: phoneOf(row.phone),
    brand: row.brand,
    hours: hoursOf(row.hours),
  };
}
