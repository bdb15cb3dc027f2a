// The login page's frame comes painted from the server (server/http/loginFrame.ts) before any
// script runs, in the brand of the host and the visit's language; the application takes over the same boxes (nothing
// moves), removes the frame, and its own repaint of the same words is not a larger paint than the frame's.
import type { Page } from '@playwright/test';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { themeFor } from '../../brands/themes';
import { expect, test } from './fixtures';
import { brandUrl } from './support';

const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

/** `#RRGGBB` as the browser computes it. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

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

for (const brand of BRAND_KEYS) {
  test(`${brand}: the frame is painted before any script runs, in the brand's look`, async ({ page, baseURL }) => {
    await holdScripts(page);
    await page.goto(brandUrl(baseURL, brand), { waitUntil: 'commit' });
    const frame = page.locator('#first-paint');
    await expect(frame.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Log in');
    await expect(frame.locator('p').first()).toHaveText('Please enter your email address and password to log in.');
    await expect(frame.locator('svg')).toHaveAttribute('aria-label', BRANDS[brand].name);
    await expect(frame.getByText(`Help: ${BRANDS[brand].phoneNumber}`)).toBeVisible();
    await expect(frame.locator('.card')).toHaveCSS('background-color', rgb(themeFor(brand).colors.card));
    await expect(frame).toHaveCSS('background-color', rgb(themeFor(brand).colors.canvas));
    // Seen, not heard: assistive technology meets the application only, and nothing in the frame takes focus.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(await frame.locator('a, button, input, [tabindex]').count()).toBe(0);
    expect(await page.title()).toBe(BRANDS[brand].name);
  });
}

test.describe('a browser whose first language is Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the frame speaks the visit’s language', async ({ page, baseURL }) => {
    await holdScripts(page);
    await page.goto(brandUrl(baseURL, 'harbor'), { waitUntil: 'commit' });
    await expect(page.locator('#first-paint h1')).toHaveText('Iniciar sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

/** Boxes of what the frame and the application both show, by the same names. */
const SHARED_BOXES = {
  logo: ['#first-paint svg', '#root [data-testid="logo"]'],
  heading: ['#first-paint h1', '#root main h1'],
  header: ['#first-paint h1 + p', '#root main h1 + p'],
  phone: ['#first-paint .phone', '#root header a[href^="tel:"]'],
  language: ['#first-paint .lang.on', '#root [aria-pressed="true"]'],
} as const;

async function boxes(page: Page, side: 0 | 1) {
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => {
          const r = document.querySelector(selector)?.getBoundingClientRect();
          return [name, r ? [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10) : null];
        }),
      ),
    Object.fromEntries(Object.entries(SHARED_BOXES).map(([name, pair]) => [name, pair[side]])),
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the application takes over the frame's boxes without moving them (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const paints: { inFrame: boolean; size: number }[] = [];
      (window as unknown as { paints: typeof paints }).paints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[])
          paints.push({ inFrame: !!entry.element?.closest('#first-paint'), size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#first-paint h1')).toBeVisible();
    // The frame's text waits for the font (as the application's will have it): measure once it is in.
    await page.evaluate(() => document.fonts.ready);
    const painted = await boxes(page, 0);
    release();
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(await boxes(page, 1)).toEqual(painted);
    // The largest paint is the frame's: the application repainting the same words is not larger.
    const paints = await page.evaluate(() => (window as unknown as { paints: { inFrame: boolean }[] }).paints);
    expect(paints.length).toBeGreaterThan(0);
    expect(paints.at(-1)?.inFrame).toBe(true);
  });
}

test('only the login page comes with a frame', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/stores', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('#first-paint')).toHaveCount(0);
});
