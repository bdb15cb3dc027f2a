// POST /auth/forgot-email: the masked portal e-mail of a customer who proves who they are, validation, the
// per-address and per-person throttles, and the feature flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDateOfBirth } from '../../../server/auth/validate';
import { startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  // Each test speaks for its own client address through X-Forwarded-For, as a load balancer would set it.
  h = await startAuthHarness({ TRUST_PROXY: '1' });
});
afterAll(() => h.close());

const OLIVER = {
  firstName: 'Oliver',
  lastName: 'Online',
  dateOfBirth: '07/30/1979',
  ssnLast4: '4321',
  zipCode: '43004',
};
const MARIA = { firstName: 'Maria', lastName: 'Lopez', dateOfBirth: '04/12/1985', ssnLast4: '6789', zipCode: '43215' };

let nextIp = 1;
/** Each test gets its own client address (the server trusts x-forwarded-for) so throttles do not leak between tests. */
const freshIp = () => `203.0.113.${nextIp++}`;
const lookUp = (body: unknown, ip = freshIp()) => h.post('/auth/forgot-email', body, { 'x-forwarded-for': ip });

describe('POST /auth/forgot-email', () => {
  it('finds the portal account of a customer who matches every field, masked', async () => {
    const res = await lookUp(OLIVER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ found: true, email: 'o**************g@example.com' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ignores case and surrounding spaces in names', async () => {
    const res = await lookUp({ ...OLIVER, firstName: '  oLIVER ', lastName: 'ONLINE  ' });
    expect(res.body).toEqual({ found: true, email: 'o**************g@example.com' });
  });

  it('does not find a customer record without a portal account', async () => {
    expect((await lookUp(MARIA)).body).toEqual({ found: false });
  });

  it.each([
    ['first name', { firstName: 'Olive' }],
    ['last name', { lastName: 'Offline' }],
    ['date of birth', { dateOfBirth: '07/31/1979' }],
    ['SSN last 4', { ssnLast4: '4322' }],
    ['ZIP', { zipCode: '43005' }],
  ])('does not find anyone when the %s differs', async (_label, change) => {
    expect((await lookUp({ ...OLIVER, ...change })).body).toEqual({ found: false });
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'INVALID_FIRST_NAME', 'Enter your first name.'],
    ['a blank last name', { lastName: '   ' }, 'INVALID_LAST_NAME', 'Enter your last name.'],
    ['a name with digits', { firstName: 'R2D2' }, 'INVALID_FIRST_NAME', 'letters, spaces, hyphens'],
    ['a name over 50 characters', { lastName: 'a'.repeat(51) }, 'INVALID_LAST_NAME', 'up to 50 characters'],
    [
      'an ISO date of birth',
      { dateOfBirth: '1979-07-30' },
      'INVALID_DATE_OF_BIRTH',
      'Enter your date of birth as MM/DD/YYYY.',
    ],
    ['an impossible date', { dateOfBirth: '02/30/1979' }, 'INVALID_DATE_OF_BIRTH', 'MM/DD/YYYY'],
    ['a future date', { dateOfBirth: '01/01/2999' }, 'INVALID_DATE_OF_BIRTH', 'MM/DD/YYYY'],
    [
      'a full SSN',
      { ssnLast4: '987654321' },
      'INVALID_SSN_LAST4',
      'Enter the last 4 digits of your Social Security number.',
    ],
    ['a numeric SSN last 4', { ssnLast4: 4321 }, 'INVALID_SSN_LAST4', 'last 4 digits'],
    ['a ZIP+4', { zipCode: '43004-1234' }, 'INVALID_ZIP_CODE', 'Enter your 5-digit ZIP code.'],
    ['a missing ZIP', { zipCode: undefined }, 'INVALID_ZIP_CODE', '5-digit ZIP code'],
  ])('refuses %s with a clear 400 that does not echo it', async (_label, change, code, message) => {
    const body = { ...OLIVER, ...change };
    const res = await lookUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code, message: expect.stringContaining(message) } });
    for (const value of Object.values(change))
      if (typeof value === 'string' && value.trim()) expect(res.text).not.toContain(value);
  });

  it('refuses a body that is not an object', async () => {
    expect((await lookUp([OLIVER])).body).toMatchObject({ error: { code: 'INVALID_BODY' } });
  });

  it('allows 5 look-ups per client address per 15 minutes, then answers 429', async () => {
    const ip = freshIp();
    const people = ['Ann', 'Bea', 'Cal', 'Dee', 'Eve', 'Fay'];
    const statuses = [];
    for (const firstName of people) statuses.push((await lookUp({ ...MARIA, firstName }, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await lookUp(OLIVER, ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('please wait 15 minutes') },
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await lookUp(OLIVER)).status).toBe(200);
  });

  it('limits look-ups of one person from many addresses (walking the SSN endings)', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await lookUp({ ...MARIA, lastName: 'Targeted', ssnLast4: String(1000 + i) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('does not count refused input against the throttle', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await lookUp({ ...OLIVER, zipCode: 'x' }, ip)).status).toBe(400);
    expect((await lookUp({ ...OLIVER, firstName: 'Gus' }, ip)).status).toBe(200);
  });

  it('is unavailable when the forgotEmail flag is off', async () => {
    h.server.services.flags.setDevOverrides({ forgotEmail: false });
    try {
      const res = await lookUp(OLIVER);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { code: 'NOT_AVAILABLE' } });
    } finally {
      h.server.services.flags.resetDevOverrides();
    }
  });
});

describe('parseDateOfBirth', () => {
  it('turns MM/DD/YYYY into the stored ISO date and refuses anything else', () => {
    expect(parseDateOfBirth('07/30/1979')).toBe('1979-07-30');
    expect(parseDateOfBirth('02/29/2000')).toBe('2000-02-29');
    expect(parseDateOfBirth('02/29/1999')).toBeNull();
    expect(parseDateOfBirth('13/01/1979')).toBeNull();
    expect(parseDateOfBirth('7/30/1979')).toBeNull();
    expect(parseDateOfBirth('01/01/1899')).toBeNull();
    expect(parseDateOfBirth(19790730)).toBeNull();
  });
});
