// POST /sms/inbound, where the SMS provider hands over a reply: refused 401 without the shared secret (nothing read),
// 400 with a reason for a body that is not a reply (never a 500), and 200 for a reply as JSON or as the provider's
// form, which is then handled. The secret is configuration: a development default, none in production.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SMS_INBOUND_SECRET, ConfigError, loadConfig } from '../../../server/config';
import { consentRecords, customers } from '../../../server/db/schema';
import { giveConsent, latestConsent } from '../../../server/preferences/consents';
import { INBOUND_TEXT_PATH, SECRET_HEADER } from '../../../server/preferences/textReplyRoute';
import { consentWording } from '../../../server/preferences/wording';
import { startHarness, type Harness } from '../harness';

const SECRET = 'a-test-secret-of-twenty-six';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ SMS_INBOUND_SECRET: SECRET });
});
afterAll(() => h.close());

function post(body: string, headers: Record<string, string>) {
  return fetch(`${h.baseUrl}${INBOUND_TEXT_PATH}`, { method: 'POST', body, headers });
}
const json = (value: unknown, secret: string | null = SECRET) =>
  post(JSON.stringify(value), { 'content-type': 'application/json', ...(secret ? { [SECRET_HEADER]: secret } : {}) });

const recordCount = async () => (await h.server.services.db.select().from(consentRecords)).length;

describe('who may post a reply', () => {
  it.each([
    ['no secret', null],
    ['a wrong secret', 'a-test-secret-of-twenty-sevn'],
    ['the development secret on a server given its own', DEV_SMS_INBOUND_SECRET],
  ])('%s: 401, and nothing is done', async (_what, secret) => {
    const before = await recordCount();
    const res = await json({ from: '6145551101', body: 'STOP' }, secret);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'NO_SECRET', message: `Send the shared secret in the ${SECRET_HEADER} header.` },
    });
    expect(await recordCount()).toBe(before);
  });
});

describe('what a reply must be', () => {
  it.each([
    ['no sender', { body: 'STOP' }, 'BAD_SENDER'],
    ['a sender that is not a US number', { from: 'hello', body: 'STOP' }, 'BAD_SENDER'],
    ['a sender that is a number', { from: 6145551101, body: 'STOP' }, 'BAD_SENDER'],
    ['no text', { from: '6145551101' }, 'BAD_TEXT'],
    ['a text that is not text', { from: '6145551101', body: ['STOP'] }, 'BAD_TEXT'],
    ['a text far too long', { from: '6145551101', body: 'x'.repeat(2000) }, 'BAD_TEXT'],
    ['not an object', ['STOP'], 'BAD_SENDER'],
  ])('%s: 400 with the reason', async (_what, body, code) => {
    const res = await json(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe(code);
    expect(answer.error.message).toMatch(/^Send "(from|body)"/);
  });

  it('broken JSON and a control character are 400s too, never 500s', async () => {
    const broken = await post('{"from":', { 'content-type': 'application/json', [SECRET_HEADER]: SECRET });
    expect(broken.status).toBe(400);
    const control = await json({ from: '6145551101', body: 'STOP\u0000' });
    expect(control.status).toBe(400);
  });
});

describe('a reply the provider posts', () => {
  it('as JSON: 200, and the consent to texts is withdrawn', async () => {
    const db = h.server.services.db;
    const [row] = await db.select().from(customers).where(eq(customers.email, 'sms.customer@example.com'));
    if (!row) throw new Error('sms.customer is not seeded');
    const change = { customerId: row.id, consent: 'SMS' as const, lang: 'en' as const, facts: row };
    await giveConsent(db, { ...change, at: new Date(), recordedBy: row.email }, consentWording('SMS', 'en', row)!);
    const res = await json({ from: '+16145551101', body: 'stop' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await latestConsent(db, row.id, 'SMS'))?.action).toBe('WITHDRAWN');
  });

  it('as the provider’s form (From, Body): 200', async () => {
    const res = await post(new URLSearchParams({ From: '+16145550101', Body: 'HELP' }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      [SECRET_HEADER]: SECRET,
    });
    expect(res.status).toBe(200);
    const texts = await h.server.services.outbox.list('6145550101');
    expect(texts.some((t) => t.channel === 'sms' && t.text.includes('Reply STOP'))).toBe(true);
  });
});

describe('the secret’s configuration', () => {
  const base = { DATA_DIR: '/tmp/portal-config-check' };
  it('defaults to the development secret outside production, and to none (no route) in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).smsInboundSecret).toBe(DEV_SMS_INBOUND_SECRET);
    const production = { ...base, NODE_ENV: 'production', SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(loadConfig(production).smsInboundSecret).toBeUndefined();
    expect(loadConfig({ ...production, SMS_INBOUND_SECRET: SECRET }).smsInboundSecret).toBe(SECRET);
  });

  it('refuses a short secret at start-up, naming the variable', () => {
    expect(() => loadConfig({ ...base, SMS_INBOUND_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMS_INBOUND_SECRET: 'short' })).toThrow(/SMS_INBOUND_SECRET must be 16/);
  });
});
