// Multi-factor end to end (issue 4): a first sign-in asks for an e-mailed code, a wrong code explains and clears
// the form, remembering the device makes the next sign-in skip the code. Codes come from the dev outbox.
import { expect, test } from '@playwright/test';
import { latestCode, outbox, resetServer, signIn } from './support';

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
  await verify.click();
  await expect(page).toHaveURL(/\/mfa\/remember-device$/);
  const dialog = page.getByRole('dialog', { name: 'Remember this device?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, remember this device' }).click();
  await expect(page).toHaveURL(/\/mfa\/remember-device-accept$/);
  await page.getByRole('link', { name: 'Continue to your account' }).click();
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
  await page.getByRole('button', { name: 'No, thanks' }).click();
  await expect(page).toHaveURL(/\/mfa\/remember-device-decline$/);
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
