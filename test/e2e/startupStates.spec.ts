// The login card and the app's start-up as a visitor on a slow or broken connection meets them: the card says it is
// loading from the server's first paint until its form is there (never blank), and a start-up whose identity code
// cannot be downloaded says so with "Try Again" instead of "Authenticating" for ever; once the code can be fetched,
// the retry finishes signing the customer in.
import type { Page } from '@playwright/test';
import { openSignedIn } from './apiSession';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';

const LOADING = 'Loading the log-in form...';
const FAILED = "We couldn't load what the portal needs to sign you in. Check your connection, then try again.";

/** Holds every script until the returned function is called: the page shows what the server sent, nothing else. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the login card says it is loading from the first paint until the form is there', async ({ page }) => {
  // The page's clock stands still: the form's 750 ms delay cannot pass before the loading state is looked at.
  await page.clock.install();
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  // Before any script: the server's frame has the indicator in the form's room.
  await expect(page.locator('#first-paint .form')).toContainText(LOADING);
  release();
  // The application's own, announced, with the form's area marked busy.
  const loading = page.getByRole('status').filter({ hasText: LOADING });
  await expect(loading).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.clock.runFor(1_000);
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(loading).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

test.describe('a browser whose first language is Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the card says so in Spanish', async ({ page }) => {
    await page.clock.install();
    await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#first-paint .form')).toContainText('Cargando el formulario de inicio de sesión...');
  });
});

test('an identity code that cannot be downloaded: a message and "Try Again", which signs the customer in', async ({
  page,
  request,
}) => {
  // The identity adapter's chunk (api/identity/amplify.ts) fails to download, as on a dropped connection.
  let failing = true;
  await page.route('**/assets/amplify-*.js', (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  await openSignedIn(page, request, 'online.returning@example.com');
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByText('Authenticating')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have no open loan' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(alert).toHaveCount(0);
});
