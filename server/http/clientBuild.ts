// The client build check of `npm start`: build when dist/client is missing or was built from other sources, never
// in production. Shared with the bench, which builds first so that it times the server's start, not a build.
//
// "Other sources" is decided by content, not by modification times: a hash of every file the build reads (the
// client's folders, the HTML shell, Vite's config and the server files it imports as plugins, the lock file) is kept
// beside the build (dist/client/.sources-sha256, written by every Vite build through clientSourcesStamp(), so
// `npm run build` counts too) and compared at start. Reading and hashing them takes a few tens of
// milliseconds; a checkout, a branch switched back or a touched file that changed nothing never rebuilds, and a
// change with an older timestamp (a restored file, a copied tree) still does.
//
// The build runs in a child process of its own, never in the server's process. Vite's build sets
// process.env.NODE_ENV=production in the process it runs in (when it is unset) and loads .env files into it; run
// in-process, the server started afterwards inherited that and came up in production mode on a first start. Restoring
// the environment after the build would cover only what we know Vite touches today; a child process keeps everything
// the build does to its process (environment, globals, the bundler's memory) out of the server's, whatever Vite
// version runs. A start-up that builds is already minutes long; the child's own start is a fraction of a second.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const CLIENT_SOURCES = [
  'src',
  'store',
  'sagas',
  'api',
  'brands',
  'index.html',
  'vite.config.ts',
  'server/http/apiPaths.ts',
  'server/http/precompress.ts',
  'server/http/routeShells.ts',
  'tsconfig.json',
  'package-lock.json',
];

const STAMP = '.sources-sha256';

function addSources(hash: ReturnType<typeof createHash>, root: string, entry: string): void {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    hash.update(`${entry}\0`);
    hash.update(readFileSync(full));
    hash.update('\0');
    return;
  }
  for (const name of readdirSync(full).sort()) addSources(hash, root, path.join(entry, name));
}

/** The hash of every client source, paths (relative to the root) included: a renamed or deleted file changes it. */
export function clientSourcesHash(root = '.'): string {
  const hash = createHash('sha256');
  for (const entry of CLIENT_SOURCES) addSources(hash, root, entry);
  return hash.digest('hex');
}

/**
 * Vite plugin (vite.config.ts): writes the sources' hash into the output folder once a build has written it. The hash
 * is taken when the build starts, so a file saved during the build makes the next start build again.
 */
export function clientSourcesStamp(): Plugin {
  let root = '.';
  let outDir = 'dist/client';
  let sources = '';
  return {
    name: 'client-sources-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      sources = clientSourcesHash(root);
    },
    closeBundle() {
      writeFileSync(path.join(outDir, STAMP), `${sources}\n`);
    },
  };
}

export type ClientBuildResult = 'up to date' | 'built';

/** Builds the client in `root` (an absolute path); rejects when the build fails. */
export type ClientBuilder = (root: string) => Promise<void>;

/**
 * `vite build` in a child process (see the top of this file for why). The client is always built for production,
 * as `npm run build` builds it, whatever mode the server runs in: the child is given NODE_ENV=production, and the
 * server's own environment is not touched.
 */
export const buildInChildProcess: ClientBuilder = (root) => {
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The client build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
};

export async function ensureClientBuilt(
  production: boolean,
  root = '.',
  build: ClientBuilder = buildInChildProcess,
): Promise<ClientBuildResult> {
  const dist = path.resolve(root, 'dist/client');
  const index = path.join(dist, 'index.html');
  // Production ships a built client and may not have the dev tools to build one: never rebuild there.
  if (production) {
    if (!existsSync(index))
      throw new Error('dist/client is missing: run `npm run build` before starting in production');
    return 'up to date';
  }
  const stampFile = path.join(dist, STAMP);
  const sources = clientSourcesHash(root);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;
  if (existsSync(index) && stamp === sources) return 'up to date';
  console.log(!existsSync(index) ? 'Building the client…' : 'Client sources changed; rebuilding…');
  // A build that fails half-way must not look finished next time (the build empties dist/client first anyway).
  rmSync(stampFile, { force: true });
  await build(path.resolve(root));
  return 'built';
}
