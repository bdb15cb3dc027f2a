// Where the browser tests' servers listen: one real server per Playwright worker, each on its own port with its own
// data directory, so a test's /dev/reset never pulls the data from under a test running in another worker. Ports are
// 100 apart so that parallel runs on neighbouring E2E_PORTs (several checkouts on one machine) never collide.
import { availableParallelism } from 'node:os';

export const BASE_PORT = Number(process.env.E2E_PORT ?? 8090);

/**
 * One worker per core in CI (at most four): each drives its own server and browser, and with more workers than cores
 * the servers, browsers and runners left long tests waiting on the processor past their time limits. Locally half the
 * cores, so the machine stays usable. E2E_WORKERS overrides both.
 */
const CORES = availableParallelism();
export const WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? (process.env.CI ? Math.min(CORES, 4) : Math.floor(CORES / 2))),
);

export const serverPort = (workerIndex: number) => BASE_PORT + 100 * workerIndex;
