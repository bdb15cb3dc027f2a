// Multi-factor end to end: a first sign-in asks for an e-mailed code, a wrong
// code explains and clears the form, the resend wait counts down, the right code brings the remember-my-device
// dialog (one question, after the code) and Yes makes the next sign-in skip the code, No means a code again, and five
// wrong codes end the session cleanly. Codes come from the dev outbox.
import { expect, test } from './fixtures';
import { answerRememberDevice, latestCode, outbox, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

test('a first sign-in asks for a code; a wrong one is refused; remembering the device skips it next time', async ({
  page,
  request,
}) => {
  const email = 'online.returning@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await expect(page.getByText('o**************g@example.com', { exact: false })).toBeVisible();

  const codeField = page.getByLabel('Verification code');
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await codeField.fill('000000');
  await verify.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Verification failed. Please make sure the code was entered correctly and try again.');
  await expect(alert).toBeFocused();
  await expect(codeField).toHaveValue('');

  // Pasting works, and non-digits are stripped.
  const code = await latestCode(request, email);
  await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeField).toHaveValue(code);
  // No box to tick with the code: the question comes once the code is right, in a dialog that must be answered.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await verify.click();
  const dialog = page.getByRole('dialog', { name: 'Remember this device?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes, remember this device' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await dialog.getByRole('button', { name: 'Yes, remember this device' }).click();
  // Then straight on, no page to click through.
  await expect(page).toHaveURL(/\/account$/);

  // The device id is in a cookie no script on the page can read.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'portal_device_id')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_device');

  // The same browser is not asked again.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const before = await outbox(request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  const after = await outbox(request, email);
  expect(after.length).toBe(before.length);
});

test('declining to remember the device means a code again next time', async ({ page, request }) => {
  const email = 'omni.returning@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: 'Log Out' }).click();
  // Sign-out revokes the session on the server first; navigating before it lands would reload a live session.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
});

test('the code field says what is wrong: required, too long', async ({ page }) => {
  await signIn(page, 'open.payday@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  const codeField = page.getByLabel('Verification code');
  await codeField.focus();
  await codeField.blur();
  await expect(page.getByText('Required.')).toBeVisible();
  await codeField.fill('12345678901');
  await codeField.blur();
  await expect(page.getByText('Max characters exceeded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
});

test('the resend wait counts down, quietly, and says once when a new code may be asked for', async ({ page }) => {
  // The page's clock runs as a real one (sign-in's signatures need the true time) until the countdown is seen to
  // move; then the rest of the 30 seconds is run through at once, every timer of it firing, instead of waited out.
  await page.clock.install();
  await signIn(page, 'retail.returning@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  const countdown = page.getByText(/You can ask for a new code in \d+ seconds?\./);
  await expect(countdown).toBeVisible();
  await expect(countdown).toHaveAttribute('aria-live', 'off');
  const first = await countdown.textContent();
  await expect.poll(async () => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeHidden();
  await page.clock.runFor(31_000);
  await expect(resend).toBeVisible();
  await expect(page.locator('[aria-live="polite"]', { hasText: 'You can ask for a new code now.' })).toHaveCount(1);
});

test('five wrong codes end the session: "Back to log in" shows the login form, not "You were authenticated"', async ({
  page,
}) => {
  await signIn(page, 'online.returning@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  const codeField = page.getByLabel('Verification code');
  for (let i = 0; i < 5; i++) {
    await expect(codeField).toBeEditable();
    await codeField.fill(`00000${i}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (i < 4) await expect(codeField).toHaveValue('');
  }
  await expect(page).toHaveURL(/\/mfa\/verification-failed$/);
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByText('You were authenticated')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  // Nothing of the session is left in the browser: a reload stays signed out.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentity')))).toEqual(
    [],
  );
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
});
