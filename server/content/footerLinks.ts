// Footer links per brand: legal and help links the client renders as given. Each title comes in every language the
// portal speaks (`titles`), so the footer follows the customer's language without asking again when it changes;
// `title` is the English one. A document's link is named by the document's own title, in the same language.
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import type { MessageValues } from '../../src/lib/i18n/translate';
import { inEveryLang, serverText } from './catalogues';
import { documentBrand, legalDocument } from './legalPages';

export interface FooterLink {
  idTag: string;
  title: string;
  titles: Record<Lang, string>;
  url: string;
}

type TitleIn = (lang: Lang) => string;

const link = (idTag: string, title: TitleIn, url: string): FooterLink => ({
  idTag,
  title: title('en'),
  titles: inEveryLang(title),
  url,
});

const words =
  (key: MessageKey, values?: MessageValues): TitleIn =>
  (lang) =>
    serverText(lang, key, values);

export function footerLinksFor(brand: BrandKey): FooterLink[] {
  const page = (path: string) => `/pages/${path}?brand=${brand}`;
  const document = (name: string) =>
    link(name, (lang) => legalDocument(name, lang, documentBrand(brand, lang))?.title ?? name, page(name));
  const { phoneNumber: phone, legalName, accountManagementBrand } = BRANDS[brand];
  const links: FooterLink[] = [
    document('terms'),
    document('privacy'),
    document('rates'),
    document('licenses'),
    document('help'),
    link('contact', words('pages.footer.contact', { phone }), `tel:${phone}`),
  ];
  // Public: the locator works signed out (src/features/stores).
  if (BRAND_CONTENT[brand].hasStores) links.push(link('stores', words('stores.heading'), '/stores'));
  if (BRAND_CONTENT[brand].lenderIsBank) {
    links.push(link('bank', words('pages.footer.bank', { lender: legalName }), page('lender')));
  }
  if (brand !== accountManagementBrand) {
    const site = BRANDS[accountManagementBrand];
    links.push(link('return', words('pages.footer.return', { brand: site.name }), `//${site.hosts[0]}`));
  }
  return links;
}
