// The authenticator app end to end. A customer with it turned on signs in and is asked for the app's code in place of
// the e-mailed one (no code is e-mailed), and a customer sets it up in the security settings from the QR code's secret
// shown as text (after the fresh proof a stale sign-in is asked for in place; turned on, the offer to end the other
// session it has is answered "Not now"), then signs in with it. Codes are computed here from the secret with otpauth,
// as the phone's app does; each sign-in uses the code of the next 30-second step (one step of drift is accepted),
// since the step the set-up used can never be used again. A customer with the app on moves it to a new phone: the
// old phone's code is refused as the new phone's, the new one's confirms the move, and from then on only the new
// phone signs in. The app stays on for the demo accounts after each test, which the identity service would refuse
// to turn off (no passkey beside it), so the server is reset before each test and once the file is done.
import type { Page } from '@playwright/test';
import { codeOf, STEP_MS, turnOnAuthenticator } from './authenticatorSupport';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axeCheck';
import { answerRememberDevice, latestCode, outbox, resetServer, signIn, tokensOf } from './support';

test.beforeEach(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

/** At 320 px wide (WCAG 1.4.10) the page scrolls only up and down: nothing sticks out past the screen. */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const wide = await page.evaluate(() => {
    const root = document.documentElement;
    const sticking = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40) ?? ''}`);
    return root.scrollWidth > root.clientWidth ? [`${root.scrollWidth}px wide`, ...sticking] : sticking;
  });
  expect(wide).toEqual([]);
  if (size) await page.setViewportSize(size);
}

async function expectAppCodePage(page: Page) {
  await expect(page).toHaveURL(/\/mfa\/otp-app$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter the code from your authenticator app' }),
  ).toBeVisible();
  await expect(page.getByText("Didn't get it?")).toHaveCount(0);
}

async function enterAppCode(page: Page, secret: string) {
  await expectAppCodePage(page);
  await page.getByLabel('Verification code').fill(codeOf(secret, Date.now() + STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
}

test('a customer with the authenticator on is asked for its code instead of an e-mailed one', async ({
  page,
  request,
}) => {
  const email = 'online.returning@example.com';
  const secret = await turnOnAuthenticator(request, email);
  const before = (await outbox(request, email)).length;
  const codes = async () => (await outbox(request, email)).filter((m) => m.code).length;
  const codesBefore = await codes();
  await signIn(page, email);
  await expectAppCodePage(page);
  // No code is e-mailed; the only mail is the notice that a new device (this browser) is signing in.
  const all = await outbox(request, email);
  const since = all.slice(0, all.length - before);
  expect(since.map((m) => m.subject)).toEqual(['A new device signed in to your account']);
  expect(await codes()).toBe(codesBefore);
  await expectNoAxeViolations(page);

  // The lost-phone way out: a notice e-mailed at once, the e-mailed code only after the wait the page names.
  await page.getByRole('button', { name: "I can't use my authenticator app" }).click();
  await expect(page.getByText(/to say that you asked to log in without your authenticator app/)).toBeVisible();
  const sent = await outbox(request, email);
  expect(sent.map((m) => m.subject)).toContain('Someone asked to log in without your authenticator app');
  expect(await codes()).toBe(codesBefore);
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);

  await enterAppCode(page, secret);
});

test('a customer sets the authenticator up in the security settings, then signs in with it', async ({
  page,
  request,
}) => {
  const email = 'open.payday@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  const [message] = (await outbox(request, email)).filter((m) => m.code);
  await page.getByLabel('Verification code').fill(message?.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await expect(section.getByText('Authenticator app: Off')).toBeVisible();
  // More than 5 minutes on, starting the set-up needs a fresh proof, asked in place; the set-up then goes on.
  expect((await request.post('/dev/recent-proofs/age', { data: { email } })).ok()).toBe(true);
  await section.getByRole('button', { name: 'Set up' }).click();
  const recheck = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(recheck.getByRole('status')).toContainText('We sent a 6-digit code to');
  await recheck.getByLabel('Code').fill(await latestCode(request, email, /verification code/i));
  await recheck.getByRole('button', { name: 'Confirm' }).click();
  await expect(recheck).toBeHidden();
  await expect(section.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
  const shown = await section.locator('code').innerText();
  const secret = shown.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await section.getByLabel('Code from the app').fill(codeOf(secret));
  // Signed in somewhere else too, so turning it on offers to end that other session; "Not now" keeps it.
  await tokensOf(request, email);
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('Authenticator app: On')).toBeVisible();
  const offer = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  await expect(offer).toContainText('If you are signed in on another device or browser, you can sign it out now.');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await enterAppCode(page, secret);
});

test('a customer moves the authenticator app to a new phone; from then on only the new phone signs in', async ({
  page,
  request,
}) => {
  const email = 'online.returning@example.com';
  const oldSecret = await turnOnAuthenticator(request, email);
  await signIn(page, email);
  await enterAppCode(page, oldSecret);

  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await expect(section.getByText('Authenticator app: On')).toBeVisible();
  // The sign-in's app code was a fresh proof: the move starts at once.
  await section.getByRole('button', { name: 'Move to a new phone' }).click();
  await expect(
    section.getByRole('heading', { name: 'Scan this QR code with the authenticator app on your new phone.' }),
  ).toBeFocused();
  const newSecret = (await section.locator('code').innerText()).replace(/\s/g, '');
  expect(newSecret).toMatch(/^[A-Z2-7]{32}$/);
  expect(newSecret).not.toBe(oldSecret);
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);

  const code = section.getByLabel('Code from the new phone');
  await code.fill(codeOf(oldSecret));
  await section.getByRole('button', { name: 'Finish moving' }).click();
  await expect(section.getByRole('alert')).toHaveText("That code didn't match. Enter the newest code the app shows.");
  await code.fill(codeOf(newSecret));
  await section.getByRole('button', { name: 'Finish moving' }).click();
  await expect(
    section.getByText("Your authenticator app is now on your new phone. Your old phone's codes no longer work."),
  ).toBeVisible();
  await expect(section.getByText('Authenticator app: On')).toBeVisible();
  const offer = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  expect((await outbox(request, email)).map((m) => m.subject)).toContain(
    'Your authenticator app was moved to a new phone',
  );

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expectAppCodePage(page);
  await page.getByLabel('Verification code').fill(codeOf(oldSecret, Date.now() + STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Verification failed. Please make sure the code was entered correctly and try again.',
  );
  await enterAppCode(page, newSecret);
});
