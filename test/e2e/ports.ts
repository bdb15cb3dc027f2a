// Where the browser tests' servers listen: one real server per Playwright worker, each on its own port with its own
// data directory, so a test's /dev/reset never pulls the data from under a test running in another worker. Ports are
// 100 apart so that parallel runs on neighbouring E2E_PORTs (several checkouts on one machine) never collide.
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8090);

/**
 * Two in CI, one per core of the machine: each worker drives its own server and browser, and with a third the three
 * servers, browsers and runners left long tests waiting on the processor past their time limits. One locally.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)));

export const serverPort = (workerIndex: number) => BASE_PORT + 100 * workerIndex;
