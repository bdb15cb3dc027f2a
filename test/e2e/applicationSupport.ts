// Steps the application browser tests share: a real sign-in through the e-mailed code, the personal step filled
// the way a person would (masked fields typed, selects chosen), and an agreement read to its end.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { applicationPaths as p } from '../../src/features/application/paths';
import { openSignedIn } from './apiSession';
import { answerRememberDevice, latestCode, signIn } from './support';

/**
 * Signs in and passes the e-mailed code when the device asks for one; ends on the account page, or where sign-in
 * sends a customer with an application under way (`landing`). A customer the resume route sends on to their
 * application without the check (its pass opens the application only) takes the check on the way to the account,
 * so "fully" means the same for everyone: the whole account open.
 */
/**
 * Signs `new.customer@example.com` in and starts an application (its id is then this tab's), then puts it where the
 * decision would (the dev-only /dev/application-state), for the tests of the pages after the decision.
 */
export async function applicationIn(
  page: Page,
  request: APIRequestContext,
  decided: { applicationState: string; stateCode?: string; brand?: string; data?: Record<string, unknown> },
) {
  const email = 'new.customer@example.com';
  await openSignedIn(page, request, email);
  await page.goto(p.home);
  await page.getByRole('link', { name: 'Start my application' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${p.personal}$`));
  const res = await request.post('/dev/application-state', { data: { email, stateCode: 'OH', ...decided } });
  expect(res.ok()).toBe(true);
}

export async function signInFully(page: Page, request: APIRequestContext, email: string, landing = /\/account$/) {
  const resumed = /\/application(\/resume)?$/;
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/mfa/otp-email$|${landing.source}|${resumed.source}`));
  if (resumed.test(new URL(page.url()).pathname) && !landing.test(page.url())) {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  }
  if (page.url().endsWith('/mfa/otp-email')) {
    await page.getByLabel('Verification code').fill(await latestCode(request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await answerRememberDevice(page, false);
  }
  await expect(page).toHaveURL(landing);
}

export interface PersonalEntry {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  ssn?: string;
  addressLine1?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  idState?: string;
  idNumber?: string;
}

export const NORA: Required<PersonalEntry> = {
  firstName: 'Nora',
  lastName: 'Newman',
  dateOfBirth: '05/01/1990',
  ssn: '555-12-3456',
  addressLine1: '100 Broad St',
  city: 'Columbus',
  state: 'Ohio',
  zip: '43215',
  phone: '(614) 555-0188',
  idState: 'Ohio',
  idNumber: 'AB123456',
};

export async function fillPersonal(page: Page, entry: PersonalEntry = {}) {
  const e = { ...NORA, ...entry };
  await page.getByLabel('First name').fill(e.firstName);
  await page.getByLabel('Last name').fill(e.lastName);
  await page.getByLabel('Date of birth (MM/DD/YYYY)').fill(e.dateOfBirth);
  await page.getByLabel(/Social Security number/).fill(e.ssn);
  await page.getByLabel('Street address').fill(e.addressLine1);
  await page.getByLabel('City').fill(e.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: e.state });
  await page.getByLabel('ZIP code').fill(e.zip);
  await page.getByLabel('Phone number').fill(e.phone);
  await page.getByLabel('State that issued it').selectOption({ label: e.idState });
  await page.getByLabel('ID number').fill(e.idNumber);
}

/** The income step's answers: employed at Acme Tools, $1,500 take-home every two weeks, next paid in a week. */
export async function fillIncome(page: Page) {
  await page.getByLabel('Main source of income').selectOption({ label: 'Employment' });
  await page.getByLabel('Employer').fill('Acme Tools');
  await page.getByLabel('How often are you paid?').selectOption({ label: 'Every two weeks' });
  await page.getByLabel('Take-home pay, per paycheck').fill('1500');
  await page.getByLabel('Next pay date (MM/DD/YYYY)').fill(easternDate(7));
}

/** Today plus `days` in US Eastern time, MM/DD/YYYY (pay dates are Eastern dates). */
export function easternDate(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

export { expectNoAxeViolations } from './axeCheck';

/** Leaves the field (its blur message settles first, so the button does not move mid-click), then presses the button. */
export async function saveAndContinue(page: Page, name = 'Save and continue') {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name }).click();
}

/** The smallest real PNG (1×1), for the ID check and uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Reads the open agreement to its end with the keyboard (its text is a focusable scrolling region): I agree unlocks. */
export async function readToEnd(page: Page, title: string) {
  const viewer = page.getByRole('dialog', { name: title });
  await viewer.getByRole('region', { name: `${title}, full text` }).focus();
  await page.keyboard.press('End');
  await expect(viewer.getByRole('button', { name: 'I agree' })).toBeEnabled();
}
