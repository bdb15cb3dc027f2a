// The bank step in the browser against the real server and its Link sandbox (no mocks): react-plaid-link drives the
// sandbox's Link dialog from the portal's own origin with no CSP violation; user_good links and reaches the next step
// (agreements, another room's: the tests stop on arrival); Relogin Bank's "Institution Requirement" and update mode;
// invalid credentials; no checking account; manual entry with the routing checksum and nothing typed lost, then its
// bank verification; a reload on a bank route resumes there; every bank route passes axe, the Link dialog included.
import { expectNoAxeViolations } from './axeCheck';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { at, openLink, reachBank } from './bankSupport';
import { resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

/** CSP violations, from the page's events and Chromium's console. */
async function watchCsp(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.blockedURI}`),
    );
  });
  return seen;
}

async function signInAtBank(page: Page, username: string, password = 'pass_good') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

test('user_good links a checking account and reaches the next step, with no CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const csp = await watchCsp(page);
  await reachBank(page, request);
  await expect(page.getByText('Your checking account must be active and open at least 30 days.')).toBeVisible();
  await expectNoAxeViolations(page);
  await openLink(page);
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'First Platypus Bank' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to First Platypus Bank' })).toBeVisible();
  await signInAtBank(page, 'user_good');
  await expect(page.getByRole('dialog', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(at(p.bankAccountSelect));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const account = page.getByRole('radio', { name: /Plaid Checking, account ending in 0000/ });
  await expect(account).toBeChecked();
  await expect(page.getByText('Available balance: $1250')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('1111222233330000');
  await expectNoAxeViolations(page);

  // A reload resumes on account select with the accounts back from the server.
  await page.reload();
  await expect(page).toHaveURL(at(p.bankAccountSelect));
  await expect(page.getByRole('radio', { name: /account ending in 0000/ })).toBeVisible();

  await page.getByRole('button', { name: 'Use this account' }).click();
  await expect(page).toHaveURL(at(p.agreements));
  expect(csp).toEqual([]);

  // Back on the bank page the saved account shows by its last 4 digits only.
  await page.goto(p.bank);
  await expect(page.getByText('Saved account: First Platypus Bank, account ending in 0000.')).toBeVisible();
});

test('Relogin Bank asks to sign in again (Institution Requirement); signing in again works', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await reachBank(page, request);
  await openLink(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Relogin Bank' }).click();
  await signInAtBank(page, 'user_good');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

  const modal = page.getByRole('dialog', { name: 'Institution Requirement' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Relogin Bank needs you to sign in again');
  await expect(page).toHaveURL(at(p.bank));
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Sign in again' }).click();

  // Update mode: the bank is known, straight to its sign-in.
  await expect(page.getByRole('dialog', { name: 'Sign in to Relogin Bank' })).toBeVisible();
  await signInAtBank(page, 'user_good');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.bankAccountSelect));
  await page.getByRole('button', { name: 'Use this account' }).click();
  await expect(page).toHaveURL(at(p.agreements));
});

test('a refused password: Link says so, and leaving it shows the invalid-credentials page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await reachBank(page, request);
  await openLink(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Tartan Bank' }).click();
  await signInAtBank(page, 'user_good', 'wrong');
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'The credentials you provided were incorrect',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Exit bank link' }).click();
  await expect(page).toHaveURL(at(p.bankInvalidCredentials));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bank did not accept the sign-in');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Enter my account by hand' })).toBeVisible();
});

test('a login with savings only: the no-checking page', async ({ page, request }) => {
  test.setTimeout(90_000);
  await reachBank(page, request);
  await openLink(page);
  await page.getByRole('dialog').getByRole('button', { name: 'First Platypus Bank' }).click();
  await signInAtBank(page, 'user_savings');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.bankNoChecking));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We need a checking account');
  await expectNoAxeViolations(page);
});

test('a login with no accounts (no-data) and a bank without account numbers (no-auth)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await reachBank(page, request);
  await openLink(page);
  await page.getByRole('dialog').getByRole('button', { name: 'First Platypus Bank' }).click();
  await signInAtBank(page, 'user_empty');
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('No compatible accounts');
  await page.getByRole('dialog').getByRole('button', { name: 'Exit', exact: true }).click();
  await expect(page).toHaveURL(at(p.bankNoData));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No accounts were found');

  await page.getByRole('button', { name: 'Link another bank' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Gingham Credit Union' }).click();
  await signInAtBank(page, 'user_good');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.bankNoAuth));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bank can’t share account numbers');
});

test('manual entry: a bad routing number is explained and nothing typed is lost; then the bank verification', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await reachBank(page, request);
  await page.getByRole('link', { name: 'Enter my account by hand' }).click();
  await expect(page).toHaveURL(at(p.bankManual));
  await expect(page.getByLabel('Account holder’s name')).toHaveValue('Rita Resume');
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Routing number/).fill('011401534');
  await page.getByLabel(/^Account number/).fill('1111222233330000');
  await page.getByLabel('Date the account was opened (MM/DD/YYYY)').fill('01/15/2020');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'This routing number is not valid. Please check the 9-digit number at the bottom left of your check.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel(/^Account number/)).toHaveValue('1111222233330000');
  await expect(page.getByLabel('Date the account was opened (MM/DD/YYYY)')).toHaveValue('01/15/2020');
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Routing number/).fill('011401533');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(at(p.bankVerification));
  await expect(page.getByText(/routing number ending in 1533, account ending in 0000/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload on the verification resumes there.
  await page.reload();
  await expect(page).toHaveURL(at(p.bankVerification));
  await page.getByRole('button', { name: 'Sign in to my bank' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'First Platypus Bank' }).click();
  await signInAtBank(page, 'user_good');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.agreements));
});

test('every other bank route passes axe and offers a way forward', async ({ page, request }) => {
  test.setTimeout(90_000);
  await reachBank(page, request);
  for (const path of [p.bankErrorInitializing, p.bankNoAuth, p.bankNoData, p.bankPlaid, p.bankOpen, p.bankVerify]) {
    await page.goto(path);
    await expect(page).toHaveURL(at(path));
    await expectNoAxeViolations(page);
  }
  await page.goto(p.bankNoData);
  await expect(page.getByRole('link', { name: 'Enter my account by hand' })).toBeVisible();
});
