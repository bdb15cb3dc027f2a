// Accessibility: every route the portal serves, scanned with axe (WCAG 2.1 A and AA) in Chromium against the real
// server, with zero violations allowed: every signed-out page on every brand, every signed-in page (after a real
// sign-in and code), and the pages a CSR sees while acting as a customer (the banner included). The addresses come
// from the features' own paths.ts, so a new page joins the scan by being named there. Within a test the portal starts
// once and its router moves from page to page (axeCheck.ts openInApp, which fails if a guard sends it elsewhere): the
// scans, not start-ups, are what these tests are for.
import { axeViolations, openInApp } from './axeCheck';
import { openSignedIn } from './apiSession';
import { expect, test } from './fixtures';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { accountPages, accountPaths } from '../../src/features/account/paths';
import { adminPaths } from '../../src/features/admin/paths';
import { applicationPaths, laterApplicationPages } from '../../src/features/application/paths';
import { authPaths } from '../../src/features/auth/paths';
import { conversionPaths } from '../../src/features/conversion/paths';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import { errorPaths } from '../../src/features/errors/paths';
import { mfaPaths } from '../../src/features/mfa/paths';
import { passwordPaths } from '../../src/features/password/paths';
import { brandPages } from '../../src/lib/restPaths';
import { storesPaths } from '../../src/features/stores/paths';
import { brandUrl, fillLogin, latestCode, resetServer, signIn } from './support';

const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

/** The change-password link's page takes its code and e-mail out of the address bar as it opens. */
const CHANGE_PASSWORD_LINK = passwordPaths.changePasswordLink
  .replace(':code', '123456')
  .replace(':email', 'someone%40example.com');
const landingOf = (path: string) => (path === CHANGE_PASSWORD_LINK ? passwordPaths.changePassword : path);

const SIGNED_OUT = [
  authPaths.login,
  passwordPaths.forgotPassword,
  passwordPaths.forgotPasswordFail,
  passwordPaths.forgotEmail,
  passwordPaths.forgotEmailFail,
  CHANGE_PASSWORD_LINK,
  enrollmentPaths.search,
  adminPaths.login,
  errorPaths.error,
  errorPaths.pending,
  storesPaths.find,
  // Signed out, the resume page explains and offers log in (the welcome-back dialog).
  applicationPaths.resume,
];

/** The server-rendered brand pages, in both languages (each its own load: the portal does not run there). */
const SERVER_PAGES = ['/pages/privacy', '/pages/terms?lang=es', brandPages.notFound];

const SIGNED_IN = [
  accountPaths.home,
  ...accountPages,
  accountPaths.error,
  applicationPaths.home,
  ...Object.values(conversionPaths),
];

// The longest file of the browser tests (about a third of their time, 13 tests that each scan many pages): its tests
// go to whichever worker is free instead of all to one, so the run is not as long as this file on one worker. Every
// test signs in (or stays signed out) on its own and reads only seeded data, so where it runs changes nothing; the
// reset below runs once in each worker that takes some of them, on that worker's own server.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => resetServer(request));

for (const brand of BRAND_KEYS) {
  test(`every signed-out page on ${brand} has no WCAG 2.1 AA violation`, async ({ page, baseURL }) => {
    // Sixteen pages, each scanned: past the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    // One start-up of the portal on the brand's site, then its router moves from page to page.
    const [first, ...rest] = SIGNED_OUT;
    await page.goto(brandUrl(baseURL, brand, first));
    const found = await axeViolations(page);
    for (const path of rest) {
      await openInApp(page, path, landingOf(path));
      found.push(...(await axeViolations(page)));
    }
    for (const path of SERVER_PAGES) {
      await page.goto(brandUrl(baseURL, brand, path));
      found.push(...(await axeViolations(page)));
    }
    expect(found).toEqual([]);
  });
}

test('the code page and every signed-in page have no WCAG 2.1 AA violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = 'online.returning@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${mfaPaths.otpEmail}$`));
  const found = await axeViolations(page);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${mfaPaths.otpEmail}$`));
  found.push(...(await axeViolations(page)));
  for (const path of SIGNED_IN) {
    await openInApp(page, path);
    found.push(...(await axeViolations(page)));
  }
  expect(found).toEqual([]);
});

/** Every application page (issue 12), seen by the customer with the seeded application under way. */
const APPLICATION_PAGES = [
  applicationPaths.account,
  applicationPaths.personal,
  applicationPaths.productPreference,
  applicationPaths.storeSelect,
  applicationPaths.income,
  applicationPaths.welcome,
  applicationPaths.notInState,
  applicationPaths.notEligible,
  applicationPaths.continueConversion,
  applicationPaths.conversionEligibleEnrollment,
  applicationPaths.forceEnrollment,
  ...laterApplicationPages,
];

test('every application page has no WCAG 2.1 AA violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Signed in over the API (the sign-in screens are scanned above): the customer's whole account is open.
  await openSignedIn(page, request, 'resume.app@example.com', applicationPaths.home);
  await expect(page).toHaveURL(new RegExp(`${applicationPaths.resume}$`));
  const found = await axeViolations(page);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(new RegExp(`${applicationPaths.income}$`));
  const elsewhere: string[] = [];
  for (const path of APPLICATION_PAGES) {
    // A full load each: the flow starts again from the saved application (the router alone would keep the visitor on
    // the step the flow is at). Wait for the page to settle on its form.
    await page.goto(path);
    await expect(page.getByText('Loading your application')).toHaveCount(0);
    found.push(...(await axeViolations(page)));
    // The scan must be of the page named, not of wherever a guard sent the visitor.
    const landed = new URL(page.url()).pathname;
    if (landed !== path) elsewhere.push(`${path} -> ${landed}`);
  }
  expect(found).toEqual([]);
  expect(elsewhere).toEqual([]);
});

for (const brand of BRAND_KEYS) {
  test(`a CSR acting as a customer on ${brand}: the banner and the pages under it`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.goto(brandUrl(baseURL, brand, adminPaths.login));
    const found = await axeViolations(page);
    await fillLogin(page, 'csr.admin@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`${adminPaths.landing}$`));
    found.push(...(await axeViolations(page)));
    await page.getByLabel('Customer email').fill('online.returning@example.com');
    await page.getByRole('button', { name: 'Act as Customer' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPaths.home}$`));
    await expect(page.getByRole('region', { name: 'Acting as a customer' })).toBeVisible();
    found.push(...(await axeViolations(page)));
    await page.goto(brandUrl(baseURL, brand, accountPages[0]));
    found.push(...(await axeViolations(page)));
    expect(found).toEqual([]);
  });
}
