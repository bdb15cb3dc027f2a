// The brand's legal and help documents served at /pages/:doc (server/http/pages.ts), in English and Spanish: a title,
// a summary and sections, each a heading and paragraphs. Plain text with the brand's names filled in; the renderer
// escapes it.
import { BRANDS, type BrandBasics, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from './catalogues';
import { LEGAL_DOCUMENTS_EN } from './legalPagesEn';
import { LEGAL_DOCUMENTS_ES } from './legalPagesEs';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  updated: string;
  sections: LegalSection[];
}

/** The brand as a document names it: hours in the document's language, and the lender's postal address. */
export type DocumentBrand = BrandBasics & { address: string };

const BY_LANG: Record<Lang, Map<string, (b: DocumentBrand) => LegalDocument>> = {
  en: LEGAL_DOCUMENTS_EN,
  es: LEGAL_DOCUMENTS_ES,
};

/** The brand as its documents in `lang` name it. */
export function documentBrand(brand: BrandKey, lang: Lang): DocumentBrand {
  return {
    ...BRANDS[brand],
    contactHours: serverText(lang, 'brand.contactHours'),
    address: BRAND_CONTENT[brand].creditorAddress,
  };
}

/** The document called `name` in `lang` for `brand`, or null when there is none (a Map: /pages/__proto__ finds nothing). */
export function legalDocument(name: string, lang: Lang, brand: DocumentBrand): LegalDocument | null {
  const make = BY_LANG[lang].get(name);
  return make ? make(brand) : null;
}
