// The application's final steps in the browser against the real server: the texted code read
// from the outbox (a wrong one first), the loan type given in part 1 carried past the products page (still open to
// change it, in the products' display order, and compared in a dialog, on a phone too), the amount by slider and by
// typing with the Fed box following, the identity check denied then approved (3 s, the server's timed row), opting out
// explained, and the review with every answer, masked numbers and the Fed box. Every route is scanned with axe on the
// way.
// The steps before the texted code are seeded through the API (applicationSeed.ts); the full walk is fullFlow.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { seedApplication } from './applicationSeed';
import { expectNoAxeViolations, saveAndContinue, TINY_PNG } from './applicationSupport';
import { openSignedIn } from './apiSession';
import { latestCode, resetServer } from './support';

const at = (path: string) => new RegExp(`${path}$`);
const NORA_PHONE = '6145550188';

test.beforeEach(async ({ request }) => resetServer(request));

/** An application seeded through the API up to the texted code (part 1, the bank, the agreements), resumed. */
async function reachOtp(page: Page, request: APIRequestContext) {
  await seedApplication(request, { at: 'otp' });
  await openSignedIn(page, request, 'new.customer@example.com');
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.resume));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(p.otp));
}

/**
 * The loan type is asked once: the one given in part 1 (the seed's Online Installment Loan) is the choice, so the code
 * leads straight to the amount; the products page is still there for a customer who opens it.
 */
async function pastProductsToAmount(page: Page) {
  await expect(page).toHaveURL(at(p.amount));
  await page.goto(p.products);
  await expect(page).toHaveURL(at(p.products));
}

test('otp, products, amount, identity and the review, each passing axe', async ({ page, request }) => {
  test.setTimeout(150_000);
  await reachOtp(page, request);

  // otp: the code goes to the phone on the application (only its last 4 shown); a wrong code is refused.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your phone');
  await expect(page.getByText('(***) ***-0188')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('We texted a code to (***) ***-0188.')).toBeVisible();
  const code = await latestCode(request, NORA_PHONE);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('Verification failed. Please make sure the code was entered correctly and try again.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // products: not asked again, but open: their display order, each with its representative example, the choice made.
  await pastProductsToAmount(page);
  const loans = page.getByRole('group', { name: 'Loans available to you' });
  await expect(loans.getByRole('radio')).toHaveCount(2);
  const names = await loans.locator('strong').allTextContents();
  expect(names).toEqual(['Online Installment Loan', 'Online Payday Loan']);
  await expect(loans).toContainText(
    'Representative example: borrow $1,400 for 18 months; 37 payments of $119.42; total of payments $4,418.52; ' +
      'APR 209.11%.The example’s APR assumes payments every two weeks, the first 14 days after the loan is made.',
  );
  await expectNoAxeViolations(page);

  // "Compare loans": the same loans side by side in a dialog, a row header per figure.
  const compare = page.getByRole('button', { name: 'Compare loans' });
  await compare.click();
  const comparison = page.getByRole('dialog', { name: 'Compare loans' });
  await expect(comparison).toBeFocused();
  const figures = comparison.getByRole('table', { name: 'Your loans side by side' });
  await expect(figures.getByRole('rowheader', { name: 'Example total of payments' })).toBeVisible();
  const payments = figures.locator('tr', { has: page.getByRole('rowheader', { name: 'Example payments' }) });
  await expect(payments).toContainText('37 payments of $119.42');
  await expectNoAxeViolations(page);
  // On a 320 px phone: one table per loan, stacked, and nothing scrolls sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(comparison.getByRole('table')).toHaveCount(2);
  expect(await comparison.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (viewport) await page.setViewportSize(viewport);
  // Escape closes it, and focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(comparison).toHaveCount(0);
  await expect(compare).toBeFocused();

  await expect(page.getByRole('radio', { name: /Online Installment Loan/ })).toBeChecked();
  await saveAndContinue(page, 'Continue');

  // amount: the slider and the typed amount write the same value, and the Fed box follows both.
  await expect(page).toHaveURL(at(p.amount));
  const financed = page.getByTestId('fed-box-amountFinanced');
  await expect(financed).toContainText('$1,400.00');
  const charge = await page.getByTestId('fed-box-financeCharge').textContent();
  // The example's rate, on this customer's own dates: their next payday is 7 days off, so the first payment carries 7
  // days of interest, not 14: 36 payments of $114.98 and a last of $113.95, at the example's APR of 209.11%, within the
  // product's 145% to 225%.
  const schedule = page.getByRole('table', { name: 'Your payment schedule' });
  await expect(schedule).toContainText('36$114.98');
  await expect(schedule).toContainText('1$113.95');
  const apr = Number((await page.getByTestId('fed-box-apr').textContent())?.match(/(\d+\.\d\d)%/)?.[1]);
  expect(apr).toBe(209.11);
  expect(apr).toBeGreaterThanOrEqual(145);
  expect(apr).toBeLessThanOrEqual(225);
  await expect(page.getByRole('table', { name: 'Your payment schedule' })).toContainText('Every 14 days');
  await expectNoAxeViolations(page);
  const slider = page.getByRole('slider', { name: 'Loan amount' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(financed).toContainText('$1,450.00');
  await expect(page.getByLabel('Or type the amount in dollars')).toHaveValue('1,450.00');
  await expect(page.getByTestId('fed-box-financeCharge')).not.toHaveText(charge ?? '');
  await page.getByLabel('Or type the amount in dollars').fill('2000');
  await expect(financed).toContainText('$2,000.00');
  await expect(slider).toHaveValue('200000');
  await page.getByLabel('Term').selectOption({ label: '12 months' });
  await expect(page.getByRole('table', { name: 'Your payment schedule' })).toContainText('26');
  await saveAndContinue(page, 'Continue');

  // identity: the landing, opting out explained, a denied image, then an approved one 3 s later.
  await expect(page).toHaveURL(at(p.identity));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'I prefer not to verify online' }).click();
  await expect(page).toHaveURL(at(p.identityOptOut));
  await expect(page.getByText(/your application continues in a store/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go back and verify online' }).click();
  await page.getByRole('link', { name: 'Verify with a photo of my ID' }).click();
  await expect(page).toHaveURL(at(p.identityVerify));
  await expectNoAxeViolations(page);
  const file = page.getByLabel('Photo of your ID (JPEG, PNG or WebP, up to 512 KB)');
  await file.setInputFiles({ name: 'license-deny.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Upload and verify' }).click();
  await expect(page.getByText('Checking your ID. This takes a few seconds.')).toBeVisible();
  await expect(page.getByText(/We could not verify your identity from this image/)).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);
  await file.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Upload and verify' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review: every answer read-only with a way to change it, numbers masked, the Fed box of the chosen loan.
  await expect(page).toHaveURL(at(p.submit));
  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal).toContainText('Nora Newman');
  await expect(personal).toContainText('3456');
  await expect(personal).not.toContainText('555-12-3456');
  await expect(personal).not.toContainText('6145550188');
  await expect(personal.getByRole('link', { name: 'Change Personal information' })).toHaveAttribute('href', p.personal);
  await expect(page.getByRole('region', { name: 'Income' })).toContainText('Acme Tools');
  const loan = page.getByRole('region', { name: 'Your loan' });
  await expect(loan).toContainText('Online Installment Loan');
  await expect(loan).toContainText('$2,000.00');
  await expect(loan).toContainText('12 months');
  await expect(page.getByRole('region', { name: 'Identity check' })).toContainText('Verified online');
  await expect(page.getByTestId('fed-box-amountFinanced')).toContainText('$2,000.00');
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('opting out of the identity check continues the application to the review, verified in a store', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await reachOtp(page, request);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  // The code is in the outbox once the page says it was sent.
  await expect(page.getByText('We texted a code to (***) ***-0188.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, NORA_PHONE));
  await page.getByRole('button', { name: 'Verify' }).click();
  await pastProductsToAmount(page);
  await page.getByRole('radio', { name: /Online Payday Loan/ }).check();
  await saveAndContinue(page, 'Continue');
  await expect(page).toHaveURL(at(p.amount));
  // A payday loan: one payment of the amount and its fee, the term in days.
  await expect(page.getByTestId('fed-box-financeCharge')).toContainText('$45.00');
  await expect(page.getByRole('table', { name: 'Your payment schedule' })).toContainText('$345.00');
  await saveAndContinue(page, 'Continue');
  await expect(page).toHaveURL(at(p.identity));
  await page.getByRole('link', { name: 'I prefer not to verify online' }).click();
  await page.getByRole('button', { name: 'Continue in a store' }).click();
  await expect(page).toHaveURL(at(p.submit));
  await expect(page.getByRole('region', { name: 'Identity check' })).toContainText('To be verified in a store');
  await expect(page.getByRole('region', { name: 'Your loan' })).toContainText('14 days');
  // A reload resumes on the review.
  await page.reload();
  await expect(page).toHaveURL(at(p.submit));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your application');
});
