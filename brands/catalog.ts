// The five brands: pure data shared by the client and the reference server (pages, footer links, e-mails).
// Hosts are the local origins the demo serves on (README "Brands"); a deployment maps them to real domains through
// configuration.

export type BrandKey = 'lumen' | 'harbor' | 'pinecrest' | 'meridian' | 'keel';

export interface BrandBasics {
  key: BrandKey;
  name: string;
  /** Legal name used in notices (adverse action, e-mails). */
  legalName: string;
  kind: 'online-short-term' | 'retail-short-term' | 'cash-advance' | 'installment' | 'card';
  /** The identity `custom:source` this brand writes at sign-up. */
  cognitoSource: string;
  /** Sources whose users may sign in on this brand's site without a hand-off. */
  availableSources: string[];
  partnerBrand: BrandKey;
  /** Host names (without port) that identify this brand by origin; the first is canonical. */
  hosts: string[];
  phoneNumber: string;
  contactHours: string;
  onlineId: number;
  campaignIds: { google: number; yahoo: number; bing: number };
  /** Where the site's root address sends a visitor: the sign-in page, or the account page (which sends the
   *  signed-out to sign-in). */
  landing: 'login' | 'account';
  /** The brand whose site manages this brand's accounts: a denied conversion returns there, the `redirectToCardBrand`
   *  flag sends visitors there, and every other brand's footer links back to it. */
  accountManagementBrand: BrandKey;
  /** Every sign-in on this site takes the multi-factor check, even one resuming an application. */
  alwaysMfaOnSignIn: boolean;
  /** With the `redirectToPartnerSite` flag on, this site's visitors are sent to its partner brand's site. */
  redirectsToPartnerSite: boolean;
}

const SHORT_TERM_PHONE = '1-800-561-2274';
const INSTALLMENT_PHONE = '1-800-316-4220';
const HOURS = 'Monday to Friday 8am to 5pm Eastern';
const DEFAULT_CAMPAIGNS = { google: 2500, yahoo: 3500, bing: 4500 };
/** The card brand's site manages every brand's accounts. */
const ACCOUNT_SITE: BrandKey = 'keel';
/** What most brands do; a brand that differs spells its own values out. */
const ONLINE_SITE = {
  landing: 'account',
  accountManagementBrand: ACCOUNT_SITE,
  alwaysMfaOnSignIn: false,
  redirectsToPartnerSite: false,
} as const satisfies Partial<BrandBasics>;

export const BRANDS: Record<BrandKey, BrandBasics> = {
  lumen: {
    key: 'lumen',
    name: 'Lumen Cash',
    legalName: 'Lumen Cash, LLC',
    kind: 'online-short-term',
    cognitoSource: 'lumen',
    availableSources: ['lumen', 'harbor'],
    partnerBrand: 'pinecrest',
    hosts: ['lumen.localhost', 'localhost'],
    phoneNumber: SHORT_TERM_PHONE,
    contactHours: HOURS,
    onlineId: 1,
    campaignIds: DEFAULT_CAMPAIGNS,
    ...ONLINE_SITE,
  },
  harbor: {
    key: 'harbor',
    name: 'Harbor Check & Loan',
    legalName: 'Harbor Check & Loan, Inc.',
    kind: 'retail-short-term',
    cognitoSource: 'harbor',
    availableSources: ['harbor', 'lumen'],
    partnerBrand: 'pinecrest',
    hosts: ['harbor.localhost'],
    phoneNumber: SHORT_TERM_PHONE,
    contactHours: HOURS,
    onlineId: 1,
    campaignIds: DEFAULT_CAMPAIGNS,
    ...ONLINE_SITE,
  },
  pinecrest: {
    key: 'pinecrest',
    name: 'Pinecrest Cash Advance',
    legalName: 'Pinecrest Cash Advance, LLC',
    kind: 'cash-advance',
    cognitoSource: 'pinecrest',
    availableSources: ['pinecrest'],
    partnerBrand: 'lumen',
    hosts: ['pinecrest.localhost'],
    phoneNumber: SHORT_TERM_PHONE,
    contactHours: HOURS,
    onlineId: 20349,
    campaignIds: { google: 30783, yahoo: 30803, bing: 30804 },
    ...ONLINE_SITE,
    redirectsToPartnerSite: true,
  },
  meridian: {
    key: 'meridian',
    name: 'Meridian Installment Loans',
    legalName: 'Ridgeway State Bank',
    kind: 'installment',
    cognitoSource: 'meridian',
    availableSources: ['meridian'],
    partnerBrand: 'lumen',
    hosts: ['meridian.localhost', 'apply.meridian.localhost'],
    phoneNumber: INSTALLMENT_PHONE,
    contactHours: HOURS,
    onlineId: 1,
    campaignIds: DEFAULT_CAMPAIGNS,
    ...ONLINE_SITE,
  },
  keel: {
    key: 'keel',
    name: 'Keel Card',
    legalName: 'Keel Financial, LLC',
    kind: 'card',
    cognitoSource: 'keel',
    availableSources: ['keel'],
    partnerBrand: 'lumen',
    hosts: ['keel.localhost'],
    phoneNumber: SHORT_TERM_PHONE,
    contactHours: HOURS,
    onlineId: 1,
    campaignIds: DEFAULT_CAMPAIGNS,
    landing: 'login',
    accountManagementBrand: ACCOUNT_SITE,
    alwaysMfaOnSignIn: true,
    redirectsToPartnerSite: false,
  },
};

/** The brand of a record whose brand is missing or unknown (an old loan, a request without a site). */
export const DEFAULT_BRAND: BrandKey = 'lumen';

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && Object.hasOwn(BRANDS, value);
}

/** `value` when it names a brand, else the default brand. */
export const brandOrDefault = (value: unknown): BrandKey => (isBrandKey(value) ? value : DEFAULT_BRAND);

/** The brand whose hosts include this host name (port ignored), or undefined. */
export function brandForHost(host: string): BrandKey | undefined {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return (Object.values(BRANDS) as BrandBasics[]).find((b) => b.hosts.includes(name))?.key;
}
