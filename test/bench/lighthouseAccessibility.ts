// Lighthouse's accessibility audit (its axe rules and its own checks, on the mobile profile the performance audit
// uses) of a page signed out or signed in. A signed-in page is opened first in the same Chromium through Playwright
// (connected over the DevTools port), with the session the browser tests hand a page (test/e2e/apiSession.ts); the
// audit then loads the page with the browser's storage kept, so it reads the customer's page, not the login it
// would be sent to.
import { chromium, request, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openSignedIn } from '../e2e/apiSession';
import { CHROME_FLAGS, retried } from './lighthouse';
import { record } from './results';

export interface AccessibilityResult {
  score: number;
  /** The audits that count towards the score and did not pass. */
  failing: string[];
}

export interface SignedIn {
  email: string;
  /** Where the session is opened, when not the audited page itself. */
  openAt?: string;
  /** What the customer does there before the audit (continuing an application, say). */
  then?: (page: Page) => Promise<void>;
}

async function signInFirst(port: number, url: URL, who: SignedIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const api = await request.newContext({ baseURL: url.origin });
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default context');
    const page = await context.newPage();
    await openSignedIn(page, api, who.email, who.openAt ?? url.pathname, url.origin);
    await who.then?.(page);
    await page.close();
  } finally {
    await api.dispose();
    // A browser connected over CDP is only let go here, not closed.
    await browser.close();
  }
}

async function auditOnce(url: string, who: SignedIn | undefined): Promise<AccessibilityResult> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (who) await signInFirst(chrome.port, new URL(url), who);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['accessibility'],
      formFactor: 'mobile',
      // The session the sign-in above left in the browser's storage stays for the audit.
      disableStorageReset: Boolean(who),
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.code);
    const category = lhr.categories.accessibility;
    const failing = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.id ?? '');
    // Where the audit ended up: a page that sent the visitor elsewhere was not the page named.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) failing.push(`audited ${landed} instead`);
    return { score: Math.round((category?.score ?? 0) * 100), failing };
  } finally {
    chrome.kill();
  }
}

/** One accessibility audit of `url`, signed in as `who` when given. */
export const lighthouseAccessibility = (url: string, who?: SignedIn): Promise<AccessibilityResult> =>
  retried(() => auditOnce(url, who));

/**
 * The pages Lighthouse audits for accessibility: the login page, a signed-in account, and an application step (the
 * seeded application of resume.app, continued from the welcome-back dialog to the step it is on).
 */
const ACCESSIBILITY_PAGES: [string, SignedIn | undefined][] = [
  ['/login', undefined],
  ['/account', { email: 'installment.customer@example.com' }],
  [
    '/application/income',
    {
      email: 'resume.app@example.com',
      openAt: '/application',
      then: async (page) => {
        await page.getByRole('button', { name: 'Continue my application' }).click();
        await page.waitForURL(/\/application\/income$/);
      },
    },
  ],
];

/** Lighthouse's accessibility score of each page, with the audits that failed; the goal is 100. */
export async function measureAccessibility(baseUrl: string): Promise<void> {
  for (const [path, who] of ACCESSIBILITY_PAGES) {
    const a11y = await lighthouseAccessibility(`${baseUrl}${path}`, who);
    record({
      measure: `Lighthouse mobile accessibility on ${path}${who ? ` (${who.email})` : ''}`,
      value: a11y.score,
      unit: 'points',
      digits: 0,
      goal: { limit: 100, better: 'higher' },
      ...(a11y.failing.length > 0 && { note: `failing: ${a11y.failing.join(', ')}` }),
    });
  }
}
