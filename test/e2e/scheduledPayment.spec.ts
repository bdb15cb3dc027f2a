// A scheduled payment in a real browser against the real server: open.payday chooses "Pay on a date", is told a day
// outside the rules is refused, schedules the amount due for the first open business day with its authorization,
// sees it as scheduled in the history, cancels it through the confirm dialog, and reads the history in Spanish. The
// payment form, the history and the dialog pass axe. The demo account is shared with later specs: the server is reset
// around this file, so it leaves with nothing scheduled.
import { expectNoAxeViolations } from './axeCheck';
import { signInFully } from './applicationSupport';
import { expect, test } from './fixtures';
import { resetServer } from './support';

const EMAIL = 'open.payday@example.com';

test.beforeAll(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('open.payday schedules a payment for a later business day, sees it scheduled, and cancels it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInFully(page, request, EMAIL);
  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await expect(page).toHaveURL(/\/account\/payment$/);

  await page.getByLabel('Pay on a date').check();
  const date = page.getByLabel('Payment date');
  const first = (await date.getAttribute('min'))!;
  const last = (await date.getAttribute('max'))!;
  expect(first < last).toBe(true);
  await page.getByLabel('Debit card ending in 4242').check();
  await page.getByLabel('I authorize this payment').check();

  // A day after the due date is refused at the field, with what to do.
  const afterDue = new Date(`${last}T12:00:00Z`);
  afterDue.setUTCDate(afterDue.getUTCDate() + 7);
  await date.fill(afterDue.toISOString().slice(0, 10));
  await page.getByRole('button', { name: /^Schedule/ }).click();
  // (The due date itself may fall on a weekend, after the last day offered.)
  await expect(page.getByText(/^Choose a date on or before your due date, \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();

  await date.fill(first);
  await expect(page.getByTestId('authorization-text')).toContainText(
    `I authorize Lumen Cash to make a one-time electronic debit of $345.00 from my debit card ending in 4242 on ${usDate(first)} to pay loan PDL-5000501. I can change or cancel this payment in my payment history`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Schedule $345.00 for ${usDate(first)}` }).click();
  await expect(page.getByRole('status')).toContainText(`Your payment of $345.00 is scheduled for ${usDate(first)}.`);

  await page.getByRole('link', { name: 'See my scheduled payments' }).click();
  await expect(page).toHaveURL(/\/account\/history$/);
  const section = page.getByRole('region', { name: 'Scheduled payments' });
  await expect(section.getByRole('cell', { name: 'Scheduled', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: /^Cancel the payment of \$345\.00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this scheduled payment?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel the payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^The payment of \$345\.00 on .* is cancelled\. Nothing will be taken\.$/)).toBeVisible();
  await expect(section.getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scheduled payments' })).toBeFocused();

  // The history in Spanish.
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  await page.reload();
  const seccion = page.getByRole('region', { name: 'Pagos programados' });
  await expect(seccion.getByRole('cell', { name: 'Cancelado', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
