// The installment loan's ledger in a real browser against the real server: installment.customer pays installment 1
// before its due date; the payment is applied to the interest accrued since the last posting (here, since the loan
// was made) first and the rest to principal, so the balance falls to the principal less that rest, which is the
// balance shown before less the payment; the history shows the split, and the page passes axe.
import type { Page } from '@playwright/test';
import { openSignedIn } from './apiSession';
import { axeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { resetServer } from './support';

const INES = 'installment.customer@example.com';

test.beforeAll(async ({ request }) => resetServer(request));

/** "$1,440.21" → 144021. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The figure under a label of the loan's summary (a dt/dd pair). */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return centsOf((await value.textContent()) ?? '');
}

test('paying installment 1 early lowers the payoff by the payment, the interest since the last posting paid first', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, INES, '/account');
  await expect(page.getByRole('heading', { name: 'Loan ILP-1900101' })).toBeVisible();
  await expect(page.getByText('Loading your account')).toHaveCount(0);
  const principal = await figure(page, 'Amount borrowed');
  const payoffBefore = await figure(page, 'Balance (payoff today)');
  const due = await figure(page, 'Amount due');
  expect(principal).toBe(140_000);
  expect(due).toBe(11_942);
  // Nothing posted yet: the interest since the last posting is the interest since the loan was made (days of it).
  const interest = payoffBefore - principal;
  expect(interest).toBeGreaterThan(0);
  expect(interest).toBeLessThan(due);

  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await page.getByLabel(`Amount due: ${dollars(due)}`).check();
  await page.getByLabel('Debit card ending in 5555').check();
  await page.getByLabel('I authorize this payment').check();
  await page.getByRole('button', { name: `Pay ${dollars(due)}` }).click();
  await expect(page.getByText(new RegExp(`Your payment of \\${dollars(due)} was received\\.`))).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('link', { name: 'Account summary' }).click();
  await expect(page.getByRole('heading', { name: 'Loan ILP-1900101' })).toBeVisible();
  // The balance falls to the principal less the payment net of the interest it paid: the old balance less the payment.
  await expect.poll(() => figure(page, 'Balance (payoff today)')).toBe(principal - (due - interest));
  expect(await figure(page, 'Balance (payoff today)')).toBe(payoffBefore - due);
  // The next installment is due, for its scheduled amount.
  expect(await figure(page, 'Amount due')).toBe(11_942);

  await page.getByRole('link', { name: 'Payment history' }).click();
  const row = page.getByRole('row', { name: /Received/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toContainText([
    dollars(due),
    dollars(interest),
    dollars(due - interest),
    'debit card ending in 5555',
    'Received',
  ]);
  expect(await axeViolations(page)).toEqual([]);
});
