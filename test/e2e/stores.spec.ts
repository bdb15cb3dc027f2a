// Find a Store in Chromium against the real server and the seeded stores (docs/seed-data.md "Demo stores"), signed out
// on Harbor: a ZIP search lists the 3 nearest stores, "load more" shows 6, the map puts a marker on each even with
// every tile request aborted, choosing a store shows "Your store" with its hours and what to bring, all under the CSP
// and with no axe violation. A failed search (the one test that routes the POST to a 500) and an unknown ZIP are shown
// as errors, and an error clears the stores of the search before it. Harbor's footer leads here; a signed-in customer
// may use it too.
import { expectNoAxeViolations } from './axeCheck';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storesPaths } from '../../src/features/stores/paths';
import { restPaths } from '../../src/lib/restPaths';
import { answerRememberDevice, brandUrl, latestCode, resetServer, signIn } from './support';

const TILES = 'https://tile.openstreetmap.org/**';

/** Aborts every tile request (there is no network here anyway) and counts them, so the map is seen to ask. */
async function withoutTiles(page: Page): Promise<{ asked: () => number }> {
  let asked = 0;
  await page.route(TILES, (route) => {
    asked += 1;
    return route.abort();
  });
  return { asked: () => asked };
}

/** CSP violations reported to the page (Leaflet's stylesheet and markers must need none). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

const results = (page: Page) => page.getByTestId('store-result');
const markers = (page: Page) => page.locator('.leaflet-marker-icon');

/** "2.4 miles away" in each result, in list order. */
async function milesShown(page: Page): Promise<number[]> {
  const texts = await results(page).allTextContents();
  return texts.map((text) => Number(/([\d.,]+) miles away/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
}

test.beforeEach(async ({ request }) => resetServer(request));

test('on Harbor, signed out: ZIP 43215 lists the 3 nearest, load more shows 6, markers without tiles, Your store', async ({
  page,
  baseURL,
}) => {
  const tiles = await withoutTiles(page);
  const violations = await watchViolations(page);
  await page.goto(brandUrl(baseURL, 'harbor', storesPaths.find));
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
  await expect(page).toHaveTitle(/Find a Store/);

  await page.getByLabel('ZIP code').pressSequentially('43215');
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 3 of 9 stores nearest to 43215.' })).toBeVisible();
  await expect(results(page).first()).toContainText('Harbor Check & Loan Broad St');
  const firstThree = await milesShown(page);
  expect(firstThree).toEqual([...firstThree].sort((a, b) => a - b));
  await expect(markers(page)).toHaveCount(3);
  expect(tiles.asked()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Load more stores' }).click();
  await expect(results(page)).toHaveCount(6);
  await expect(markers(page)).toHaveCount(6);
  const six = await milesShown(page);
  expect(six).toEqual([...six].sort((a, b) => a - b));
  // Every store shown is within 50 miles of 43215 (the demo stores: at least 12 are).
  expect(six.every((miles) => miles < 50)).toBe(true);

  const second = results(page).nth(1);
  const name = (await second.getByRole('heading').textContent()) ?? '';
  await second.getByRole('button', { name: 'Choose this store' }).click();
  const yourStore = page.getByRole('region', { name: 'Your store' });
  await expect(yourStore).toContainText(name);
  await expect(page.getByRole('heading', { name: 'Your store' })).toBeFocused();
  const hours = yourStore.getByRole('row');
  await expect(hours).toHaveCount(7);
  await expect(hours.first()).toContainText('Monday');
  await expect(hours.last()).toHaveText(/Sunday\s*Closed/);
  await expect(yourStore.getByRole('list', { name: 'What to bring' }).getByRole('listitem')).toHaveText([
    'Valid ID',
    'Proof of income',
    'Active checking account (open at least 30 days)',
    'Proof of address and phone',
  ]);
  await expect(yourStore.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\d{10}$/,
  );

  // Choosing by the map works too: the third marker chooses the third store.
  await markers(page).nth(2).click();
  await expect(yourStore).toContainText((await results(page).nth(2).getByRole('heading').textContent()) ?? '');

  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
});

test('a failed search shows the error and keeps what was typed', async ({ page, baseURL }) => {
  await withoutTiles(page);
  await page.route(`**${restPaths.storeSearch}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
  );
  await page.goto(brandUrl(baseURL, 'harbor', storesPaths.find));
  await page.getByLabel('ZIP code').pressSequentially('43215');
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't search for stores just now. Please try again in a moment.",
  );
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('ZIP code')).toHaveValue('43215');
  await expect(results(page)).toHaveCount(0);
});

test('an unknown ZIP says so', async ({ page, baseURL }) => {
  await withoutTiles(page);
  await page.goto(brandUrl(baseURL, 'harbor', storesPaths.find));
  await page.getByLabel('ZIP code').pressSequentially('00000');
  await expect(page.getByRole('alert')).toHaveText("We couldn't find ZIP code 00000. Check it and try again.");
});

test("an unknown ZIP after a good search clears that search's stores", async ({ page, baseURL }) => {
  await withoutTiles(page);
  await page.goto(brandUrl(baseURL, 'harbor', storesPaths.find));
  const zip = page.getByLabel('ZIP code');
  await zip.pressSequentially('43215');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 3 of 9 stores nearest to 43215.' })).toBeVisible();
  await expect(results(page)).toHaveCount(3);
  await zip.fill('');
  await zip.pressSequentially('00000');
  await expect(page.getByRole('alert')).toHaveText("We couldn't find ZIP code 00000. Check it and try again.");
  await expect(results(page)).toHaveCount(0);
  await expect(markers(page)).toHaveCount(0);
  await expect(page.getByText(/Showing \d+ of \d+ stores/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load more stores' })).toHaveCount(0);
});

test("Harbor's footer leads to Find a Store, open signed out", async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, 'harbor', '/login'));
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Find a Store' }).click();
  await expect(page).toHaveURL(new RegExp(`${storesPaths.find}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
});

test('a signed-in customer can use it too', async ({ page, request }) => {
  await withoutTiles(page);
  const email = 'online.returning@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(`${storesPaths.find}?zip=43215`);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  // Lumen's customers may use Harbor's stores (its available sources include harbor).
  await expect(results(page)).toHaveCount(3);
});
