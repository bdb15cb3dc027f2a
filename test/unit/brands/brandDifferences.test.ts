// Brand differences are read from the brand data, so each brand's footer, learning center, store search and lender
// follow its catalog and content entries.
import { describe, expect, it } from 'vitest';
import { BRANDS, brandOrDefault, DEFAULT_BRAND, type BrandKey } from '../../../brands/catalog';
import { footerLinksFor } from '../../../server/content/footerLinks';
import { learningCenterLinksFor } from '../../../server/content/learningCenter';
import { lenderBrandOf } from '../../../server/products/catalog';
import { STORE_BRANDS } from '../../../server/stores/search';

const KEYS = Object.keys(BRANDS) as BrandKey[];
const tags = (brand: BrandKey) => footerLinksFor(brand).map((l) => l.idTag);

describe('brand differences', () => {
  it('only the retail brand has stores: its footer links to the locator, and only its stores are searched', () => {
    expect(STORE_BRANDS).toEqual(['harbor']);
    expect(KEYS.filter((b) => tags(b).includes('stores'))).toEqual(['harbor']);
  });

  it('the bank-lent brand names the bank in its footer and as the lender of its products', () => {
    expect(KEYS.filter((b) => tags(b).includes('bank'))).toEqual(['meridian']);
    expect(footerLinksFor('meridian').find((l) => l.idTag === 'bank')?.title).toBe(
      'Loans made by Ridgeway State Bank, Member FDIC',
    );
    expect(lenderBrandOf('meridian')).toBe('Ridgeway State Bank');
    expect(lenderBrandOf('lumen')).toBe('Lumen Cash');
  });

  it('every brand but the account-management brand links back to it', () => {
    expect(KEYS.filter((b) => !tags(b).includes('return'))).toEqual(['keel']);
    expect(footerLinksFor('lumen').find((l) => l.idTag === 'return')).toEqual({
      idTag: 'return',
      title: 'Return to Keel Card',
      titles: { en: 'Return to Keel Card', es: 'Volver a Keel Card' },
      url: '//keel.localhost',
    });
  });

  it('the credit-building article is live for the card and the installment brands only', () => {
    const live = (b: BrandKey) => learningCenterLinksFor(b).find((l) => l.link.endsWith('#credit'))?.active;
    expect(KEYS.filter(live)).toEqual(['meridian', 'keel']);
  });

  it('the card brand starts at sign-in and always asks for the multi-factor check', () => {
    expect(KEYS.filter((b) => BRANDS[b].landing === 'login')).toEqual(['keel']);
    expect(KEYS.filter((b) => BRANDS[b].alwaysMfaOnSignIn)).toEqual(['keel']);
  });

  it('an unknown brand key reads as the default brand', () => {
    expect(brandOrDefault('nope')).toBe(DEFAULT_BRAND);
    expect(brandOrDefault(undefined)).toBe(DEFAULT_BRAND);
    expect(brandOrDefault('keel')).toBe('keel');
  });
});
