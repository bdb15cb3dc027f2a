// No English where a Spanish reader looks: with Spanish chosen, a walk through the signed-out pages (log in, sign up,
// forgot password and e-mail, enrollment, Harbor's store locator with a store chosen), the account pages of demo
// customers (every page /account can show) and application steps finds no text that reads as
// English (englishText.ts: the catalogue's English and English words, header and footer included). The first walk
// switches in the header; the others start with that choice already remembered (the lang cookie it sets).
import type { Page } from '@playwright/test';
import { storesPaths } from '../../src/features/stores/paths';
import { accountPaths } from '../../src/features/account/paths';
import { applicationPaths } from '../../src/features/application/paths';
import { passwordPaths } from '../../src/features/password/paths';
import { securityPaths } from '../../src/features/security/paths';
import { signUpPaths } from '../../src/features/signUp/paths';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import { openSignedIn } from './apiSession';
import { englishOnPage } from './englishText';
import { expect, test } from './fixtures';
import { brandUrl, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

// Each test walks several pages, each waited on until its network is quiet.
test.slow();

/** The page has drawn its heading and its footer links (they arrive after the first paint). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens each path in turn and returns what reads as English on any of them. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    findings.push(...(await englishOnPage(page, path)));
  }
  return findings;
}

/** Remembers Spanish for this browser on `origin`, as the header's switch does. */
async function rememberSpanish(page: Page, origin: string) {
  await page.context().addCookies([{ name: 'lang', value: 'es', url: origin }]);
}

test('signed out: log in, sign up, forgot password and e-mail, enrollment', async ({ page }) => {
  await page.goto('/login');
  await settled(page);
  // The check sees English where there is English: the page before the switch.
  expect((await englishOnPage(page, '/login')).join('\n')).toContain('"Log in" is the English of');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const findings = await walk(page, [
    '/login',
    signUpPaths.start,
    passwordPaths.forgotPassword,
    passwordPaths.forgotEmail,
    enrollmentPaths.search,
  ]);
  expect(findings).toEqual([]);
});

test("Harbor's store locator, a search and a chosen store", async ({ page, baseURL }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const harbor = brandUrl(baseURL, 'harbor', storesPaths.find);
  await rememberSpanish(page, new URL(harbor).origin);
  await page.goto(harbor);
  await settled(page);
  await page.getByLabel('Código postal').pressSequentially('43215');
  await expect(page.getByTestId('store-result')).toHaveCount(3);
  await page.getByTestId('store-result').first().getByRole('button').click();
  await expect(page.getByTestId('your-store')).toBeVisible();
  expect(await englishOnPage(page, 'stores')).toEqual([]);
});

test('the account pages of a customer with an open loan, and the account page of every other kind of customer', async ({
  page,
  request,
  baseURL,
}) => {
  await rememberSpanish(page, new URL(baseURL ?? '').origin);
  const findings: string[] = [];
  await openSignedIn(page, request, 'open.payday@example.com');
  findings.push(
    ...(await walk(page, [
      accountPaths.home,
      accountPaths.payment,
      accountPaths.history,
      accountPaths.documents,
      accountPaths.personal,
      securityPaths.home,
      accountPaths.preferences,
    ])),
  );
  // One customer for each other page /account can show (docs/seed-data.md).
  for (const email of [
    'installment.customer@example.com',
    'past.due@example.com',
    'pending.refinance@example.com',
    'pending.epp@example.com',
    'refinance.origination@example.com',
    'origination.hold@example.com',
    'rescission@example.com',
    'conditional.approval@example.com',
    'online.returning@example.com',
  ]) {
    await openSignedIn(page, request, email);
    await settled(page);
    findings.push(...(await englishOnPage(page, `${email} ${accountPaths.home}`)));
  }
  expect(findings).toEqual([]);
});

/** Waits for the flow to reach `path`, then returns what reads as English there. */
async function englishAt(page: Page, path: string): Promise<string[]> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settled(page);
  return englishOnPage(page, path);
}

test('application steps: a new start and a resumed application', async ({ page, request, baseURL }) => {
  await rememberSpanish(page, new URL(baseURL ?? '').origin);
  await openSignedIn(page, request, 'new.customer@example.com', applicationPaths.home);
  const findings = await englishAt(page, applicationPaths.welcome);
  await page.getByRole('link', { name: 'Comenzar mi solicitud' }).click();
  findings.push(...(await englishAt(page, applicationPaths.account)));

  await openSignedIn(page, request, 'resume.app@example.com', applicationPaths.home);
  findings.push(...(await englishAt(page, applicationPaths.resume)));
  await page.getByRole('button', { name: 'Continuar mi solicitud' }).click();
  findings.push(...(await englishAt(page, applicationPaths.income)));
  expect(findings).toEqual([]);
});
