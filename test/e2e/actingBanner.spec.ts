// The acting-as banner in every brand: it says who is acting as whom, the page under it no longer
// says the customer signed in, and its words and its "Back to Admin" button reach 4.5:1 against the banner, measured
// from the colours Chromium computes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { brandUrl, fillLogin, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const ADMIN = 'csr.admin@example.com';
const CUSTOMER = 'open.payday@example.com';

/** WCAG 2.1 contrast of two computed `rgb()`/`rgba()` colours (opaque ones: the banner's fill is). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
    const ch = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

async function actAsCustomer(page: Page, adminLogin: string) {
  await page.goto(adminLogin);
  await fillLogin(page, ADMIN);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await page.getByLabel('Customer email').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Act as Customer' }).click();
  // The customer's page has settled (its banner is the one measured, not the landing page's on its way out).
  await expect(page.getByTestId('signed-in-customer')).toHaveText(CUSTOMER);
  await expect(page.getByRole('region', { name: 'Acting as a customer' })).toBeVisible();
}

test('the banner says who is acting as whom, and the page under it agrees', async ({ page }) => {
  await actAsCustomer(page, '/admin/login');
  const banner = page.getByRole('region', { name: 'Acting as a customer' });
  await expect(banner).toContainText(`You (${ADMIN}) are acting as ${CUSTOMER}.`);
  await expect(page.getByText(/Signed in as open\.payday/)).toHaveCount(0);
  await expect(page.getByTestId('signed-in-customer')).toHaveText(CUSTOMER);
});

for (const brand of ['lumen', 'harbor', 'pinecrest', 'meridian', 'keel']) {
  test(`the banner and "Back to Admin" reach 4.5:1 on ${brand}`, async ({ page, baseURL }) => {
    await actAsCustomer(page, brandUrl(baseURL, brand, '/admin/login'));
    const banner = page.getByRole('region', { name: 'Acting as a customer' });
    // The account page under the banner loads its data and renders again: a banner replaced between finding it and
    // reading it has no computed style, so the measure is retried until it reads a banner in the page.
    await expect(async () => {
      // Read in one go, from the same element, so a re-render between two reads cannot mix two banners.
      const { fill, words, button } = await banner.evaluate((el) => {
        if (!el.isConnected) throw new Error('the banner was replaced while it was read');
        const back = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Back to Admin');
        if (!back) throw new Error('no Back to Admin button');
        const style = getComputedStyle(back);
        return {
          fill: getComputedStyle(el).backgroundColor,
          words: getComputedStyle(el).color,
          button: { color: style.color, background: style.backgroundColor, border: style.borderTopColor },
        };
      });
      // The button is see-through, so its words sit on the banner's fill.
      const buttonFill = button.background === 'rgba(0, 0, 0, 0)' ? fill : button.background;
      expect(contrast(words, fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(button.color, buttonFill)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(button.border, fill)).toBeGreaterThanOrEqual(3);
    }).toPass({ timeout: 10_000 });
  });
}
