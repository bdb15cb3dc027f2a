// At the HTTP edge: faults of the caller never answer 500 (prototype names in
// page look-ups, bad or control-character bodies on every REST route), client text is scrubbed before it is logged,
// and a correlation id is taken only when it is a UUID, so a forged header never reaches a log line as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPages, restPaths } from '../../../src/lib/restPaths';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 60_000);
afterAll(async () => h?.close());

describe('page look-ups never read Object.prototype', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    '/pages/%s is not found',
    async (name) => {
      const res = await fetch(`${h.baseUrl}/pages/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
    },
  );
  it('still serves a real page', async () => {
    expect((await fetch(`${h.baseUrl}/pages/terms`)).status).toBe(200);
    expect((await fetch(`${h.baseUrl}${brandPages.notFound}?brand=constructor`)).status).toBe(404);
  });
  it('refuses flag names found only on Object.prototype', async () => {
    for (const body of ['{"constructor": true}', '{"__proto__": {}}', '{"toString": "x"}']) {
      const res = await h.post('/dev/flags', body);
      // Fastify's JSON parser already refuses a "__proto__" member (as not valid JSON); the rest reach the flag check.
      expect(res.status, body).toBe(400);
      expect(res.text).toMatch(/Unknown flag|not valid JSON/);
    }
  });
  it('answers unknown brands in footer links with 404, prototype names included', async () => {
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect((await fetch(`${h.baseUrl}/footer-links/${key}`)).status).toBe(404);
    }
  });
});

const POST_ROUTES = [restPaths.riskCheck, restPaths.forgotEmail, restPaths.passwordChanged, '/analytics', '/dev/flags'];

/** A well-formed body per route with a NUL byte in one string. */
const WITH_NUL: Record<string, unknown> = {
  [restPaths.riskCheck]: { type: 'failedLogin', email: 'new.customer@example.com', blackBox: 'device\u0000' },
  [restPaths.forgotEmail]: {
    firstName: 'Ann\u0000',
    lastName: 'Lee',
    dateOfBirth: '01/02/1980',
    ssnLast4: '1234',
    zipCode: '94107',
  },
  [restPaths.passwordChanged]: { email: 'new.customer\u0000@example.com' },
  '/analytics': { event: 'login-success', details: { note: 'a\u0000b' } },
  '/dev/flags': { 'maintenance\u0000': true },
  [restPaths.enrollmentSession]: { note: '\u0000' },
};

describe('every REST route answers a bad body with 400 and a message', () => {
  const badBodies: [string, string, string][] = [
    ['not JSON', 'application/json', '{"email": '],
    ['an array', 'application/json', '[1,2]'],
    ['null', 'application/json', 'null'],
    ['a string', 'application/json', '"x"'],
    ['wrong types', 'application/json', '{"email": 5, "type": [], "event": {}, "firstName": 1}'],
    ['deep nesting', 'application/json', `${'['.repeat(2000)}${']'.repeat(2000)}`],
  ];
  it.each(POST_ROUTES)('%s', async (route) => {
    for (const [label, contentType, body] of badBodies) {
      const res = await h.post(route, body, { 'content-type': contentType });
      expect(res.status, `${route} ${label}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route} ${label}: ${res.text}`).toBeLessThan(500);
      const error = (res.body as { error?: { message?: unknown } } | null)?.error;
      expect(typeof error?.message, `${route} ${label}`).toBe('string');
    }
  });

  it.each(Object.entries(WITH_NUL))('%s refuses a NUL byte with 400', async (route, body) => {
    const res = await h.post(route, body);
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { code: string; message: string } }).error.code).toBe('INVALID_CHARACTERS');
  });

  it('accepts ordinary multi-line text', async () => {
    const res = await h.post('/analytics', { event: 'render-failed', details: { stack: 'line 1\nline 2\tcol' } });
    expect(res.status).toBe(204);
  });
});

describe('client text in the log', () => {
  it('scrubs analytics details, names and values', async () => {
    const from = h.logLines.length;
    const res = await h.post('/analytics', {
      event: 'form-error',
      details: { 'ssn 123 45 6789': 'pwd:hunter2 card 4111 1111 1111 1111', other: '123\u201345\u20136789' },
    });
    expect(res.status).toBe(204);
    const logged = h.logLines.slice(from).join('\n');
    expect(logged).toContain('form-error');
    for (const secret of ['6789', 'hunter2', '4111']) expect(logged).not.toContain(secret);
  });
});

describe('correlation ids', () => {
  const uuid = '0b6e4c3a-5f0e-4b7e-9a3e-2c1d4e5f6a7b';

  it('keeps a UUID the client sent', async () => {
    const res = await fetch(`${h.baseUrl}/healthz`, { headers: { 'x-correlation-id': uuid.toUpperCase() } });
    expect(res.headers.get('x-correlation-id')).toBe(uuid);
  });

  it.each([
    ['JSON', '{"level":60,"msg":"forged"}'],
    ['a forged log line', 'abc\\n{"level":60}'],
    ['text', 'support-ticket-42'],
    ['a UUID with more after it', `${uuid} extra`],
  ])('replaces %s by a fresh UUID and never logs it', async (_label, sentId) => {
    const from = h.logLines.length;
    const res = await fetch(`${h.baseUrl}/healthz`, { headers: { 'x-correlation-id': sentId } });
    const answered = res.headers.get('x-correlation-id') ?? '';
    expect(answered).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(answered).not.toBe(uuid);
    const logged = h.logLines.slice(from);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(sentId);
    expect(logged.join('\n')).not.toContain('forged');
    for (const line of logged) expect((JSON.parse(line) as { correlationId?: string }).correlationId).toBe(answered);
  });
});
