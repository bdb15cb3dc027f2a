// In Chromium under the strict policy: style-src allows the portal's own stylesheets and inline <style> only with
// the response's nonce (no 'unsafe-inline'). The login page, an account page, the store locator with its map, an
// application step and the Link sandbox's dialog each render styled (a styled-components rule, Leaflet's stylesheet,
// the sandbox's own <style> seen applied) with no violation reported; a <style> or a style attribute someone injects
// is refused, so the empty lists mean something.
import type { Page } from '@playwright/test';
import { DEFAULT_BRAND, type BrandKey } from '../../brands/catalog';
import { themeFor } from '../../brands/themes';
import { applicationPaths as p } from '../../src/features/application/paths';
import { storesPaths } from '../../src/features/stores/paths';
import { openSignedIn } from './apiSession';
import { at, openLink, reachBank } from './bankSupport';
import { metaNonce, styleElementNonces, styleSources, watchViolations } from './cspWatch';
import { expect, test } from './fixtures';
import { brandUrl, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

/** `#A3360F` as the browser computes it: `rgb(163, 54, 15)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * The page is styled by styled-components under its nonce: every <style> in the head carries the page's nonce (the
 * one its policy names), and the brand's global style is applied (the body on the brand's canvas colour).
 */
async function expectStyledUnderNonce(page: Page, brand: BrandKey, policyNonce: string) {
  expect(await metaNonce(page)).toBe(policyNonce);
  const nonces = await styleElementNonces(page);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([policyNonce]));
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(themeFor(brand).colors.canvas));
}

/** The nonce of the page's latest page (HTML document) response, as the page goes. */
function documentNonces(page: Page): () => string {
  let latest: string[] = [];
  page.on('response', (r) => {
    const isPage = r.request().isNavigationRequest() && /text\/html/.test(r.headers()['content-type'] ?? '');
    if (isPage && r.frame() === page.mainFrame()) latest = styleSources(r);
  });
  return () => nonceOf(latest);
}

/** The nonce the response's style-src names; the policy has no 'unsafe-inline'. */
function nonceOf(sources: string[]): string {
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources[0]).toBe("'self'");
  const nonce = sources.find((s) => s.startsWith("'nonce-"));
  expect(nonce).toBeDefined();
  return nonce?.slice(7, -1) ?? '';
}

test('the login page: its frame and the application styled under the nonce, a brand button in its colour', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  const nonce = nonceOf(styleSources(response));
  const primary = themeFor(DEFAULT_BRAND).colors.primary;
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCSS('background-color', rgb(primary));
  await expectStyledUnderNonce(page, DEFAULT_BRAND, nonce);
  // A second visit is a new nonce.
  const again = nonceOf(styleSources(await page.reload()));
  expect(again).not.toBe(nonce);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCSS('background-color', rgb(primary));
  expect(await violations()).toEqual([]);
});

test('an account page renders styled with no violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const nonce = documentNonces(page);
  await openSignedIn(page, request, 'open.payday@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Your open loan' })).toBeVisible();
  await expectStyledUnderNonce(page, DEFAULT_BRAND, nonce());
  expect(await violations()).toEqual([]);
});

test("the store locator's map, with Leaflet's stylesheet and markers, has no violation", async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  // No network here: the tiles are refused, the markers and controls are the map's own elements.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const response = await page.goto(brandUrl(baseURL, 'harbor', storesPaths.find));
  const nonce = nonceOf(styleSources(response));
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
  await page.getByLabel('ZIP code').pressSequentially('43215');
  await expect(page.getByTestId('store-result')).toHaveCount(3);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  // Leaflet's stylesheet applied: its container clips the panes, its panes are positioned.
  await expect(page.locator('.leaflet-container')).toHaveCSS('overflow', 'hidden');
  await expect(page.locator('.leaflet-pane').first()).toHaveCSS('position', 'absolute');
  await expectStyledUnderNonce(page, 'harbor', nonce);
  expect(await violations()).toEqual([]);
});

test("an application step and the Link sandbox's dialog render styled with no violation", async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const nonce = documentNonces(page);
  await reachBank(page, request);
  await expect(page).toHaveURL(at(p.bank));
  await expectStyledUnderNonce(page, DEFAULT_BRAND, nonce());
  await openLink(page);
  // The sandbox's <style>, added by its script with the page's nonce, is applied to its dialog.
  const dialog = page.getByRole('dialog', { name: 'Select your bank' });
  await expect(dialog).toHaveCSS('border-radius', '12px');
  await expect(dialog.getByRole('button', { name: 'Exit bank link' })).toHaveCSS('border-top-width', '2px');
  expect(await violations()).toEqual([]);
});

test('an injected <style> and a style attribute in injected markup are refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(1, 2, 3) }';
    document.head.append(style);
    const holder = document.createElement('div');
    holder.innerHTML = '<span id="injected" style="outline: 7px solid rgb(1, 2, 3)">x</span>';
    document.body.append(holder);
    const span = document.getElementById('injected');
    return [getComputedStyle(document.body).outlineWidth, span ? getComputedStyle(span).outlineWidth : ''];
  });
  expect(applied).not.toContain('7px');
  await expect.poll(async () => (await violations()).filter((v) => /style-src/.test(v)).length).toBeGreaterThan(1);
});
