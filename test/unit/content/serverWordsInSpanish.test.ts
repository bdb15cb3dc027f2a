// What the server sends for the customer to read comes in both languages: every footer link and learning-center link
// has a Spanish title that differs from its English one, a document's link is named as the document is in each
// language, and a learning-center link as the Help Center article it opens.
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { footerLinksFor } from '../../../server/content/footerLinks';
import { learningCenterLinksFor } from '../../../server/content/learningCenter';
import { documentBrand, legalDocument } from '../../../server/content/legalPages';
import { LANGS } from '../../../src/lib/i18n/lang';

const KEYS = Object.keys(BRANDS) as BrandKey[];

describe.each(KEYS)('on %s', (brand) => {
  it('titles every footer link in Spanish, a document link as the document', () => {
    for (const link of footerLinksFor(brand)) {
      expect(link.titles.en).toBe(link.title);
      expect(link.titles.es).not.toBe(link.title);
      const document = link.url.match(/^\/pages\/(\w+)\?/)?.[1];
      if (document && document !== 'lender') {
        for (const lang of LANGS) {
          expect(link.titles[lang]).toBe(legalDocument(document, lang, documentBrand(brand, lang))?.title);
        }
      }
    }
    expect(footerLinksFor(brand).find((l) => l.idTag === 'terms')?.titles).toEqual({
      en: 'Terms of Use',
      es: 'Términos de uso',
    });
  });

  it('titles every learning-center link as the article it opens, in both languages', () => {
    for (const link of learningCenterLinksFor(brand)) {
      const section = link.link.split('#')[1];
      for (const lang of LANGS) {
        const help = legalDocument('help', lang, documentBrand(brand, lang));
        expect(link.titles[lang]).toBe(help?.sections.find((s) => s.id === section)?.heading);
      }
      expect(link.titles.es).not.toBe(link.title);
    }
  });
});
