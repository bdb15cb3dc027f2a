// The way to the bank step's Link dialog in the browser, shared by the bank step's tests and the CSP's: Rita's seeded
// application (docs/seed-data.md) resumed, its income saved, then the consent before the Link sandbox opens.
import { expect, type Page } from '@playwright/test';
import { applicationPaths as p } from '../../src/features/application/paths';
import { fillIncome } from './applicationSupport';
import { openSignedIn } from './apiSession';

/** The page's address ends in `path`. */
export const at = (path: string) => new RegExp(`${path}$`);
const RITA = 'resume.app@example.com';

/** Rita's seeded application, resumed and its income saved: the bank page. */
export async function reachBank(page: Page, request: Parameters<typeof openSignedIn>[1]) {
  await openSignedIn(page, request, RITA);
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.resume));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(p.income));
  await fillIncome(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(at(p.bank));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bank account');
}

/** From the bank page through consent to the Link dialog. */
export async function openLink(page: Page) {
  await page.getByRole('link', { name: 'Link my bank' }).click();
  await expect(page).toHaveURL(at(p.bankConsent));
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Select your bank' })).toBeVisible();
  await expect(page).toHaveURL(at(p.bankOpen));
}
