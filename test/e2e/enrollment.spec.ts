// Enrollment end to end: Maria Lopez (docs/seed-data.md "Records to enroll") enrolls and signs in; the three other
// outcomes; the longer path when the e-mail is not the one on file (address, texted code, then the e-mail code); the
// card-like brand transfer. Codes come from the dev outbox.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerRememberDevice, brandUrl, latestCode, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const MARIA = {
  firstName: 'Maria',
  lastName: 'Lopez',
  ssn: '123456789',
  dateOfBirth: '04/12/1985',
  zipCode: '43215',
  email: 'maria.lopez@example.com',
};
const NEW_PASSWORD = 'Enr0lled!now';

async function search(page: Page, who: typeof MARIA) {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Social Security number').fill(who.ssn);
  await page.getByLabel('Date of birth (MM/DD/YYYY)').fill(who.dateOfBirth);
  await page.getByLabel('ZIP code').fill(who.zipCode);
  await page.getByLabel('Email for your online account').fill(who.email);
  await page.getByRole('button', { name: 'Find My Account' }).click();
}

async function createPassword(page: Page) {
  await expect(page).toHaveURL(/\/enrollment\/personal-form$/);
  await expect(page.getByText('Welcome, Maria Lopez.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/enrollment\/success$/);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
}

async function storageText(page: Page) {
  return page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
}

test('Maria Lopez enrolls with the e-mail on file, then signs in with her new password', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
  await search(page, MARIA);

  await expect(page).toHaveURL(/\/enrollment\/email-verification$/);
  await expect(page.getByText('m*********z@example.com', { exact: false })).toBeVisible();
  // A reload keeps the enrollment (the server remembers it for this browser's enrollment session).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  const codeField = page.getByLabel('Verification code');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Verification failed. Please make sure the code was entered correctly and try again.',
  );
  await expect(codeField).toHaveValue('');
  await codeField.fill(await latestCode(request, MARIA.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);

  await createPassword(page);
  const stored = await storageText(page);
  expect(stored).not.toContain('123456789');
  expect(stored).not.toContain('123-45-6789');
  expect(stored).not.toContain(NEW_PASSWORD);

  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(MARIA.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, MARIA.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);

  // Enrolling the same record again: it is in use now.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/enrollment');
  await search(page, { ...MARIA, email: 'maria.second@example.com' });
  await expect(page).toHaveURL(/\/enrollment\/customer-already-in-use$/);
});

test('the other outcomes: record already in use, e-mail already in use, no record located', async ({ page }) => {
  await page.goto('/enrollment');
  await search(page, {
    firstName: 'Oliver',
    lastName: 'Online',
    ssn: '987-65-4321',
    dateOfBirth: '07/30/1979',
    zipCode: '43004',
    email: 'oliver.new@example.com',
  });
  await expect(page).toHaveURL(/\/enrollment\/customer-already-in-use$/);
  await expect(page.getByRole('heading', { name: 'You already have an online account' })).toBeVisible();

  await page.goto('/enrollment');
  await search(page, { ...MARIA, email: 'new.customer@example.com' });
  await expect(page).toHaveURL(/\/enrollment\/email-already-in-use$/);
  // "Use a different email" goes back with everything kept but the SSN.
  await page.getByRole('button', { name: 'Use a Different Email' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
  await expect(page.getByLabel('First name')).toHaveValue('Maria');
  await expect(page.getByLabel('Email for your online account')).toHaveValue('new.customer@example.com');
  await expect(page.getByLabel('Social Security number')).toHaveValue('');
  // Kept in memory only: no page of the history holds what was typed.
  const history = await page.evaluate(() => JSON.stringify(window.history.state));
  for (const personal of ['Maria', 'Lopez', '04/12/1985', '43215', 'new.customer@example.com']) {
    expect(history).not.toContain(personal);
  }

  await search(page, { ...MARIA, ssn: '111-22-3333' });
  await expect(page).toHaveURL(/\/enrollment\/no-record-located$/);
  await expect(page.getByRole('heading', { name: "We couldn't find your record" })).toBeVisible();
});

test('an e-mail not on file: the address, a texted code and then the new e-mail are verified', async ({
  page,
  request,
}) => {
  const who = { ...MARIA, email: 'maria.new@example.com' };
  await page.goto('/enrollment');
  await search(page, who);
  await expect(page).toHaveURL(/\/enrollment\/email-verification-not-eligible$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/enrollment\/residential-form$/);
  await page.getByLabel('Street address').fill('1 Wrong Way');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText("The address you entered doesn't match our records. You have 2 tries left.");
  await expect(alert).toBeFocused();
  // Nothing typed is lost.
  await expect(page.getByLabel('City')).toHaveValue('Columbus');
  await page.getByLabel('Street address').fill('100 Broad St');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/enrollment\/otp-send-code$/);
  await expect(page.getByText('0901', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/enrollment\/otp-verify-code$/);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Verification failed. Please make sure the code was entered correctly and try again.',
  );
  await page.getByLabel('Verification code').fill(await latestCode(request, '6145550901'));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/enrollment\/email-verification$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, who.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await createPassword(page);
});

test('the card-like brand transfer: with its redirect flag on, /enrollment sends visitors to its site', async ({
  page,
  request,
  baseURL,
}) => {
  await request.post('/dev/flags', { data: { redirectToCardBrand: true } });
  await page.goto('/enrollment');
  await expect(page.getByRole('heading', { name: 'Taking you to Keel Card' })).toBeVisible();
  await page.waitForURL(brandUrl(baseURL, 'keel', '/enrollment'));
  // On the card-like brand's own site the enrollment form shows.
  await expect(page.getByRole('heading', { name: 'Set up your online account' })).toBeVisible();
});

test('Maria proves her e-mail once: remembered while enrolling, her first sign-in from this browser skips the code', async ({
  page,
  request,
}) => {
  await page.goto('/enrollment');
  await search(page, MARIA);
  await expect(page).toHaveURL(/\/enrollment\/email-verification$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, MARIA.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, true);
  await createPassword(page);

  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const codesBefore = (await (
    await request.get(`/dev/outbox?to=${encodeURIComponent(MARIA.email)}`)
  ).json()) as unknown[];
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  // No second code: straight to her account, and nothing new was sent.
  await expect(page).toHaveURL(/\/account$/);
  const codesAfter = (await (
    await request.get(`/dev/outbox?to=${encodeURIComponent(MARIA.email)}`)
  ).json()) as unknown[];
  expect(codesAfter.length).toBe(codesBefore.length);
});
