// The JavaScript on the wire before a route's main content works, in Debian's Chromium against the real server: the
// route opened in a fresh browser context (nothing cached) by a visitor, or by a customer whose sign-in (password, the
// e-mailed code) happened in another context first, as a returning customer opens a bookmark. Scripts are counted
// from the navigation until the page's main heading is visible; what loads after (warm-ups) is not.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { signInWithEmailedCode } from '../e2e/support';

export interface RouteCase {
  name: string;
  path: string;
  /** Signed in as this customer; a visitor when absent. */
  customer?: string;
}

async function signedInState(browser: Browser, baseUrl: string, email: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signInWithEmailedCode(page, context.request, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function scriptBytesUntilHeading(
  context: BrowserContext,
  url: string,
): Promise<{ bytes: number; files: number }> {
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  let counting = true;
  page.on('response', (response) => {
    if (!counting || !/javascript/.test(response.headers()['content-type'] ?? '')) return;
    sizes.push(response.finished().then(async () => (await response.request().sizes()).responseBodySize));
  });
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  counting = false;
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, n) => sum + n, 0), files: all.length };
}

/** Each case's JS before its heading, brotli as a browser that accepts it gets. */
export async function measureRouteTransfers(
  baseUrl: string,
  cases: RouteCase[],
): Promise<Map<string, { bytes: number; files: number }>> {
  const browser = await chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: '/usr/bin/chromium',
  });
  const results = new Map<string, { bytes: number; files: number }>();
  try {
    const states = new Map<string, Awaited<ReturnType<typeof signedInState>>>();
    for (const c of cases) {
      if (c.customer && !states.has(c.customer))
        states.set(c.customer, await signedInState(browser, baseUrl, c.customer));
      const context = await browser.newContext({
        extraHTTPHeaders: { 'accept-encoding': 'gzip, br' },
        ...(c.customer && { storageState: states.get(c.customer) }),
      });
      try {
        results.set(c.name, await scriptBytesUntilHeading(context, `${baseUrl}${c.path}`));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
