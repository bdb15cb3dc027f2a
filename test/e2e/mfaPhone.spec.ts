// Multi-factor codes by text message: a customer who prefers texts sends a code to the phone on file, a wrong code is
// refused, the texted code (from the dev outbox, addressed to the phone digits) passes, the dialog after it asks whether
// to remember the device, and it goes straight on; a customer who prefers both needs the texted and then the e-mailed
// code (the question comes after the last one only).
import { expect, test } from './fixtures';
import { answerRememberDevice, latestCode, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const FAILED = 'Verification failed. Please make sure the code was entered correctly and try again.';

test('OTP_PHONE: Send Code, a wrong code is refused, the texted code passes', async ({ page, request }) => {
  await signIn(page, 'sms.customer@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-phone$/);
  await expect(page.getByText('(***) ***-1101')).toBeVisible();
  await page.getByRole('button', { name: 'Send Code' }).click();

  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  const code = await latestCode(request, '6145551101');
  const verify = page.getByRole('button', { name: 'Verify' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await verify.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(FAILED);
  await expect(codeField).toHaveValue('');

  await codeField.fill(code);
  await verify.click();
  await answerRememberDevice(page, true);
  await expect(page).toHaveURL(/\/account$/);
});

test('OTP_PHONE_EMAIL: the texted code, then the e-mailed code', async ({ page, request }) => {
  const email = 'sms.email.customer@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-phone-email$/);
  await expect(page.getByText('(***) ***-1201')).toBeVisible();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, '6145551201'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Enter your email verification code' })).toBeVisible();
  await expect(page).toHaveURL(/\/mfa\/otp-phone-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
});
