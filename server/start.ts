// `npm start`: build the client if it is missing or was built from other sources (server/http/clientBuild.ts), then
// open (migrate, seed) the database and serve everything on one port. The ready line says where the time went, from
// the process's own start (Node and the TypeScript loader) to listening.
import { loadConfig } from './config';
import { ensureClientBuilt } from './http/clientBuild';
import { createServer } from './server';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const client = await ensureClientBuilt(config.production);
  const checked = performance.now();
  const server = await createServer(config, { reset: process.env.RESET_DATA === '1' });
  await server.app.listen({ port: config.port, host: config.host });
  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  server.app.log.info(
    `Portal ready on http://localhost:${config.port} in ${ms(0, performance.now())} (loading ${ms(0, started)}, ` +
      `client ${client} ${ms(started, checked)}, database and server ${ms(checked, performance.now())})`,
  );
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
