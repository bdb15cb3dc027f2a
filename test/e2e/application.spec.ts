// The application flow in the browser against the real server: a new customer from sign-in
// through personal, product preference, store select and income; leaving in the middle and resuming on the same step
// with the answers kept; the seeded mid-application; a returning customer skipping what is known; an out-of-state
// ZIP; the under-18, PO-box and wrong-CA-license messages; and one card width on every page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { easternDate, fillIncome, fillPersonal, NORA, signInFully } from './applicationSupport';
import { openSignedIn } from './apiSession';
import { seedApplication } from './applicationSeed';
import { resetServer } from './support';

const GENERIC_ALERT = 'Some important information is missing or incorrect. Please fill in all required fields.';
const at = (path: string) => new RegExp(`${path}$`);

test.beforeEach(async ({ request }) => resetServer(request));

async function startNewApplication(page: Page) {
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.welcome));
  await page.getByRole('link', { name: 'Start my application' }).click();
  await expect(page).toHaveURL(at(p.account));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.personal));
}

/**
 * Leaves the last field first, as a person does before reaching the button: its message (if any) appears on blur and
 * moves the button, so a click that blurred the field would land where the button no longer is.
 */
async function saveAndContinue(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('a new customer goes from sign-in through personal, product preference, store select and income', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await signInFully(page, request, 'new.customer@example.com');
  await startNewApplication(page);
  const progress = page.getByRole('navigation', { name: 'Application progress' });
  await expect(progress).toContainText('Step 1 of 5');
  await fillPersonal(page);
  await saveAndContinue(page);

  await expect(page).toHaveURL(at(p.productPreference));
  await expect(progress).toContainText('Step 2 of 5');
  const loans = page.getByRole('group', { name: 'Loan type' });
  await expect(loans.getByRole('radio').first()).toBeVisible();
  await expect(loans).toContainText('APR');
  await loans.getByRole('radio').first().check();
  await saveAndContinue(page);

  // Store select: the locator searches near the applicant's own ZIP at once; the map marks each store shown even
  // with every tile request refused (there is no tile server in tests); load more; choose one and save it.
  await expect(page).toHaveURL(at(p.storeSelect));
  const stores = page.getByTestId('store-result');
  await expect(stores).toHaveCount(3);
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(3);
  await page.getByRole('button', { name: 'Load more stores' }).click();
  await expect(stores).toHaveCount(6);
  // Stacked buttons keep their gap: "Load more stores" never touches "Save and continue" below it.
  const loadMore = await page.getByRole('button', { name: 'Load more stores' }).boundingBox();
  const save = await page.getByRole('button', { name: 'Save and continue' }).boundingBox();
  expect(save!.y - (loadMore!.y + loadMore!.height)).toBeGreaterThanOrEqual(16);
  const chosen = (await stores.nth(1).getByRole('heading').textContent()) ?? '';
  await stores.nth(1).getByRole('button', { name: 'Choose this store' }).click();
  await expect(page.getByRole('region', { name: 'Your store' })).toContainText(chosen);
  await saveAndContinue(page);

  await expect(page).toHaveURL(at(p.income));
  await expect(progress).toContainText('Step 3 of 5');
  await fillIncome(page);
  await saveAndContinue(page);

  await expect(page).toHaveURL(at(p.bank));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bank account');
});

test('signing out in the middle and back in resumes on the same step with the answers kept', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInFully(page, request, 'new.customer@example.com');
  await startNewApplication(page);
  await fillPersonal(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL(at(p.productPreference));
  await page.getByRole('group', { name: 'Loan type' }).getByRole('radio').first().check();
  await saveAndContinue(page);
  await expect(page).toHaveURL(at(p.storeSelect));

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Sign-in returns to the page the customer left, which offers the saved application.
  await signInFully(page, request, 'new.customer@example.com', at(p.resume));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(p.storeSelect));

  // What was typed is still there (all but the SSN, which is never sent back). The page is opened afresh, so wait
  // until this tab has written down which application it works on (as it does within a moment of choosing it).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal:application') ?? '{}').applicationId))
    .toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await page.goto(p.personal);
  await expect(page.getByLabel('First name')).toHaveValue(NORA.firstName);
  await expect(page.getByLabel('Street address')).toHaveValue(NORA.addressLine1);
  await expect(page.getByLabel('Phone number')).toHaveValue(NORA.phone);
  await expect(page.getByLabel(/Social Security number \(on file, ending in 3456/)).toHaveValue('');
});

test('the seeded mid-application resumes on income; starting over withdraws it', async ({ page, request }) => {
  await openSignedIn(page, request, 'resume.app@example.com');
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.resume));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(p.income));

  await page.goto(p.resume);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page).toHaveURL(at(p.welcome));
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.welcome));
});

test('an application older than 21 days is not offered: a new start', async ({ page, request }) => {
  await openSignedIn(page, request, 'stale.app@example.com');
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.welcome));
});

test('a returning customer skips what is known: no Loan Details, straight to income', async ({ page, request }) => {
  await openSignedIn(page, request, 'online.returning@example.com');
  await startNewApplicationAsReturning(page);
  const progress = page.getByRole('navigation', { name: 'Application progress' });
  await expect(progress).toContainText('Step 2 of 4');
  await expect(progress).not.toContainText('Loan Details');
});

async function startNewApplicationAsReturning(page: Page) {
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.welcome));
  await page.getByRole('link', { name: 'Start my application' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.income));
}

test('a returning customer with a convertible payday loan is offered the conversion first', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, 'open.payday@example.com');
  await page.goto(p.home);
  await page.getByRole('link', { name: 'Start my application' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.continueConversion));
  await page.getByRole('button', { name: 'Convert my loan' }).click();
  await expect(page).toHaveURL(/\/loan\/conversion$/);
});

test('an address in New York reaches not-in-state', async ({ page, request }) => {
  await openSignedIn(page, request, 'new.customer@example.com');
  await startNewApplication(page);
  await fillPersonal(page, { addressLine1: '350 5th Ave', city: 'New York', state: 'New York', zip: '10118' });
  await saveAndContinue(page);
  await expect(page).toHaveURL(at(p.notInState));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We don't lend in your state yet");
});

test('under 18, a PO box and a wrong California license number each show their message', async ({ page, request }) => {
  await openSignedIn(page, request, 'new.customer@example.com');
  await startNewApplication(page);
  await fillPersonal(page, {
    dateOfBirth: easternDate(-17 * 365),
    addressLine1: 'PO Box 123',
    idState: 'California',
    idNumber: '12345678',
  });
  await saveAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: GENERIC_ALERT })).toBeFocused();
  await expect(page.getByText('You must be at least 18 years old to apply')).toBeVisible();
  await expect(page.getByText('We cannot accept a PO box. Enter the street address where you live.')).toBeVisible();
  await expect(page.getByText('This ID number does not match the format of the state that issued it')).toBeVisible();
  await expect(page.getByText('In California: 1 letter followed by 7 digits')).toBeVisible();
  // Nothing typed was lost.
  await expect(page.getByLabel('Street address')).toHaveValue('PO Box 123');
  await expect(page).toHaveURL(at(p.personal));
});

test('every page of the application sits on one card width, from the personal step to the review', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await seedApplication(request, { at: 'submit' });
  await openSignedIn(page, request, 'new.customer@example.com');
  await page.goto(p.home);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(p.submit));
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal:application') ?? '{}').applicationId))
    .toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  const widths: Record<string, number> = {};
  // Forms, the store map, the Fed box and the review: the card keeps its width across all of them.
  for (const path of [p.personal, p.productPreference, p.storeSelect, p.income, p.amount, p.submit]) {
    await page.goto(path);
    await expect(page).toHaveURL(at(path));
    await expect(page.getByRole('navigation', { name: 'Application progress' })).toBeVisible();
    widths[path] = Math.round((await page.locator('main').boundingBox())?.width ?? 0);
  }
  expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(1);
  expect(widths[p.personal]).toBeGreaterThan(0);
});
