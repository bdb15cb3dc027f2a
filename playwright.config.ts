// Browser tests: Debian's Chromium (never a downloaded browser) against the real server started the README's way.
import { defineConfig } from '@playwright/test';
import { serverPort, WORKERS } from './test/e2e/ports';

export default defineConfig({
  testDir: 'test/e2e',
  // Files are spread over the workers; a file's tests run in order in one worker, against that worker's server.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // CI's machine runs two servers, two browsers and the runners on two cores: a step that takes a second on a quiet
  // machine can take several there, so an expectation waits up to 10 s before it fails (5 s locally).
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list']],
  use: {
    // Each worker's own server (test/e2e/fixtures.ts sets it per worker); this is worker 0's, for tools that read it.
    baseURL: `http://localhost:${serverPort(0)}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One server per worker, started one after another (the first builds the client if it must; the others find it
  // built). A data directory per port, so the tests never touch a developer's .data/ and two servers never share one.
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = serverPort(index);
    return {
      command: `PORT=${port} DATA_DIR=.data/e2e-${port} RESET_DATA=1 npm start`,
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    };
  }),
});
