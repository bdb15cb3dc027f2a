// Accessibility: every route the portal serves, scanned with axe (WCAG 2.2 A and AA) in Chromium against the real
// server, with zero violations allowed: every signed-out page on every brand, every signed-in page (after a real
// sign-in and code), and the pages a CSR sees while acting as a customer (the banner included). The addresses come
// from the features' own paths.ts, so a new page joins the scan by being named there. Within a test the portal starts
// once and its router moves from page to page (axeCheck.ts openInApp, which fails if a guard sends it elsewhere): the
// scans, not start-ups, are what these tests are for. Open dialogs are scanned with the page under them: the
// welcome-back dialog here, the ones only a state of their own opens (remember this device, co-browse, the inactivity
// prompt) in a test of their own; the document viewer, the bank's sign-in again and the conversion denial in the specs
// that reach them (agreements, afterDecision, bank, conversion).
import { axeViolations, openInApp } from './axeCheck';
import { helpOutOfPlace } from './consistentHelp';
import { openSignedIn } from './apiSession';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedApplication } from './applicationSeed';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { accountPages, accountPaths } from '../../src/features/account/paths';
import { securityPaths } from '../../src/features/security/paths';
import { adminPaths } from '../../src/features/admin/paths';
import { leadPaths } from '../../src/features/application/afterDecision/leadPaths';
import { applicationPages } from '../../src/features/application/flow/table';
import { applicationPaths } from '../../src/features/application/paths';
import { authPaths } from '../../src/features/auth/paths';
import { conversionPaths } from '../../src/features/conversion/paths';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import { errorPaths } from '../../src/features/errors/paths';
import { mfaPaths } from '../../src/features/mfa/paths';
import { passwordPaths } from '../../src/features/password/paths';
import { signUpPaths } from '../../src/features/signUp/paths';
import { brandPages } from '../../src/lib/restPaths';
import { storesPaths } from '../../src/features/stores/paths';
import { answerRememberDevice, brandUrl, fillLogin, latestCode, resetServer, signIn } from './support';

const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

/** axe's findings on the page, and the help line out of its place (WCAG 3.2.6, consistentHelp.ts). */
const scan = async (page: Page) => [...(await axeViolations(page)), ...(await helpOutOfPlace(page))];

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
  // A new customer's sign-up and its pages for a known e-mail (the code page needs a sign-up in progress: the
  // sign-up spec scans it).
  signUpPaths.start,
  signUpPaths.accountExists,
  signUpPaths.customerExists,
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
  securityPaths.home,
  accountPaths.error,
  applicationPaths.home,
  ...Object.values(conversionPaths),
];

// The longest file of the browser tests (about a third of their time, 14 tests that each scan many pages): its tests
// go to whichever worker is free instead of all to one, so the run is not as long as this file on one worker. Every
// test signs in (or stays signed out) on its own and reads only seeded data, except the later application pages',
// which resets its worker's server and seeds an application of new.customer's (nobody else here uses that account),
// so where it runs changes nothing; the reset below runs once in each worker that takes some of them, on that
// worker's own server.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => resetServer(request));

for (const brand of BRAND_KEYS) {
  test(`every signed-out page on ${brand} has no WCAG 2.2 AA violation`, async ({ page, baseURL }) => {
    // Every signed-out page, each scanned: past the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    // One start-up of the portal on the brand's site, then its router moves from page to page.
    const [first, ...rest] = SIGNED_OUT;
    await page.goto(brandUrl(baseURL, brand, first));
    const found = await scan(page);
    for (const path of rest) {
      await openInApp(page, path, landingOf(path));
      found.push(...(await scan(page)));
    }
    for (const path of SERVER_PAGES) {
      await page.goto(brandUrl(baseURL, brand, path));
      found.push(...(await scan(page)));
    }
    expect(found).toEqual([]);
  });
}

test('the code page and every signed-in page have no WCAG 2.2 AA violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = 'online.returning@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${mfaPaths.otpEmail}$`));
  const found = await scan(page);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The remember-my-device dialog over the code page is scanned too.
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await axeViolations(page)));
  await answerRememberDevice(page, false);
  await expect(page).not.toHaveURL(new RegExp(`${mfaPaths.otpEmail}$`));
  found.push(...(await scan(page)));
  for (const path of SIGNED_IN) {
    // The application's address sends a customer with no application to its welcome page once it has looked.
    await openInApp(page, path, path === applicationPaths.home ? applicationPaths.welcome : path);
    found.push(...(await scan(page)));
  }
  expect(found).toEqual([]);
});

test('the dialogs only a state of their own opens have no WCAG 2.2 AA violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'resume.app@example.com', mfaPaths.rememberDevice);
  await expect(page.getByRole('dialog', { name: 'Remember this device?' })).toBeVisible();
  const found = await scan(page);
  try {
    // Flags are read as the portal starts: co-browse offered, and an idle time the page's clock can run through.
    await request.post('/dev/flags', { data: { remoteSession: true, idleTimeoutSeconds: 5 } });
    await page.clock.install();
    await page.goto(applicationPaths.home);
    await page.getByRole('button', { name: 'Continue my application' }).click();
    await expect(page).toHaveURL(new RegExp(`${applicationPaths.income}$`));
    await page.getByRole('button', { name: 'Share my screen with an agent' }).click();
    await expect(page.getByRole('dialog', { name: 'Share your screen' })).toBeVisible();
    found.push(...(await scan(page)));
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.clock.runFor(6_000);
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
    found.push(...(await scan(page)));
  } finally {
    await request.post('/dev/flags', { data: { remoteSession: false, idleTimeoutSeconds: 900 } });
  }
  expect(found).toEqual([]);
});

/** Part 1 of the application, seen by the customer with the seeded application under way. */
const FIRST_APPLICATION_PAGES = [
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
];

/**
 * Scans each page after a full load (the flow starts again from the saved application: the router alone would keep
 * the visitor on the step the flow is at), and fails when a guard sent the visitor elsewhere: a redirect would scan
 * another page under the name of this one.
 */
async function scanApplicationPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByText('Loading your application')).toHaveCount(0);
    found.push(...(await scan(page)));
    const landed = new URL(page.url()).pathname;
    if (landed !== path) found.push(`${path} was not scanned: the visitor was sent to ${landed}`);
  }
  return found;
}

test('every page of part 1 of the application has no WCAG 2.2 AA violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Signed in over the API (the sign-in screens are scanned above): the customer's whole account is open.
  await openSignedIn(page, request, 'resume.app@example.com', applicationPaths.home);
  await expect(page).toHaveURL(new RegExp(`${applicationPaths.resume}$`));
  const found = await scan(page);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(new RegExp(`${applicationPaths.income}$`));
  found.push(...(await scanApplicationPages(page, FIRST_APPLICATION_PAGES)));
  expect(found).toEqual([]);
});

/**
 * Pages that pass the visitor on by themselves once their data arrives, scanned in the state that holds them
 * elsewhere: the adverse-action entry, which forwards to the page for the decision (afterDecision.spec.ts scans it
 * while it waits), and bank verification, which only a typed bank account needs (bank.spec.ts scans it).
 */
const PASSING_ON = new Set([applicationPaths.adverseAction, applicationPaths.bankVerification]);

/** The step table's pages from bank onwards, but a lead partner's links (they need a lead of their own). */
const LEAD_PAGES: readonly string[] = Object.values(leadPaths);
const laterApplicationPages = applicationPages
  .slice(applicationPages.indexOf(applicationPaths.bank))
  .filter((path) => !LEAD_PAGES.includes(path));

/**
 * The later pages (bank onwards) open only for an application that has got that far: one seeded through the API
 * with every step before the review done, and one of a self-employed applicant left on upload-docs, the page only
 * they see.
 */
test('every later application page has no WCAG 2.2 AA violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = 'new.customer@example.com';
  const uploadDocs = applicationPaths.uploadDocs;
  await resetServer(request);
  await seedApplication(request, { at: 'uploadDocs', incomeType: 'SELF_EMPLOYED', email });
  await openSignedIn(page, request, email, applicationPaths.home);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(new RegExp(`${uploadDocs}$`));
  const found = await scan(page);

  // The portal is left (and its storage cleared) before the seeded customers start again, so it does not see its
  // session end; the next application is then this customer's only one.
  await page.goto('/healthz');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await resetServer(request);
  await seedApplication(request, { at: 'submit', email });
  await openSignedIn(page, request, email, applicationPaths.home);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(new RegExp(`${applicationPaths.submit}$`));
  found.push(
    ...(await scanApplicationPages(
      page,
      laterApplicationPages.filter((path) => path !== uploadDocs && !PASSING_ON.has(path)),
    )),
  );
  expect(found).toEqual([]);
});

for (const brand of BRAND_KEYS) {
  test(`a CSR acting as a customer on ${brand}: the banner and the pages under it`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.goto(brandUrl(baseURL, brand, adminPaths.login));
    const found = await scan(page);
    await fillLogin(page, 'csr.admin@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`${adminPaths.landing}$`));
    found.push(...(await scan(page)));
    await page.getByLabel('Customer email').fill('online.returning@example.com');
    await page.getByRole('button', { name: 'Act as Customer' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPaths.home}$`));
    await expect(page.getByRole('region', { name: 'Acting as a customer' })).toBeVisible();
    found.push(...(await scan(page)));
    await page.goto(brandUrl(baseURL, brand, accountPages[0]));
    found.push(...(await scan(page)));
    expect(found).toEqual([]);
  });
}
