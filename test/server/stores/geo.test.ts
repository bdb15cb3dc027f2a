// The search's geometry: haversine distances against known ones, and a bounding box that never cuts off a store
// that is near enough (checked on a ring of points just inside the distance, in every direction, at many latitudes).
import { describe, expect, it } from 'vitest';
import { boundingBox, EARTH_RADIUS_M, haversineMeters, originOfZip, type Point } from '../../../server/stores/geo';

/** The point `meters` from `from` on the initial bearing `bearingDeg` (the direct geodesic problem on a sphere). */
function destination(from: Point, meters: number, bearingDeg: number): Point {
  const d = meters / EARTH_RADIUS_M;
  const b = (bearingDeg * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lon1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
}

const inside = (box: ReturnType<typeof boundingBox>, p: Point) =>
  p.latitude >= box.minLat &&
  p.latitude <= box.maxLat &&
  (!box.lon || (p.longitude >= box.lon.min && p.longitude <= box.lon.max));

describe('haversine distance', () => {
  it('is zero to itself and symmetric', () => {
    const columbus = { latitude: 39.9671, longitude: -83.0044 };
    const dayton = { latitude: 39.7589, longitude: -84.1916 };
    expect(haversineMeters(columbus, columbus)).toBe(0);
    expect(haversineMeters(columbus, dayton)).toBeCloseTo(haversineMeters(dayton, columbus), 6);
  });

  it('matches known great-circle distances', () => {
    // One degree of latitude on the mean sphere is 111,195 m.
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
    // Columbus (43215) to Cincinnati (45202): about 99 miles by the zipcodes package's own measure.
    const columbus = originOfZip('43215');
    const cincinnati = originOfZip('45202');
    if (!columbus || !cincinnati) throw new Error('ZIPs missing from the data');
    expect(haversineMeters(columbus, cincinnati) / 1609.344).toBeGreaterThan(97);
    expect(haversineMeters(columbus, cincinnati) / 1609.344).toBeLessThan(101);
  });
});

describe('bounding box', () => {
  it('holds every point within the distance, in every direction, from the equator to the far north', () => {
    for (const latitude of [0, 25, 39.97, 61, 71]) {
      for (const meters of [1_000, 80_467, 804_700]) {
        const center = { latitude, longitude: -83 };
        const box = boundingBox(center, meters);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const p = destination(center, meters * 0.999, bearing);
          expect(inside(box, p), `lat ${latitude}, ${meters} m, bearing ${bearing}`).toBe(true);
        }
      }
    }
  });

  it('is tight enough to leave out what is far away', () => {
    const box = boundingBox({ latitude: 39.97, longitude: -83 }, 80_467);
    expect(inside(box, { latitude: 41.5, longitude: -81.7 })).toBe(false);
    expect(box.lon).toBeDefined();
  });

  it('drops the longitude bound near a pole or across the antimeridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 804_700).lon).toBeUndefined();
    expect(boundingBox({ latitude: 52, longitude: 179.5 }, 804_700).lon).toBeUndefined();
  });
});

describe('ZIP coordinates', () => {
  it('come from the zipcodes data; an unknown ZIP has none', () => {
    expect(originOfZip('43215')).toMatchObject({ city: 'Columbus', state: 'OH', latitude: 39.9671 });
    expect(originOfZip('00000')).toBeUndefined();
  });
});
