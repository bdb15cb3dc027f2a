// `npm start`: build the client if it is missing or was built from other sources (server/http/clientBuild.ts), then
// open (migrate, seed) the database and serve everything on one port. The ready line says where the time went, from
// the process's own start (Node and the TypeScript loader) to listening.
//
// The server itself runs from a bundle of its modules (server/serverBundle.ts) in a worker thread started without the
// TypeScript loader: loading ~300 modules through tsx took most of a warm start. The worker lives and dies with this
// process (no orphan can keep the port or the data directory); this thread owns the signals and tells it to close.
// Production, which builds nothing at start, serves from the sources in this thread as before.
import { Worker } from 'node:worker_threads';
import { loadConfig, type Config } from './config';
import { ensureClientBuilt } from './http/clientBuild';
import { ensureServerBundle } from './serverBundle';

/** Stopping is bounded: a request or a worker that never ends cannot keep the process (and its port) alive. */
function exitIfStuck(config: Config): void {
  const bound = config.shutdown.drainMs + config.shutdown.timeoutMs;
  setTimeout(() => {
    console.error(`Not stopped within ${bound} ms: exiting with work unfinished`);
    process.exit(1);
  }, bound).unref();
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const client = await ensureClientBuilt(config.production);
  const checked = performance.now();
  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  if (config.production) {
    const { serve } = await import('./startWorker');
    const close = await serve({
      origin: performance.timeOrigin,
      steps: `loading ${ms(0, started)}, client ${client} ${ms(started, checked)}`,
      handedOver: checked,
    });
    const stop = async () => {
      exitIfStuck(config);
      await close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  const bundle = await ensureServerBundle();
  const bundled = performance.now();
  const worker = new Worker(bundle.url, {
    // No --import tsx: the bundle is plain JavaScript, and its packages load as Node loads them. Source maps on, so
    // a stack trace in the log names the source file and line, not the bundle's.
    execArgv: ['--enable-source-maps'],
    workerData: {
      portalStart: {
        origin: performance.timeOrigin,
        steps:
          `loading ${ms(0, started)}, client ${client} ${ms(started, checked)}, ` +
          `server bundle ${bundle.result} ${ms(checked, bundled)}`,
        handedOver: bundled,
      },
    },
  });
  let stopping = false;
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message && 'failed' in message) {
      console.error(String(message.failed));
      process.exit(1);
    }
  });
  worker.once('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  // A worker that ends unasked has failed, whatever its code.
  worker.once('exit', (code) => process.exit(stopping ? code : code || 1));
  const stop = () => {
    stopping = true;
    exitIfStuck(config);
    worker.postMessage('stop');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
