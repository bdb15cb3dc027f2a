// The sign-in decisions of sagas/signInRules.ts and the hand-off hash parser, as plain functions.
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { parseHandOffHash } from '../../../sagas/auth/handOff';
import {
  handOffTarget,
  hasBrandAccess,
  originOrRoot,
  profileFrom,
  shouldGoStraightToMfa,
  type SystemSearch,
} from '../../../sagas/signInRules';
import { CLAIMS, SEARCH, type Claims } from './demoAccounts';

const userOf = (brand: unknown): Claims => ({ email: 'a@example.com', 'custom:brand': brand });

describe('hasBrandAccess', () => {
  it.each([
    ['lumen', 'lumen', true],
    ['lumen', 'harbor', true],
    ['lumen', 'pinecrest', false],
    ['lumen', 'keel', false],
    ['lumen', 'meridian', false],
    ['harbor', 'lumen', true],
    ['harbor', 'harbor', true],
    ['pinecrest', 'lumen', false],
    ['pinecrest', 'pinecrest', true],
    ['keel', 'keel', true],
    ['keel', 'lumen', false],
    ['meridian', 'meridian', true],
  ] as const)('on %s, a %s customer: %s', (site, userBrand, expected) => {
    expect(hasBrandAccess(site, userOf(userBrand))).toBe(expected);
  });

  it('a user without a brand only on the main short-term brand', () => {
    for (const site of Object.keys(BRANDS) as BrandKey[]) {
      expect(hasBrandAccess(site, userOf(''))).toBe(site === 'lumen');
      expect(hasBrandAccess(site, { email: 'a@example.com' })).toBe(site === 'lumen');
      expect(hasBrandAccess(site, userOf(42))).toBe(site === 'lumen');
    }
  });
});

describe('handOffTarget', () => {
  it.each([
    ['lumen', 'pinecrest', 'pinecrest'],
    ['lumen', 'keel', 'keel'],
    ['lumen', 'meridian', 'meridian'],
    ['keel', 'lumen', 'lumen'],
    ['pinecrest', 'harbor', 'harbor'],
  ] as const)('on %s, a %s customer goes to %s', (site, userBrand, target) => {
    expect(handOffTarget(site, userOf(userBrand))).toBe(target);
  });

  it.each([
    ['harbor', 'pinecrest'],
    ['pinecrest', 'lumen'],
    ['keel', 'lumen'],
  ] as const)('a customer without a brand on %s goes to its partner %s', (site, partner) => {
    expect(handOffTarget(site, userOf(''))).toBe(partner);
  });

  it('a brandless customer handed from partner to partner ends on the main brand', () => {
    const hops = followHandOffs('harbor', userOf(''));
    expect(hops).toEqual(['harbor', 'pinecrest', 'lumen']);
  });
  // A customer of a brand not in the catalog loops; see handOff.test.ts "is never handed over twice".
});

/** The sites a user visits, following hand-offs until one accepts them or a site repeats. */
function followHandOffs(start: BrandKey, claims: Claims): BrandKey[] {
  const visited: BrandKey[] = [start];
  let site = start;
  while (!hasBrandAccess(site, claims)) {
    const next = handOffTarget(site, claims);
    if (!next) break;
    site = next;
    visited.push(site);
    if (visited.indexOf(site) !== visited.length - 1) break;
  }
  return visited;
}

describe('shouldGoStraightToMfa', () => {
  it.each([
    ['new customer', SEARCH.newCustomer, false],
    ['new customer with an application (resume.app)', SEARCH.resumeApp, false],
    ['online-returning core customer', SEARCH.onlineReturning, true],
    ['retail-returning, not core, with a retail code', SEARCH.retailReturning, true],
    ['omni-returning core customer', SEARCH.omniReturning, true],
    ['open payday customer', SEARCH.openPayday, true],
    ['core customer with an open application', { ...SEARCH.onlineReturning, hasOpenApplication: true }, false],
    ['not core, no retail code', { ...SEARCH.retailReturning, retailBoCode: null }, false],
    ['not core, retail code, open application', { ...SEARCH.retailReturning, hasOpenApplication: true }, true],
  ] as [string, SystemSearch, boolean][])('%s: %s', (_case, search, expected) => {
    expect(shouldGoStraightToMfa(search)).toBe(expected);
  });
});

describe('originOrRoot', () => {
  it.each([
    ['/account/personal', '/account/personal'],
    ['/application/income?step=2#top', '/application/income?step=2#top'],
    [undefined, '/'],
    ['', '/'],
    ['/login', '/'],
    ['/login?email=a%40example.com', '/'],
    ['//evil.example', '/'],
    ['//evil.example/account', '/'],
    ['https://evil.example/account', '/'],
    ['account/personal', '/'],
  ])('%s → %s', (origin, expected) => {
    expect(originOrRoot(origin)).toBe(expected);
  });

  // Browsers read a backslash in an http(s) path as a slash, so "/\evil.example" is "//evil.example", another host.
  it('refuses a backslash that browsers turn into another host', () => {
    expect(new URL('/\\evil.example', 'http://lumen.localhost:8080').host).toBe('evil.example');
    expect(originOrRoot('/\\evil.example')).toBe('/');
  });
});

describe('profileFrom', () => {
  it.each([
    ['NEW', 'new'],
    ['ONLINE_RETURNING', 'online-returning'],
    ['RETAIL_RETURNING', 'retail-returning'],
    ['OMNI_RETURNING', 'omni-returning'],
  ] as const)('customer type %s → %s', (serverType, clientType) => {
    expect(profileFrom(CLAIMS.newCustomer, { ...SEARCH.newCustomer, customerType: serverType }).customerType).toBe(
      clientType,
    );
  });

  it('lower-cases the e-mail and reads the custom attributes', () => {
    const claims = { ...CLAIMS.omniReturning, email: 'Omni.Returning@Example.COM', 'custom:isPasswordless': 'true' };
    expect(profileFrom(claims, null)).toEqual({
      email: 'omni.returning@example.com',
      isAdmin: false,
      isEnrollment: false,
      customSource: 'lumen',
      customBrand: 'lumen',
      boCode: '9001',
      retailBoCode: '0417',
      loanProCustomerId: 'LP-400401',
      qFundCustomerId: 'QF-400401',
      isPasswordless: true,
      firstName: 'Omar',
      lastName: 'Omni',
    });
  });

  it('the customer search wins over the token where both speak, the token fills what the search lacks', () => {
    const claims = { ...CLAIMS.onlineReturning, name: 'Ollie', family_name: 'O.' };
    const profile = profileFrom(claims, {
      ...SEARCH.onlineReturning,
      firstName: 'Oliver',
      lastName: null,
      boCode: null,
    });
    expect(profile).toMatchObject({ firstName: 'Oliver', lastName: 'O.', boCode: '9001', retailBoCode: '' });
  });

  it('roles from the groups claim', () => {
    expect(profileFrom(CLAIMS.csr, null)).toMatchObject({ isAdmin: true, adminEmail: 'csr.admin@example.com' });
    expect(profileFrom(CLAIMS.enrollment, null)).toMatchObject({ isAdmin: false, isEnrollment: true });
    expect(profileFrom(CLAIMS.onlineReturning, null).adminEmail).toBeUndefined();
  });
});

describe('parseHandOffHash', () => {
  const full = 'idToken=aaa.bbb.ccc&accessToken=ddd.eee.fff&refreshToken=ggg&sessionId=s-1';

  it('reads all three tokens and the session id, with or without the leading #', () => {
    const expected = { idToken: 'aaa.bbb.ccc', accessToken: 'ddd.eee.fff', refreshToken: 'ggg', sessionId: 's-1' };
    expect(parseHandOffHash(`#${full}`)).toEqual(expected);
    expect(parseHandOffHash(full)).toEqual(expected);
  });

  it('decodes URL-encoded values', () => {
    expect(parseHandOffHash('#idToken=a%2Bb&accessToken=c&refreshToken=d%3D&sessionId=x%20y')).toEqual({
      idToken: 'a+b',
      accessToken: 'c',
      refreshToken: 'd=',
      sessionId: 'x y',
    });
  });

  it('an empty session id when none was sent', () => {
    expect(parseHandOffHash('#idToken=a&accessToken=b&refreshToken=c')?.sessionId).toBe('');
  });

  it.each(['', '#', '#idToken=a&accessToken=b', '#idToken=a&refreshToken=c', '#idToken=&accessToken=b&refreshToken=c'])(
    'null unless all three tokens are there: %j',
    (hash) => {
      expect(parseHandOffHash(hash)).toBeNull();
    },
  );
});
