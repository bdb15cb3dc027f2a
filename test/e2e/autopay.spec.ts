// Autopay in the browser for the open payday loan and the installment loan: turned on through the dialog (a method,
// the authorization read in full, the box), e-mailed, its PDF downloaded, the next debit with its cut-off shown,
// then turned off; the page's "Make a payment" stays throughout; the section and dialog pass axe, in Spanish too,
// and fit a 320 px screen.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { outbox, resetServer, signInWithEmailedCode } from './support';

test.beforeAll(async ({ request }) => resetServer(request));
// The demo loans are shared with later specs: they leave with autopay off and no authorization, as they came.
test.afterAll(async ({ request }) => resetServer(request));

async function turnOnAndOff(page: Page, request: APIRequestContext, email: string, loanNumber: string, last4: string) {
  await signInWithEmailedCode(page, request, email);
  const section = page.getByRole('region', { name: 'Autopay' });
  await expect(section.getByText('Autopay is off.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make a payment' }).first()).toBeVisible();
  await section.getByRole('button', { name: 'Turn on autopay' }).click();

  const dialog = page.getByRole('dialog', { name: 'Turn on autopay' });
  await dialog.getByLabel(`Debit card ending in ${last4}`).check();
  const text = dialog.getByTestId('autopay-authorization-text');
  await expect(text).toContainText(`debit my debit card ending in ${last4} on each due date of loan ${loanNumber}`);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I have read and agree to this autopay authorization').check();
  await dialog.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(
    section.getByRole('status').filter({ hasText: 'Autopay is on. We e-mailed you a copy of the authorization.' }),
  ).toBeFocused();
  await expect(section.getByTestId('autopay-next')).toContainText('You can turn autopay off or skip it until');
  await expect(page.getByRole('link', { name: 'Make a payment' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const [mail] = await outbox(request, email);
  expect(mail?.subject).toBe(`Your autopay authorization for loan ${loanNumber}`);
  expect(mail?.text).toContain(`ending in ${last4} on each due date of loan ${loanNumber}`);

  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download your autopay authorization (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`autopay-authorization-${loanNumber}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await section.getByRole('button', { name: 'Turn off autopay' }).click();
  await expect(section.getByText('Autopay is off. Nothing more will be debited automatically.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn on autopay' })).toBeVisible();
}

test('open.payday turns autopay on and off and downloads the authorization', async ({ page, request }) => {
  test.setTimeout(90_000);
  await turnOnAndOff(page, request, 'open.payday@example.com', 'PDL-5000501', '4242');
});

test('installment.customer turns autopay on and off and downloads the authorization', async ({ page, request }) => {
  test.setTimeout(90_000);
  await turnOnAndOff(page, request, 'installment.customer@example.com', 'ILP-1900101', '5555');
});

test('the autopay section in Spanish on a 320 px screen: no sideways scroll, no axe violations', async ({
  page,
  request,
}) => {
  await signInWithEmailedCode(page, request, 'open.payday@example.com');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.setViewportSize({ width: 320, height: 640 });
  const section = page.getByRole('region', { name: 'Pago automático' });
  await section.getByRole('button', { name: 'Activar el pago automático' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activar el pago automático' });
  await dialog.getByLabel('Tarjeta de débito que termina en 4242').check();
  await expect(dialog.getByTestId('autopay-authorization-text')).toContainText('Autorizo a Lumen Cash');
  await expectNoAxeViolations(page);
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(section.getByRole('button', { name: 'Activar el pago automático' })).toBeFocused();
});
