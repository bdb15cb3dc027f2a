// An application left idle: the session ends with the inactivity message, quoted exactly, and the
// next sign-in finds the application saved, back on the same step. The page's clock is Playwright's, running as a real
// one, so the idle time and the countdown are run through instead of waited out.
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { fillPersonal, signInFully } from './applicationSupport';
import { answerRememberDevice, fillLogin, latestCode, resetServer } from './support';

const EMAIL = 'new.customer@example.com';
const INACTIVITY_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

test.beforeEach(async ({ request }) => resetServer(request));
// The shortened idle time must not outlive this test.
test.afterEach(async ({ request }) => resetServer(request));

test('an idle application times out with the inactivity message and resumes on the same step', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await signInFully(page, request, EMAIL);
  await page.goto(p.home);
  await page.getByRole('link', { name: 'Start my application' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${p.personal}$`));
  await fillPersonal(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${p.productPreference}$`));

  const flags = await request.post('/dev/flags', { data: { idleTimeoutSeconds: 3, expiryTimeoutSeconds: 20 } });
  expect(flags.ok()).toBe(true);
  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.clock.runFor(3_000);
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(INACTIVITY_MESSAGE)).toBeVisible();

  await request.post('/dev/flags', { data: { idleTimeoutSeconds: 900 } });
  await fillLogin(page, EMAIL);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  if (page.url().endsWith('/mfa/otp-email')) {
    await page.getByLabel('Verification code').fill(await latestCode(request, EMAIL));
    await page.getByRole('button', { name: 'Verify' }).click();
    await answerRememberDevice(page, false);
  }
  await expect(page).toHaveURL(/\/(account|application\/resume)$/);
  await page.goto(p.home);
  await expect(page).toHaveURL(new RegExp(`${p.resume}$`));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(new RegExp(`${p.productPreference}$`));
});
