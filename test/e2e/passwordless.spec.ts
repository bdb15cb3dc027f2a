// Passwordless sign-in by an e-mailed code (issue 4), on the /resume page that exists only while its flag is on.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

async function signInCode(request: APIRequestContext, email: string): Promise<string> {
  const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
    code: string | null;
  }[];
  const code = messages.find((m) => m.subject === 'Your sign-in code')?.code;
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}

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
  // Routed like any sign-in: this customer resumes their application from the account area.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('signed-in-customer')).toHaveText(email);
});
