// The agreements and upload-docs steps in the browser against the real server: an application put
// at the agreements step through the API (applicationSeed.ts), each agreement opened in the viewer as text, read to its
// end and agreed, the agreement error, a document that cannot be loaded, the viewer within the CSP, the saved
// agreements leading to the texted code, the same on a phone (390×844, text reflowing down to 320 px); a
// self-employed applicant's upload-docs after the amount, uploads checked by type; axe on both.
import { axeViolations } from './axeCheck';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { seedApplication } from './applicationSeed';
import { openSignedIn } from './apiSession';
import { readToEnd } from './applicationSupport';
import { resetServer } from './support';

const EMAIL = 'new.customer@example.com';
const MUST_AGREE =
  'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents';
const TITLES = [
  'Consent to Electronic Records and Signatures',
  'Privacy Notice',
  'Authorization to Obtain Consumer Reports',
  'Consent to Text Messages',
];
const at = (path: string) => new RegExp(`${path}$`);

test.beforeEach(async ({ request }) => resetServer(request));

/** Signs in and resumes the saved application, which opens on `path`. */
async function resumeAt(page: Page, request: APIRequestContext, path: string) {
  await openSignedIn(page, request, EMAIL);
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.resume));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(path));
}

/** The saved application resumed on the agreements step. */
async function openAgreements(page: Page, request: APIRequestContext) {
  await resumeAt(page, request, p.agreements);
  await expect(page.getByRole('button', { name: `Read ${TITLES[0]}` })).toBeVisible();
}

async function readAndAgree(page: Page, title: string) {
  await page.getByRole('button', { name: `Read ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await readToEnd(page, title);
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `I have read and agree to the ${title}` })).toBeChecked();
}

test('each agreement is read in the viewer and agreed; a missing one is named; saved, the texted code is next', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await seedApplication(request, { at: 'agreements', incomeType: 'SELF_EMPLOYED' });
  await openAgreements(page, request);
  expect(await axeViolations(page)).toEqual([]);

  // Submitting with nothing agreed: the agreement error, focused.
  await page.getByRole('radio', { name: /Deposit to my bank account/ }).check();
  await page.getByRole('radio', { name: /I will make each payment myself/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MUST_AGREE })).toBeFocused();

  await readAndAgree(page, TITLES[0]!);
  // The viewer itself passes axe and stays within the page's CSP.
  await page.getByRole('button', { name: `Read ${TITLES[1]}` }).click();
  const viewer = page.getByRole('dialog', { name: TITLES[1] });
  await expect(viewer.getByRole('region', { name: `${TITLES[1]}, full text` })).toContainText('Lumen Cash, LLC');
  await expect(viewer.locator('iframe')).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: `Download ${TITLES[1]} (PDF)` })).toHaveAttribute('download', /\.pdf$/);
  await expect(viewer.getByRole('link', { name: `Download ${TITLES[1]} (PDF)` })).toHaveAttribute('href', /^blob:/);
  expect(await axeViolations(page)).toEqual([]);
  // Disagreeing leaves it unchecked.
  await viewer.getByRole('button', { name: 'I do not agree' }).click();
  await expect(page.getByRole('checkbox', { name: `I have read and agree to the ${TITLES[1]}` })).not.toBeChecked();
  for (const title of TITLES.slice(1, 3)) await readAndAgree(page, title);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MUST_AGREE })).toBeVisible();
  await expect(page).toHaveURL(at(p.agreements));

  await readAndAgree(page, TITLES[3]!);
  await expect(page.getByText('You have agreed to every document.')).toBeVisible();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  // The contract's order after the merge: the texted code comes next (upload-docs follows the amount).
  await expect(page).toHaveURL(at(p.otp));
  expect(cspViolations).toEqual([]);
});

test('a document that cannot be loaded says so in the viewer and cannot be agreed', async ({ page, request }) => {
  await seedApplication(request, { at: 'agreements' });
  await openAgreements(page, request);
  // The network fails for the document and its text only (the server itself is not replaced).
  await page.route('**/documents/**', (route) => route.abort('failed'));
  await page.getByRole('button', { name: `Read ${TITLES[0]}` }).click();
  const viewer = page.getByRole('dialog', { name: TITLES[0] });
  await expect(viewer.getByRole('alert')).toHaveText('An error occurred while loading the PDF');
  await expect(viewer.getByRole('button', { name: 'I agree' })).toBeDisabled();
  await page.unroute('**/documents/**');
  await viewer.getByRole('button', { name: 'Try again' }).click();
  await readToEnd(page, TITLES[0]!);
});

test('on a phone the agreements are real text that reflows, read to the end, agreed, and the applicant continues', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await seedApplication(request, { at: 'agreements' });
  await openAgreements(page, request);
  await page.getByRole('button', { name: `Read ${TITLES[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: TITLES[0] });
  const text = dialog.getByRole('region', { name: `${TITLES[0]}, full text` });
  await expect(text).toContainText('right to receive these records on paper');
  // Longer than the phone's half screen: "I agree" waits until the end has been reached.
  const agree = dialog.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeDisabled();
  const fontPx = await text
    .locator('p')
    .nth(1)
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontPx).toBeGreaterThanOrEqual(16);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing scrolls sideways, down to 320 pixels (WCAG 1.4.10).
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await text.evaluate((el) => [
      el.scrollWidth - el.clientWidth,
      document.documentElement.scrollWidth - innerWidth,
    ]);
    expect(overflow, `${width} px`).toEqual([0, 0]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await text.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(agree).toBeEnabled();
  await expect(dialog.getByRole('status')).toHaveText('You have reached the end of the document.');
  await agree.click();
  await expect(page.getByRole('checkbox', { name: `I have read and agree to the ${TITLES[0]}` })).toBeChecked();
  for (const title of TITLES.slice(1)) await readAndAgree(page, title);
  await page.getByRole('radio', { name: /Deposit to my bank account/ }).check();
  await page.getByRole('radio', { name: /I will make each payment myself/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(at(p.otp));
});

test('upload-docs takes a real image, refuses a file that is not one whatever its name, and moves on', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A self-employed applicant: upload-docs follows the amount.
  await seedApplication(request, { at: 'uploadDocs', incomeType: 'SELF_EMPLOYED' });
  await resumeAt(page, request, p.uploadDocs);
  expect(await axeViolations(page)).toEqual([]);

  const input = page.getByLabel(/Choose a file for: Proof of your income/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Upload a file for each document listed.');
  await expect(page).toHaveURL(at(p.uploadDocs));

  await input.setInputFiles({
    name: 'taxes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'taxes.pdf' })).toHaveText(
    'taxes.pdf is not a PDF, JPEG or PNG file. Choose another file.',
  );

  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a80000000049454e44ae426082',
    'hex',
  );
  await input.setInputFiles({ name: 'tax return.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('tax return.png was uploaded.')).toBeVisible();
  await expect(page.getByText('Received: tax-return.png')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at(p.identity));
});
