// POST /auth, the risk check: forgotPassword answers, failedLogin reports (which never lock:
// only the identity service's real failures do, so nobody can lock the owner out), and input validation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDigest, fingerprintDigest } from '../../../server/auth/digests';
import { deviceKey } from '../../../server/http/deviceCookie';
import { LOCKED_MESSAGE } from '../../../server/auth/risk';
import { deniedDevices, signInFailures, users } from '../../../server/db/schema';
import { newCustomer, signInOutcome, startAuthHarness, type AuthHarness } from './helpers';
import { TEST_DEVICE_ID } from '../harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const DEVICE = 'eyJpZCI6ImRldmljZS0xIn0=';
const LOCKED_SIGN_IN = 'NotAuthorizedException: Password attempts exceeded';

const forgot = (email: string, opts: { blackBox?: string; passwordless?: boolean } = {}) =>
  h.post('/auth', {
    email,
    blackBox: opts.blackBox ?? DEVICE,
    type: 'forgotPassword',
    ...(opts.passwordless === undefined ? {} : { flags: { enablePasswordlessFlow: opts.passwordless } }),
  });

const failed = (email: string, blackBox = DEVICE) => h.post('/auth', { email, blackBox, type: 'failedLogin' });

async function failTimes(email: string, n: number, blackBox = DEVICE) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push((await failed(email, blackBox)).body);
  return answers;
}

describe('POST /auth forgotPassword', () => {
  it('answers OK for a normal account and for an unknown e-mail alike', async () => {
    expect(await forgot('new.customer@example.com', { passwordless: true })).toMatchObject({
      status: 200,
      body: { results: 'OK' },
    });
    const unknown = await forgot('nobody.at.all@example.com', { passwordless: true });
    expect(unknown).toMatchObject({ status: 200, body: { results: 'OK' } });
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('answers FAILED_P for a passwordless account only when the passwordless flow is enabled', async () => {
    const email = await newCustomer(h, 'passwordless.user@example.com', { 'custom:isPasswordless': 'true' });
    expect((await forgot(email, { passwordless: true })).body).toEqual({ results: 'FAILED_P' });
    expect((await forgot(email, { passwordless: false })).body).toEqual({ results: 'OK' });
    expect((await forgot(email)).body).toEqual({ results: 'OK' });
    // A password account with the flag on is not passwordless.
    expect((await forgot('online.returning@example.com', { passwordless: true })).body).toEqual({ results: 'OK' });
  });

  it('answers DENIED for a deny-listed device, which is stored only as a digest', async () => {
    const bad = 'eyJpZCI6ImRlbnktbGlzdGVkLWRldmljZSJ9';
    const { db, cipher } = h.server.services;
    await db.insert(deniedDevices).values({
      fingerprintHash: fingerprintDigest(cipher, deviceKey(TEST_DEVICE_ID, bad) ?? ''),
      reason: 'fraud ring',
    });
    expect((await forgot('new.customer@example.com', { blackBox: bad, passwordless: true })).body).toEqual({
      results: 'DENIED',
    });
    expect((await forgot('nobody.at.all@example.com', { blackBox: bad })).body).toEqual({ results: 'DENIED' });
    // The same e-mail from another device is fine.
    expect((await forgot('new.customer@example.com', { passwordless: true })).body).toEqual({ results: 'OK' });
    const rows = await db.select().from(deniedDevices);
    expect(JSON.stringify(rows)).not.toContain(bad);
  });

  it('lets a locked account reset its password: the lock stops guessing, the reset needs the mailbox', async () => {
    const email = await newCustomer(h, 'locked.account@example.com');
    await h.server.services.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(users.username, email));
    expect((await forgot(email)).body).toEqual({ results: 'OK' });
  });

  it('answers DENIED for a device that failed to sign in to many accounts', async () => {
    const roaming = 'eyJpZCI6InJvYW1pbmctZGV2aWNlIn0=';
    for (let i = 0; i < 10; i++) await failed(`stuffing.target${i}@example.com`, roaming);
    expect((await forgot('new.customer@example.com', { blackBox: roaming })).body).toEqual({ results: 'DENIED' });
  });
});

describe('POST /auth failedLogin', () => {
  it('five reports alone never lock an account that had no real failures', async () => {
    const email = await newCustomer(h, 'reported.only@example.com');
    const answers = await failTimes(email, 7, 'eyJpZCI6ImF0dGFja2VyLWRldmljZSJ9');
    expect(answers.every((a) => a?.results === 'OK')).toBe(true);
    const row = await h.userRow(email);
    expect(row.failedSignIns).toBe(0);
    expect(row.lockedUntil).toBeNull();
    expect(await signInOutcome(h, email, 'Passw0rd!')).toBe('ok');
    // The reports are kept, for the device's risk.
    const kept = await h.server.services.db
      .select({ outcome: signInFailures.outcome })
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailDigest(h.server.services.cipher, email)));
    expect(kept.map((k) => k.outcome)).toEqual(Array(7).fill('reported'));
  });

  it('five real wrong passwords lock sign-in, and the report then answers LOCKED', async () => {
    const email = await newCustomer(h, 'real.flow@example.com');
    for (let i = 1; i <= 4; i++) {
      expect(await signInOutcome(h, email, `Wr0ng-${i}`)).toBe(
        'NotAuthorizedException: Incorrect username or password.',
      );
      // How many wrong passwords are left before the lock, so the sign-in page can warn before the last one.
      expect((await failed(email)).body).toEqual({ results: 'OK', attemptsLeft: 5 - i });
      expect((await h.userRow(email)).failedSignIns).toBe(i);
    }
    expect(await signInOutcome(h, email, 'Wr0ng-5')).toBe('NotAuthorizedException: Incorrect username or password.');
    const row = await h.userRow(email);
    const answer = (await failed(email)).body as { results: string; message: string; lockedUntil: string };
    expect(answer).toEqual({ results: 'LOCKED', message: LOCKED_MESSAGE, lockedUntil: row.lockedUntil?.toISOString() });
    const lockMs = Date.parse(answer.lockedUntil) - Date.now();
    expect(lockMs).toBeGreaterThan(14 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60_000);
    expect(await signInOutcome(h, email, 'Passw0rd!')).toBe(LOCKED_SIGN_IN);
    // Reports while locked change nothing; the lock message's way out, a reset, stays open.
    expect((await failed(email)).body).toEqual(answer);
    expect((await h.userRow(email)).lockedUntil?.toISOString()).toBe(answer.lockedUntil);
    expect((await forgot(email)).body).toEqual({ results: 'OK' });

    // When the lock expires the right password works again and the streak starts over.
    await h.server.services.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.username, email));
    expect((await failed(email)).body).toEqual({ results: 'OK', attemptsLeft: 5 });
    expect(await signInOutcome(h, email, 'Passw0rd!')).toBe('ok');
    expect((await h.userRow(email)).lockedUntil).toBeNull();
  });

  it('reports do not add to real failures: four wrong passwords and many reports are still four', async () => {
    const email = await newCustomer(h, 'mixed.failures@example.com');
    for (let i = 1; i <= 4; i++) await signInOutcome(h, email, `Wr0ng-${i}`);
    await failTimes(email, 5);
    expect((await h.userRow(email)).failedSignIns).toBe(4);
    expect(await signInOutcome(h, email, 'Passw0rd!')).toBe('ok');
  });

  it('answers an unknown e-mail as it would an account without real failures', async () => {
    const answers = await failTimes('ghost.account@example.com', 6);
    expect(answers.every((a) => a?.results === 'OK')).toBe(true);
  });

  it("answers an unknown e-mail in the same shape, attemptsLeft counting down as a real account's would", async () => {
    const ghost = await failTimes('ghost.counting@example.com', 5);
    expect(ghost).toEqual([4, 3, 2, 1, 1].map((attemptsLeft) => ({ results: 'OK', attemptsLeft })));
    // The same four failures through the client on a real account read the same.
    const email = await newCustomer(h, 'real.counting@example.com');
    const real = [];
    for (let i = 1; i <= 4; i++) {
      await signInOutcome(h, email, `Wr0ng-${i}`);
      real.push((await failed(email)).body);
    }
    expect(real).toEqual(ghost.slice(0, 4));
  });

  it('reports alone never lower attemptsLeft on a real account (they are no evidence of a wrong password)', async () => {
    const email = await newCustomer(h, 'reports.no.count@example.com');
    const answers = await failTimes(email, 3);
    expect(answers).toEqual(Array(3).fill({ results: 'OK', attemptsLeft: 5 }));
  });

  it('stores digests of the e-mail and fingerprint, never the raw values', async () => {
    const raw = 'eyJpZCI6InJhdy1maW5nZXJwcmludC1jaGVjayJ9';
    await failed('digest.check@example.com', raw);
    const { db } = h.server.services;
    const dump = JSON.stringify(await db.select().from(signInFailures));
    expect(dump).not.toContain(raw);
    expect(dump).not.toContain('digest.check@example.com');
    expect(dump).toContain(fingerprintDigest(h.server.services.cipher, deviceKey(TEST_DEVICE_ID, raw) ?? ''));
  });
});

describe('POST /auth validation', () => {
  const valid = { email: 'new.customer@example.com', blackBox: DEVICE, type: 'forgotPassword' };
  it.each([
    ['a missing e-mail', { ...valid, email: undefined }, 'EMAIL_REQUIRED', 'Email is required.'],
    ['an empty e-mail', { ...valid, email: '  ' }, 'EMAIL_REQUIRED', 'Email is required.'],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'INVALID_EMAIL', 'Enter a valid email address'],
    ['an e-mail that is not text', { ...valid, email: 42 }, 'INVALID_EMAIL', 'Email must be text.'],
    ['an unknown type', { ...valid, type: 'resetEverything' }, 'INVALID_TYPE', 'type must be'],
    ['a missing type', { ...valid, type: undefined }, 'INVALID_TYPE', 'type must be'],
    ['a missing blackBox', { ...valid, blackBox: undefined }, 'INVALID_BLACKBOX', 'at most 4096 characters'],
    ['a blackBox that is not text', { ...valid, blackBox: { id: 1 } }, 'INVALID_BLACKBOX', 'blackBox'],
    ['an empty blackBox', { ...valid, blackBox: '' }, 'INVALID_BLACKBOX', 'non-empty'],
    ['a blackBox over 4096 characters', { ...valid, blackBox: 'x'.repeat(4097) }, 'INVALID_BLACKBOX', '4096'],
    ['flags that are not an object', { ...valid, flags: 'yes' }, 'INVALID_FLAGS', 'flags must be an object'],
    [
      'a non-boolean passwordless flag',
      { ...valid, flags: { enablePasswordlessFlow: 'yes' } },
      'INVALID_FLAGS',
      'true or false',
    ],
    ['an array body', [valid], 'INVALID_BODY', 'JSON object'],
  ])('refuses %s with a clear 400', async (_label, body, code, message) => {
    const res = await h.post('/auth', body);
    expect(res.status).toBe(400);
    const error = (res.body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });

  it('refuses unreadable JSON and a missing body with 400, never 500', async () => {
    expect((await h.post('/auth', '{"email":')).status).toBe(400);
    const res = await fetch(`${h.baseUrl}/auth`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_BODY' } });
  });

  it('accepts a blackBox of exactly 4096 characters and a failedLogin without flags', async () => {
    expect((await h.post('/auth', { ...valid, blackBox: 'b'.repeat(4096) })).status).toBe(200);
    expect((await failed('long.device@example.com', 'b'.repeat(4096))).status).toBe(200);
  });

  it('does not echo a refused value back', async () => {
    const res = await h.post('/auth', { ...valid, email: 'secret-value-123@@x' });
    expect(res.text).not.toContain('secret-value-123');
  });
});
