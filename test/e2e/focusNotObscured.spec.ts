// WCAG 2.4.11 (Focus Not Obscured): a CSR acting as a customer has the acting banner held at the top of a wide screen,
// and a long page scrolls under it. Tabbing through the whole page, forwards and then backwards (where the browser
// scrolls each element up to the top edge, the place the banner covers), every focused element is in the viewport,
// clear of the banner, and the element a pointer would hit at its centre.
import type { Page } from '@playwright/test';
import { accountPaths } from '../../src/features/account/paths';
import { adminPaths } from '../../src/features/admin/paths';
import { expect, test } from './fixtures';
import { fillLogin, resetServer } from './support';

test.beforeAll(async ({ request }) => resetServer(request));

/** Short enough that the account page scrolls, wide enough that the banner sticks. */
test.use({ viewport: { width: 1024, height: 560 } });

/** Where the focused element is and what covers it; null when focus is on the page itself. */
async function focusedPlace(page: Page, pass: string) {
  return page.evaluate((mark) => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    // Back where this pass began: the page has been gone through once.
    if (el.getAttribute('data-tab-pass') === mark) return null;
    el.setAttribute('data-tab-pass', mark);
    const banner = document.querySelector('[role="region"][aria-label="Acting as a customer"]');
    const rect = el.getBoundingClientRect();
    const bannerRect = banner?.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      name: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      inBanner: !!banner?.contains(el),
      top: rect.top,
      bottom: rect.bottom,
      bannerTop: bannerRect?.top ?? 0,
      bannerBottom: bannerRect?.bottom ?? 0,
      viewportHeight: innerHeight,
      // A label or an icon inside the element is the element too; the element inside a wrapper it fills is not hidden.
      reachable: !!hit && (el.contains(hit) || hit.contains(el) || (hit as HTMLLabelElement).control === el),
    };
  }, pass);
}

/**
 * Tabs (or shift-tabs) from where focus is until it leaves the page or comes round again, and names each element
 * that was hidden.
 */
async function hiddenWhileTabbing(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const hidden: string[] = [];
  let visited = 0;
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press(key);
    const place = await focusedPlace(page, key);
    if (!place) break;
    visited += 1;
    if (place.inBanner) continue;
    // Above the banner (the header, before the page scrolls) or below it, inside the viewport (give or take the
    // fraction of a pixel the browser's scrolling may leave), and not covered.
    const [top, bottom] = [Math.round(place.top), Math.round(place.bottom)];
    const clearOfBanner = bottom <= place.bannerTop || top >= place.bannerBottom;
    const clear = clearOfBanner && top >= 0 && bottom <= place.viewportHeight && place.reachable;
    if (!clear) {
      hidden.push(
        `${key}: ${place.name} at ${place.top}–${place.bottom}, banner ${place.bannerTop}–${place.bannerBottom}`,
      );
    }
  }
  expect(visited, 'the page has more than a handful of things to tab to').toBeGreaterThan(8);
  return hidden;
}

test('tabbing through a long page under the acting banner never leaves focus hidden', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(adminPaths.login);
  await fillLogin(page, 'csr.admin@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminPaths.landing}$`));
  await page.getByLabel('Customer email').fill('installment.customer@example.com');
  await page.getByRole('button', { name: 'Act as Customer' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPaths.home}$`));
  const banner = page.getByRole('region', { name: 'Acting as a customer' });
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('signed-in-customer')).toHaveText('installment.customer@example.com');
  // The loan and its schedule have arrived: the page is long.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 1.5)).toBe(true);

  // From the top of the page: the first link of the header (the logo's or the help line's).
  await page.evaluate(() => scrollTo(0, 0));
  await page.locator('header a').first().focus();
  const hidden = await hiddenWhileTabbing(page, 'Tab');
  // Focus left the page at its end: shift-tab comes back in from there and climbs to the top.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  hidden.push(...(await hiddenWhileTabbing(page, 'Shift+Tab')));
  expect(hidden).toEqual([]);
  // The banner stayed in sight the whole way: it is held at the top of a scrolled page.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  expect((await banner.boundingBox())?.y).toBe(0);
});
