// `npm run bench`: measures and reports (never asserts) the numbers the issues set targets for:
// the gzipped JavaScript a route loads before it is interactive, the server's cold start and the store search.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureStoreSearch } from './storeSearch';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** A chunk and every chunk it imports statically: what must arrive before that code can run. */
function closure(manifest: Record<string, ManifestChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
}

const LOGIN_ROUTE = 'src/features/auth/LoginScreen.tsx';
const STORES_ROUTE = 'src/features/stores/FindAStoreScreen.tsx';
const STORE_MAP = 'src/components/storeLocator/StoreMap.tsx';
/** The application route: its first form (the personal step) and the flow's saga, which loads with the page. */
const APPLICATION_ROUTE = ['src/features/application/PersonalScreen.tsx', 'sagas/application/application.ts'];

async function measureBundle(): Promise<void> {
  const outDir = path.resolve('dist/bench');
  await build({ logLevel: 'error', build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const gz = (files: string[]) =>
    files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length, 0);
  const shell = closure(manifest, [entry]);
  const login = manifest[LOGIN_ROUTE] ? closure(manifest, [entry, LOGIN_ROUTE]) : shell;
  console.log(`app shell (entry + static imports): ${(gz(shell) / 1024).toFixed(1)} KB gzipped`);
  console.log(
    `login route before the form is interactive: ${login.length} file(s), ${(gz(login) / 1024).toFixed(1)} KB gzipped (target ≤ 150 KB)`,
  );
  // Find a Store: its screen with the locator, then the map (Leaflet) it fetches once there are stores to show.
  if (manifest[STORES_ROUTE] && manifest[STORE_MAP]) {
    const own = (roots: string[], without: string[]) => closure(manifest, roots).filter((f) => !without.includes(f));
    const screen = own([STORES_ROUTE], shell);
    const map = own([STORE_MAP], [...shell, ...screen]);
    console.log(
      `find a store: screen and locator ${(gz(screen) / 1024).toFixed(1)} KB, map with Leaflet ${(gz(map) / 1024).toFixed(1)} KB gzipped, both beyond the shell`,
    );
  }
  const application = closure(manifest, [entry, ...APPLICATION_ROUTE.filter((k) => manifest[k])]);
  console.log(
    `application route (personal step and the flow's saga): ${application.length} file(s), ${(gz(application) / 1024).toFixed(1)} KB gzipped`,
  );
}

async function measureStart(): Promise<void> {
  const port = 8097;
  const started = Date.now();
  // tsx directly, not through npx, so the kill below reaches the server; a fresh data dir measures a cold start.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/start.ts'], {
    // Vite's build() above set NODE_ENV=production in this process; the server under test is the dev default.
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('the server exited before it was ready');
      if (Date.now() - started > 60_000) throw new Error('server did not start within 60 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(
      `server start (migrate, reset, seed, listen): ${((Date.now() - started) / 1000).toFixed(1)} s (target < 20 s)`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

await measureBundle();
await measureStart();
await measureStoreSearch();
