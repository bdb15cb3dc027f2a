// POST /auth/reset-link: the change-password page asks whether its link's code is still good when
// it opens. Who may call it (anyone, no token: the link is opened signed out), what it answers (valid or not, never
// whether the e-mail has an account), that it never uses the code up, that guessing through it spends the code's
// attempts like ConfirmForgotPassword, and the throttle per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_IP_THROTTLE } from '../../../server/auth/resetLinkCheck';
import { RESET_PAIR_THROTTLE } from '../../../server/identity/resetThrottle';
import { newCustomer, startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ TRUST_PROXY: '1' });
});
afterAll(() => h.close());

let nextIp = 1;
/** Each test gets its own client address (the server trusts x-forwarded-for) so throttles do not leak between tests. */
const freshIp = () => `198.51.100.${nextIp++}`;
const check = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  h.post('/auth/reset-link', body, { 'x-forwarded-for': ip, ...headers });

async function resetCode(email: string, ip = freshIp()): Promise<string> {
  const asked = await h.cognito('ForgotPassword', { ClientId: h.clientId, Username: email }, { 'x-forwarded-for': ip });
  expect(asked.status).toBe(200);
  const messages = await h.server.services.outbox.list(email);
  return String(messages[0]?.code);
}

const confirm = (email: string, code: string) =>
  h.cognito('ConfirmForgotPassword', {
    ClientId: h.clientId,
    Username: email,
    ConfirmationCode: code,
    Password: 'R3set-Passw0rd',
  });

describe('POST /auth/reset-link', () => {
  it('anyone may ask, signed out (no token), and a fresh link is valid; asking does not use it up', async () => {
    const email = await newCustomer(h, 'link.fresh@example.com');
    const code = await resetCode(email);
    const ip = freshIp();
    const first = await check({ email, code }, ip);
    expect(first).toMatchObject({ status: 200, body: { valid: true } });
    expect(first.headers.get('cache-control')).toBe('no-store');
    // Opening the page twice (a reload) is still valid, and the code still sets the password afterwards.
    expect((await check({ email: email.toUpperCase(), code }, ip)).body).toEqual({ valid: true });
    expect((await confirm(email, code)).status).toBe(200);
    // Used: no longer valid.
    expect((await check({ email, code }, ip)).body).toEqual({ valid: false });
  });

  it('asking again keeps the links already sent live (a stranger cannot cancel the owner’s); using one retires all', async () => {
    const email = await newCustomer(h, 'link.several@example.com');
    const owners = await resetCode(email, freshIp());
    const strangers = await resetCode(email, freshIp());
    expect((await check({ email, code: owners })).body).toEqual({ valid: true });
    expect((await check({ email, code: strangers })).body).toEqual({ valid: true });
    expect((await confirm(email, owners)).status).toBe(200);
    expect((await check({ email, code: owners })).body).toEqual({ valid: false });
    expect((await check({ email, code: strangers })).body).toEqual({ valid: false });
  });

  it('keeps one more live link than one address may ask for; beyond that the oldest goes first', async () => {
    const email = await newCustomer(h, 'link.bounded@example.com');
    const owners = await resetCode(email, freshIp());
    // A stranger at one address asks as often as the throttle lets them: the owner's link survives.
    const strangerIp = freshIp();
    const strangers: string[] = [];
    for (let i = 0; i < RESET_PAIR_THROTTLE.limit; i++) strangers.push(await resetCode(email, strangerIp));
    expect((await check({ email, code: owners })).body).toEqual({ valid: true });
    // One more from elsewhere: the owner's, the oldest, goes; the rest stay.
    const latest = await resetCode(email, freshIp());
    expect((await check({ email, code: owners })).body).toEqual({ valid: false });
    for (const code of [...strangers, latest]) expect((await check({ email, code })).body).toEqual({ valid: true });
  });

  it('an unknown e-mail answers exactly as a used link does (nothing learnt about accounts)', async () => {
    const unknown = await check({ email: 'nobody.here@example.com', code: '123456' });
    const known = await check({ email: 'online.returning@example.com', code: '123456' });
    expect(unknown).toMatchObject({ status: 200, body: { valid: false } });
    expect(known).toMatchObject({ status: 200, body: { valid: false } });
    expect(unknown.text).toBe(known.text);
  });

  it('guessing through it spends the code’s attempts, as ConfirmForgotPassword does', async () => {
    const email = await newCustomer(h, 'link.guessed@example.com');
    const code = await resetCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await check({ email, code: wrong })).body).toEqual({ valid: false });
    // Five wrong guesses burn the code: even the right one is refused now, here and at the reset.
    expect((await check({ email, code })).body).toEqual({ valid: false });
    expect((await confirm(email, code)).status).toBe(400);
  });

  it('a right check gives its attempt back: opening the link many times never burns it', async () => {
    const email = await newCustomer(h, 'link.reopened@example.com');
    const code = await resetCode(email);
    for (let i = 0; i < 7; i++) expect((await check({ email, code })).body).toEqual({ valid: true });
    expect((await confirm(email, code)).status).toBe(200);
  });

  it.each([
    ['no e-mail', { code: '123456' }, 'EMAIL_REQUIRED'],
    ['a bad e-mail', { email: 'not-an-email', code: '123456' }, 'INVALID_EMAIL'],
    ['no code', { email: 'a@example.com' }, 'INVALID_CODE'],
    ['a code that is not text', { email: 'a@example.com', code: 123456 }, 'INVALID_CODE'],
    ['a body that is not an object', ['a@example.com'], 'INVALID_BODY'],
  ])('refuses %s with 400', async (_label, body, code) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code } });
  });

  it('a code that is not 6 digits is simply not valid', async () => {
    expect((await check({ email: 'a@example.com', code: 'abc' })).body).toEqual({ valid: false });
  });

  it('is throttled per client address: past the limit 429 with retry-after; another address goes on', async () => {
    const ip = freshIp();
    const body = { email: 'throttle.target@example.com', code: '123456' };
    for (let i = 0; i < RESET_LINK_IP_THROTTLE.limit; i++) expect((await check(body, ip)).status).toBe(200);
    const refused = await check(body, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check(body, freshIp())).status).toBe(200);
  });

  it('never logs the code or the full e-mail', async () => {
    const email = await newCustomer(h, 'link.logged@example.com');
    const code = await resetCode(email);
    const before = h.logLines.length;
    await check({ email, code });
    const lines = h.logLines.slice(before).join('\n');
    expect(lines).toContain('auth.resetLink');
    expect(lines).not.toContain(code);
    expect(lines).not.toContain(email);
  });
});
