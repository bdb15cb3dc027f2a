// Password flows end to end: reset through the e-mailed link, the link is single use, the forgot flags,
// forgot email, and the lockout after repeated failures. Codes and links are read from the dev outbox.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillLogin, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const link = messages
    .map((m) => /https?:\/\/\S+\/authentication\/change-password\/\S+/.exec(m.text)?.[0])
    .find(Boolean);
  if (!link) throw new Error(`no reset link for ${email}`);
  return link;
}

test('a customer resets a forgotten password through the e-mailed link and signs in with the new one', async ({
  page,
  request,
  baseURL,
}) => {
  const email = 'online.returning@example.com';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/authentication\/forgot-password$/);
  const send = page.getByRole('button', { name: 'Send Password' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await send.click();
  await expect(
    page.getByText('Please check your email and click on the provided link to reset your password.'),
  ).toBeVisible();

  const link = await latestResetLink(request, email);
  // The link opens this brand's site, on the port the customer used.
  expect(new URL(link).port).toBe(new URL(baseURL ?? '').port);
  await page.goto(link);
  // The code leaves the address bar as soon as the page opens.
  await expect(page).toHaveURL(/\/authentication\/change-password$/);
  const change = page.getByRole('button', { name: 'Change Password' });
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different1');
  await page.getByLabel('Confirm new password').blur();
  await expect(
    page.getByText('Password must be at least 8 characters, contain at least one number and at least one letter'),
  ).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expect(change).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('N3wPassword!');
  await page.getByLabel('Confirm new password').fill('N3wPassword!');
  await change.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // The notification went out, and the new password works while the old one does not.
  const notices = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
  }[];
  expect(notices.map((m) => m.subject)).toContain('Your password was changed');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await fillLogin(page, email, 'N3wPassword!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);

  // A used link is no longer valid.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A used link is said as the page opens, before anything is typed, with a way to a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is no longer valid.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(
    page.getByText('Please check your email and click on the provided link to reset your password.'),
  ).toBeVisible();
  const fresh = await latestResetLink(request, email);
  expect(fresh).not.toBe(link);
  await page.goto(fresh);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
});

test('forgot password for an unknown e-mail shows both not-found wordings by flag', async ({ page, request }) => {
  await page.goto('/authentication/forgot-password');
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send Password' }).click();
  await expect(
    page.getByText("We couldn't find an account matching the email address you entered. Please review and try again."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enroll now.' })).toBeVisible();

  await request.post('/dev/flags', { data: { forgotPasswordNotFoundV2: false } });
  await page.goto('/authentication/forgot-password');
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send Password' }).click();
  await expect(
    page.getByText(
      'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.',
    ),
  ).toBeVisible();
});

test('the forgot flags show and hide the /fail routes', async ({ page, request, baseURL }) => {
  await page.goto('/authentication/forgot-password/fail');
  await expect(page.getByRole('heading', { name: "We can't reset your password online" })).toBeVisible();
  await page.goto('/authentication/forgot-email/fail');
  await expect(page.getByRole('heading', { name: "We couldn't look up your email" })).toBeVisible();

  await request.post('/dev/flags', { data: { forgotPassword: false, forgotEmail: false } });
  for (const path of ['/authentication/forgot-password/fail', '/authentication/forgot-email/fail']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/pages\/not-found\?brand=lumen$/);
  }
  void baseURL;
});

test('forgot email finds the masked address from personal details, or says it found none', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot email?' }).click();
  const find = page.getByRole('button', { name: 'Find My Email' });
  await expect(find).toBeDisabled();
  await page.getByLabel('First name').fill('Oliver');
  await page.getByLabel('Last name').fill('Online');
  await page.getByLabel('Date of birth (MM/DD/YYYY)').fill('07/30/1979');
  await page.getByLabel('Last 4 digits of your SSN').fill('4321');
  await page.getByLabel('ZIP code').fill('43004');
  await find.click();
  await expect(page.getByText('o**************g@example.com')).toBeVisible();

  await page.getByLabel('ZIP code').fill('43215');
  await find.click();
  await expect(
    page.getByText(
      "We couldn't find an email address matching the information you entered. Please review and try again.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enroll Now' }).first()).toBeVisible();
});

test('five wrong passwords lock sign-in with a clear message, even for the right password', async ({ page }) => {
  const email = 'retail.returning@example.com';
  await page.goto('/login');
  for (let i = 1; i <= 5; i += 1) {
    await fillLogin(page, email, `Wrong-passw0rd-${i}`);
    // Editing the fields cleared the last refusal: no stale error beside what is being corrected.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    if (i < 4) await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    if (i === 4) {
      // Warned before the last attempt, with the way out one click away.
      await expect(page.getByRole('alert')).toContainText('One more wrong password will lock sign-in for 15 minutes');
      await expect(page.getByRole('alert').getByRole('link', { name: 'reset your password' })).toBeVisible();
    }
  }
  await expect(page.getByRole('alert')).toContainText('sign-in is locked for 15 minutes');
  // "reset your password" is a link to the forgot-password page, with the e-mail already typed.
  await page.getByRole('alert').getByRole('link', { name: 'reset your password' }).click();
  await expect(page).toHaveURL(/\/authentication\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('alert')).toContainText('sign-in is locked for 15 minutes');
  await expect(page).toHaveURL(/\/login$/);
});
