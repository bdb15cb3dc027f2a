// The client build check of `npm start`: build when dist/client is missing or older than any source, never in
// production. Shared with the bench, which builds first so that it times the server's start, not a build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The build's own plugins (route shells, precompression) shape dist/client too.
const CLIENT_SOURCES = [
  'src',
  'store',
  'sagas',
  'api',
  'brands',
  'index.html',
  'vite.config.ts',
  'server/http/routeShells.ts',
  'server/http/precompress.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export async function ensureClientBuilt(production: boolean): Promise<void> {
  const index = path.resolve('dist/client/index.html');
  // Production ships a built client and may not have the dev tools to build one: never rebuild there.
  if (production) {
    if (!existsSync(index))
      throw new Error('dist/client is missing: run `npm run build` before starting in production');
    return;
  }
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built > Math.max(...CLIENT_SOURCES.map(newestMtime))) return;
  console.log(built ? 'Client sources changed; rebuilding…' : 'Building the client…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
