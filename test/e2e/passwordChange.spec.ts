// Changing the password while signed in, in a real browser: a customer whose sign-in proof is more than 5 minutes
// old (made so through the dev route, not by waiting) changes the password on the security settings, is asked in
// place to confirm it is them with a code e-mailed to the account, and the change goes on with what was typed: the
// fields empty, the change is announced and listed among the security events, and the customer is e-mailed a notice.
// After logging out, the new password logs in and the old one does not. The page passes axe with the section on it.
// The account's password is put back at the end (through the page, the new sign-in's proof still fresh), and the
// server's demo data is reset after the file, so no other spec meets a changed demo password.
import type { APIRequestContext, Page } from '@playwright/test';
import { securityPaths } from '../../src/features/security/paths';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { latestCode, outbox, PASSWORD, resetServer, signIn, signInWithEmailedCode } from './support';

/** A demo customer with a loan on hold: no other spec changes anything of theirs on the security page. */
const EMAIL = 'origination.hold@example.com';
const NEW_PASSWORD = 'Fr3sh-Passw0rd!';

// Two sign-ins through the login page, each with its e-mailed code, and a re-check: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
test.beforeAll(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

/** As if more than 5 minutes had passed since the customer last proved it is them. */
async function makeProofStale(request: APIRequestContext) {
  expect((await request.post('/dev/recent-proofs/age', { data: { email: EMAIL } })).ok()).toBe(true);
}

async function changePassword(page: Page, from: string, to: string) {
  const section = page.getByTestId('security-password');
  const typed: [string, string][] = [
    ['Current password', from],
    ['New password', to],
    ['Confirm new password', to],
  ];
  for (const [label, value] of typed) await section.getByLabel(label, { exact: true }).fill(value);
  await section.getByRole('button', { name: 'Change password' }).click();
}

test('a signed-in customer changes the password after a re-check, then logs in with the new one', async ({
  page,
  request,
}) => {
  await signInWithEmailedCode(page, request, EMAIL);
  await page.goto(securityPaths.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Security settings' })).toBeVisible();
  const section = page.getByTestId('security-password');
  await expect(section.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong current password: said in place, that field emptied, the new password kept.
  await changePassword(page, 'Wr0ng-Passw0rd!', NEW_PASSWORD);
  await expect(section.getByRole('alert')).toHaveText("Your current password isn't right. Enter it again.");
  await expect(section.getByLabel('Current password')).toHaveValue('');
  await expect(section.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  // The proof goes stale: the change asks for the e-mailed code in place, then goes on with what was typed.
  await makeProofStale(request);
  await changePassword(page, PASSWORD, NEW_PASSWORD);
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('We sent a 6-digit code to');
  await dialog.getByLabel('Code').fill(await latestCode(request, EMAIL, /verification code/i));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Your password was changed.');
  await expect(section.getByLabel('Current password')).toHaveValue('');
  await expect(section.getByLabel('New password', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('security-events')).toContainText('Password changed');
  const notices = (await outbox(request, EMAIL)).filter((m) => m.subject === 'Your password was changed');
  expect(notices).toHaveLength(1);
  await expectNoAxeViolations(page);

  // Logged out, the old password is refused and the new one logs in (with the sign-in's code, as always).
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await signIn(page, EMAIL, PASSWORD);
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await signIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, EMAIL));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog', { name: 'Remember this device?' }).getByRole('button', { name: 'No, thanks' }).click();
  await expect(page).toHaveURL(/\/account/);

  // Put back, with no re-check: this sign-in's code is a fresh proof.
  await page.goto(securityPaths.home);
  await changePassword(page, NEW_PASSWORD, PASSWORD);
  await expect(page.getByTestId('security-password').getByRole('status')).toHaveText('Your password was changed.');
  await expect(dialog).toBeHidden();
});
