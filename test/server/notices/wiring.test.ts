// Where security notices go out today: a sign-in from a device new to the customer (startMfa, where devices are
// recorded), all sessions ended (GlobalSignOut) and the password-changed notice, each once, to the account's own
// address, in the caller's language; a known device, the account's first device, and a CSR's check send none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices, outbox, users } from '../../../server/db/schema';
import { DEVICE_COOKIE } from '../../../server/http/deviceCookie';
import { sendSecurityNotice } from '../../../server/notices/securityNotice';
import { en } from '../../../src/lib/i18n/en';
import { es } from '../../../src/lib/i18n/es';
import { newCustomer, startAuthHarness, type AuthHarness } from '../auth/helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId } }';
const BLACK_BOX = Buffer.from(JSON.stringify({ id: 'notice-device' })).toString('base64');
const DEVICE_A = '1a2b3c4d-0000-4000-8000-00000000000a';
const DEVICE_B = '1a2b3c4d-0000-4000-8000-00000000000b';

const noticesTo = async (email: string, subject: string) =>
  (await h.server.services.outbox.list(email)).filter((m) => m.subject === subject);

/** A password sign-in of `email` starting its check from the browser with device cookie `device`. */
async function signInFrom(email: string, device: string, headers: Record<string, string> = {}) {
  const token = (await h.passwordOnlyTokens(email)).IdToken;
  const res = await h.graphql(START, {
    token,
    variables: { b: BLACK_BOX },
    headers: { cookie: `${DEVICE_COOKIE}=${device}`, ...headers },
  });
  expect(res.body.errors).toBeUndefined();
}

describe('a sign-in from a new device', () => {
  let email: string;
  let n = 0;
  beforeEach(async () => {
    email = await newCustomer(h, `device.notice.${++n}@example.com`, { name: 'Dana' });
  });

  it('the first device of an account is not "new"; the same device again sends nothing', async () => {
    await signInFrom(email, DEVICE_A);
    await signInFrom(email, DEVICE_A);
    expect(await noticesTo(email, en['account.securityNotice.newDevice.subject'])).toEqual([]);
  });

  it('another device sends one notice, in the language of the browser, with no code in it', async () => {
    await signInFrom(email, DEVICE_A);
    await signInFrom(email, DEVICE_B, {
      cookie: `${DEVICE_COOKIE}=${DEVICE_B}; lang=es`,
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    });
    const sent = await noticesTo(email, es['account.securityNotice.newDevice.subject']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', code: null });
    expect(sent[0]?.text).toContain('Hola, Dana:');
    expect(sent[0]?.text).toContain('Dispositivo: Safari · macOS');
    expect(sent[0]?.text).toContain('/account/security?brand=lumen');
    // Known from now on: the next sign-in from it sends nothing.
    await signInFrom(email, DEVICE_B);
    expect(await noticesTo(email, es['account.securityNotice.newDevice.subject'])).toHaveLength(1);
    expect(await noticesTo(email, en['account.securityNotice.newDevice.subject'])).toHaveLength(0);
  });

  it('two checks at once from the same new device send one notice (the device is claimed under the lock)', async () => {
    await signInFrom(email, DEVICE_A);
    await Promise.all([signInFrom(email, DEVICE_B), signInFrom(email, DEVICE_B)]);
    expect(await noticesTo(email, en['account.securityNotice.newDevice.subject'])).toHaveLength(1);
  });

  it("a CSR's check for the customer sends none (it is not the customer's sign-in)", async () => {
    await signInFrom(email, DEVICE_A);
    const csr = await h.idToken('csr.admin@example.com');
    await h.graphql(START, {
      token: csr,
      variables: { b: BLACK_BOX },
      headers: { cookie: `${DEVICE_COOKIE}=${DEVICE_B}`, 'x-admin-auth-as': email },
    });
    expect(await noticesTo(email, en['account.securityNotice.newDevice.subject'])).toEqual([]);
    const [user] = await h.server.services.db.select().from(users).where(eq(users.username, email));
    expect(
      await h.server.services.db
        .select()
        .from(devices)
        .where(eq(devices.userId, user?.id ?? '')),
    ).not.toEqual([]);
  });
});

describe('all sessions ended (GlobalSignOut)', () => {
  it('e-mails the owner once, in the language of the request', async () => {
    const email = await newCustomer(h, 'global.notice@example.com');
    const { AccessToken } = await h.signInTokens(email);
    const res = await h.cognito('GlobalSignOut', { AccessToken }, { 'accept-language': 'es-US,es;q=0.9' });
    expect(res.status).toBe(200);
    const sent = await noticesTo(email, es['account.securityNotice.allSessionsEnded.subject']);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(es['account.securityNotice.allSessionsEnded.notYou']);
  });

  it('a refused call (a bad token) sends nothing', async () => {
    const before = (await h.server.services.db.select().from(outbox)).length;
    expect((await h.cognito('GlobalSignOut', { AccessToken: 'not-a-token' })).status).toBe(400);
    expect((await h.server.services.db.select().from(outbox)).length).toBe(before);
  });
});

describe('the password-changed notice', () => {
  it('is the security notice, in Spanish for a Spanish browser', async () => {
    const email = await newCustomer(h, 'changed.es@example.com');
    expect((await h.post('/password-changed', { email }, { cookie: 'lang=es' })).status).toBe(204);
    const [notice] = await noticesTo(email, es['account.securityNotice.passwordChanged.subject']);
    expect(notice?.text).toContain(es['account.securityNotice.passwordChanged.notYou']);
  });
});

describe('sendSecurityNotice', () => {
  it('finds the customer by id or e-mail; an unknown or disabled account gets nothing', async () => {
    const email = await newCustomer(h, 'direct.notice@example.com');
    const deps = h.server.services;
    const now = new Date();
    const [user] = await deps.db.select().from(users).where(eq(users.username, email));
    const byId = { userId: user?.id, kind: 'passkeyAdded', language: 'en', now } as const;
    expect(await sendSecurityNotice(deps, byId)).toBe('sent');
    expect(await sendSecurityNotice(deps, { email, kind: 'authenticatorOff', language: 'en', now })).toBe('sent');
    expect(await noticesTo(email, en['account.securityNotice.passkeyAdded.subject'])).toHaveLength(1);
    const unknown = { email: 'nobody.at.all@example.com', kind: 'passkeyRemoved', language: 'en', now } as const;
    expect(await sendSecurityNotice(deps, unknown)).toBe('no-account');
    await deps.db.update(users).set({ enabled: false }).where(eq(users.username, email));
    expect(await sendSecurityNotice(deps, byId)).toBe('no-account');
  });
});
