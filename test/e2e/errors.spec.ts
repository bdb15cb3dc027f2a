// Response-driven redirects that need a real browser: a gateway error reloads the app after 15 seconds,
// and a screen that fails to render is logged and replaced by the error page.
import { expect, test } from './fixtures';
import { openSignedIn } from './apiSession';
import { latestCode, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

test('a 502 from the API reloads the app to the root after 15 seconds', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page, 'online.returning@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  // Our server never answers 502 itself: the load balancer in front of it does when the API is away. Stand in
  // for that gateway for one call.
  await page.route('**/graphql', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }), { times: 1 });
  // A marker only the current page holds: a full reload starts a new page without it.
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  // While the reload is under way there is no page to ask; count that as not reloaded yet.
  const marked = () => page.evaluate(() => 'beforeReload' in window).catch(() => true);
  await page.getByLabel('Verification code').fill(await latestCode(request, 'online.returning@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.clock.runFor(14_000);
  expect(await marked()).toBe(true);
  await page.clock.runFor(1_500);
  await expect.poll(marked).toBe(false);
});

test('a screen that fails to render is logged and the error page shows', async ({ page, request }) => {
  // The account screen's code cannot be loaded (a release replaced it mid-visit, or the network dropped it).
  await page.route('**/assets/AccountHomeScreen-*.js', (route) => route.abort('failed'));
  const logged = page.waitForRequest(
    (req) => req.url().endsWith('/analytics') && /render-failure/.test(req.postData() ?? ''),
  );
  // Signed in over the API (this test is about the failure, not the sign-in): start-up lands on the account.
  await openSignedIn(page, request, 'online.returning@example.com', '/account');
  await logged;
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});
