// Sign-in's decisions as pure functions named for the question they answer, so each rule is readable and tested on its
// own; the sagas only sequence them. Shared: sign-in, sign-up, enrollment and admin acting all build a profile here.
import { BRANDS, DEFAULT_BRAND, isBrandKey, type BrandKey } from '../brands/catalog';
import type { CustomerSystemSearchQuery } from '../api/generated/graphql';
// The prefix alone, not the application's table of addresses: this runs in the login page's first paint.
import { APPLICATION } from '../src/lib/application/prefix';
import { authPaths } from '../src/features/auth/paths';
import type { CustomerType, Profile } from '../store/auth';

export type SystemSearch = CustomerSystemSearchQuery['customerSystemSearch'];

const groupsOf = (claims: Record<string, unknown>): string[] =>
  Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];

export const isEnrollmentUser = (claims: Record<string, unknown>) => groupsOf(claims).includes('enrollment');
export const isAdminUser = (claims: Record<string, unknown>) => groupsOf(claims).includes('CSR');

/** Step 2: the user's brand is among this site's available sources, or a brandless user on the main brand. */
export function hasBrandAccess(siteBrand: BrandKey, claims: Record<string, unknown>): boolean {
  const userBrand = claims['custom:brand'];
  if (typeof userBrand !== 'string' || userBrand === '') return siteBrand === DEFAULT_BRAND;
  return BRANDS[siteBrand].availableSources.includes(userBrand);
}

/**
 * Steps 3 and 7: where a user of another brand signs in: their own brand's site, or this site's partner when the
 * token names no brand. A brand no site knows has nowhere to go (null): handing it on would loop between partners.
 */
export function handOffTarget(siteBrand: BrandKey, claims: Record<string, unknown>): BrandKey | null {
  const userBrand = claims['custom:brand'];
  if (isBrandKey(userBrand)) return userBrand;
  return typeof userBrand === 'string' && userBrand !== '' ? null : BRANDS[siteBrand].partnerBrand;
}

/** A same-site path: one leading slash, not followed by another slash or a backslash (browsers read both as hosts). */
export const isLocalPath = (path: string | undefined): path is string => !!path && /^\/(?![/\\])/.test(path);

/** Step 5, first rule: no open application and a core customer, or not core but known to a store. */
export const shouldGoStraightToMfa = (s: SystemSearch) =>
  (!s.hasOpenApplication && s.isCoreCustomer) || (!s.isCoreCustomer && Boolean(s.retailBoCode));

const CUSTOMER_TYPES: Record<SystemSearch['customerType'], CustomerType> = {
  NEW: 'new',
  ONLINE_RETURNING: 'online-returning',
  RETAIL_RETURNING: 'retail-returning',
  OMNI_RETURNING: 'omni-returning',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Step 4: the auth state from the ID token's attributes and the customer search. */
export function profileFrom(claims: Record<string, unknown>, search: SystemSearch | null): Profile {
  const profile: Profile = {
    email: str(claims.email).toLowerCase(),
    isAdmin: isAdminUser(claims),
    isEnrollment: isEnrollmentUser(claims),
    customSource: str(claims['custom:source']),
    customBrand: str(claims['custom:brand']),
    boCode: str(claims['custom:boCode']),
    retailBoCode: str(claims['custom:retailBoCode']),
    loanProCustomerId: str(claims['custom:loanProCustomerId']),
    qFundCustomerId: str(claims['custom:qFundCustomerId']),
    isPasswordless: claims['custom:isPasswordless'] === 'true',
    firstName: str(claims.name),
    lastName: str(claims.family_name),
  };
  if (profile.isAdmin) {
    // The admin's work e-mail comes from the linked directory identity: Cognito's
    // `identities` claim names it as the provider's user id.
    const linked = Array.isArray(claims.identities) ? (claims.identities as { userId?: unknown }[]) : [];
    const fromDirectory = linked.map((i) => str(i.userId)).find((id) => id.includes('@'));
    profile.adminEmail = (fromDirectory ?? profile.email ?? '').toLowerCase();
  }
  if (!search) return profile;
  return {
    ...profile,
    firstName: search.firstName ?? profile.firstName ?? '',
    lastName: search.lastName ?? profile.lastName ?? '',
    isReturningCustomer: search.isReturningCustomer,
    isRetailReturning: search.isReturningRetailCustomer,
    isCoreCustomer: search.isCoreCustomer,
    hasOnlinePendingOrigination: search.hasOnlinePendingOrigination,
    hasPendingApplication: search.hasPendingApplication,
    pendingApplicationBrand: search.pendingApplicationBrand ?? '',
    pendingApplicationId: search.pendingApplicationId ?? '',
    stateCode: search.stateCode ?? '',
    channel: search.channel,
    customerType: CUSTOMER_TYPES[search.customerType],
    boCode: search.boCode ?? profile.boCode ?? '',
    retailBoCode: search.retailBoCode ?? profile.retailBoCode ?? '',
  };
}

/**
 * Step 5's "origin or root" for a customer resuming an application: the guarded page they came from, else the
 * application (which offers to continue it). Not the account root: the resume route's pass opens the application
 * only, so the account pages would ask for the check at once (docs/sign-in-and-access.md, "Multi-factor").
 */
export function resumeDestination(origin: string | undefined): string {
  const landing = originOrRoot(origin);
  return landing === authPaths.root ? APPLICATION : landing;
}

/** Where "origin or root" lands: the guarded page the user came from, unless it is the login page itself. */
export function originOrRoot(origin: string | undefined): string {
  if (!isLocalPath(origin) || origin.startsWith(authPaths.login)) return authPaths.root;
  return origin;
}
