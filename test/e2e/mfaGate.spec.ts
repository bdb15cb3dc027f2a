// The multi-factor gate in the browser against the real server: a customer whose sign-in has not passed the check
// and reaches customer data is sent to the check and, after the code, goes on where they were; the server's own
// refusal (MFA_REQUIRED) does the same when the browser believes otherwise; an API caller with a password alone is
// refused, the same sign-in answered once it passes; resume.app goes straight to its application, and takes the
// check on the way to the account (the resume route's pass opens the application only).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths } from '../../src/features/application/paths';
import {
  answerRememberDevice,
  graphql,
  latestCode,
  outbox,
  passMfa,
  passwordOnlyTokensOf,
  resetServer,
  signIn,
  tokensOf,
} from './support';

const OLIVER = 'online.returning@example.com';

test.beforeEach(async ({ request }) => resetServer(request));

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
}

test('the guard: a signed-in customer who skipped the code is sent to it, then on to the page', async ({
  page,
  request,
}) => {
  await signIn(page, OLIVER);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  // Leaving the code page for the account without the code: the check again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await enterCode(page, await latestCode(request, OLIVER));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('signed-in-customer')).toHaveText(OLIVER);
});

test("the server's refusal: MFA_REQUIRED on a customer-data call lands on the check, then the page", async ({
  page,
  request,
}) => {
  await signIn(page, OLIVER);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  // The browser is made to believe the check passed (as a stale or tampered store would): the server knows better.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('portal:mfa') ?? '{}') as Record<string, string>;
    localStorage.setItem('portal:mfa', JSON.stringify({ ...stored, passed: 'true' }));
  });
  const refused = page.waitForResponse(
    async (res) => res.url().endsWith('/graphql') && (await res.text()).includes('MFA_REQUIRED'),
  );
  await page.goto(applicationPaths.home);
  await refused;
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await enterCode(page, await latestCode(request, OLIVER));
  await expect(page).toHaveURL(/\/application(\/[a-z-]+)?$/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('resume.app goes straight to its application, and takes the check for the account', async ({ page, request }) => {
  const rita = 'resume.app@example.com';
  await signIn(page, rita);
  await expect(page).toHaveURL(/\/application\/resume$/);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(/\/application\/[a-z-]+$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await outbox(request, rita)).toEqual([]);
  // The account is not the application: the check first, then the account.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  await enterCode(page, await latestCode(request, rita));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('signed-in-customer')).toHaveText(rita);
  // The application stays open after the check, as before it.
  await page.goto(applicationPaths.home);
  await expect(page).toHaveURL(/\/application(\/[a-z-]+)?$/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('over the API: a password-only sign-in is refused MFA_REQUIRED, answered once the same sign-in passes', async ({
  request,
}) => {
  const query = 'query($e: String!) { openApplication(email: $e) { id } }';
  const passwordOnly = await passwordOnlyTokensOf(request, OLIVER);
  const before = await graphql(request, passwordOnly.idToken, query, { e: OLIVER });
  expect((before.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code).toBe('MFA_REQUIRED');
  // Another sign-in of the same customer passing opens nothing for this one.
  await tokensOf(request, OLIVER);
  const still = await graphql(request, passwordOnly.idToken, query, { e: OLIVER });
  expect((still.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code).toBe('MFA_REQUIRED');
  await passMfa(request, passwordOnly.idToken, OLIVER);
  const after = await graphql(request, passwordOnly.idToken, query, { e: OLIVER });
  expect(after.errors).toBeUndefined();
});
