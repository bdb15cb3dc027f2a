// The login pages could be framed by another site (no CSP, no frame-ancestors or
// X-Frame-Options, no HSTS or Permissions-Policy). Every answer now carries them; HSTS only on an https PUBLIC_URL.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { hardenCookie } from '../../../server/http/security';
import { createServer, type RunningServer } from '../../../server/server';

interface Started {
  server: RunningServer;
  baseUrl: string;
}

/** The real server with a stand-in built client, so /login and /admin/login are answered as in production. */
async function start(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-headers-'));
  const clientDir = path.join(dataDir, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const server = await createServer(config, { memory: true, clientDir });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return { server, baseUrl: `http://127.0.0.1:${address.port}` };
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('on http (the default PUBLIC_URL)', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start({});
  }, 60_000);
  afterAll(async () => s?.server.close());

  it.each(['/login', '/admin/login', '/pages/terms', '/graphql', '/config.json', '/nope.js'])(
    '%s cannot be framed and carries the policy headers',
    async (route) => {
      const res = await fetch(`${s.baseUrl}${route}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('permissions-policy')).toContain('microphone=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('allows scripts only from the portal itself and connections to itself and its WebSocket', async () => {
    const res = await fetch(`${s.baseUrl}/login`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(['blob:']); // the PDF viewer's own documents only
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${new URL(s.baseUrl).host}`]);
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('leaves a forged Host out of the policy', async () => {
    const res = await fetch(`${s.baseUrl}/healthz`, { headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('evil');
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
  });
});

describe('on https with Plaid and extra origins configured', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start({
      PUBLIC_URL: 'https://portal.example.com',
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      CSP_EXTRA_CONNECT: 'https://tiles.example.com',
      CSP_EXTRA_IMG: 'https://*.tiles.example.com',
      ALLOW_GEOLOCATION: '1',
    });
  }, 60_000);
  afterAll(async () => s?.server.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await fetch(`${s.baseUrl}/login`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('adds Plaid Link and the configured origins, and lets the portal ask for the location', async () => {
    const res = await fetch(`${s.baseUrl}/admin/login`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.plaid.com']);
    expect(csp.get('frame-src')).toEqual(['blob:', 'https://cdn.plaid.com']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://sandbox.plaid.com', 'https://tiles.example.com']),
    );
    expect(csp.get('img-src')).toContain('https://*.tiles.example.com');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
  });
});

describe('configuration', () => {
  it('refuses a CSP source that could smuggle a directive', () => {
    expect(() => loadConfig({ CSP_EXTRA_CONNECT: "https://a.example; script-src 'unsafe-inline'" })).toThrow(
      /CSP_EXTRA_CONNECT/,
    );
    expect(() => loadConfig({ CSP_EXTRA_SCRIPT: "'unsafe-eval'" })).toThrow(/CSP_EXTRA_SCRIPT/);
  });
});

describe('cookies the server sets', () => {
  it('are HttpOnly and SameSite=Lax, and Secure on https', () => {
    expect(hardenCookie('a=1; Path=/', false)).toBe('a=1; Path=/; HttpOnly; SameSite=Lax');
    expect(hardenCookie('a=1; Path=/', true)).toBe('a=1; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(hardenCookie('a=1; HttpOnly; Secure; SameSite=Strict', true)).toBe('a=1; HttpOnly; Secure; SameSite=Strict');
  });
});
