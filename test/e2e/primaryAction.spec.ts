// One primary action per page, in a real browser: the thing the customer came to do is the one control drawn as the
// primary button (`data-action="primary"`, from Button and PrimaryAction), and the account summary leads with what is
// due. The past-due customer's summary shows the overdue amount first, in the brand's alert colours and in words, with
// "Make a payment" beside it; the customer with no loan is offered "Apply now"; each account page has one primary
// action where there is something to do there; thank-you's way on, "Go to my account", is the primary action.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { themeFor } from '../../brands/themes';
import { accountPaths } from '../../src/features/account/paths';
import { applicationPaths as p } from '../../src/features/application/paths';
import { openSignedIn } from './apiSession';
import { applicationIn } from './applicationSupport';
import { expect, test } from './fixtures';
import { resetServer } from './support';

test.beforeAll(async ({ request }) => resetServer(request));

/** The primary actions a customer can see on the page (a closed dialog's or a hidden one's do not count). */
const primaryActions = (page: Page) => page.locator('[data-action="primary"]:visible');

/** Signs `email` in and waits for the account page's data (its heading, no loading message left). */
async function openAccount(page: Page, request: APIRequestContext, email: string, heading: string) {
  await openSignedIn(page, request, email);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading your account')).toHaveCount(0);
}

/** The page's one visible primary action, which reads `text`. */
async function onlyPrimaryAction(page: Page, text: string | RegExp): Promise<Locator> {
  await expect(primaryActions(page)).toHaveCount(1);
  await expect(primaryActions(page)).toHaveText(text);
  return primaryActions(page);
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('past due: the overdue amount leads, in the alert colours and in words, with paying beside it', async ({
  page,
  request,
}) => {
  await openAccount(page, request, 'past.due@example.com', 'Your loan is past due');
  const pay = await onlyPrimaryAction(page, 'Make a payment');

  const figures = page.locator('main [data-figure]');
  const due = figures.first();
  await expect(due).toHaveAttribute('data-figure', 'alert');
  for (const words of ['Past due', '$287.50', '6 days past due']) await expect(due).toContainText(words);
  await expect(due).toHaveCSS('background-color', rgb(themeFor('lumen').colors.errorSurface));
  // Seen first: above the loan's other figures, with the way to pay beside it rather than after them.
  const borrowed = figures.filter({ hasText: 'Amount borrowed' });
  const [dueBox, payBox, borrowedBox] = await Promise.all([due, pay, borrowed].map((l) => l.boundingBox()));
  expect(dueBox!.y + dueBox!.height).toBeLessThanOrEqual(borrowedBox!.y);
  expect(payBox!.y + payBox!.height).toBeLessThanOrEqual(borrowedBox!.y);
  expect(await borrowed.locator('dd').evaluate((dd) => parseFloat(getComputedStyle(dd).fontSize))).toBeLessThan(
    await due
      .locator('dd')
      .first()
      .evaluate((dd) => parseFloat(getComputedStyle(dd).fontSize)),
  );

  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  expect(await (await onlyPrimaryAction(page, /^Pay\b/)).getAttribute('type')).toBe('submit');
});

/** How many primary actions each page of the account's navigation has: one where there is something to do. */
const PRIMARY_ON: Record<string, number> = {
  'Account summary': 1, // Make a payment
  'Make a payment': 1, // Pay
  'Payment history': 0,
  Documents: 1, // Request a payoff letter (past.due has a loan to pay off)
  'Personal details': 1, // Send a code, to change a contact detail
  Security: 0, // each change is the customer's choice among equals (add a passkey, sign out a session, ...)
  'Messages and preferences': 1, // Save the message choices (consents and language are secondary)
  'Benefits and rewards': 0,
  'Pay by phone': 0,
};

test('each account page has one primary action where there is something to do, and none where not', async ({
  page,
  request,
}) => {
  await openAccount(page, request, 'past.due@example.com', 'Your loan is past due');
  const links = page.getByRole('navigation', { name: 'Your account' }).getByRole('link');
  expect(await links.allTextContents()).toEqual(Object.keys(PRIMARY_ON));
  for (const [name, count] of Object.entries(PRIMARY_ON)) {
    await links.filter({ hasText: name }).click();
    await expect(links.filter({ hasText: name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Loading your account')).toHaveCount(0);
    await expect(primaryActions(page), name).toHaveCount(count);
  }
});

test('no open loan: "Apply now" is the one primary action, and the apply page’s is starting', async ({
  page,
  request,
}) => {
  await openAccount(page, request, 'online.returning@example.com', 'You have no open loan');
  await (await onlyPrimaryAction(page, 'Apply now')).click();
  await expect(page).toHaveURL(new RegExp(`${accountPaths.applyNow}$`));
  await onlyPrimaryAction(page, 'Start my application');
});

test('thank-you: "Go to my account" is the primary action', async ({ page, request }) => {
  await applicationIn(page, request, { applicationState: 'ORIGINATED', data: { fundingMethod: 'DEBIT_CARD' } });
  await page.goto(p.thankYou);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  const toAccount = page.getByRole('link', { name: 'Go to my account' });
  await expect(toAccount).toHaveAttribute('data-action', 'primary');
  await expect(primaryActions(page)).toHaveCount(1);
  await toAccount.click();
  await expect(page).toHaveURL(/\/account$/);
});
