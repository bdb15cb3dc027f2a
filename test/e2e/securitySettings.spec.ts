// The security settings page in a real browser: a customer signed in from two browsers sees both sessions on the
// first (this device marked on that one alone, the other named by its browser), signs the second out from the first;
// the second's next step ends at the login page while the first stays signed in. The page passes axe.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { securityPaths } from '../../src/features/security/paths';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { resetServer, signInWithEmailedCode } from './support';

const EMAIL = 'online.returning@example.com';
/** The second browser says it is Firefox on an Android phone, so the list can tell the two apart. */
const PHONE_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

test.beforeAll(async ({ request }) => resetServer(request));

/** A new browser signed in through the login page and its e-mailed code, not remembering the device. */
async function signedInBrowser(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  userAgent?: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signInWithEmailedCode(page, request, EMAIL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

test('a second browser’s session is listed and signed out from the first, which stays signed in', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const first = await signedInBrowser(browser, baseURL, request);
  const second = await signedInBrowser(browser, baseURL, request, PHONE_FIREFOX);

  await first.getByRole('link', { name: 'Security' }).first().click();
  await expect(first).toHaveURL(new RegExp(`${securityPaths.home}$`));
  await expect(first.getByRole('heading', { level: 1, name: 'Security settings' })).toBeVisible();
  const sessions = first.getByTestId('security-session');
  await expect(sessions).toHaveCount(2);
  const mine = sessions.filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Chrome');
  await expect(mine.getByRole('button')).toHaveCount(0);
  const phone = sessions.filter({ hasText: 'Firefox on Android' });
  await expect(phone).not.toContainText('This device');
  await expect(first.getByText('Mozilla/5.0')).toHaveCount(0);
  await expectNoAxeViolations(first);

  await phone.getByRole('button', { name: /^Sign out Firefox on Android/ }).click();
  await expect(first.getByText('That session is signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The second browser's next step finds its session ended.
  await second.getByRole('link', { name: 'Payment history' }).first().click();
  await expect(second).toHaveURL(/\/login/);
  await expect(second.getByRole('button', { name: 'Log In' })).toBeVisible();

  // The first is still signed in, after a reload too.
  await first.reload();
  await expect(first.getByRole('heading', { level: 1, name: 'Security settings' })).toBeVisible();
  await expect(first.getByTestId('security-session')).toHaveCount(1);
  await expect(first.getByTestId('security-events')).toContainText('A session was signed out');
});
