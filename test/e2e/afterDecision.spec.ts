// The screens after the decision in the browser against the real server. A new customer
// starts an application (the account step); the dev-only /dev/application-state then puts it where the decision
// would (DENIED with the decision's reasons, PENDING_ESIGN with a hold, ORIGINATED), until the decision room's engine
// is merged. A declined applicant reaches the notice with the reasons; the entry routes to keep-in-mind, retail or
// thank-you; hold-esign shows the reasons and date; thank-you shows the funds timing. The stored PDFs open and download
// with the customer's token: the loan agreement in the e-sign screen's viewer, a signed document from thank-you and the
// declined applicant's notice. Every route here passes axe.
import { expectNoAxeViolations } from './axeCheck';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { leadPaths } from '../../src/features/application/afterDecision/leadPaths';
import { openSignedIn } from './apiSession';
import { applicationIn } from './applicationSupport';
import { resetServer } from './support';
import { todayEastern } from '../../src/lib/application/dates';
import { dueDatesOf } from '../../src/lib/lending/frequency';
import { installmentTermApr } from '../../src/lib/lending/pricing';

const NEW = 'new.customer@example.com';
const at = (path: string) => new RegExp(`${path}$`);

test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ request }) => resetServer(request));

/** Clicks a download link and reads what the browser saved: a PDF under the expected name. */
async function downloadedPdf(page: Page, link: Locator, fileName: RegExp): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

const declined = (reasons: string[]) => ({
  applicationState: 'DENIED',
  data: { decision: { outcome: 'DECLINED', reasons, decidedAt: new Date().toISOString() } },
});

test('a declined applicant on an online brand in Ohio is offered the store, and sees the notice with the reasons', async ({
  page,
  request,
}) => {
  await applicationIn(page, request, declined(['Income insufficient for amount of credit requested']));
  // The lookup is held back a moment so the entry's status can be seen (the server still answers it).
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('GetAnotherOptionDetail')) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(p.adverseAction);
  await expect(page.getByText('Identifying your State configuration.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(at(p.adverseActionKeepInMind));
  await expect(page.getByRole('heading', { name: 'Keep in mind' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Notice of action taken' });
  await expect(notice).toContainText('We have declined your application for credit.');
  await expect(notice).toContainText('Income insufficient for amount of credit requested');
  await expect(notice).toContainText('Lumen Cash, LLC');
  await expect(notice).toContainText('Equal Credit Opportunity Act');
  await expect(notice).toContainText('Bureau of Consumer Financial Protection');
  await expect(notice).toContainText('within 7 days');
  await expect(notice).not.toContainText('Fair Credit Reporting Act');
  await expectNoAxeViolations(page);
  // The written notice, stored on the server, downloads for the declined applicant with their token.
  await downloadedPdf(page, notice.getByRole('link', { name: 'Download this notice (PDF)' }), /\.pdf$/);
  await expect(notice.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose this option' }).click();
  await expect(page).toHaveURL(at(p.anotherOptionSelected));
  await expect(page.getByText('Proof of income')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('declined by the stores’ own brand in Ohio: retail; the identity decline names the bureau', async ({
  page,
  request,
}) => {
  await applicationIn(page, request, { ...declined(['Unable to verify identity']), brand: 'harbor' });
  await page.goto(p.adverseAction);
  await expect(page).toHaveURL(at(p.adverseActionRetail));
  await expect(page.getByRole('link', { name: 'Find a store near you' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Notice of action taken' });
  await expect(notice).toContainText('Harbor Check & Loan, Inc.');
  await expect(notice).toContainText('Fair Credit Reporting Act');
  await expect(notice).toContainText('Clearwater Consumer Reporting');
  await expectNoAxeViolations(page);
});

test('declined in a state with no stores on the installment brand: thank-you, and 30 days', async ({
  page,
  request,
}) => {
  await applicationIn(page, request, {
    ...declined(['Length of banking relationship']),
    stateCode: 'NY',
    brand: 'meridian',
  });
  await page.goto(p.adverseAction);
  await expect(page).toHaveURL(at(p.adverseActionThankYou));
  const notice = page.getByRole('region', { name: 'Notice of action taken' });
  await expect(notice).toContainText('Length of banking relationship');
  await expect(notice).toContainText('Ridgeway State Bank');
  await expect(notice).toContainText('Federal Deposit Insurance Corporation');
  await expect(notice).toContainText('within 30 days');
  await expectNoAxeViolations(page);
});

// The published 18-month offer: $1,400 at the 209.68% contract rate, the first payment 14 days after the day it is
// made (the server's today, US Eastern), which makes 37 payments of $119.42.
const LOAN_REQUEST = {
  amount: 140_000,
  numberOfPayments: 37,
  paymentFrequency: 'BI',
  apr: installmentTermApr(18),
  firstPaymentDate: dueDatesOf(todayEastern(), 2, 'BI')[1],
};

test('signing held: esign sends the customer to hold-esign, which shows the reasons and the date', async ({
  page,
  request,
}) => {
  await applicationIn(page, request, {
    applicationState: 'PENDING_ESIGN',
    data: {
      loanRequest: LOAN_REQUEST,
      esignHold: { reasons: ['Your bank verification is in review'], until: '2099-01-02T14:00:00.000Z' },
    },
  });
  await page.goto(p.esign);
  await expect(page).toHaveURL(at(p.holdEsign));
  await expect(page.getByText('Your bank verification is in review')).toBeVisible();
  await expect(page.getByText('You can sign after January 2, 2099 at 9:00 AM ET.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('esign shows the loan terms and asks for consent and a signature; not-ready and approved/agreements', async ({
  page,
  request,
}) => {
  await applicationIn(page, request, { applicationState: 'COMPLETED_PRODUCT_SELECTION' });
  await page.goto(p.esign);
  await expect(page).toHaveURL(at(p.agreementsNotReady));
  await expect(page.getByRole('heading', { name: 'Your documents are being prepared' })).toBeVisible();
  await expectNoAxeViolations(page);

  const ready = await request.post('/dev/application-state', {
    data: { email: NEW, applicationState: 'PENDING_ESIGN', data: { loanRequest: LOAN_REQUEST } },
  });
  expect(ready.ok()).toBe(true);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(at(p.esign));
  await expect(page.getByText('$1,400.00')).toBeVisible();
  await expect(page.getByText(/37 payments of \$119\.42/)).toBeVisible();
  // The agreement priced as the terms on screen opens in the viewer (not its error), and can be kept.
  await page.getByRole('button', { name: 'Read your loan agreement (PDF)' }).click();
  const viewer = page.getByRole('dialog', { name: 'Your loan agreement' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect(viewer.getByText('An error occurred while loading the PDF')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await downloadedPdf(
    page,
    viewer.getByRole('link', { name: /^Download Your loan agreement/ }),
    /^loan-agreement-.+\.pdf$/,
  );
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
  await expect(page.getByText('Please type your full name to sign.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(p.approvedAgreements);
  await expect(page.getByRole('link', { name: 'Continue to sign' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('thank-you shows the funds timing of the brand and the signed documents', async ({ page, request }) => {
  await applicationIn(page, request, {
    applicationState: 'ORIGINATED',
    data: {
      fundingMethod: 'DEBIT_CARD',
      loanRequest: LOAN_REQUEST,
      loanNumber: 'ILP-9000001',
      esign: {
        signatureName: 'New Customer',
        signedAt: new Date().toISOString(),
        agreements: [{ idTag: 'loanAgreement', value: true }],
      },
    },
  });
  await page.goto(p.thankYou);
  await expect(page.getByRole('heading', { name: 'Thank you! Your loan is on its way' })).toBeVisible();
  await expect(page.getByText(/can arrive in as little as 30 minutes/)).toBeVisible();
  await expect(page.getByText('Loan number ILP-9000001')).toBeVisible();
  const signed = page.getByRole('link', { name: 'Download Loan Agreement and Truth in Lending Disclosure (PDF)' });
  await expect(signed).toBeVisible();
  await expectNoAxeViolations(page);
  await downloadedPdf(page, signed, /^Loan-Agreement-and-Truth-in-Lending-Disclosure\.pdf$/);

  // The installment brand funds by ACH only: a business date instead.
  await request.post('/dev/application-state', {
    data: { email: NEW, applicationState: 'ORIGINATED', brand: 'meridian' },
  });
  await page.reload();
  await expect(page.getByText(/Your money will be deposited in your bank account by \w+day, /)).toBeVisible();
});

test('the lead routes pass axe', async ({ page, request }) => {
  await openSignedIn(page, request, NEW);
  await page.goto(`${leadPaths.leadAgreements}?lead=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('button', { name: 'Continue to my agreements' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(leadPaths.notApprovedLeadWelcome);
  await expect(page.getByRole('link', { name: 'Start my application' })).toBeVisible();
  await expectNoAxeViolations(page);
});
