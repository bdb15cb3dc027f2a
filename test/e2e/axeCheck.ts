// The one axe scan the browser tests share (WCAG 2.2 A and AA, zero violations allowed). A page is scanned once it
// has settled: its first heading is up and, on /login, the server-painted frame (server/http/loginFrame.ts, aria-hidden
// and removed when the application takes over) is gone, so the scan reads the application and not the frame's copy.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The portal's bar, WCAG 2.2 AA: axe tags each rule with the version that added it, so the bar is every version's A
 * and AA rules (2.2 adds target size, 2.5.8; axe cannot judge the other new criteria, which docs/accessibility.md
 * lists with the tests that cover them).
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every violation on the page, each named with its impact, where it is and the page's address. */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  // axe's default run finishes in a fresh blank page (to join results from frames of other origins): a page and a
  // second copy of axe per scan. A page whose frames are all of its own origin is scanned whole by axe.run alone.
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((f) => /^(about:|$)/.test(f.url()) || new URL(f.url()).origin === origin);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(sameOrigin).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} on ${page.url()}`));
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Moves the portal to `path` the way its own links do (the router, no reload), so a scan of many pages pays for one
 * start-up; fails when a route guard sends the visitor elsewhere, so the page scanned is the page named. `landsOn`:
 * where a page that rewrites its own address (one that takes a code from it) settles.
 */
export async function openInApp(page: Page, path: string, landsOn = path): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: `scan${Date.now()}`, idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
  const { pathname, search } = new URL(landsOn, 'http://portal');
  const at = () => new URL(page.url()).pathname + new URL(page.url()).search;
  await expect.poll(at).toBe(pathname + search);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(at()).toBe(pathname + search);
}
