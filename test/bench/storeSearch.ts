// The store search's speed with many stores: 10,000 synthetic Harbor stores at real ZIP coordinates across the US
// (a fixed seed, so every run measures the same data) in a scratch in-memory PGlite, then 200 searches from random
// US ZIPs with the locator's own request (limit 9, 804,700 m). Reported, never asserted.
import { record } from './results';
import zipcodes from 'zipcodes';
import { openDatabase } from '../../server/db/client';
import { stores } from '../../server/db/schema';
import { readStoreSearch } from '../../server/stores/request';
import { searchStores } from '../../server/stores/search';
import { MAX_STORE_DISTANCE_M, STORE_SEARCH_LIMIT } from '../../src/lib/stores';

const STORES = 10_000;
const SEARCHES = 200;

/** mulberry32: a small seeded generator, so the synthetic data is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function measureStoreSearch(): Promise<void> {
  const random = seeded(20_260_101);
  const usZips = Object.values(zipcodes.codes).filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip));
  const pick = () => usZips[Math.floor(random() * usZips.length)] ?? usZips[0];
  const hours = Array.from({ length: 7 }, (_, i) => ({ openTime: '09:00', closeTime: '18:00', closed: i === 6 }));
  const database = await openDatabase({ memory: true });
  try {
    const rows = Array.from({ length: STORES }, (_, i) => {
      const zip = pick();
      if (!zip) throw new Error('no ZIP data');
      return {
        storeNumber: String(10_000 + i),
        storeName: `Harbor Check & Loan ${zip.city} (${i})`,
        brand: 'harbor',
        addressLine1: `${i} Main St`,
        addressLine2: null,
        city: zip.city,
        state: zip.state,
        postalCode: zip.zip,
        latitude: zip.latitude,
        longitude: zip.longitude,
        phone: '(614) 555-0100',
        hours,
        active: true,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(stores).values(rows.slice(i, i + 500));

    const searches = Array.from({ length: SEARCHES }, () =>
      readStoreSearch({
        postalCode: pick()?.zip,
        type: 'Store',
        brand: 'harbor',
        activeOnly: true,
        params: { limit: STORE_SEARCH_LIMIT, skip: 0, maxDistance: MAX_STORE_DISTANCE_M },
      }),
    );
    // Warm-up: the first queries pay for planning and caches.
    for (const search of searches.slice(0, 10)) await searchStores(database.db, search);
    const times: number[] = [];
    let found = 0;
    for (const search of searches) {
      const started = performance.now();
      found += (await searchStores(database.db, search)).stores.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const note = `${STORES.toLocaleString('en-US')} stores, ${SEARCHES} searches, PGlite in memory, ${(found / SEARCHES).toFixed(1)} stores per answer`;
    record({ measure: 'store search, median', value: percentile(times, 50), unit: 'ms', note });
    record({ measure: 'store search, p95', value: percentile(times, 95), unit: 'ms', note });
  } finally {
    await database.close();
  }
}
