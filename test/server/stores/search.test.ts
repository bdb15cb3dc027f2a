// POST /locations/search against the real server and the seeded stores (docs/seed-data.md "Demo stores"): who may call
// it (anyone, signed out), the normalized answer, nearest first by real distance, limit and skip, the distance cap, the
// state restriction, store 2997, an unknown ZIP, bad input (400 with a message, never a 500) and the throttle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleEvents } from '../../../server/db/schema';
import { STORE_SEARCH_THROTTLE } from '../../../server/http/storeRoutes';
import { haversineMeters, originOfZip } from '../../../server/stores/geo';
import { MAX_DISTANCE_M } from '../../../server/stores/request';
import { storeByNumber, type StoreSearchAnswer } from '../../../server/stores/search';
import { restPaths } from '../../../src/lib/restPaths';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: '1' });
});
afterAll(() => h.close());

let nextIp = 1;
/** Each call gets its own client address (the server trusts x-forwarded-for), so the throttle stays out of the way. */
async function post(body: unknown, ip = `198.51.100.${nextIp++}`, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.baseUrl}${restPaths.storeSearch}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as StoreSearchAnswer & ErrorBody };
}
interface ErrorBody {
  error?: { code: string; message: string };
}

const search = (postalCode: string, params: Record<string, unknown> = {}, more: Record<string, unknown> = {}) =>
  post({ postalCode, type: 'Store', brand: 'harbor', activeOnly: true, params, ...more });

const MILES_50 = 50 * 1609.344;
const columbus = originOfZip('43215');

describe('who may search', () => {
  it('anyone: no token, no cookie', async () => {
    const { status, body } = await search('43215');
    expect(status).toBe(200);
    expect(body.stores.length).toBeGreaterThan(0);
  });
});

describe('the map configuration', () => {
  it('reaches the browser in /config.json', async () => {
    const config = (await (await fetch(`${h.baseUrl}/config.json`)).json()) as { map?: unknown };
    expect(config.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });
});

describe('the seeded stores', () => {
  it('at least 12 within 50 miles of 43215 and at least 30 across Ohio', async () => {
    const near = await search('43215', { maxDistance: Math.round(MILES_50) });
    expect(near.body.stores).toHaveLength(9);
    let all: StoreSearchAnswer['stores'] = [];
    for (let skip = 0; ; skip += 9) {
      const page = await search('43215', { skip, stateRestriction: 'OH' });
      all = all.concat(page.body.stores);
      if (page.body.stores.length < 9) break;
    }
    expect(all.filter((s) => (s.distance ?? Infinity) <= MILES_50).length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((s) => s.storeNumber)).size).toBeGreaterThanOrEqual(30);
    // Every one is open Monday to Saturday at least in part and closed on Sunday.
    for (const store of all) expect(store.hours[6]).toMatchObject({ day: 'SUNDAY', closed: true });
  });
});

describe('the answer', () => {
  it('is normalized: no trailing parenthetical, 5-digit ZIP, digits-only phone, hours Monday to Sunday', async () => {
    const { body } = await search('43201', { limit: 1 });
    const [store] = body.stores;
    expect(store).toMatchObject({
      storeNumber: '0501',
      storeName: 'Harbor Check & Loan Short North',
      postalCode: '43201',
      phone: '6145550501',
      city: 'Columbus',
      state: 'OH',
      brand: 'harbor',
    });
    expect(store?.hours.map((d) => d.day)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(body.origin).toMatchObject({ postalCode: '43201', state: 'OH' });
  });

  it('lists the nearest first, each with its real distance from the ZIP', async () => {
    const { body } = await search('43215');
    if (!columbus) throw new Error('43215 missing');
    const distances = body.stores.map((s) => s.distance ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of body.stores) {
      expect(store.distance).toBeCloseTo(haversineMeters(columbus, store), -1);
    }
    expect(body.stores[0]?.storeNumber).toBe('0417');
  });

  it('pages with limit and skip, and caps the limit at 9', async () => {
    const first = await search('43215', { limit: 3 });
    const second = await search('43215', { limit: 3, skip: 3 });
    const nine = await search('43215', { limit: 9 });
    expect(first.body.stores).toHaveLength(3);
    expect([...first.body.stores, ...second.body.stores].map((s) => s.storeNumber)).toEqual(
      nine.body.stores.slice(0, 6).map((s) => s.storeNumber),
    );
    const many = await search('43215', { limit: 500 });
    expect(many.status).toBe(200);
    expect(many.body.stores).toHaveLength(9);
  });

  it('keeps to maxDistance, and caps it at 804,700 m', async () => {
    const { body } = await search('43215', { maxDistance: 10_000 });
    expect(body.stores.length).toBeGreaterThan(0);
    expect(body.stores.every((s) => (s.distance ?? Infinity) <= 10_000)).toBe(true);
    const far = await search('43215', { maxDistance: 1 });
    expect(far.body.stores).toEqual([]);
    // From Anchorage nothing is within the cap, however far the caller asks.
    const capped = await search('99501', { maxDistance: 50_000_000 });
    expect(capped.status).toBe(200);
    expect(capped.body.stores).toEqual([]);
    const wide = await search('45402', { maxDistance: 50_000_000, skip: 27 });
    expect(wide.body.stores.every((s) => (s.distance ?? Infinity) <= MAX_DISTANCE_M)).toBe(true);
  });

  it("keeps to a state: a state code, or true for the ZIP's own state", async () => {
    // From Richmond, Indiana, the Indiana store is nearest; restricted to Ohio it is left out.
    const open = await search('47374', { limit: 3 });
    expect(open.body.stores[0]?.state).toBe('IN');
    const ohio = await search('47374', { stateRestriction: 'OH' });
    expect(ohio.body.stores.length).toBeGreaterThan(0);
    expect(ohio.body.stores.every((s) => s.state === 'OH')).toBe(true);
    const own = await search('47374', { stateRestriction: true });
    expect(own.body.stores.map((s) => s.storeNumber)).toEqual(['0801']);
  });

  it('leaves out inactive stores unless asked for them', async () => {
    const active = await search('43213', { limit: 9 });
    expect(active.body.stores.map((s) => s.storeNumber)).not.toContain('0507');
    const all = await search('43213', { limit: 1 }, { activeOnly: false });
    expect(all.body.stores[0]?.storeNumber).toBe('0507');
  });

  it('finds a store by number, with its distance when a ZIP is given too', async () => {
    const alone = await post({ storeNumber: '0708', type: 'Store', brand: 'harbor' });
    expect(alone.status).toBe(200);
    expect(alone.body.stores).toHaveLength(1);
    expect(alone.body.stores[0]).toMatchObject({
      storeNumber: '0708',
      storeName: 'Harbor Check & Loan Toledo',
      distance: null,
    });
    expect(alone.body.origin).toBeNull();
    const withZip = await search('43215', {}, { storeNumber: '0708' });
    expect(withZip.body.stores.map((s) => s.storeNumber)).toEqual(['0708']);
    expect(withZip.body.stores[0]?.distance).toBeGreaterThan(150_000);
    const missing = await post({ storeNumber: '9999', type: 'Store', brand: 'harbor' });
    expect(missing.body.stores).toEqual([]);
  });

  it('reads store 2997 as no store: alone it finds nothing, with a ZIP it searches by the ZIP', async () => {
    const alone = await post({ storeNumber: '2997', type: 'Store', brand: 'harbor' });
    expect(alone.status).toBe(200);
    expect(alone.body.stores).toEqual([]);
    const withZip = await search('43215', {}, { storeNumber: '2997' });
    expect(withZip.body.stores).toHaveLength(9);
    expect(withZip.body.stores[0]?.storeNumber).toBe('0417');
  });

  it('searches by an address without a ZIP (city and state)', async () => {
    const { status, body } = await post({ address: { city: 'Toledo', state: 'oh' }, type: 'Store', brand: 'harbor' });
    expect(status).toBe(200);
    expect(body.stores[0]?.city).toBe('Toledo');
  });

  it("shows Harbor's stores on Lumen (its sources include harbor) and none on the online-only brands", async () => {
    const lumen = await search('43215', {}, { brand: 'lumen' });
    expect(lumen.body.stores).toHaveLength(9);
    expect(lumen.body.stores.every((s) => s.brand === 'harbor')).toBe(true);
    for (const brand of ['pinecrest', 'meridian', 'keel']) {
      const other = await search('43215', {}, { brand });
      expect(other.status).toBe(200);
      expect(other.body.stores).toEqual([]);
    }
  });
});

describe("one store by number (for the application's chosen store)", () => {
  it('is normalized, found active or not; 2997 and unknown numbers are none', async () => {
    const db = h.server.services.db;
    expect(await storeByNumber(db, '0501')).toMatchObject({
      storeName: 'Harbor Check & Loan Short North',
      postalCode: '43201',
    });
    expect(await storeByNumber(db, '0507')).toMatchObject({ storeNumber: '0507' });
    expect(await storeByNumber(db, '2997')).toBeNull();
    expect(await storeByNumber(db, '9999')).toBeNull();
  });
});

describe('refusals', () => {
  it('an unknown ZIP is a 404 that says so', async () => {
    const { status, body } = await search('00000');
    expect(status).toBe(404);
    expect(body.error?.code).toBe('UNKNOWN_POSTAL_CODE');
    expect(body.error?.message).toMatch(/ZIP code/);
  });

  it.each([
    ['not an object', '[]', 'INVALID_BODY'],
    ['no type', { postalCode: '43215', brand: 'harbor' }, 'INVALID_TYPE'],
    ['another type', { postalCode: '43215', brand: 'harbor', type: 'ATM' }, 'INVALID_TYPE'],
    ['no brand', { postalCode: '43215', type: 'Store' }, 'INVALID_BRAND'],
    ['an unknown brand', { postalCode: '43215', type: 'Store', brand: 'acme' }, 'INVALID_BRAND'],
    ['a ZIP with letters', { postalCode: '4321a', type: 'Store', brand: 'harbor' }, 'INVALID_POSTAL_CODE'],
    ['a 4-digit ZIP', { postalCode: '4321', type: 'Store', brand: 'harbor' }, 'INVALID_POSTAL_CODE'],
    ['a numeric ZIP', { postalCode: 43215, type: 'Store', brand: 'harbor' }, 'INVALID_POSTAL_CODE'],
    ['nothing to search for', { type: 'Store', brand: 'harbor' }, 'PLACE_REQUIRED'],
    ['a store number with letters', { storeNumber: '04A7', type: 'Store', brand: 'harbor' }, 'INVALID_STORE_NUMBER'],
    [
      'activeOnly as text',
      { postalCode: '43215', type: 'Store', brand: 'harbor', activeOnly: 'yes' },
      'INVALID_ACTIVE_ONLY',
    ],
    ['params not an object', { postalCode: '43215', type: 'Store', brand: 'harbor', params: 3 }, 'INVALID_PARAMS'],
    ['a limit of 0', { postalCode: '43215', type: 'Store', brand: 'harbor', params: { limit: 0 } }, 'INVALID_PARAMS'],
    [
      'a fractional limit',
      { postalCode: '43215', type: 'Store', brand: 'harbor', params: { limit: 2.5 } },
      'INVALID_PARAMS',
    ],
    [
      'a negative skip',
      { postalCode: '43215', type: 'Store', brand: 'harbor', params: { skip: -3 } },
      'INVALID_PARAMS',
    ],
    ['a huge skip', { postalCode: '43215', type: 'Store', brand: 'harbor', params: { skip: 1e9 } }, 'INVALID_PARAMS'],
    [
      'a negative distance',
      { postalCode: '43215', type: 'Store', brand: 'harbor', params: { maxDistance: -1 } },
      'INVALID_PARAMS',
    ],
    [
      'a distance as text',
      { postalCode: '43215', type: 'Store', brand: 'harbor', params: { maxDistance: '5' } },
      'INVALID_PARAMS',
    ],
    [
      'a bad state',
      { postalCode: '43215', type: 'Store', brand: 'harbor', params: { stateRestriction: 'Ohio' } },
      'INVALID_PARAMS',
    ],
    ['an address without a city', { address: { state: 'OH' }, type: 'Store', brand: 'harbor' }, 'INVALID_ADDRESS'],
  ])('%s is a 400 with a message', async (_name, body, code) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(code);
    expect(res.body.error?.message.length).toBeGreaterThan(10);
  });

  it('a body that is not JSON, or carries control characters, is a 400 too', async () => {
    expect((await post('{')).status).toBe(400);
    const nul = await post({ postalCode: '43215\u0000', type: 'Store', brand: 'harbor' });
    expect(nul.status).toBe(400);
  });
});

describe('the throttle', () => {
  it(`allows ${STORE_SEARCH_THROTTLE.limit} searches per client address in its window, then 429 with retry-after`, async () => {
    await h.server.services.db.delete(throttleEvents);
    const ip = '203.0.113.77';
    for (let i = 0; i < STORE_SEARCH_THROTTLE.limit; i++) {
      expect((await post({ postalCode: '43215', type: 'Store', brand: 'harbor' }, ip)).status).toBe(200);
    }
    const refused = await post({ postalCode: '43215', type: 'Store', brand: 'harbor' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await search('43215')).status).toBe(200);
  });
});
