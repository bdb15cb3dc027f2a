// Errors look like errors, and the password and enrollment screens are polished, in a real Chromium
// against the real server: a wrong code and an unknown e-mail on forgot password show one alert box (role="alert",
// a coloured border and fill, an icon) that has the keyboard focus.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

/** The alert is a box, not plain text: a border in a colour, a fill that is not the page's, and an icon. */
async function expectAlertBox(alert: Locator) {
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  const look = await alert.evaluate((el) => {
    const style = getComputedStyle(el);
    const page = getComputedStyle(el.closest('main') ?? document.body);
    return {
      border: parseFloat(style.borderLeftWidth),
      borderColor: style.borderLeftColor,
      fill: style.backgroundColor,
      pageFill: page.backgroundColor,
      icon: el.querySelector('svg[aria-hidden="true"]') !== null,
    };
  });
  expect(look.border).toBeGreaterThanOrEqual(4);
  expect(look.borderColor).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.fill).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.fill).not.toBe(look.pageFill);
  expect(look.icon).toBe(true);
}

test('a wrong multi-factor code shows a focused alert box', async ({ page }) => {
  await signIn(page, 'online.returning@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Verification failed. Please make sure the code was entered correctly and try again.');
  await expectAlertBox(alert);
});

test('an unknown e-mail on forgot password shows a focused alert box', async ({ page }) => {
  await page.goto('/authentication/forgot-password');
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send Password' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("We couldn't find an account matching the email address you entered.");
  await expectAlertBox(alert);
});

test('the login password can be shown and hidden with a pressed toggle', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password');
  await password.fill('Passw0rd!');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the enrollment says which step the customer is on', async ({ page }) => {
  await page.goto('/enrollment');
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress).toContainText('Step 1 of 4');
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Find your record');
});
