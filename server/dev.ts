// `npm run dev`: the reference server on API_PORT (8081) and Vite's dev server on PORT (8080) proxying to it,
// so the client hot-reloads while every API route stays real.
import { loadConfig } from './config';
import { createServer } from './server';

async function main(): Promise<void> {
  const apiPort = Number(process.env.API_PORT ?? 8081);
  const config = { ...loadConfig(), port: apiPort };
  const server = await createServer(config, { clientDir: '/nonexistent' });
  await server.app.listen({ port: apiPort, host: '127.0.0.1' });
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({});
  await vite.listen();
  vite.printUrls();
  const stop = async () => {
    await Promise.all([vite.close(), server.close()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
