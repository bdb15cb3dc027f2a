// A reload at any step keeps the customer where they were: reloading as soon as the address is
// /authentication/mfa used to land on /login three times out of four (the signed-in flag had not reached storage yet,
// and the check waited for the page to ask for it). Now start-up rebuilds the session from the tokens and restarts the
// check. Repeated, because the old failure was a race.
import { expect, test } from './fixtures';
import { answerRememberDevice, latestCode, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const EMAIL = 'omni.returning@example.com';

for (let attempt = 1; attempt <= 4; attempt += 1) {
  test(`reloading as soon as the multi-factor step opens stays in it (run ${attempt})`, async ({ page, context }) => {
    await context.clearCookies();
    await signIn(page, EMAIL);
    // The step can move on to the code page within milliseconds; reload at whichever comes first.
    await page.waitForURL(/\/(authentication\/mfa|mfa\/otp-email)$/, { waitUntil: 'commit' });
    await page.reload();
    await expect(page).toHaveURL(/\/mfa\/otp-email$/);
    await expect(page.getByLabel('Verification code')).toBeVisible();
  });
}

test('a reload on the code page restarts the check with the tokens held, and its new code passes', async ({
  page,
  request,
}) => {
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  const first = await latestCode(request, EMAIL);
  await page.reload();
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await expect.poll(async () => latestCode(request, EMAIL)).not.toBe(first);
  await page.getByLabel('Verification code').fill(await latestCode(request, EMAIL));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
});
