// The payoff letter in a real browser against the real server: on the documents page, open.payday and
// installment.customer each ask for a letter good through a day of the window; a day gone by is refused at the field;
// the letter is announced, listed and downloaded as a PDF that quotes what the page announced (the payday loan's flat
// $345.00; the installment loan's payoff on that day with its $8.043 per diem). Axe passes, the page fits 320 px, and
// a Spanish visit gets the form, the announcement and the letter in Spanish. The server is reset around the file: the
// letters it writes stay among the demo customers' documents.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { accountPaths } from '../../src/features/account/paths';
import { plusDays } from '../../src/lib/application/dates';
import { formatShortDate } from '../../src/lib/format/dates';
import { pdfText } from '../server/documents/pdfText';
import { openSignedIn } from './apiSession';
import { axeViolations } from './axeCheck';
import { englishOnPage } from './englishText';
import { expect, test } from './fixtures';
import { resetServer } from './support';

test.beforeAll(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

async function pdfOf(download: Promise<Download>): Promise<{ name: string; text: string }> {
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: pdfText(bytes) };
}

/** The first day the form offers (the server's today), from the date field's own limit. */
async function firstDay(page: Page, label: string): Promise<string> {
  const min = await page.getByLabel(label).getAttribute('min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return min!;
}

const fitsIn320 = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { email, loanNumber, payoff } of [
  { email: 'open.payday@example.com', loanNumber: 'PDL-5000501', payoff: /\$345\.00/ },
  { email: 'installment.customer@example.com', loanNumber: 'ILP-1900101', payoff: /\$1,4\d\d\.\d\d/ },
]) {
  test(`${email} asks for a payoff letter and downloads it`, async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openSignedIn(page, request, email, accountPaths.documents);
    await expect(page.getByRole('heading', { level: 2, name: 'Payoff letter' })).toBeVisible();
    await expect(page.getByText(`For loan ${loanNumber}.`)).toBeVisible();
    const today = await firstDay(page, 'Good through');

    // A day gone by is refused at the field, which takes the focus.
    await page.getByLabel('Good through').fill(plusDays(today, -1));
    await page.getByRole('button', { name: 'Request a payoff letter' }).click();
    await expect(page.getByText('That day has passed. Choose today or a later day.')).toBeVisible();
    await expect(page.getByLabel('Good through')).toBeFocused();

    const day = plusDays(today, 3);
    await page.getByLabel('Good through').fill(day);
    await page.getByRole('button', { name: 'Request a payoff letter' }).click();
    const status = page.getByRole('status').filter({ hasText: `Your payoff letter for loan ${loanNumber} is ready` });
    await expect(status).toBeVisible();
    const announced = /ready: (\$[\d,]+\.\d\d)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
    expect(announced).toMatch(payoff);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsIn320(page)).toBe(true);

    const link = page.getByRole('link', { name: new RegExp(`^Payoff letter for loan ${loanNumber}, good through`) });
    const download = page.waitForEvent('download');
    await link.click();
    const letter = await pdfOf(download);
    expect(letter.name).toBe(`payoff-letter-${loanNumber}-${day}.pdf`);
    expect(letter.text).toContain(`Re: Loan ${loanNumber}`);
    expect(letter.text).toContain(announced);
    expect(letter.text).toContain('Payments pending on the date of this letter are not included.');
    if (loanNumber.startsWith('ILP')) expect(letter.text).toContain('$8.043');
    else expect(letter.text).not.toContain('per diem');
  });
}

test('a Spanish visit asks for the letter and gets it in Spanish', async ({ page, request, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'es', url: new URL(baseURL ?? '').origin }]);
  await openSignedIn(page, request, 'open.payday@example.com', accountPaths.documents);
  await expect(page.getByRole('heading', { level: 2, name: 'Carta de liquidación' })).toBeVisible();
  const day = plusDays(await firstDay(page, 'Válida hasta'), 10);
  await page.getByLabel('Válida hasta').fill(day);
  await page.getByRole('button', { name: 'Solicitar una carta de liquidación' }).click();
  await expect(page.getByText(/Su carta de liquidación del préstamo PDL-5000501 está lista: \$345\.00/)).toBeVisible();
  const link = page.getByRole('link', {
    name: `Carta de liquidación del préstamo PDL-5000501, válida hasta el ${formatShortDate(day, 'es')} (PDF)`,
  });
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await englishOnPage(page, accountPaths.documents)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await link.click();
  const letter = await pdfOf(download);
  expect(letter.text).toContain('Carta de liquidación');
  expect(letter.text).toContain('Monto de liquidación');
  expect(letter.name).toBe(`payoff-letter-PDL-5000501-${day}.pdf`);
});
