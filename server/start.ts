// `npm start`: build the client if it is missing or older than its sources, then open (migrate, seed) the
// database and serve everything on one port.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { createServer } from './server';

const CLIENT_SOURCES = ['src', 'store', 'sagas', 'api', 'brands', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

async function ensureClientBuilt(production: boolean): Promise<void> {
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

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  await ensureClientBuilt(config.production);
  const server = await createServer(config, { reset: process.env.RESET_DATA === '1' });
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(`Portal ready on http://localhost:${config.port} in ${Date.now() - started} ms`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
