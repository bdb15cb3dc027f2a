// Autopay from a bank account linked in the browser through the Link sandbox (no mocks), for open.payday: "Link a
// new bank account" in the autopay dialog opens the sandbox's Link, the customer signs in to First Platypus Bank as
// user_good, and the dialog comes back with that account chosen; the authorization names it (bank and last 4), autopay
// turns on with it, and the section says so. Then the documents page lists the authorization, which downloads as a
// PDF naming the same account. Axe passes in the dialog. The server is reset around the file.
import { readFile } from 'node:fs/promises';
import { accountPaths } from '../../src/features/account/paths';
import { pdfText } from '../server/documents/pdfText';
import { openSignedIn } from './apiSession';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { resetServer } from './support';

test.beforeAll(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

const LOAN = 'PDL-5000501';
const NAMED = 'First Platypus Bank account ending in 0000';

test('open.payday links a bank account in the autopay dialog, turns autopay on with it and downloads the authorization', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'open.payday@example.com');
  const section = page.getByRole('region', { name: 'Autopay' });
  await section.getByRole('button', { name: 'Turn on autopay' }).click();
  await page
    .getByRole('dialog', { name: 'Turn on autopay' })
    .getByRole('button', { name: 'Link a new bank account' })
    .click();

  // The sandbox's Link, from the portal's own origin.
  await expect(page.getByRole('dialog', { name: 'Select your bank' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'First Platypus Bank' }).click();
  const bank = page.getByRole('dialog', { name: 'Sign in to First Platypus Bank' });
  await bank.getByLabel('Username').fill('user_good');
  await bank.getByLabel('Password').fill('pass_good');
  await bank.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Turn on autopay' });
  await expect(dialog.getByText(`We added your ${NAMED}. It is chosen below.`)).toBeVisible();
  await expect(dialog.getByLabel(NAMED)).toBeChecked();
  await expect(dialog.getByTestId('autopay-authorization-text')).toContainText(
    `debit my ${NAMED} on each due date of loan ${LOAN}`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I have read and agree to this autopay authorization').check();
  await dialog.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(
    section.getByRole('status').filter({ hasText: 'Autopay is on. We e-mailed you a copy of the authorization.' }),
  ).toBeVisible();
  await expect(section.getByTestId('autopay-status')).toContainText(`paid from your ${NAMED}`);

  await page.goto(accountPaths.documents);
  const link = page.getByRole('link', { name: new RegExp(`^Autopay authorization for loan ${LOAN}, signed `) });
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`autopay-authorization-${LOAN}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain(NAMED);
});
