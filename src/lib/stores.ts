// The store locator's contract and constants, shared by the client that searches and
// the server that answers (server/stores/): one place for the numbers both must agree on.

/** At most 9 stores per search, shown 3 at a time, within 804,700 m (500 miles). */
export const STORE_SEARCH_LIMIT = 9;
export const STORES_PER_PAGE = 3;
export const MAX_STORE_DISTANCE_M = 804_700;
/** The search fires this long after the fifth digit of a ZIP code. */
export const ZIP_SEARCH_DELAY_MS = 400;
/** Store 2997 stands for "no store" in the store systems. */
export const NO_STORE = '2997';

export const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayOfWeek = (typeof WEEK)[number];

export interface StoreHours {
  day: DayOfWeek;
  /** HH:mm local time; null when closed. */
  openTime: string | null;
  closeTime: string | null;
  closed: boolean;
}

/** A store as every answer carries it: name without a trailing parenthetical, 5-digit ZIP, digits-only phone. */
export interface Store {
  storeNumber: string;
  storeName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  longitude: number;
  latitude: number;
  phone: string;
  brand: string;
  hours: StoreHours[];
}

export interface StoreResult extends Store {
  /** Metres from the searched place (great-circle); null for a search by store number alone. */
  distance: number | null;
}

export interface StoreSearchOrigin {
  postalCode: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** What POST /locations/search answers. */
export interface StoreSearchAnswer {
  /** The searched place (the map centres on it); null for a search by store number alone. */
  origin: StoreSearchOrigin | null;
  stores: StoreResult[];
}

/** What POST /locations/search takes. */
export interface StoreSearchRequest {
  postalCode?: string;
  address?: { addressLine1?: string; city?: string; state?: string; postalCode?: string };
  storeNumber?: string;
  type: 'Store';
  brand: string;
  activeOnly?: boolean;
  params?: { limit?: number; skip?: number; maxDistance?: number; stateRestriction?: string | boolean };
}
