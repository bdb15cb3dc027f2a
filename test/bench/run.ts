// `npm run bench`: measures the numbers the issues set targets for and prints each with its goal, then a table; it
// exits 1 when a goal is missed (the test suite never asserts timings). The JavaScript the login route needs before
// its form works (from the build, and in Chromium as transferred by the real server), the other routes' sizes,
// Lighthouse on /login (performance and accessibility) and its accessibility audit of /account and an application
// step, sign-in click to the next screen, API throughput, the server's start and the store search.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import playwrightConfig from '../../playwright.config';
import { cpus } from 'node:os';
import { ensureClientBuilt } from '../../server/http/clientBuild';
import { ensureServerBundle } from '../../server/serverBundle';
import { clickToScreen } from './clickToScreen';
import { lighthouseMobile } from './lighthouse';
import { measureAccessibility } from './lighthouseAccessibility';
import { measureLoad } from './load';
import { record, report } from './results';
import { measureStoreSearch } from './storeSearch';
import { measureThroughput, type BenchDatabase, type Rate } from './throughput';
import { ROUTE_BUDGETS_KB } from './budgets';
import { measureRouteSizes, recordApplicationSteps } from './routeSizes';

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
/** The budget: JS transferred before the login form works. */
const LOGIN_BUDGET_KB = ROUTE_BUDGETS_KB.login;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const STORES_ROUTE = 'src/features/stores/FindAStoreScreen.tsx';
const STORE_MAP = 'src/components/storeLocator/StoreMap.tsx';
/**
 * The application route: its route table (loaded on the first visit under /application), its first form (the
 * personal step) and the flow's saga, which loads with the page.
 */
const APPLICATION_ROUTE = [
  'src/features/application/routes.ts',
  'src/features/application/PersonalScreen.tsx',
  'sagas/application/application.ts',
];

async function measureBundle(): Promise<void> {
  const outDir = path.resolve('dist/bench');
  await build({ logLevel: 'error', build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const read = (f: string) => readFileSync(path.join(outDir, f));
  const gz = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(read(f), { level: 9 }).length, 0);
  const br = (files: string[]) =>
    files.reduce(
      (sum, f) => sum + brotliCompressSync(read(f), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
  const shell = closure(manifest, [entry]);
  const login = manifest[LOGIN_ROUTE] ? closure(manifest, [entry, LOGIN_ROUTE]) : shell;
  record({ measure: 'app shell (entry + static imports), brotli', value: br(shell) / 1024, unit: 'KB' });
  record({
    measure: 'login route from the manifest, brotli',
    value: br(login) / 1024,
    unit: 'KB',
    note: `${login.length} files; gzip ${kb(gz(login))}`,
  });
  if (process.env.BENCH_VERBOSE) for (const f of login) console.log(`  ${f} ${kb(br([f]))}`);
  // Find a Store: its screen with the locator, then the map (Leaflet) it fetches once there are stores to show.
  if (manifest[STORES_ROUTE] && manifest[STORE_MAP]) {
    const own = (roots: string[], without: string[]) => closure(manifest, roots).filter((f) => !without.includes(f));
    const screen = own([STORES_ROUTE], shell);
    const map = own([STORE_MAP], [...shell, ...screen]);
    record({
      measure: 'find a store: screen and locator beyond the shell, gzip',
      value: gz(screen) / 1024,
      unit: 'KB',
    });
    record({ measure: 'find a store: map with Leaflet beyond the shell, gzip', value: gz(map) / 1024, unit: 'KB' });
  }
  const application = closure(manifest, [entry, ...APPLICATION_ROUTE.filter((k) => manifest[k])]);
  record({
    measure: "application route (route table, personal step and the flow's saga), brotli",
    value: br(application) / 1024,
    unit: 'KB',
    note: `${application.length} files; gzip ${kb(gz(application))}`,
  });
  recordApplicationSteps(manifest, outDir, entry);
}

interface Transfer {
  files: number;
  bytes: number;
  encodings: Set<string>;
}

/**
 * Opens /login in Debian's Chromium with the given Accept-Encoding and adds up the bytes of every script response
 * as they crossed the wire (encoded body, headers not counted) until the e-mail field is enabled, the form usable.
 */
async function transferredBeforeLoginWorks(baseUrl: string, acceptEncoding: string): Promise<Transfer> {
  const browser = await chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: '/usr/bin/chromium',
  });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': acceptEncoding } });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
    let formWorks = false;
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (formWorks || !/javascript/.test(type)) return;
      scripts.push(
        response.finished().then(async () => ({
          url: new URL(response.url()).pathname,
          bytes: (await response.request().sizes()).responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${baseUrl}/login`);
    const email = page.locator('input[name="email"]');
    await email.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('input[name="email"]');
      return !!field && !field.disabled && !field.closest('[hidden]');
    });
    formWorks = true;
    // Typing proves it works; what loads after (the identity chunk, warmed while the customer types) is not counted.
    const sizes = await Promise.all(scripts);
    await email.fill('bench@example.com');
    // BENCH_VERBOSE=1 lists each script, to see what a change added to the critical path.
    if (process.env.BENCH_VERBOSE) for (const s of sizes) console.log(`  ${s.url} ${kb(s.bytes)} ${s.encoding}`);
    return {
      files: sizes.length,
      bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
      encodings: new Set(sizes.map((s) => s.encoding)),
    };
  } finally {
    await browser.close();
  }
}

async function measureLoginTransfer(baseUrl: string): Promise<void> {
  for (const accept of ['gzip, br', 'gzip']) {
    const t = await transferredBeforeLoginWorks(baseUrl, accept);
    record({
      measure: `JS transferred before the login form works, Chromium, accept-encoding "${accept}"`,
      value: t.bytes / 1024,
      unit: 'KB',
      note: `${t.files} scripts [${[...t.encodings].join(', ')}]`,
      // The budget is written for a browser that accepts brotli.
      ...(accept === 'gzip, br' && { goal: { limit: LOGIN_BUDGET_KB, better: 'lower' as const } }),
    });
  }
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...rest } = env;
  return rest;
}

/** Whether something already answers on the port: its /healthz would be taken for the server under test's. */
async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the real server as `npm start` does, reports how long until it answers, and leaves it running. `dataDir`
 * new is a cold start (migrate and seed); the same one again is a warm start; `untimed` reports nothing (the size
 * step only needs a server).
 */
async function startServer(port: number, dataDir: string, kind: 'cold' | 'warm' | 'untimed'): Promise<ChildProcess> {
  if (await portAnswers(port)) {
    throw new Error(`port ${port} is already in use: stop what listens there, or set BENCH_PORT to a free port`);
  }
  const started = Date.now();
  // tsx directly, not through npx, so the kill below reaches the server.
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/start.ts'], {
    // Vite's build() above set NODE_ENV=production in this process; the server under test is the default `npm start`
    // (no NODE_ENV: development routes on, and a client it builds is a production bundle, as a customer gets).
    env: { ...withoutNodeEnv(process.env), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  if (kind === 'untimed') return child;
  record({
    measure: `\`npm start\` until it serves, embedded database, ${kind}`,
    value: (Date.now() - started) / 1000,
    unit: 's',
    goal: { limit: kind === 'cold' ? 10 : 3, better: 'lower' },
    note: kind === 'cold' ? 'new data dir: build check, migrate, seed, listen' : 'same data dir again',
  });
  return child;
}

async function measureLighthouse(baseUrl: string): Promise<void> {
  const lh = await lighthouseMobile(`${baseUrl}/login`);
  record({
    measure: 'Lighthouse mobile performance on /login',
    value: lh.score,
    unit: 'points',
    digits: 0,
    goal: { limit: 98, better: 'higher' },
  });
  record({
    measure: 'Lighthouse CLS on /login',
    value: lh.cls,
    unit: '',
    digits: 3,
    goal: { limit: 0, better: 'lower' },
  });
  record({ measure: 'Lighthouse FCP on /login (simulated mobile)', value: lh.fcpMs / 1000, unit: 's', digits: 2 });
  record({ measure: 'Lighthouse LCP on /login (simulated mobile)', value: lh.lcpMs / 1000, unit: 's', digits: 2 });
  record({ measure: 'Lighthouse TBT on /login (simulated mobile)', value: lh.tbtMs, unit: 'ms', digits: 0 });
  await measureAccessibility(baseUrl);
}

async function measureClicks(baseUrl: string): Promise<void> {
  const clicks = await clickToScreen(baseUrl);
  record({
    measure: 'click "Log In" → the next screen painted, slowest of 5',
    value: Math.max(...clicks),
    unit: 'ms',
    digits: 0,
    goal: { limit: 1000, better: 'lower' },
    note: clicks.map((t) => t.toFixed(0)).join(', '),
  });
}

/** The throughput figures on one database; the goals are set on PostgreSQL, the production database. */
async function recordThroughput(database: BenchDatabase): Promise<void> {
  const { healthz, bare, graphql } = await measureThroughput(database);
  const on = database === 'postgresql' ? 'PostgreSQL' : 'PGlite';
  const goals = database === 'postgresql';
  const cpu = (r: Rate) => `server CPU ${r.cpuMs.toFixed(2)} ms per request`;
  record({
    measure: `/healthz (${on} run)`,
    value: healthz.perSecond,
    unit: 'requests/s',
    digits: 0,
    note: `20 connections; ${cpu(healthz)}`,
  });
  record({
    measure: `bare Fastify route: token check + the read, ${on}`,
    value: bare.perSecond,
    unit: 'requests/s',
    digits: 0,
    note: cpu(bare),
  });
  record({
    measure: `GraphQL skipResumeApplication, ${on}`,
    value: graphql.perSecond,
    unit: 'requests/s',
    digits: 0,
    note: cpu(graphql),
  });
  record({
    measure: `GraphQL skipResumeApplication, server CPU per request, ${on}`,
    value: graphql.cpuMs,
    unit: 'ms',
    digits: 2,
    ...(goals && { goal: { limit: 1, better: 'lower' as const } }),
    note: `/healthz ${healthz.cpuMs.toFixed(3)} ms`,
  });
  record({
    measure: `GraphQL read ÷ /healthz, requests/s, same run, ${on}`,
    value: graphql.perSecond / healthz.perSecond,
    unit: '×',
    digits: 3,
    ...(goals && { goal: { limit: 0.25, better: 'higher' as const } }),
  });
  record({
    measure: `GraphQL read ÷ bare route, requests/s, same run, ${on}`,
    value: graphql.perSecond / bare.perSecond,
    unit: '×',
    digits: 2,
    ...(goals && { goal: { limit: 0.5, better: 'higher' as const } }),
  });
}

/** PostgreSQL (the goals), then PGlite; BENCH_THROUGHPUT_DB=postgresql or =pglite measures one alone. */
async function recordThroughputs(): Promise<void> {
  const only = process.env.BENCH_THROUGHPUT_DB;
  for (const database of ['postgresql', 'pglite'] as const) {
    if (!only || only === database) await recordThroughput(database);
  }
}

// BENCH_ONLY=throughput gives the API throughput figures alone (no build, no browser); BENCH_ONLY=load the
// 200-customer load on two API processes and a throwaway PostgreSQL (./load.ts) alone.
if (process.env.BENCH_ONLY === 'throughput') {
  await recordThroughputs();
  process.exit(report(cpus().length));
}
if (process.env.BENCH_ONLY === 'load') {
  await measureLoad(cpus().length);
  process.exit(report(cpus().length));
}

/** The login route, then every other route against its budget. */
async function measureSizes(baseUrl: string): Promise<void> {
  await measureLoginTransfer(baseUrl);
  await measureRouteSizes(baseUrl);
}

async function measureBrowser(baseUrl: string): Promise<void> {
  await measureSizes(baseUrl);
  await measureLighthouse(baseUrl);
  await measureClicks(baseUrl);
}

// BENCH_SKIP_BUILD=1 skips the manifest figures (a build of its own) when only the browser figures are wanted.
// BENCH_ONLY=bundle gives the manifest figures alone (seconds, no server); BENCH_ONLY=size adds the login route as
// Chromium receives it from the real server: the size step, to measure a change to what loads when.
if (!process.env.BENCH_SKIP_BUILD && process.env.BENCH_ONLY !== 'start') await measureBundle();
if (process.env.BENCH_ONLY === 'bundle') process.exit(report(cpus().length));
const port = Number(process.env.BENCH_PORT ?? 8097);
// The client and the server bundle are built first (when stale) so the start-up figures time the server, not a build.
await ensureClientBuilt(false);
await ensureServerBundle();
const benchData = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));
// BENCH_ONLY=size, =lighthouse, =accessibility (Lighthouse's accessibility audits alone) or =click: that browser step
// alone against a server of its own (no start-up timing).
const ALONE: Record<string, (baseUrl: string) => Promise<void>> = {
  size: measureSizes,
  lighthouse: measureLighthouse,
  accessibility: measureAccessibility,
  click: measureClicks,
};
const alone = ALONE[process.env.BENCH_ONLY ?? ''];
if (alone) {
  const stepServer = await startServer(port, benchData, 'untimed');
  try {
    await alone(`http://localhost:${port}`);
  } finally {
    stepServer.kill('SIGTERM');
  }
  process.exit(report(cpus().length));
}
const cold = await startServer(port, benchData, 'cold');
cold.kill('SIGTERM');
await stopped(cold);
const server = await startServer(port, benchData, 'warm');
// BENCH_ONLY=start: the start-up figures alone (cold, then warm on the same data directory).
if (process.env.BENCH_ONLY === 'start') {
  server.kill('SIGTERM');
  await stopped(server);
  process.exit(report(cpus().length));
}
try {
  await measureBrowser(`http://localhost:${port}`);
} finally {
  server.kill('SIGTERM');
}
await recordThroughputs();
await measureLoad(cpus().length);
await measureStoreSearch();
process.exit(report(cpus().length));
