// Where the browser tests' servers listen: one real server per Playwright worker, each on its own port with its own
// data directory, so a test's /dev/reset never pulls the data from under a test running in another worker. Ports are
// 100 apart so that parallel runs on neighbouring E2E_PORTs (several checkouts on one machine) never collide.
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8090);

/**
 * Three in CI, on the machine's two cores: much of a browser test is waiting on timers and the network, so a third
 * worker fills the gaps (5.9 min for the whole run against 6.6 min with two, on a quiet machine). One locally.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 3 : 1)));

export const serverPort = (workerIndex: number) => BASE_PORT + 100 * workerIndex;
