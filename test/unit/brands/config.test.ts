import { describe, expect, it, vi } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { brandOrigin, getBrandConfig, type BrandConfig } from '../../../brands/config';

const KEYS = Object.keys(BRANDS) as BrandKey[];
const HERE = { protocol: 'http:', port: '8090' };

function config(key: BrandKey): BrandConfig {
  const found = getBrandConfig(key, () => {}, HERE);
  if (!found) throw new Error(`no config for ${key}`);
  return found;
}

describe('brandOrigin', () => {
  it("builds the brand's canonical origin on the current port", () => {
    expect(brandOrigin('pinecrest', HERE)).toBe('http://pinecrest.localhost:8090');
    expect(brandOrigin('meridian', { protocol: 'https:', port: 8443 })).toBe('https://meridian.localhost:8443');
  });

  it('uses lumen.localhost, not its bare localhost alias', () => {
    expect(brandOrigin('lumen', HERE)).toBe('http://lumen.localhost:8090');
  });

  it('leaves out an empty (default) port and accepts a protocol without its colon', () => {
    expect(brandOrigin('keel', { protocol: 'https', port: '' })).toBe('https://keel.localhost');
  });
});

describe('getBrandConfig', () => {
  it.each(KEYS)('returns the configuration of %s without logging', (key) => {
    const log = vi.fn();
    const found = getBrandConfig(key, log, HERE);
    expect(found?.key).toBe(key);
    expect(found?.name).toBe(BRANDS[key].name);
    expect(found?.phoneNumber).toBe(BRANDS[key].phoneNumber);
    expect(log).not.toHaveBeenCalled();
  });

  it('returns undefined and logs the missing-key wording for an unknown key', () => {
    const log = vi.fn();
    expect(getBrandConfig('acme', log, HERE)).toBeUndefined();
    expect(log).toHaveBeenCalledExactlyOnceWith("Can't find brand configuration for acme");
  });

  it('does not treat inherited object keys as brands', () => {
    expect(getBrandConfig('toString', () => {}, HERE)).toBeUndefined();
  });

  it("points partnerSiteUrl at the partner brand's site on the current port", () => {
    expect(config('lumen').partnerSiteUrl).toBe('http://pinecrest.localhost:8090');
    expect(config('harbor').partnerSiteUrl).toBe('http://pinecrest.localhost:8090');
    expect(config('pinecrest').partnerSiteUrl).toBe('http://lumen.localhost:8090');
  });

  it('uses the demo origin outside a browser', () => {
    expect(getBrandConfig('keel', () => {})?.partnerSiteUrl).toBe('http://lumen.localhost:8080');
  });
});

describe('brand configurations', () => {
  // Every field a brand's pages show (names, contacts, legal and per-brand content) must be filled in for every brand.
  const REQUIRED_TEXT = (c: BrandConfig): Record<string, unknown> => ({
    name: c.name,
    key: c.key,
    cognitoSource: c.cognitoSource,
    partnerSiteUrl: c.partnerSiteUrl,
    phoneNumber: c.phoneNumber,
    contactHours: c.contactHours,
    partnerBrand: c.partnerBrand,
    'cookie.name': c.cookie.name,
    'cookie.domain': c.cookie.domain,
    'cookie.campaignQueryKey': c.cookie.campaignQueryKey,
    productDisclosure: c.productDisclosure,
    'thankYouDetails.title': c.thankYouDetails.title,
    'thankYouDetails.body': c.thankYouDetails.body,
    'documentsNeeded.intro': c.documentsNeeded.intro,
    'adverseAction.creditorName': c.adverseAction.creditorName,
    'adverseAction.creditorAddress': c.adverseAction.creditorAddress,
    'adverseAction.message': c.adverseAction.message,
    'links.help': c.links.help,
    'links.terms': c.links.terms,
    'links.privacy': c.links.privacy,
    'links.californiaPrivacy': c.links.californiaPrivacy,
    'links.notFound': c.links.notFound,
    'payByCheck.payableTo': c.payByCheck.payableTo,
    'payByCheck.mailingAddress': c.payByCheck.mailingAddress,
    'payByCheck.phoneNumber': c.payByCheck.phoneNumber,
    'payByCheck.instructions': c.payByCheck.instructions,
    'bankLink.clientName': c.bankLink.clientName,
    'bankLink.linkCustomizationName': c.bankLink.linkCustomizationName,
  });

  it.each(KEYS)('%s fills in every field a brand needs', (key) => {
    const c = config(key);
    for (const [field, value] of Object.entries(REQUIRED_TEXT(c))) {
      expect(typeof value === 'string' && value.trim().length > 0, `${key}.${field}`).toBe(true);
    }
    expect(c.availableSources.length).toBeGreaterThan(0);
    expect(c.documentsNeeded.items.length).toBeGreaterThan(0);
    expect(c.documentsNeeded.items.every((item) => item.trim().length > 0)).toBe(true);
    expect(typeof c.productsRequireEligibility).toBe('boolean');
    expect(typeof c.storeLocator.hasStores).toBe('boolean');
    expect(c.cookie).toEqual({ name: 'brand', domain: BRANDS[key].hosts[0], campaignQueryKey: 'campaignId' });
  });

  it.each(KEYS)("%s links to the server's brand pages", (key) => {
    expect(config(key).links).toEqual({
      help: `/pages/help?brand=${key}`,
      terms: `/pages/terms?brand=${key}`,
      privacy: `/pages/privacy?brand=${key}`,
      californiaPrivacy: `/pages/privacy?brand=${key}&state=CA`,
      notFound: `/pages/not-found?brand=${key}`,
    });
  });

  it('gives the installment brand a 30-day written notice and the short-term brands 7 days', () => {
    expect(config('meridian').adverseAction.noticeDays).toBe(30);
    expect(config('meridian').adverseAction.message).toContain('Within 30 days, Ridgeway State Bank');
    for (const key of ['lumen', 'harbor', 'pinecrest', 'keel'] as const) {
      const { adverseAction } = config(key);
      expect(adverseAction.noticeDays).toBe(7);
      expect(adverseAction.message).toContain(`Within 7 days, ${BRANDS[key].legalName}`);
    }
  });

  it('names the partner bank as the creditor of Meridian loans', () => {
    const meridian = config('meridian');
    expect(meridian.adverseAction.creditorName).toBe('Ridgeway State Bank');
    expect(meridian.productDisclosure).toContain('Meridian Installment Loans are made by Ridgeway State Bank');
    expect(meridian.payByCheck.payableTo).toBe('Ridgeway State Bank');
    expect(meridian.phoneNumber).toBe('1-800-316-4220');
    expect(meridian.productsRequireEligibility).toBe(true);
  });

  it('gives stores to harbor only', () => {
    expect(KEYS.filter((key) => config(key).storeLocator.hasStores)).toEqual(['harbor']);
    expect(config('harbor').storeLocator).toMatchObject({ resultLimit: 9, pageSize: 3, maxDistanceMeters: 804700 });
  });

  it('writes different wording for every brand', () => {
    for (const pick of [
      (c: BrandConfig) => c.productDisclosure,
      (c: BrandConfig) => c.thankYouDetails.title,
      (c: BrandConfig) => c.adverseAction.message,
      (c: BrandConfig) => c.payByCheck.mailingAddress,
      (c: BrandConfig) => c.bankLink.linkCustomizationName,
    ]) {
      expect(new Set(KEYS.map((key) => pick(config(key)))).size).toBe(KEYS.length);
    }
  });

  it('keeps the bank-link client name within the 30 characters Link allows', () => {
    for (const key of KEYS) expect(config(key).bankLink.clientName.length).toBeLessThanOrEqual(30);
  });
});
