// Focus and titles: a navigation moves focus to the new page's heading, a skip link is the first
// thing Tab reaches, and each page has its own <title>, in Spanish for a Spanish visit.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInFully } from './applicationSupport';
import { resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const BRAND = 'Lumen Cash';
const MFA_TITLES =
  /^(Verifying it's you|Enter your verification code|Verify your phone|Enter your email verification code) \| Lumen Cash$/;

async function focusedHeading(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.tagName === 'H1' ? active.textContent : `not a heading: ${active?.tagName ?? 'none'}`;
  });
}

test('after a link to another page, focus is on its heading; not on the first load', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeFocused();
  expect(await focusedHeading(page)).toBe('Forgot your password?');
});

test('Tab from the top reaches the skip link first, and it moves focus to the main content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  // The next Tab continues inside the page, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('each page has its own title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(`Log in | ${BRAND}`);
  await page.goto('/authentication/forgot-password');
  await expect(page).toHaveTitle(`Forgot your password? | ${BRAND}`);
  await page.goto('/enrollment');
  await expect(page).toHaveTitle(`Set up your online account | ${BRAND}`);
  await signIn(page, 'new.customer@example.com');
  await expect(page).toHaveURL(/\/(authentication\/)?mfa/);
  await expect(page).toHaveTitle(MFA_TITLES);
});

test('the account page has its own title', async ({ page, request }) => {
  await signInFully(page, request, 'resume.app@example.com');
  await expect(page).toHaveTitle(`Your account | ${BRAND}`);
});

test('titles are in Spanish for a Spanish visit, and follow the language switch', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(`Log in | ${BRAND}`);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveTitle(`Iniciar sesión | ${BRAND}`);
  await page.goto('/authentication/forgot-password');
  await expect(page).toHaveTitle(`¿Olvidó su contraseña? | ${BRAND}`);
  await page.goto('/enrollment');
  await expect(page).toHaveTitle(`Configure su cuenta en línea | ${BRAND}`);
});
