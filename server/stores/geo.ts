// Distances for the store search: great-circle (haversine) metres on a spherical Earth, and the latitude/longitude
// box that holds every point within a distance, so the database only measures stores that could be near enough.
import { zipcodes } from './zipData';

export interface Point {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineMeters(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Box {
  minLat: number;
  maxLat: number;
  /** Absent when the box reaches a pole or crosses the antimeridian: every longitude is then a candidate. */
  lon?: { min: number; max: number };
}

/**
 * Every point within `meters` of `center` lies inside this box. The longitude half-width is widest at the box's
 * edge nearest a pole (asin(sin(d) / cos(lat)), the tangent-meridian bound), so nothing near enough is cut off.
 */
export function boundingBox(center: Point, meters: number): Box {
  const d = meters / EARTH_RADIUS_M;
  const dLatDeg = (d * 180) / Math.PI;
  const minLat = center.latitude - dLatDeg;
  const maxLat = center.latitude + dLatDeg;
  if (minLat <= -90 || maxLat >= 90) return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90) };
  const ratio = Math.sin(d) / Math.cos(rad(center.latitude));
  if (ratio >= 1) return { minLat, maxLat };
  const dLonDeg = (Math.asin(ratio) * 180) / Math.PI;
  const min = center.longitude - dLonDeg;
  const max = center.longitude + dLonDeg;
  if (min < -180 || max > 180) return { minLat, maxLat };
  return { minLat, maxLat, lon: { min, max } };
}

export interface Origin extends Point {
  postalCode: string;
  city: string;
  state: string;
}

/** A US ZIP's coordinates from the `zipcodes` data; undefined for a ZIP that does not exist. */
export function originOfZip(zip: string): Origin | undefined {
  const found = zipcodes().lookup(zip);
  if (!found || found.country !== 'US') return undefined;
  return {
    postalCode: found.zip,
    latitude: found.latitude,
    longitude: found.longitude,
    city: found.city,
    state: found.state,
  };
}

/** A city's first ZIP (the data lists a city's ZIPs in order), for a search by address without a ZIP. */
export function originOfCity(city: string, state: string): Origin | undefined {
  const [first] = zipcodes().lookupByName(city, state);
  return first ? originOfZip(first.zip) : undefined;
}
