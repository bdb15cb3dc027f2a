import { describe, expect, it, vi } from 'vitest';
import { BRAND_COOKIE_MAX_AGE_SECONDS, campaignIdFor, detectBrand } from '../../../brands/detect';

const visit = (over: Partial<Parameters<typeof detectBrand>[0]> = {}) => ({
  search: '',
  cookieHeader: '',
  host: 'localhost:8080',
  ...over,
});

describe('detectBrand', () => {
  it('defaults to lumen on the bare localhost origin with no query or cookie', () => {
    expect(detectBrand(visit())).toEqual({ brand: 'lumen' });
  });

  it('lets the query key beat the cookie and the origin', () => {
    const found = detectBrand(
      visit({ search: '?brand=harbor', cookieHeader: 'brand=keel', host: 'pinecrest.localhost:8080' }),
    );
    expect(found.brand).toBe('harbor');
  });

  it('lets the cookie beat the origin, and sets no cookie for it', () => {
    const found = detectBrand(visit({ cookieHeader: 'session=x; brand=keel; other=1', host: 'pinecrest.localhost' }));
    expect(found).toEqual({ brand: 'keel' });
  });

  it('falls back to the origin host, ignoring the port', () => {
    expect(detectBrand(visit({ host: 'pinecrest.localhost:8090' })).brand).toBe('pinecrest');
    expect(detectBrand(visit({ host: 'harbor.localhost' })).brand).toBe('harbor');
  });

  it('recognises both Meridian site variants', () => {
    expect(detectBrand(visit({ host: 'meridian.localhost:8080' })).brand).toBe('meridian');
    expect(detectBrand(visit({ host: 'apply.meridian.localhost:8080' })).brand).toBe('meridian');
  });

  it('falls back to lumen for an unknown host', () => {
    expect(detectBrand(visit({ host: 'example.com' })).brand).toBe('lumen');
  });

  it('remembers a query-chosen brand in a 21-day, site-wide, SameSite=Lax cookie', () => {
    const { cookieToSet } = detectBrand(visit({ search: 'brand=pinecrest&x=1' }));
    expect(BRAND_COOKIE_MAX_AGE_SECONDS).toBe(1814400);
    expect(cookieToSet).toBe('brand=pinecrest; Max-Age=1814400; Path=/; SameSite=Lax');
  });

  it('marks the cookie Secure on https', () => {
    const { cookieToSet } = detectBrand(visit({ search: '?brand=keel', protocol: 'https:' }));
    expect(cookieToSet).toBe('brand=keel; Max-Age=1814400; Path=/; SameSite=Lax; Secure');
  });

  it('logs and ignores an unknown query key, then uses the cookie', () => {
    const log = vi.fn();
    const found = detectBrand(visit({ search: '?brand=acme', cookieHeader: 'brand=harbor' }), log);
    expect(found).toEqual({ brand: 'harbor' });
    expect(log).toHaveBeenCalledWith("Can't find brand configuration for acme");
  });

  it('logs and ignores an unknown query key, then uses the origin', () => {
    const log = vi.fn();
    expect(detectBrand(visit({ search: '?brand=acme', host: 'keel.localhost:8080' }), log)).toEqual({ brand: 'keel' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('matches keys exactly, as the server does', () => {
    expect(detectBrand(visit({ search: '?brand=Harbor' }), () => {}).brand).toBe('lumen');
  });

  it('ignores a stale cookie naming no brand', () => {
    const log = vi.fn();
    expect(detectBrand(visit({ cookieHeader: 'brand=gone', host: 'harbor.localhost' }), log).brand).toBe('harbor');
    expect(log).toHaveBeenCalledWith("Can't find brand configuration for gone");
  });

  it('does not mistake another cookie ending in "brand" for the brand cookie', () => {
    expect(detectBrand(visit({ cookieHeader: 'subbrand=keel' })).brand).toBe('lumen');
  });
});

describe('campaignIdFor', () => {
  const referred = (referrer: string, search = '') => ({ search, referrer });

  it.each([
    ['https://www.google.com/', '2500'],
    ['https://www.google.co.uk/search?q=loans', '2500'],
    ['https://search.yahoo.com/search?p=loans', '3500'],
    ['https://www.bing.com/search?q=loans', '4500'],
  ])('gives the default family for %s', (referrer, id) => {
    for (const brand of ['lumen', 'harbor', 'meridian', 'keel'] as const) {
      expect(campaignIdFor(brand, referred(referrer))).toBe(id);
    }
  });

  it.each([
    ['https://www.google.com/', '30783'],
    ['https://search.yahoo.com/', '30803'],
    ['https://www.bing.com/', '30804'],
  ])('gives the cash-advance family for %s', (referrer, id) => {
    expect(campaignIdFor('pinecrest', referred(referrer))).toBe(id);
  });

  it('uses the online id with no search-engine referrer', () => {
    expect(campaignIdFor('lumen', referred(''))).toBe('1');
    expect(campaignIdFor('meridian', referred('https://example.com/blog'))).toBe('1');
    expect(campaignIdFor('pinecrest', referred(''))).toBe('20349');
  });

  it('does not take a look-alike host for a search engine', () => {
    expect(campaignIdFor('lumen', referred('https://google.example.com/'))).toBe('1');
    expect(campaignIdFor('pinecrest', referred('https://notbing.com/'))).toBe('20349');
    expect(campaignIdFor('lumen', referred('not a url'))).toBe('1');
  });

  it('lets an explicit campaignId query value win over the referrer', () => {
    expect(campaignIdFor('pinecrest', referred('https://www.google.com/', '?campaignId=777'))).toBe('777');
    expect(campaignIdFor('lumen', referred('', 'utm=x&campaignId=42'))).toBe('42');
  });

  it('ignores a non-numeric campaignId', () => {
    expect(campaignIdFor('lumen', referred('https://www.bing.com/', '?campaignId=abc'))).toBe('4500');
    expect(campaignIdFor('lumen', referred('', '?campaignId='))).toBe('1');
  });
});
