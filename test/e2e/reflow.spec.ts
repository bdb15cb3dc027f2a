// Reflow (WCAG 1.4.10): on a 320 px wide screen no page is wider than the screen, so nothing needs scrolling sideways.
// The pages are the app's own route tables (each feature's routes.ts, the application's step table): the signed-out
// ones signed out, the signed-in ones as a returning customer, the conversion and refinance screens and the account
// pages as the demo customers whose data fills them (docs/seed-data.md), and the CSR's pages as the CSR. Within a test
// the portal starts once and its router moves from page to page; a guard that sends the visitor on is followed, and
// the page it lands on is the one measured. Not here: the components page (development builds only) and the
// unknown-path route, which leaves the portal for the server's page.
import type { Page } from '@playwright/test';
import { ACCOUNT_PAGE_CUSTOMERS } from '../../server/db/seedData/loans';
import { accountPaths } from '../../src/features/account/paths';
import { accountRoutes } from '../../src/features/account/routes';
import { securityRoutes } from '../../src/features/security/routes';
import { adminRoutes } from '../../src/features/admin/routes';
import { APPLICATION_PAGES } from '../../src/features/application/flow/table';
import { authRoutes } from '../../src/features/auth/routes';
import { conversionPaths } from '../../src/features/conversion/paths';
import { conversionRoutes } from '../../src/features/conversion/routes';
import { enrollmentRoutes } from '../../src/features/enrollment/routes';
import { errorPaths } from '../../src/features/errors/paths';
import { isMfaCheckPath } from '../../src/features/mfa/paths';
import { mfaRoutes } from '../../src/features/mfa/routes';
import { passwordRoutes } from '../../src/features/password/routes';
import { signUpRoutes } from '../../src/features/signUp/routes';
import { storesRoutes } from '../../src/features/stores/routes';
import { openSignedIn } from './apiSession';
import { expect, test } from './fixtures';
import { seedApplication } from './applicationSeed';
import { fillLogin, resetServer } from './support';

const PHONE = { width: 320, height: 640 };

interface Route {
  path: string;
  auth?: boolean;
  adminOnly?: boolean;
}

/** Every route the portal's router knows, addresses with parameters filled in as a link would fill them. */
const ROUTES: Route[] = [
  ...authRoutes,
  ...adminRoutes,
  ...accountRoutes,
  ...securityRoutes,
  ...conversionRoutes,
  ...storesRoutes,
  ...enrollmentRoutes,
  ...signUpRoutes,
  ...mfaRoutes,
  ...passwordRoutes,
  // The error pages are part of the shell (their routes hold their screens); their addresses are these.
  ...Object.values(errorPaths).map((path) => ({ path })),
].map((route) => ({
  ...route,
  path: route.path.replace(':code', '123456').replace(':email', 'someone%40example.com'),
}));

const SIGNED_OUT = ROUTES.filter((r) => !r.auth && !r.adminOnly).map((r) => r.path);
const SIGNED_IN = ROUTES.filter((r) => r.auth).map((r) => r.path);
const ADMIN = ROUTES.filter((r) => r.adminOnly).map((r) => r.path);
const ACCOUNT = accountRoutes.map((r) => r.path);
/** The application's pages open for an application that has got that far: each is loaded anew (as a reload would). */
const APPLICATION = APPLICATION_PAGES.map((p) => p.path);

/** How far the page is wider than the screen, in CSS pixels, and the widest elements that stick out. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}`.slice(0, 80));
    return `${location.pathname}: ${root.scrollWidth}px in ${root.clientWidth}px (${wide.join(', ')})`;
  });
}

/**
 * Moves the portal to `path` with its router (no reload) and waits for the page it settles on: its heading up and
 * nothing still loading. A guard may send the visitor elsewhere; that page is the one measured.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: `reflow${Date.now()}`, idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
  // A code page opened outside a multi-factor check has no code on the way and waits for one (its loading status
  // under the header): that is the page measured.
  if (isMfaCheckPath(path)) await expect(page.locator('main')).toBeVisible();
  else await settled(page);
}

/** Its heading up and nothing still loading (`loading`: the words a page shows while it waits). */
async function settled(page: Page, loading = /^Loading/): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(loading)).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A full load of `path`, as a reload would; the application is loaded once it is (a step's own data may never come
 * for an application that has not reached it: that step's waiting page is what is measured).
 */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page, /^Loading your application/);
}

/** Each page in turn (by the router unless `go` says otherwise), every one wider than the screen reported. */
async function measure(page: Page, paths: readonly string[], go = visit): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths)
    await test.step(path, async () => {
      await go(page, path);
      const wide = await overflow(page);
      if (wide) found.push(`${path} → ${wide}`);
    });
  return found;
}

test.use({ viewport: PHONE });
test.beforeAll(async ({ request }) => resetServer(request));

test('every signed-out page fits a 320 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(await measure(page, SIGNED_OUT)).toEqual([]);
});

test('every signed-in page fits a 320 px screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, request, 'online.returning@example.com');
  expect(await measure(page, SIGNED_IN)).toEqual([]);
});

test('every application page fits a 320 px screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = 'new.customer@example.com';
  await resetServer(request);
  await seedApplication(request, { at: 'submit', email });
  await openSignedIn(page, request, email, APPLICATION[0]);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  expect(await measure(page, APPLICATION, load)).toEqual([]);
});

test('the convert and refinance screens and the account pages of a payday loan fit a 320 px screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'open.payday@example.com', conversionPaths.choose);
  // The signed-in header is one line on a phone (the rest is in its menu), not a quarter of the screen.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(100);
  const found: string[] = [];
  /** The convert and refinance screens with their offers (their Continue up), not a step before them. */
  const offers = async (continueLabel: string) => {
    for (const path of [conversionPaths.convert, conversionPaths.refinance]) {
      await visit(page, path);
      await expect(page.getByRole('button', { name: continueLabel })).toBeVisible();
      const wide = await overflow(page);
      if (wide) found.push(wide);
    }
  };
  await offers('Continue');
  found.push(...(await measure(page, ACCOUNT)));
  // In Spanish too (its longer words), chosen in the header's menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await offers('Continuar');
  expect(found).toEqual([]);
});

for (const customer of ACCOUNT_PAGE_CUSTOMERS) {
  test(`${customer.email}: the account pages fit a 320 px screen`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, request, customer.email, accountPaths.home);
    await expect(page.locator('h1').first()).toBeVisible();
    const landing = new URL(page.url()).pathname;
    // The customer's own page (where /account sends them), then the pages every account has.
    const paths = [landing, accountPaths.payment, accountPaths.history, accountPaths.documents];
    expect(await measure(page, paths)).toEqual([]);
  });
}

test("the CSR's pages fit a 320 px screen", async ({ page }) => {
  await page.goto('/admin/login');
  await fillLogin(page, 'csr.admin@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  expect(await measure(page, ADMIN)).toEqual([]);
});
