// A CSR acting as a customer on the conversion pages (a CSR acting as a customer is governed by the
// CSR's own sign-in): csr.admin acts as open.payday, opens /loan/conversion (a fresh page load, so acting resumes
// from this admin's stored choice) and sees the customer's two offers, read with the code the server holds for that
// customer (the CSR's own token names none); the reads are in the audit log against the CSR; axe finds nothing.
import { axeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { conversionPaths } from '../../src/features/conversion/paths';
import { fillLogin, resetServer } from './support';

const PAULA = 'open.payday@example.com';
const CSR = 'csr.admin@example.com';

test.beforeEach(async ({ request }) => resetServer(request));

test('a CSR acting as open.payday opens /loan/conversion and sees the two offers', async ({ page, request }) => {
  await page.goto('/admin/login');
  await fillLogin(page, CSR);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await page.getByLabel('Customer email').fill(PAULA);
  await page.getByRole('button', { name: 'Act as Customer' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('signed-in-customer')).toHaveText(PAULA);

  await page.goto(conversionPaths.choose);
  await expect(page.getByRole('region', { name: 'Acting as a customer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: "Choose the Option That's Right for You" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Convert into Installment Loan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refinance your Payday Loan' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const audit = (await (await request.get(`/dev/audit?subject=${encodeURIComponent(PAULA)}`)).json()) as {
    actorEmail: string;
    operation: string;
  }[];
  expect(audit.map((row) => row.operation)).toEqual(
    expect.arrayContaining(['Query.loanSystemCodes', 'Query.conversionOffers']),
  );
  expect(new Set(audit.map((row) => row.actorEmail))).toEqual(new Set([CSR]));
});
