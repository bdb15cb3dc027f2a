// The login page's own shell (server/http/routeShells.ts): index.html whose scripts start after its first paint, by a
// loader that preloads each chunk the login screen needs beyond the app shell, no more and no fewer; and the server
// sends it, with the brand's frame painted in, for /login only.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { routeShells } from '../../../server/http/routeShells';
import { createServer, type RunningServer } from '../../../server/server';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
});

/** Runs the plugin's bundle step over a made-up bundle and returns the files it emitted. */
function emitted(bundle: Record<string, unknown>): Record<string, string> {
  const files: Record<string, string> = {};
  const plugin = routeShells();
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  generate.call({ emitFile: (f: { fileName: string; source: string }) => (files[f.fileName] = f.source) }, {}, bundle);
  return files;
}

describe('the login shell at build', () => {
  it('preloads exactly the login chunks the app shell does not already load', () => {
    const files = emitted({
      'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
      'assets/index-A.js': chunk('assets/index-A.js', ['assets/framework-B.js', 'assets/shared-C.js'], {
        isEntry: true,
        facadeModuleId: '/repo/src/main.tsx',
      }),
      'assets/framework-B.js': chunk('assets/framework-B.js', []),
      'assets/shared-C.js': chunk('assets/shared-C.js', []),
      'assets/LoginScreen-D.js': chunk('assets/LoginScreen-D.js', ['assets/LoginForm-E.js', 'assets/shared-C.js'], {
        facadeModuleId: '/repo/src/features/auth/LoginScreen.tsx',
      }),
      'assets/LoginForm-E.js': chunk('assets/LoginForm-E.js', ['assets/fields-F.js']),
      'assets/fields-F.js': chunk('assets/fields-F.js', []),
      'assets/Account-G.js': chunk('assets/Account-G.js', ['assets/fields-F.js'], {
        facadeModuleId: '/repo/src/features/account/AccountScreen.tsx',
      }),
    });
    const login = files['login.html'] ?? '';
    // The shell starts no script before its first paint: one small loader adds the preloads, then runs the entry.
    const loaderFile = Object.keys(files).find((f) => /^assets\/after-paint-[\w-]+\.js$/.test(f)) ?? '';
    const loader = files[loaderFile] ?? '';
    const preloaded = JSON.parse(/const preloads = (\[.*\]);/.exec(loader)?.[1] ?? '[]') as string[];
    expect(preloaded).toEqual([
      '/assets/framework-B.js',
      '/assets/LoginScreen-D.js',
      '/assets/LoginForm-E.js',
      '/assets/fields-F.js',
    ]);
    expect(loader).toContain('import("/assets/index-A.js")');
    expect(login).toContain(`<script type="module" crossorigin src="/${loaderFile}"></script>`);
    expect(login).not.toContain('modulepreload');
    expect(login).not.toContain('index-A.js');
    expect(login.indexOf(loaderFile)).toBeLessThan(login.indexOf('</head>'));
  });

  it('writes nothing when the build has no login screen', () => {
    const files = emitted({
      'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
      'assets/index-A.js': chunk('assets/index-A.js', [], { isEntry: true }),
    });
    expect(files).toEqual({});
  });
});

describe('the server', () => {
  let server: RunningServer;
  let baseUrl: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shells-'));
    const clientDir = path.join(dataDir, 'client');
    mkdirSync(clientDir);
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>index</title>');
    writeFileSync(
      path.join(clientDir, 'login.html'),
      '<!doctype html><html lang="en"><head><title>login</title></head><body><div id="root" data-shell="login"></div></body></html>',
    );
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    server = await createServer(config, { memory: true, clientDir });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  }, 60_000);
  afterAll(async () => server?.close());

  it.each([
    ['/login', 'login'],
    ['/login?email=a%40b.com', 'login'],
    ['/account', 'index'],
    ['/authentication/forgot-password', 'index'],
  ])('sends %s the %s shell, never cached', async (route, shell) => {
    const res = await fetch(`${baseUrl}${route}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    if (shell === 'index') expect(html).toContain('<title>index</title>');
    else {
      // The login shell comes with its brand's frame painted in (server/http/loginFrame.ts), before the root.
      expect(html).toContain('data-shell="login"');
      expect(html).toContain('<title>Lumen Cash</title>');
      expect(html.indexOf('id="first-paint"')).toBeGreaterThan(-1);
      expect(html.indexOf('id="first-paint"')).toBeLessThan(html.indexOf('id="root"'));
    }
  });
});
