// Sessions in the browser: reload, sign-out, brand hand-off, unknown paths and maintenance.
import { expect, test } from './fixtures';
import { brandUrl, resetServer, signIn } from './support';

test.beforeAll(async ({ request }) => resetServer(request));

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, 'resume.app@example.com');
  await expect(page).toHaveURL(/\/application\/resume$/);
  const resume = page.getByRole('button', { name: 'Continue my application' });
  await expect(resume).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/application\/resume$/);
  await expect(resume).toBeVisible();
});

test('sign-out clears local storage and returns to login', async ({ page }) => {
  await signIn(page, 'omni.returning@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('CognitoIdentityServiceProvider'))),
  ).toBe(true);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const leftovers = await page.evaluate(() =>
    Object.keys(localStorage).filter(
      (k) => k.startsWith('CognitoIdentityServiceProvider') || localStorage.getItem(k)?.includes('omni.returning'),
    ),
  );
  expect(leftovers).toEqual([]);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('persisted state never holds the password, a token or anything personal', async ({ page }) => {
  await signIn(page, 'new.customer@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  const persisted = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('portal:'))
      .map((k) => localStorage.getItem(k))
      .join('\n'),
  );
  // Only what a reload needs: the signed-in flag; the profile is rebuilt from the token at start-up.
  expect(persisted).toContain('"isAuthenticated":"true"');
  expect(persisted).not.toContain('new.customer@example.com');
  expect(persisted).not.toContain('Nora');
  expect(persisted).not.toContain('Passw0rd!');
  expect(persisted).not.toMatch(/eyJ[\w-]+\./);
});

test('a pinecrest customer signing in on lumen arrives signed in on pinecrest, with no token left in any URL', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'pinecrest.customer@example.com', undefined, brandUrl(baseURL, 'lumen'));
  // Told before being moved to another brand's site, in a status the screen reader announces.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account is with Pinecrest Cash Advance.' }),
  ).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('lumen.localhost');
  // The first visit to another origin loads the whole client afresh (nothing cached there yet): on a busy machine
  // that alone can take longer than an expectation's usual 5 s.
  await expect(page).toHaveURL(/^http:\/\/pinecrest\.localhost:\d+\/mfa\/otp-email$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  await expect(page.getByText('Pinecrest Cash Advance').first()).toBeVisible();
  // The handed-over tokens were read and removed from the address bar at once.
  expect(await page.evaluate(() => location.hash)).toBe('');
  expect(page.url()).not.toMatch(/token/i);
  // The source site forgot the session.
  await page.goto(brandUrl(baseURL, 'lumen', '/account'));
  await expect(page).toHaveURL(/lumen\.localhost:\d+\/login$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider'))),
  ).toEqual([]);
});

test("an unknown path leaves for the brand's 404 page", async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, 'harbor', '/no/such/page'));
  await expect(page).toHaveURL(/\/pages\/not-found\?brand=harbor$/);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
});

test('the maintenance flag sends every route to the maintenance page', async ({ page, request }) => {
  await request.post('/dev/flags', { data: { maintenance: true } });
  try {
    for (const path of ['/login', '/account', '/application/income']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pages\/maintenance\?brand=lumen$/);
    }
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  } finally {
    await request.post('/dev/flags', { data: { maintenance: false } });
  }
});

test('root goes to login on the card brand and to the account page elsewhere', async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, 'keel', '/'));
  await expect(page).toHaveURL(/keel\.localhost:\d+\/login$/);
  await page.goto(brandUrl(baseURL, 'meridian', '/'));
  // The account page is guarded, so a signed-out visitor continues to login.
  await expect(page).toHaveURL(/meridian\.localhost:\d+\/login$/);
});

test('a session whose tokens are gone ends on login with the inactivity message', async ({ page }) => {
  await signIn(page, 'online.returning@example.com');
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  // The profile is written to storage asynchronously; wait for it, as a real visit would have long before.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal:auth') ?? ''))
    .toContain('"isAuthenticated":"true"');
  // What an expired refresh token leaves behind: the profile is persisted, the identity session is not.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
  });
  await page.goto('/account/personal');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Uh oh! This page has timed out due to inactivity', { exact: false })).toBeVisible();
});
