// `npm start`: build the client if it is missing or older than its sources, then open (migrate, seed) the
// database and serve everything on one port.
import { loadConfig } from './config';
import { ensureClientBuilt } from './http/clientBuild';
import { createServer } from './server';

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
