// Sign-in click to the next screen painted: a customer on a device the portal does not know
// (new.customer@example.com, so the next screen is the multi-factor code step), five runs in fresh browser contexts.
// Timed from the click to the first animation frame after the next screen's heading is visible.
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

export async function clickToScreen(baseUrl: string, runs = 5): Promise<number[]> {
  const browser = await chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: '/usr/bin/chromium',
  });
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Requests in flight: the warm-up that the first touch starts (the late layer, the identity chunk).
      let inFlight = 0;
      let lastSettled = Date.now();
      page.on('request', () => (inFlight += 1));
      const settled = () => {
        inFlight -= 1;
        lastSettled = Date.now();
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').fill('new.customer@example.com');
      await page.getByLabel('Password').fill('Passw0rd!');
      // A person types for seconds, and what the first touch started warming (the late layer, the identity chunk)
      // has arrived by the click: wait for 500 ms without a request in flight. (waitForLoadState('networkidle') does
      // not: it returns at once when the page was idle once already, before the typing started the warm-up.)
      while (inFlight > 0 || Date.now() - lastSettled < 500) await page.waitForTimeout(50);
      const button = page.getByRole('button', { name: 'Log In' });
      // BENCH_VERBOSE=1: each request after the click (SRP, token exchange, look-ups, chunks) with its start and end.
      const phases: string[] = [];
      let clickedAt = Number.POSITIVE_INFINITY;
      const since = (t: number) => (t - started).toFixed(0);
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        const begin = timing.startTime + Math.max(0, timing.requestStart);
        if (begin < clickedAt) return;
        const op = /"operationName":"(\w+)"|"query":"\s*(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '');
        const target = request.headers()['x-amz-target']?.split('.').at(-1);
        const name = `${new URL(request.url()).pathname}${target ? ` ${target}` : ''}${op ? ` ${op[1] ?? op[2]}` : ''}`;
        phases.push(
          `${(begin - clickedAt).toFixed(0)}–${(timing.startTime + timing.responseEnd - clickedAt).toFixed(0)} ${name}`,
        );
      });
      clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
      const started = performance.now();
      await button.click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
      const navigated = performance.now();
      await page.locator('h1').first().waitFor({ state: 'visible' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      times.push(performance.now() - started);
      if (process.env.BENCH_VERBOSE) {
        console.log(`  run ${run + 1}: ${since(performance.now())} ms (address changed at ${since(navigated)} ms)`);
        for (const phase of phases) console.log(`    ${phase}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
