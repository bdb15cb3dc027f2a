// Passwordless sign-in by an e-mailed code, on the /resume page that exists only while its flag is on.
import { expect, test } from './fixtures';
import { latestCode, resetServer } from './support';

const signInCode = (request: Parameters<typeof latestCode>[0], email: string) =>
  latestCode(request, email, /^Your sign-in code$/);

test.beforeEach(async ({ request }) => resetServer(request));

test('with the flag off /resume does not exist; with it on, a customer signs in by code', async ({ page, request }) => {
  await page.goto('/resume');
  await expect(page).toHaveURL(/\/pages\/not-found\?brand=lumen$/);

  await request.post('/dev/flags', { data: { passwordless: true } });
  const email = 'resume.app@example.com';
  await page.goto('/resume');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const codeField = page.getByLabel('Code', { exact: true });
  await expect(codeField).toBeVisible();

  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Verification failed. Please make sure the code was entered correctly and try again.',
  );

  await codeField.fill(await signInCode(request, email));
  await page.getByRole('button', { name: 'Log In' }).click();
  // Routed like any sign-in: this customer goes on to resume their application (no check for the application).
  await expect(page).toHaveURL(/\/application\/resume$/);
  await expect(page.getByRole('button', { name: 'Continue my application' })).toBeVisible();
});
