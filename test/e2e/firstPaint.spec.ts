// The login page's first paint carries only what it renders: not the application's route table
// nor the slices only later screens read. The form works while everything deferred (the identity library, the API
// layer and the sagas that call it, Yup) is still held back; a sign-in started then completes once they arrive; and
// nothing on the page moves as it loads (the form's 750 ms delay and the font swap keep their room).
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillLogin, PASSWORD, resetServer } from './support';

test.beforeAll(async ({ request }) => resetServer(request));

/** Sums the page's layout shifts (the CLS of a short visit), recorded from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
}

/** Installs the page's clock stopped: an installed clock runs on its own until paused (Playwright's clock). */
async function stopClock(page: Page) {
  const start = Date.parse('2026-11-28T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`nothing moves while /login loads (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shift = await recordShifts(page);
    // The page's clock runs as a real one, and is then run past the late layer's own start (3 s) at once; the late
    // layer's downloads and the font are waited for as they land, not for a fixed time.
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeEditable();
    await page.clock.runFor(3_500);
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    // What remains is sub-pixel rounding between the metric-matched fallback font and Inter.
    expect(await shift()).toBeLessThan(0.001);
  });
}

test('the card says it is loading until the form comes, and keeps its height when it does', async ({ page }) => {
  // The page's clock stands still, so the form's 750 ms delay cannot end before the held room is measured (on a busy
  // machine the page can take that long to load).
  await stopClock(page);
  await page.goto('/login');
  // Start-up's status may come first (and go): wait for the held room itself, the block of the form's height.
  const space = page.locator('main [aria-hidden="true"]').first();
  await expect.poll(async () => (await space.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  const held = (await space.boundingBox())?.height;
  // Until the form is there the card says it is loading, over the held room; the card keeps its height when the form
  // replaces the words.
  const card = page.locator('main > section').first();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the log-in form...' })).toBeVisible();
  const cardBefore = (await card.boundingBox())?.height;
  await page.clock.runFor(1_000);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Loading the log-in form...')).toHaveCount(0);
  const form = (await page.getByRole('form', { name: 'Log in' }).boundingBox())?.height;
  expect(held).toBeGreaterThan(100);
  expect(held).toBe(form);
  expect(cardBefore).toBeGreaterThan(held!);
  expect((await card.boundingBox())?.height).toBe(cardBefore);
});

/**
 * Code that must not be in the login page's first paint, each by a string only that code holds: the application's
 * route table (a page title and an address only it names) and the slices that join with the late layer.
 */
const NOT_IN_FIRST_PAINT = {
  'the application route table': ['application.bank.noChecking.heading', 'bank/no-checking'],
  'the enrollment route table': ['enrollment.noRecord.heading'],
  'the bank slice': ['reloginManualChosen'],
  'the verification slice': ['verificationStarted'],
  'the password slice': ['resetLinkChecked'],
  'the enrollment slice': ['enrollmentResidentialSubmitted'],
};

/** The text of every script the page receives from now on, in order. */
function recordScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A script still arriving when the test ends has no body to read; it was not before the form worked either.
    if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response.text().catch(() => ''));
  });
  return () => Promise.all(scripts);
}

const carried = (code: string[]) =>
  Object.entries(NOT_IN_FIRST_PAINT)
    .filter(([, markers]) => markers.some((marker) => code.some((script) => script.includes(marker))))
    .map(([what]) => what);

test('the first paint carries neither the application routes nor the slices that join later', async ({ page }) => {
  // The page's clock stands still: the late layer's own start (3 s after start-up) cannot come before the form does,
  // however slow the machine, and nothing is touched, so what arrives until the form works is the first paint alone.
  await stopClock(page);
  const scripts = recordScripts(page);
  await page.goto('/login');
  const space = page.locator('main [aria-hidden="true"]').first();
  await expect.poll(async () => (await space.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await page.clock.runFor(1_000);
  await expect(page.getByLabel('Email')).toBeEditable();
  const firstPaint = await scripts();
  expect(firstPaint.length).toBeGreaterThan(0);
  expect(carried(firstPaint)).toEqual([]);

  // The same strings do arrive once the late layer joins and an application page is visited (the resume page opens
  // signed out): the check above looks for strings that exist.
  await page.clock.resume();
  await page.goto('/application/resume');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(carried(await scripts())).toEqual(Object.keys(NOT_IN_FIRST_PAINT));
});

test('the form works before the deferred code arrives, and a sign-in started then completes after', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeEditable();

  // From here on every script is held until released: what the first paint did not load cannot arrive.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route: Route) => {
    const response = await route.fetch();
    held.push(await response.text());
    await released;
    await route.fulfill({ response });
  });

  await fillLogin(page, 'new.customer@example.com', PASSWORD);
  await expect(page.getByLabel('Email')).toHaveValue('new.customer@example.com');
  // The plain check validates until Yup arrives: the button is enabled for a valid form.
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeEnabled();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(logIn).toBeDisabled();
  await page.getByLabel('Email').fill('new.customer@example.com');
  await logIn.click();

  // The click was taken (the sign-in is under way) while the identity library and the sagas are still held.
  await expect(page.getByRole('button', { name: /Logging In/ })).toBeVisible();
  // Held: the identity adapter (which fetches Amplify) and RTK Query with the sagas.
  await expect.poll(() => held.some((code) => code.includes('CUSTOM_WITHOUT_SRP'))).toBe(true);
  await expect.poll(() => held.some((code) => code.includes('executeQuery'))).toBe(true);
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
});
