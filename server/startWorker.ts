// The server of `npm start`, run by server/start.ts in a worker thread without the TypeScript loader, from the bundle
// server/serverBundle.ts builds (in production, where no bundle is built, it is imported from the sources instead).
// It opens the database, listens, says where the time went and closes on the main thread's word.
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from './config';
import { createServer } from './server';

/** What server/start.ts hands over: its clock's origin and the time its own steps took. */
export interface StartTimes {
  /** performance.timeOrigin of the main thread: "0" of the ready line is the process's start. */
  origin: number;
  /** The main thread's part, already formatted ("loading 310 ms, client up to date 40 ms, …"). */
  steps: string;
  /** Main-thread milliseconds at which this module was asked for. */
  handedOver: number;
}

export async function serve(times: StartTimes): Promise<() => Promise<void>> {
  const now = () => performance.timeOrigin + performance.now() - times.origin;
  const loaded = now();
  const config = loadConfig();
  // Before the server: the database client is traced only when tracing is on as it opens.
  const stopTracing = config.observability.otlpEndpoint
    ? await (await import('./observability/tracingSdk')).startTracing(config.observability)
    : undefined;
  const server = await createServer(config, { reset: process.env.RESET_DATA === '1' });
  await server.app.listen({ port: config.port, host: config.host });
  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  const ready = now();
  server.app.log.info(
    // The mode is named: a newcomer (and CI's first-start check) sees at once whether production's rules apply.
    `Portal ready on http://localhost:${config.port} (${process.env.NODE_ENV?.trim() || 'development'} mode) ` +
      `in ${ms(0, ready)} (${times.steps}, ` +
      `server modules ${ms(times.handedOver, loaded)}, database and server ${ms(loaded, ready)})`,
  );
  return async () => {
    await server.shutdown();
    await stopTracing?.();
  };
}

// In the worker: serve, then close when the main thread says "stop" (it owns the signals).
if (parentPort && workerData && (workerData as { portalStart?: StartTimes }).portalStart) {
  const port = parentPort;
  serve((workerData as { portalStart: StartTimes }).portalStart).then(
    (close) => {
      port.once('message', () => {
        // process.exit in a worker ends the thread alone; the main thread exits with its code.
        void close().then(() => process.exit(0));
      });
    },
    (error: unknown) => {
      port.postMessage({ failed: error instanceof Error ? error.message : String(error) });
    },
  );
}
