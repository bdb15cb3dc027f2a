// Footer links per brand: legal and help links the client renders as given.
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';

export interface FooterLink {
  idTag: string;
  title: string;
  url: string;
}

export function footerLinksFor(brand: BrandKey): FooterLink[] {
  const page = (path: string) => `/pages/${path}?brand=${brand}`;
  const links: FooterLink[] = [
    { idTag: 'terms', title: 'Terms of Use', url: page('terms') },
    { idTag: 'privacy', title: 'Privacy Policy', url: page('privacy') },
    { idTag: 'rates', title: 'Rates & Terms', url: page('rates') },
    { idTag: 'licenses', title: 'State Licenses', url: page('licenses') },
    { idTag: 'help', title: 'Help Center', url: page('help') },
    { idTag: 'contact', title: `Contact us: ${BRANDS[brand].phoneNumber}`, url: `tel:${BRANDS[brand].phoneNumber}` },
  ];
  const { legalName, accountManagementBrand } = BRANDS[brand];
  // Public: the locator works signed out (src/features/stores).
  if (BRAND_CONTENT[brand].hasStores) links.push({ idTag: 'stores', title: 'Find a Store', url: '/stores' });
  if (BRAND_CONTENT[brand].lenderIsBank) {
    links.push({ idTag: 'bank', title: `Loans made by ${legalName}, Member FDIC`, url: page('lender') });
  }
  if (brand !== accountManagementBrand) {
    const site = BRANDS[accountManagementBrand];
    links.push({ idTag: 'return', title: `Return to ${site.name}`, url: `//${site.hosts[0]}` });
  }
  return links;
}
