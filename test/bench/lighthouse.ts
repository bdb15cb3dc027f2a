// Lighthouse's mobile performance audit of /login, run on Debian's Chromium with the flags the browser tests use
// (the closed network makes Chromium stall without them). Simulated throttling: Lighthouse's default mobile profile.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function lighthouseMobile(url: string): Promise<LighthouseResult> {
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
