// The location search: the stores of the brands a site may send customers to, nearest
// first by great-circle distance from the searched ZIP. The database keeps only the stores inside the search's
// bounding box (geo.ts) before it measures anything, so the cost follows the stores nearby, not the whole table.
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { HttpError } from '../http/errors';
import { boundingBox, EARTH_RADIUS_M, originOfCity, originOfZip, type Origin } from './geo';
import type { Store, StoreResult, StoreSearchAnswer } from '../../src/lib/stores';
import { toStore } from './normalize';
import { NO_STORE, type StoreSearch } from './request';

/** Brands with stores of their own (the brand content's `hasStores`). */
export const STORE_BRANDS: readonly BrandKey[] = (Object.keys(BRANDS) as BrandKey[]).filter(
  (b) => BRAND_CONTENT[b].hasStores,
);

/**
 * Whose stores a site shows: its own and those of the sources it accepts (Lumen customers may use Harbor's stores,
 * the brand's available sources), if they have stores; a brand whose sources have none gets an empty list.
 */
export const storeBrandsFor = (brand: BrandKey): BrandKey[] =>
  STORE_BRANDS.filter((b) => b === brand || BRANDS[brand].availableSources.includes(b));

export type { StoreResult, StoreSearchAnswer };

export function resolveOrigin(place: StoreSearch['place']): Origin | null {
  if (!place) return null;
  const origin = 'postalCode' in place ? originOfZip(place.postalCode) : originOfCity(place.city, place.state);
  if (!origin) {
    throw new HttpError(
      404,
      'UNKNOWN_POSTAL_CODE',
      'We could not find that ZIP code. Check it and try again, or search for another ZIP code.',
    );
  }
  return origin;
}

/** The haversine formula in SQL, in metres from the origin: the same as geo.ts's haversineMeters. */
function distanceFrom(origin: Origin): SQL<number> {
  const lat = origin.latitude;
  const lon = origin.longitude;
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(${stores.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${stores.latitude}))
      * power(sin(radians(${stores.longitude} - ${lon}::float8) / 2), 2)))))`;
}

/**
 * One store by number, active or not, for whoever shows a chosen store (the application's storeInformation); null
 * for store 2997 ("no store") and for a number no store has.
 */
export async function storeByNumber(db: Db, storeNumber: string): Promise<Store | null> {
  if (storeNumber === NO_STORE) return null;
  const [row] = await db.select().from(stores).where(eq(stores.storeNumber, storeNumber)).limit(1);
  return row ? toStore(row) : null;
}

export async function searchStores(db: Db, search: StoreSearch): Promise<StoreSearchAnswer> {
  const origin = resolveOrigin(search.place);
  const brands = storeBrandsFor(search.brand);
  // Nothing to measure from and no store number (store 2997 alone): no store, as the store systems mean it.
  if (brands.length === 0 || (!origin && !search.storeNumber)) return { origin, stores: [] };
  const state = search.stateRestriction === 'origin' ? (origin?.state ?? null) : search.stateRestriction;
  const where: (SQL | undefined)[] = [
    inArray(stores.brand, brands),
    ne(stores.storeNumber, NO_STORE),
    search.activeOnly ? eq(stores.active, true) : undefined,
    state ? eq(stores.state, state) : undefined,
  ];
  if (search.storeNumber) where.push(eq(stores.storeNumber, search.storeNumber));
  const distance = origin ? distanceFrom(origin) : sql<null>`null::float8`;
  if (origin && !search.storeNumber) {
    const box = boundingBox(origin, search.maxDistance);
    where.push(gte(stores.latitude, box.minLat), lte(stores.latitude, box.maxLat));
    if (box.lon) where.push(gte(stores.longitude, box.lon.min), lte(stores.longitude, box.lon.max));
    where.push(sql`${distance} <= ${search.maxDistance}::float8`);
  }
  const rows = await db
    .select({ store: stores, distance })
    .from(stores)
    .where(and(...where))
    .orderBy(asc(distance), asc(stores.storeNumber))
    .limit(search.limit)
    .offset(search.skip);
  return {
    origin,
    stores: rows.map(({ store, distance: metres }) => ({
      ...toStore(store),
      distance: metres === null ? null : Math.round(Number(metres)),
    })),
  };
}
