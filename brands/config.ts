// The full brand configuration (plus each brand's own content), assembled from
// the shared catalog and content.ts so names, phones and sources are written once.
import { BRANDS, isBrandKey, type BrandBasics, type BrandKey } from './catalog';
import { DEFAULT_LANG, translate, type Lang, type MessageKey, type MessageValues } from '../src/lib/i18n';
import { BRAND_CONTENT, type BrandContent } from './content';

/** One cookie name for every brand: the server's page renderer reads `brand=` too (server/http/pages.ts). */
export const BRAND_COOKIE_NAME = 'brand';
/** The query key that carries an explicit campaign id. */
const CAMPAIGN_QUERY_KEY = 'campaignId';

/** The store search asks for 9 stores within 804700 m (500 miles) and shows 3 at a time. */
const STORE_SEARCH = { resultLimit: 9, pageSize: 3, maxDistanceMeters: 804700 } as const;

/** The parts of `window.location` an origin is built from; passed in so the module stays testable. */
export interface OriginParts {
  protocol: string;
  port: string | number;
}

export interface BrandLinks {
  help: string;
  terms: string;
  privacy: string;
  /** California is a special-notice state with a privacy notice per brand. */
  californiaPrivacy: string;
  /** Where an unknown client route sends the user. */
  notFound: string;
}

export interface BrandConfig extends BrandBasics, Pick<BrandContent, 'productsRequireEligibility'> {
  /** The words below are in the language the configuration was built for (getBrandConfig's `lang`). */
  productDisclosure: string;
  thankYouDetails: { title: string; body: string };
  documentsNeeded: { intro: string; items: string[] };
  /** The partner brand's site on the current origin's port, for the wrong-brand single sign-on hand-off. */
  partnerSiteUrl: string;
  /** `domain` is the brand's canonical host; a deployment maps it to the real domain with the rest of the hosts. */
  cookie: { name: string; domain: string; campaignQueryKey: string };
  adverseAction: { creditorName: string; creditorAddress: string; noticeDays: 7 | 30; message: string };
  links: BrandLinks;
  storeLocator: { hasStores: boolean; resultLimit: number; pageSize: number; maxDistanceMeters: number };
  payByCheck: { payableTo: string; mailingAddress: string; phoneNumber: string; instructions: string };
  /** Arguments of `createPlaidToken` that theme the bank-link widget. */
  bankLink: { clientName: string; linkCustomizationName: string };
}

// Outside a browser (tests, server rendering) there is no location; the demo serves on 8080.
const DEMO_ORIGIN: OriginParts = { protocol: 'http:', port: '8080' };

function currentOrigin(): OriginParts {
  return typeof location === 'undefined' ? DEMO_ORIGIN : location;
}

function canonicalHost(brand: BrandBasics): string {
  // The catalog lists the canonical host first (lumen's bare `localhost` alias comes second on purpose).
  const host = brand.hosts[0];
  if (!host) throw new Error(`Brand ${brand.key} has no host in the catalog`);
  return host;
}

/** The brand's canonical origin (first host) on the caller's protocol and port: `http://pinecrest.localhost:8090`. */
export function brandOrigin(key: BrandKey, currentLocation: OriginParts): string {
  const protocol = currentLocation.protocol.replace(/:?$/, ':');
  const port = String(currentLocation.port);
  return `${protocol}//${canonicalHost(BRANDS[key])}${port ? `:${port}` : ''}`;
}

/** The brand cookie and campaign query key; detection reads these without building a config. */
export function brandCookieSettings(key: BrandKey): BrandConfig['cookie'] {
  return { name: BRAND_COOKIE_NAME, domain: canonicalHost(BRANDS[key]), campaignQueryKey: CAMPAIGN_QUERY_KEY };
}

/** Reg B (12 CFR 1002.9): short-term brands promise the written notice in 7 days, the installment brand in 30. */
function noticeDaysFor(brand: BrandBasics): 7 | 30 {
  return brand.kind === 'installment' ? 30 : 7;
}

function buildConfig(key: BrandKey, origin: OriginParts, lang: Lang): BrandConfig {
  const basics = BRANDS[key];
  const content = BRAND_CONTENT[key];
  const say = (message: MessageKey, values?: MessageValues) => translate(lang, message, values);
  const page = (doc: string) => `/pages/${doc}?brand=${key}`;
  const noticeDays = noticeDaysFor(basics);
  const notice = say('brand.adverseActionNotice', { days: noticeDays, creditor: basics.legalName });
  return {
    ...basics,
    contactHours: say('brand.contactHours'),
    productsRequireEligibility: content.productsRequireEligibility,
    productDisclosure: say(content.productDisclosure),
    thankYouDetails: { title: say(content.thankYouDetails.title), body: say(content.thankYouDetails.body) },
    documentsNeeded: {
      intro: say(content.documentsNeeded.intro),
      items: content.documentsNeeded.items.map((i) => say(i)),
    },
    partnerSiteUrl: brandOrigin(basics.partnerBrand, origin),
    cookie: brandCookieSettings(key),
    adverseAction: {
      creditorName: basics.legalName,
      creditorAddress: content.creditorAddress,
      noticeDays,
      message: `${say(content.adverseActionLead)} ${notice}`,
    },
    links: {
      help: page('help'),
      terms: page('terms'),
      privacy: page('privacy'),
      californiaPrivacy: `${page('privacy')}&state=CA`,
      notFound: page('not-found'),
    },
    storeLocator: { hasStores: content.hasStores, ...STORE_SEARCH },
    payByCheck: {
      payableTo: basics.legalName,
      phoneNumber: basics.phoneNumber,
      mailingAddress: content.payByCheck.mailingAddress,
      instructions: say(content.payByCheck.instructions),
    },
    bankLink: { clientName: basics.name, linkCustomizationName: content.linkCustomizationName },
  };
}

/** The log line for a brand key with no configuration. */
export function unknownBrandMessage(key: string): string {
  return `Can't find brand configuration for ${key}`;
}

/**
 * The configuration of brand `key`, or undefined (logged as unknownBrandMessage words it) when no such brand exists.
 * `currentLocation` defaults to the browser's location, so `partnerSiteUrl` keeps the port the user is on; the
 * brand's words are in `lang` (a screen passes useT()'s `lang`).
 */
export function getBrandConfig(
  key: string,
  log: (msg: string) => void = console.warn,
  currentLocation: OriginParts = currentOrigin(),
  lang: Lang = DEFAULT_LANG,
): BrandConfig | undefined {
  if (!isBrandKey(key)) {
    log(unknownBrandMessage(key));
    return undefined;
  }
  return buildConfig(key, currentLocation, lang);
}
