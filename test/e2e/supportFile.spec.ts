// The support file end to end: a customer signs in with an e-mailed code, reaches the error page, and downloads the
// file support opens in Redux DevTools. It holds the sign-in, but not the password, the code or any token.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { answerRememberDevice, latestCode, outbox, PASSWORD, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

/** A digit code as a number of its own, not digits inside a timestamp that happen to match. */
const standalone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);

test('the error page downloads the session without the password, the code or a token', async ({ page, request }) => {
  const email = 'new.customer@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);

  // Customers reach the error page from inside the app (a saga sends them there); a page load would start a new
  // store, and the log with it. The router follows history like a back/forward step.
  await page.evaluate(() => {
    history.pushState(null, '', '/error');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/error$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a support file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^portal-support-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json$/);
  const text = await readFile(await download.path(), 'utf8');

  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain('eyJ');
  const codes = (await outbox(request, email)).flatMap((message) => (message.code ? [message.code] : []));
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(text).not.toMatch(standalone(code));

  // What DevTools imports: the lifted state, with the sign-in in it.
  const file = JSON.parse(text) as { payload: string; preloadedState: string };
  const lifted = JSON.parse(file.payload) as {
    actionsById: Record<string, { action: { type: string; payload?: unknown } }>;
    computedStates: unknown[];
  };
  const actions = Object.values(lifted.actionsById).map((entry) => entry.action);
  expect(lifted.computedStates).toHaveLength(actions.length);
  expect(actions.map((action) => action.type)).toContain('auth/loginSubmitted');
  expect(actions.find((action) => action.type === 'auth/loginSubmitted')?.payload).toMatchObject({ email });
});
