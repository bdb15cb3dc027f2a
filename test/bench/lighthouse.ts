// Lighthouse's mobile performance audit of /login, run on Debian's Chromium with the flags the browser tests use
// (the closed network makes Chromium stall without them). Simulated throttling: Lighthouse's default mobile profile.
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A run whose trace Lighthouse could not read (NO_NAVSTART on a busy machine) is run again, twice at most. */
export async function retried<T>(audit: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`Lighthouse run ${attempt} failed (${(error as Error).message}); running it again`);
    }
  }
}

/** One performance audit of a signed-out page. */
export const lighthouseMobile = (url: string): Promise<LighthouseResult> => retried(() => auditOnce(url));

async function auditOnce(url: string): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.code);
    // BENCH_LIGHTHOUSE_JSON=file keeps the whole report (the LCP element, main-thread work, render-blocking files).
    if (process.env.BENCH_LIGHTHOUSE_JSON) writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}
