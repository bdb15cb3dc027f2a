// The account pages in a real browser against the real server: the open payday loan's
// customer signs in through the e-mailed code, sees the loan, pays and sees the payment confirmed live (the listener);
// the past-due and no-open-loan customers land on their pages at /account; every account route passes axe for a
// customer with a loan and one past due.
import { axeViolations } from './axeCheck';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountPages, accountPaths } from '../../src/features/account/paths';
import { signInFully } from './applicationSupport';
import { openSignedIn } from './apiSession';
import { answerRememberDevice, latestCode, resetServer, signIn } from './support';

test.beforeAll(async ({ request }) => resetServer(request));

/** Scans the page once its data is there (no loading message left). */
async function violationsOn(page: Page): Promise<string[]> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Loading your account')).toHaveCount(0);
  return axeViolations(page);
}

test('the open payday loan: seen at /account, paid with a custom amount, confirmed live', async ({ page, request }) => {
  // Through the multi-factor check: a new browser is not a remembered device, so the e-mailed code is asked for.
  await signIn(page, 'open.payday@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, 'open.payday@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your open loan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loan PDL-5000501' })).toBeVisible();
  await expect(page.getByTestId('days-until-due')).toHaveText('Due in 10 days');
  await expect(page.getByText('$345.00').first()).toBeVisible();

  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await expect(page).toHaveURL(/\/account\/payment$/);
  await page.getByLabel('Another amount').check();
  await page.getByLabel('Amount to pay').fill('400');
  await page.getByLabel('Debit card ending in 4242').check();
  await page.getByLabel('I authorize this payment').check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('That is more than you owe.')).toBeVisible();

  await page.getByLabel('Amount to pay').fill('20');
  await expect(page.getByTestId('authorization-text')).toContainText(
    'I authorize Lumen Cash to make a one-time electronic debit of $20.00 from my debit card ending in 4242',
  );
  await page.getByRole('button', { name: 'Pay $20.00' }).click();
  await expect(
    page.getByText(/Your payment of \$20\.00 was received\. Confirmation number PMT-[A-Z0-9]{10}\./),
  ).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('link', { name: 'Payment history' }).click();
  await expect(page.getByRole('cell', { name: 'Received' })).toBeVisible();
  await page.getByRole('link', { name: 'Account summary' }).click();
  await expect(page.getByText('$325.00').first()).toBeVisible();
});

test('the past-due customer lands on the past-due page at /account', async ({ page, request }) => {
  await signInFully(page, request, 'past.due@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Your loan is past due' })).toBeVisible();
  await expect(page.getByText('A payment of $287.50 is past due.')).toBeVisible();
  await expect(page.getByTestId('days-until-due')).toHaveText('6 days past due');
});

test('a customer with no open loan lands on the no-open-loan page and can apply', async ({ page, request }) => {
  await signInFully(page, request, 'online.returning@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'You have no open loan' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/account\/apply-now$/);
});

// One test per page and customer, each signed in over the API and opening its page directly: a test's time limit
// covers one scan, so adding an account page adds a test rather than stretching one past its limit on a busy machine.
for (const email of ['installment.customer@example.com', 'past.due@example.com']) {
  test.describe(`every account route passes axe for ${email}`, () => {
    test.describe.configure({ mode: 'parallel' });
    for (const path of [accountPaths.home, ...accountPages]) {
      test(path, async ({ page, request }) => {
        await openSignedIn(page, request, email, path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        expect(await violationsOn(page)).toEqual([]);
      });
    }
  });
}
