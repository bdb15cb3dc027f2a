// Which brand and campaign a visit belongs to, as pure functions of what the browser knows (query, cookies, host,
// referrer); the caller passes `window.location` and `document` values in and applies `cookieToSet` itself.
import { BRANDS, DEFAULT_BRAND, brandForHost, isBrandKey, type BrandKey } from './catalog';
import { BRAND_COOKIE_NAME, brandCookieSettings, unknownBrandMessage } from './config';

/** The brand cookie lives 21 days. */
export const BRAND_COOKIE_MAX_AGE_SECONDS = 21 * 24 * 60 * 60; // 1814400

export interface BrandSignals {
  /** `location.search`, with or without the leading `?`. */
  search: string;
  /** `document.cookie` (or a request's Cookie header). */
  cookieHeader: string;
  /** `location.host`; a port is ignored. */
  host: string;
  /** `location.protocol`; on https the cookie is marked Secure. */
  protocol?: string;
}

export interface DetectedBrand {
  brand: BrandKey;
  /** A `document.cookie` assignment that remembers a brand chosen by the query key. */
  cookieToSet?: string;
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The brand cookie, host-only (no Domain): the query may name a brand while the user is on another brand's host. */
export function brandCookie(brand: BrandKey, secure = false): string {
  const attributes = [
    `Max-Age=${BRAND_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${BRAND_COOKIE_NAME}=${brand}`, ...attributes].join('; ');
}

/**
 * In this order: the `brand=<key>` query key (also remembered in the brand cookie), then the brand cookie,
 * then the origin host, else the default brand. Keys match exactly, as the server's page renderer does, so both agree.
 */
export function detectBrand(signals: BrandSignals, log?: (msg: string) => void): DetectedBrand {
  // The query key has the cookie's name, which is the same for every brand.
  const fromQuery = new URLSearchParams(signals.search).get(BRAND_COOKIE_NAME);
  if (fromQuery) {
    if (isBrandKey(fromQuery)) {
      return { brand: fromQuery, cookieToSet: brandCookie(fromQuery, signals.protocol === 'https:') };
    }
    log?.(unknownBrandMessage(fromQuery));
  }
  const fromCookie = readCookie(signals.cookieHeader, BRAND_COOKIE_NAME);
  if (fromCookie) {
    if (isBrandKey(fromCookie)) return { brand: fromCookie };
    log?.(unknownBrandMessage(fromCookie));
  }
  return { brand: brandForHost(signals.host) ?? DEFAULT_BRAND };
}

const SEARCH_ENGINES = ['google', 'yahoo', 'bing'] as const;
type SearchEngine = (typeof SEARCH_ENGINES)[number];

// The engine's own domain under any country TLD (google.com, www.google.co.uk, search.yahoo.co.jp, bing.com),
// but not a look-alike such as google.example.com.
const ENGINE_HOST: Record<SearchEngine, RegExp> = {
  google: /(^|\.)google\.(com?\.)?[a-z]{2,3}$/,
  yahoo: /(^|\.)yahoo\.(com?\.)?[a-z]{2,3}$/,
  bing: /(^|\.)bing\.(com?\.)?[a-z]{2,3}$/,
};

function searchEngineOf(referrer: string): SearchEngine | undefined {
  let hostname: string;
  try {
    hostname = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined; // empty or malformed referrer: a direct visit
  }
  return SEARCH_ENGINES.find((engine) => ENGINE_HOST[engine].test(hostname));
}

/**
 * The campaign id sent with every data call: a numeric value under the brand's campaign query key wins,
 * then the brand's id for the referring search engine, else the brand's online id.
 */
export function campaignIdFor(brand: BrandKey, visit: { search: string; referrer: string }): string {
  const explicit = new URLSearchParams(visit.search).get(brandCookieSettings(brand).campaignQueryKey)?.trim();
  // Digits only: the value travels in a request header, and campaign ids are numeric.
  if (explicit && /^\d+$/.test(explicit)) return explicit;
  const engine = searchEngineOf(visit.referrer);
  const basics = BRANDS[brand];
  return String(engine ? basics.campaignIds[engine] : basics.onlineId);
}
