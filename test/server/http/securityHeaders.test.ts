// The login pages could be framed by another site (no CSP, no frame-ancestors or
// X-Frame-Options, no HSTS or Permissions-Policy). Every answer now carries them; HSTS only on an https PUBLIC_URL.
// Inline styles are allowed by a per-response nonce only: each page gets its own, in its policy and in its csp-nonce
// meta tag (and on its own <style> blocks), and no page is kept by a shared cache.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { CSP_NONCE_PLACEHOLDER } from '../../../server/http/routeShells';
import { hardenCookie } from '../../../server/http/security';
import { createServer, type RunningServer } from '../../../server/server';

interface Started {
  server: RunningServer;
  baseUrl: string;
}

/** A built page as the build writes it: the nonce placeholder in the csp-nonce meta tag and on the entry script. */
const BUILT_PAGE =
  `<!doctype html><html lang="en"><head><title>Portal</title>` +
  `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `<script type="module" crossorigin src="/assets/index-A.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
  `</head><body><div id="root"></div></body></html>`;

/** The real server with a stand-in built client, so /login and /admin/login are answered as in production. */
async function start(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-headers-'));
  const clientDir = path.join(dataDir, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), BUILT_PAGE);
  writeFileSync(path.join(clientDir, 'login.html'), BUILT_PAGE);
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

  describe('the style nonce', () => {
    /** The page's policy nonce, and every nonce written in the page (meta tag, tags, <style> blocks). */
    async function nonces(route: string): Promise<{ policy: string[]; page: string[]; res: Response; html: string }> {
      const res = await fetch(`${s.baseUrl}${route}`);
      const html = await res.text();
      const styleSrc = directives(res.headers.get('content-security-policy')).get('style-src') ?? [];
      return {
        policy: styleSrc.filter((src) => src.startsWith("'nonce-")).map((src) => src.slice(7, -1)),
        page: [...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1] ?? ''),
        res,
        html,
      };
    }

    it.each(['/login', '/account', '/admin/login', '/index.html', '/pages/terms', '/pages/nope'])(
      '%s: one fresh nonce of 128 random bits in the policy, the same on every tag of the page',
      async (route) => {
        const first = await nonces(route);
        const second = await nonces(route);
        for (const { policy, page, html, res } of [first, second]) {
          expect(policy).toHaveLength(1);
          expect(Buffer.from(policy[0] ?? '', 'base64')).toHaveLength(16);
          expect(page.length).toBeGreaterThan(0);
          expect(new Set(page)).toEqual(new Set(policy));
          expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
          // No shared cache keeps a page, and no validator lets a browser pair an old copy with a new policy.
          expect(res.headers.get('cache-control')).toBe('private, no-cache');
          expect(res.headers.get('etag')).toBeNull();
          expect(res.headers.get('last-modified')).toBeNull();
        }
        expect(second.policy).not.toEqual(first.policy);
      },
    );

    it('the client pages carry it in the csp-nonce meta tag styled-components reads', async () => {
      const { policy, html } = await nonces('/account');
      expect(html).toContain(`<meta property="csp-nonce" nonce="${policy[0]}">`);
    });

    it('allows no inline style but by the nonce, and none at all in an answer that is not a page', async () => {
      for (const route of ['/login', '/pages/terms', '/healthz', '/config.json']) {
        const res = await fetch(`${s.baseUrl}${route}`);
        const styleSrc = directives(res.headers.get('content-security-policy')).get('style-src') ?? [];
        expect(styleSrc[0]).toBe("'self'");
        expect(styleSrc).not.toContain("'unsafe-inline'");
        expect(styleSrc.length).toBe(route.endsWith('.json') || route === '/healthz' ? 1 : 2);
      }
    });
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
