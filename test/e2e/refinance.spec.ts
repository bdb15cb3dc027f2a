// Refinancing open.payday's payday loan in the browser against the real server, once with each option: the choice
// survives a reload of the Customize step; the ESign step shows the new loan's Fed box (APR, finance charge, amount
// financed, total of payments, the one payment and its date), passes axe, survives a reload and offers the agreement
// to read before signing; after the signature the account page shows exactly the amount due, payoff and due date that
// were signed, and the signed agreement is among the documents. Each test starts from the seeded data.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { accountPaths } from '../../src/features/account/paths';
import { formatShortDate } from '../../src/lib/format/dates';
import { conversionPaths } from '../../src/features/conversion/paths';
import { todayEastern, toUsDate } from '../../src/lib/application/dates';
import { formatCents } from '../../src/lib/money';
import { openSignedIn } from './apiSession';
import { axeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { resetServer } from './support';

const PAULA = 'open.payday@example.com';

test.beforeEach(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

/**
 * The three options on PDL-5000501 ($300 and its $45 fee, 391.07%): the new loan, its finance charge (the loan's rate
 * for a 14-day term: 15%), what is paid today and the cash back.
 */
const OPTIONS = [
  { option: 1, radio: /Pay the fee, keep the same loan amount/, field: null, typed: '', loan: 30_000, charge: 4_500 },
  {
    option: 2,
    radio: /Pay the fee and part of the loan/,
    field: 'Amount to pay back',
    typed: '100',
    loan: 20_000,
    charge: 3_000,
  },
  { option: 3, radio: /Borrow more/, field: 'Amount to borrow', typed: '100', loan: 40_000, charge: 6_000 },
] as const;

async function pdfOf(download: Promise<Download>): Promise<void> {
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

/** The figure a list of figures shows beside its label (the account page's dl). */
const figure = (page: Page, scope: string, label: string) =>
  page
    .locator(scope)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    // The figure named: the term's first description (the amount due leads the summary with its days left after it).
    .locator('xpath=following-sibling::dd[1]');

for (const o of OPTIONS) {
  test(`refinance option ${o.option}: the Fed box before signing, exactly those figures on the account after`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const total = o.loan + o.charge;
    // A new loan made today, due 14 days later (the lender's Eastern day).
    const dueDate = format(addDays(parseISO(todayEastern()), 14), 'yyyy-MM-dd');

    await openSignedIn(page, request, PAULA);
    await page.goto(conversionPaths.choose);
    await page
      .getByRole('region', { name: 'Refinance your Payday Loan' })
      .getByRole('button', { name: 'Choose this option' })
      .click();
    await page
      .getByRole('dialog', { name: 'Authorize a credit check' })
      .getByRole('button', { name: 'I authorize' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${conversionPaths.refinance}`));
    const radio = page.getByRole('radio', { name: o.radio });
    await radio.check();
    if (o.field) await page.getByRole('textbox', { name: o.field }).fill(o.typed);
    const breakdown = page.getByTestId('refinance-breakdown');
    await expect(breakdown).toContainText(`New loan amount${formatCents(o.loan)}`);

    // A reload on Customize keeps the option and the amount being chosen (option 1 is where the page starts).
    if (o.option !== 1) await expect(page).toHaveURL(new RegExp(`option=${o.option}&amount=${o.typed}$`));
    await page.reload();
    await expect(page.getByRole('radio', { name: o.radio })).toBeChecked();
    if (o.field) await expect(page.getByRole('textbox', { name: o.field })).toHaveValue(o.typed);
    await expect(breakdown).toContainText(`New finance charge${formatCents(o.charge)}`);
    await page.getByRole('button', { name: 'Continue' }).click();

    // ESign: the new loan's Fed box, the same after a reload, and axe-clean.
    const esign = page.getByRole('heading', { name: 'Review and sign your new loan agreement' });
    await expect(esign).toBeVisible();
    const fedBox = async () => {
      await expect(page.getByTestId('fed-box-apr')).toContainText('391.07%');
      await expect(page.getByTestId('fed-box-financeCharge')).toContainText(formatCents(o.charge));
      await expect(page.getByTestId('fed-box-amountFinanced')).toContainText(formatCents(o.loan));
      await expect(page.getByTestId('fed-box-totalOfPayments')).toContainText(formatCents(total));
      const payment = page.getByTestId('fed-box').getByRole('row').nth(1).getByRole('cell');
      await expect(payment).toHaveText(['1', formatCents(total), `On ${toUsDate(dueDate)}`]);
    };
    await fedBox();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(esign).toBeVisible();
    await fedBox();
    await expect(page.getByTestId('esign-today')).toContainText('Loan PDL-5000501 is paid off$345.00');
    const unsigned = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Read the loan agreement before you sign (PDF)' }).click();
    await pdfOf(unsigned);

    await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Paula Payday');
    await page.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByRole('heading', { name: 'Your new loan is ready' })).toBeVisible();
    // The number arrives with the new loan, a moment after the heading: wait for it rather than read it at once.
    await expect(page.getByTestId('new-loan-number')).toHaveText(/^\s*PDL-\d{7}\s*$/);
    const loanNumber = (await page.getByTestId('new-loan-number').textContent())!.trim();

    // The account page: the loan as signed, to the cent and the day.
    await page.goto(accountPaths.home);
    const scope = `section[aria-labelledby="loan-${loanNumber}"]`;
    await expect(page.getByRole('heading', { level: 2, name: `Loan ${loanNumber}` })).toBeVisible();
    await expect(figure(page, scope, 'Amount due')).toHaveText(formatCents(total));
    await expect(figure(page, scope, 'Balance \\(payoff today\\)')).toHaveText(formatCents(total));
    await expect(figure(page, scope, 'Due date')).toHaveText(formatShortDate(dueDate, 'en'));
    await expect(figure(page, scope, 'Finance charge')).toHaveText(formatCents(o.charge));
    await expect(figure(page, scope, 'Amount borrowed')).toHaveText(formatCents(o.loan));
    await expect(figure(page, scope, 'APR')).toHaveText('391.07%');

    // The signed agreement is among the documents.
    await page.goto(accountPaths.documents);
    await expect(page.getByRole('link', { name: new RegExp(`loan-agreement-${loanNumber}\\.pdf`) })).toBeVisible();
  });
}
