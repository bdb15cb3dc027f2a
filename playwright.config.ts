// Browser tests: Debian's Chromium (never a downloaded browser) against the real server started the README's way.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    // A data directory per port, so the tests never touch a developer's .data/ and two runs on two ports never share one.
    command: `PORT=${port} DATA_DIR=.data/e2e-${port} RESET_DATA=1 npm start`,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
  },
});
