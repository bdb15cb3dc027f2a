// Session timeout end to end: with the idle time shortened through /dev/flags, the prompt opens,
// Continue keeps the session, waiting it out or choosing Log Out reports timeoutExpireAction and then signs out, and
// a second tab of the site follows the first. The countdown keeps its 20-second floor; the pages' clock is Playwright's
// (installed before the first navigation, running as a real one so sign-in's signatures carry the true time), so the
// idle time and the countdown are run through at once, every timer of them firing, instead of waited out. The
// server's own token lifetimes are untouched.
import type { Page, APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerRememberDevice, latestCode, resetServer, signIn } from './support';

const EMAIL = 'online.returning@example.com';
const INACTIVITY_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';
const IDLE_SECONDS = 3;
const COUNTDOWN_SECONDS = 20;

test.beforeEach(async ({ request }) => resetServer(request));
// The shortened idle time must not outlive these tests (a spec that resets only once would inherit it).
test.afterEach(async ({ request }) => resetServer(request));

/** Signs in through the e-mailed code to the account, then shortens the idle time (flags load at start-up). */
async function signInWithShortIdle(page: Page, request: APIRequestContext) {
  await page.clock.install();
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, EMAIL));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account$/);
  const flags = await request.post('/dev/flags', {
    data: { idleTimeoutSeconds: IDLE_SECONDS, expiryTimeoutSeconds: COUNTDOWN_SECONDS },
  });
  expect(flags.ok()).toBe(true);
  await page.reload();
}

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

/**
 * The idle time passes with nobody touching the page: the prompt opens. (Should the idle watch start only after the
 * run, on a slow start-up, the clock still runs as a real one and opens it within the longer wait.)
 */
async function goIdle(page: Page) {
  await expect(prompt(page)).toBeHidden();
  await page.clock.runFor(IDLE_SECONDS * 1000);
  await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
}

/** What leaves the browser when a session ends, in order: the report (with its variables) and the token revocation. */
function recordSessionEnd(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (req) => {
    const body = req.postData() ?? '';
    if (req.url().endsWith('/graphql') && body.includes('TimeoutExpireAction')) {
      const { variables } = JSON.parse(body) as { variables: Record<string, unknown> };
      events.push(`timeoutExpireAction ${JSON.stringify(variables)}`);
    }
    if (req.headers()['x-amz-target']?.endsWith('.RevokeToken')) events.push('revokeToken');
  });
  return events;
}

test('the prompt opens after the idle time, holds focus, and Continue keeps the session', async ({ page, request }) => {
  await signInWithShortIdle(page, request);
  const dialog = prompt(page);
  await goIdle(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toContainText(/Your session will end in \d+ seconds\./);
  await expect(dialog.getByRole('status')).toHaveText(/Your session will end in \d+ seconds\./);
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeFocused();
  // Tab cycles inside the dialog; the page behind is inert.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(continueButton).toBeFocused();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  await continueButton.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'extendedTimeout');
  expect(cookie).toMatchObject({ value: '900', path: '/', sameSite: 'Lax' });

  // Continue counted as activity: the prompt comes back after another idle time, and Escape also continues.
  await goIdle(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);
});

test('waiting out the countdown reports the timeout, then signs out to the inactivity message', async ({
  page,
  request,
}) => {
  await signInWithShortIdle(page, request);
  const events = recordSessionEnd(page);
  await goIdle(page);
  // Most of the countdown gone, the session is still there (and still counting); the rest ends it.
  await page.clock.runFor((COUNTDOWN_SECONDS - 5) * 1000);
  await expect(prompt(page).getByRole('status')).toHaveText(/Your session will end in [1-5] seconds?\./);
  await expect(page).toHaveURL(/\/account$/);
  expect(events).toEqual([]);
  await page.clock.runFor(5000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(INACTIVITY_MESSAGE)).toBeVisible();
  await expect(prompt(page)).toBeHidden();
  expect(events).toEqual(['timeoutExpireAction {"isEnrollment":false,"isManualTrigger":false}', 'revokeToken']);
  // Signed out for real: the account sends the visitor back to log in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

test('Log Out in the prompt reports a manual end and signs out', async ({ page, request }) => {
  await signInWithShortIdle(page, request);
  const events = recordSessionEnd(page);
  await goIdle(page);
  await prompt(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(INACTIVITY_MESSAGE)).toBeHidden();
  expect(events).toEqual(['timeoutExpireAction {"isEnrollment":false,"isManualTrigger":true}', 'revokeToken']);
});

test('a second tab counts as activity, and Continue or Log Out in one tab settles the other', async ({
  page,
  request,
}) => {
  await signInWithShortIdle(page, request);
  const other = await page.context().newPage();
  await other.goto('/account');
  await expect(other).toHaveURL(/\/account$/);

  // Busy in the first tab for twice the idle time: the second tab shows no prompt. (The first tab comes to the front,
  // as a tab someone uses does: a background tab draws, and so takes input, about once a second.)
  await page.bringToFront();
  for (let i = 0; i < 2 * IDLE_SECONDS * 2; i += 1) {
    await page.mouse.move(10 + i * 5, 10 + i * 5);
    await page.clock.runFor(500);
  }
  await expect(prompt(other)).toBeHidden();

  // Both go idle and prompt (the clock is the context's: both tabs' timers run); Continue in one closes the other's.
  await goIdle(page);
  await expect(prompt(other)).toBeVisible();
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt(page)).toBeHidden();

  // Log Out from one prompt takes the other tab to login too.
  await goIdle(page);
  await prompt(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
});

test('an enrolling visitor is prompted too; running out starts enrolling again', async ({ page, request }) => {
  await page.clock.install();
  const flags = await request.post('/dev/flags', {
    data: { idleTimeoutSeconds: IDLE_SECONDS, expiryTimeoutSeconds: COUNTDOWN_SECONDS },
  });
  expect(flags.ok()).toBe(true);
  const events = recordSessionEnd(page);
  // The enrollment session starts with the record search (Maria Lopez, a demo record).
  await page.goto('/enrollment');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Social Security number').fill('123456789');
  await page.getByLabel('Date of birth (MM/DD/YYYY)').fill('04/12/1985');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByLabel('Email for your online account').fill('maria.lopez@example.com');
  await page.getByRole('button', { name: 'Find My Account' }).click();
  await expect(page).toHaveURL(/\/enrollment\/email-verification$/);

  await goIdle(page);
  await page.clock.runFor(COUNTDOWN_SECONDS * 1000);
  await expect(page).toHaveURL(/\/enrollment$/);
  await expect(page.getByText('Your enrollment session expired. Please start again.')).toBeVisible();
  expect(events[0]).toBe('timeoutExpireAction {"isEnrollment":true,"isManualTrigger":false}');
});
