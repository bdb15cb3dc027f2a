// The one axe scan the browser tests share (WCAG 2.1 A and AA, zero violations allowed). A page is scanned once it
// has settled: its first heading is up and, on /login, the server-painted frame (server/http/loginFrame.ts, aria-hidden
// and removed when the application takes over) is gone, so the scan reads the application and not the frame's copy.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every violation on the page, each named with its impact, where it is and the page's address. */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} on ${page.url()}`));
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
