// The single sign-on landing end to end: valid tokens in the hash sign in (and leave the address bar at
// once), no tokens say so, and a sign-in that never completes times out after 15 seconds (clock advanced).
import { expect, test } from './fixtures';
import { resetServer, tokensOf } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const hashOf = (t: { idToken: string; accessToken: string; refreshToken: string }) =>
  `#${new URLSearchParams({ ...t, sessionId: 'sso-session' }).toString()}`;

test('valid tokens: logging in via SSO, then the admin landing, with no token left in the URL', async ({
  page,
  request,
}) => {
  const tokens = await tokensOf(request, 'csr.admin@example.com');
  await page.goto(`/login-successful${hashOf(tokens)}`);
  await expect(page).toHaveURL(/\/admin\/landing$/);
  expect(page.url()).not.toMatch(/token/i);
  await expect(page.getByText('Signed in as csr.admin@example.com.')).toBeVisible();
});

test('no tokens: "No SSO data found"', async ({ page }) => {
  await page.goto('/login-successful');
  await expect(page.getByRole('alert')).toHaveText('No SSO data found');
});

test('a sign-in that never completes shows the timeout message after 15 seconds', async ({ page, request }) => {
  const tokens = await tokensOf(request, 'online.returning@example.com');
  await page.clock.install();
  // The customer look-up never answers (a stalled network), so the sign-in cannot complete.
  await page.route('**/graphql', () => undefined);
  await page.goto(`/login-successful${hashOf(tokens)}`);
  await expect(page.getByRole('status')).toHaveText('Logging in via SSO...');
  await page.clock.runFor(15_500);
  await expect(page.getByRole('alert')).toContainText('Uh oh! This page has timed out due to inactivity');
});
