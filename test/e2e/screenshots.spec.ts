// `npm run screenshots`: docs/design-system.md's screenshots of /login and a code screen in every brand, on a desktop
// (1280×800) and a phone (390×844), saved as viewport PNGs under docs/screenshots/. Skipped in `npm test` (SCREENSHOTS
// unset).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { brandUrl, latestCode, PASSWORD, resetServer } from './support';

test.skip(!process.env.SCREENSHOTS, 'run with `npm run screenshots`');

const BRANDS = ['lumen', 'harbor', 'pinecrest', 'meridian', 'keel'] as const;
type Brand = (typeof BRANDS)[number];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

// A customer whose sign-in stays on the brand and asks for an e-mailed code. Meridian has no demo customer, so its
// code screen is Maria Lopez's enrollment e-mail code.
const CUSTOMER: Partial<Record<Brand, string>> = {
  lumen: 'online.returning@example.com',
  harbor: 'online.returning@example.com',
  pinecrest: 'pinecrest.customer@example.com',
  keel: 'keel.customer@example.com',
};

async function codeScreen(page: Page, request: APIRequestContext, base: string | undefined, brand: Brand) {
  const email = CUSTOMER[brand];
  if (email) {
    await page.goto(brandUrl(base, brand, '/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  } else {
    await page.goto(brandUrl(base, brand, '/enrollment'));
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Social Security number').fill('123456789');
    await page.getByLabel('Date of birth (MM/DD/YYYY)').fill('04/12/1985');
    await page.getByLabel('ZIP code').fill('43215');
    await page.getByLabel('Email for your online account').fill('maria.lopez@example.com');
    await page.getByRole('button', { name: 'Find My Account' }).click();
    await expect(page).toHaveURL(/\/enrollment\/email-verification$/);
  }
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // The code is there to be typed; the screenshot shows the form, not a code.
  expect(await latestCode(request, email ?? 'maria.lopez@example.com')).toMatch(/^\d{6}$/);
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // Focus rings and the caret are not part of the look.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

for (const brand of BRANDS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${brand} on a ${device}`, async ({ browser, request, baseURL }) => {
      await resetServer(request);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(brandUrl(baseURL, brand, '/login'));
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/${brand}-login-${device}.png` });
      await codeScreen(page, request, baseURL, brand);
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/${brand}-code-${device}.png` });
      await context.close();
    });
  }
}
