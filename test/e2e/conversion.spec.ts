// Loan conversion and refinance in the browser against the real server: open.payday signs in with
// MFA, chooses the installment offer after the authorize dialog, picks an amount, signs (a reload on ESign and on
// Confirmation keeps the step) and sees the confirmation, the signed agreement among the account's documents and
// the new loan on the account page; refinance with each option shows the right totals; a withdrawn offer shows the denial modal whose OK goes to the account-management brand; axe on
// every conversion route. Each test starts from the seeded data and leaves it seeded for the specs after it.
import { readFile } from 'node:fs/promises';
import { axeViolations } from './axeCheck';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountPaths } from '../../src/features/account/paths';
import { conversionPaths } from '../../src/features/conversion/paths';
import { openSignedIn } from './apiSession';
import { graphql, resetServer, tokensOf } from './support';

const PAULA = 'open.payday@example.com';

test.beforeEach(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

/** The saved file of a download, which must be a PDF. */
async function pdfOf(download: Promise<Download>): Promise<string> {
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return file.suggestedFilename();
}

async function chooseOffer(page: Page, title: string) {
  await page.goto(conversionPaths.choose);
  await expect(page.getByRole('heading', { level: 1, name: "Choose the Option That's Right for You" })).toBeVisible();
  const card = page.getByRole('region', { name: title });
  await card.getByRole('button', { name: 'Choose this option' }).click();
  await page
    .getByRole('dialog', { name: 'Authorize a credit check' })
    .getByRole('button', { name: 'I authorize' })
    .click();
}

test('open.payday converts to an installment loan through e-sign and sees the confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, request, PAULA);
  await chooseOffer(page, 'Convert into Installment Loan');
  await expect(page).toHaveURL(new RegExp(`${conversionPaths.convert}$`));
  const found = await axeViolations(page);
  const slider = page.getByRole('slider', { name: 'Loan amount' });
  await expect(slider).toHaveValue('85000');
  const typed = page.getByRole('textbox', { name: 'Or type an amount' });
  await typed.fill('1400');
  await expect(slider).toHaveValue('140000');
  // The published 18-month term: 37 payments of $119.42, APR 209.11% with the first payment 14 days out; the preview's
  // 7 rows are that schedule's first 7, at the same payment (one figure per amount).
  await expect(page.getByTestId('convert-figures')).toContainText('$119.42');
  await expect(page.getByTestId('convert-figures')).toContainText('209.11%');
  await expect(page.getByTestId('preview-schedule').getByRole('row').filter({ hasText: '$119.42' })).toHaveCount(7);
  // The rest of the schedule is one press away (the preview collapses it, so Continue stays near).
  await page.getByRole('button', { name: 'Show all 37 payments' }).click();
  await expect(page.getByTestId('preview-schedule').getByRole('row')).toHaveCount(38);
  await typed.fill('800');
  await page.getByRole('button', { name: 'Continue' }).click();
  const esign = page.getByRole('heading', { name: 'Review and sign your new loan agreement' });
  await expect(esign).toBeVisible();
  // The address names the saved conversion by its id only; a reload resumes ESign from the server's record.
  await expect(page).toHaveURL(new RegExp(`${conversionPaths.convert}\\?conversion=[0-9a-f-]{36}$`));
  await page.reload();
  await expect(esign).toBeVisible();
  await expect(page.getByTestId('fed-box-apr')).toBeVisible();
  found.push(...(await axeViolations(page)));
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Paula Payday');
  await page.getByRole('button', { name: 'Sign' }).click();
  const ready = page.getByRole('heading', { name: 'Your new loan is ready' });
  await expect(ready).toBeVisible();
  const loanNumber = (await page.getByTestId('new-loan-number').textContent())!.trim();
  expect(loanNumber).toMatch(/^ILP-\d{7}$/);
  await page.reload();
  await expect(ready).toBeVisible();
  await expect(page.getByTestId('new-loan-number')).toHaveText(loanNumber);
  await expect(page.getByText('Loan PDL-5000501 is closed.')).toBeVisible();
  await expect(page.getByText(/Your cash is deposited by/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download your signed loan agreement' }).click();
  expect(await pdfOf(download)).toBe(`loan-agreement-${loanNumber}.pdf`);
  found.push(...(await axeViolations(page)));
  expect(found).toEqual([]);

  // One documents table: the signed agreement is listed with the account's documents and downloads from there.
  await page.goto(accountPaths.documents);
  const listed = page.getByRole('link', { name: new RegExp(`loan-agreement-${loanNumber}\\.pdf`) });
  await expect(listed).toBeVisible();
  const again = page.waitForEvent('download');
  await listed.click();
  expect(await pdfOf(again)).toBe(`loan-agreement-${loanNumber}.pdf`);

  // The account page shows the new loan with the schedule signed; the payday loan is no longer offered anything.
  await page.goto('/account');
  const newLoan = page.getByRole('heading', { level: 2, name: `Loan ${loanNumber}` });
  await expect(newLoan).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Loan PDL-5000501' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const { idToken } = await tokensOf(request, PAULA);
  const offers = await graphql(
    request,
    idToken,
    'query { conversionOffers(customerCode: "LP-500501") { conversionTypes } }',
  );
  expect(offers.data?.conversionOffers).toEqual({ conversionTypes: [] });
});

test('refinance: each option shows the right totals', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, request, PAULA);
  await chooseOffer(page, 'Refinance your Payday Loan');
  await expect(page).toHaveURL(new RegExp(`${conversionPaths.refinance}$`));
  const found = await axeViolations(page);
  const breakdown = page.getByTestId('refinance-breakdown');
  await expect(page.getByRole('radio', { name: /Pay the fee, keep the same loan amount/ })).toBeChecked();
  await expect(breakdown).toContainText('Refinance total$345.00');
  await expect(breakdown).toContainText('You pay today$45.00');
  await page.getByRole('radio', { name: /Pay the fee and part of the loan/ }).check();
  await page.getByRole('textbox', { name: 'Amount to pay back' }).fill('100');
  await expect(breakdown).toContainText('Refinance total$245.00');
  await expect(breakdown).toContainText('You pay today$145.00');
  await expect(breakdown).toContainText('New loan amount$200.00');
  await page.getByRole('radio', { name: /Borrow more/ }).check();
  const borrow = page.getByRole('textbox', { name: 'Amount to borrow' });
  await expect(borrow).toHaveValue('');
  await borrow.fill('200');
  await expect(breakdown).toContainText('Refinance total$545.00');
  await expect(breakdown).toContainText('Cash back$155.00');
  await expect(breakdown).toContainText('New finance charge$75.00');
  found.push(...(await axeViolations(page)));
  await page.getByRole('button', { name: 'Continue' }).click();
  const esign = page.getByRole('heading', { name: 'Review and sign your new loan agreement' });
  await expect(esign).toBeVisible();
  await page.reload();
  await expect(esign).toBeVisible();
  await expect(page.getByTestId('esign-today')).toContainText('Cash back$155.00');
  await expect(page.getByTestId('fed-box-totalOfPayments')).toContainText('$575.00');
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Paula Payday');
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('heading', { name: 'Your new loan is ready' })).toBeVisible();
  await expect(page.getByTestId('new-loan-number')).toHaveText(/^PDL-\d{7}$/);
  await page.reload();
  await expect(page.getByTestId('new-loan-number')).toHaveText(/^PDL-\d{7}$/);
  expect(found).toEqual([]);
});

test('a withdrawn offer shows the denial modal, whose OK goes to the account-management brand', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, PAULA);
  const res = await request.post('/dev/conversion-offers', { data: { email: PAULA, conversionTypes: [] } });
  expect(res.ok()).toBe(true);
  await page.goto(conversionPaths.choose);
  const dialog = page.getByRole('dialog', { name: 'Conversion option is no longer available.' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Keel/i).first()).toBeVisible();
});
