// A new funding method after a submit error, in the browser against the real server (docs/application-after-income.md
// "Documents"): the `Funding` applicant is put at the submit step through the API
// (applicationSeed.ts: paid by a deposit to the bank account, EFT), waits on the transition page while the application is submitted, is taken to the agreements page by the decision
// (NEEDS_NEW_FUNDING) and told why, chooses the debit card, saves and submits again, and goes on to e-sign.
import { expectNoAxeViolations } from './axeCheck';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { SubmitApplicationDocument } from '../../api/generated/graphql';
import { applicationPaths as p } from '../../src/features/application/paths';
import { seedApplication } from './applicationSeed';
import { openSignedIn } from './apiSession';
import { graphql, resetServer } from './support';

const EMAIL = 'new.customer@example.com';
const at = (path: string) => new RegExp(`${path}$`);

test.beforeEach(async ({ request }) => resetServer(request));

/** An application at the submit step for `lastName` (applicationSeed.ts), and its submit through the API. */
async function seedAtSubmit(request: APIRequestContext, lastName: string) {
  const { id, idToken } = await seedApplication(request, { at: 'submit', lastName });
  return {
    id,
    submit: async () => {
      const body = await graphql(request, idToken, SubmitApplicationDocument, { id });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    },
  };
}

test('Funding is asked for another way to be paid, chooses the debit card, submits again and goes on to e-sign', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const application = await seedAtSubmit(request, 'Funding');
  await openSignedIn(page, request, EMAIL);
  // A new visit offers the saved application; continuing makes it this visit's one.
  await page.goto(p.home);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).not.toHaveURL(at(p.resume));
  await page.goto(p.transition);
  await expect(page.getByRole('heading', { level: 1, name: 'We are reviewing your application' })).toBeVisible();

  await application.submit();
  // The decision reaches the page over the listener: the agreements page, saying why.
  await expect(page).toHaveURL(at(p.agreements), { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'We cannot send your loan the way you chose' }),
  ).toBeVisible();
  const bankDeposit = page.getByRole('radio', { name: /Deposit to my bank account/ });
  await expect(bankDeposit).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /To my debit card/ }).check();
  await page.getByRole('button', { name: 'Save and submit again' }).click();
  // Submitted again: the transition page (however briefly), then the approval takes the customer to sign.
  await expect(page).toHaveURL(new RegExp(`${p.transition}$|${p.esign}$`), { timeout: 15_000 });
  await expect(page).toHaveURL(at(p.esign), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your loan agreement' })).toBeVisible();
});

test('an application stopped at a submit error resumes on the agreements page, saying why', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const application = await seedAtSubmit(request, 'Funding');
  await application.submit();
  await openSignedIn(page, request, EMAIL);
  // The decision lands while the customer is away, or as they come back: the transition page follows it either way.
  await page.goto(p.home);
  await expect(page).toHaveURL(at(p.resume));
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(at(p.agreements), { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'We cannot send your loan the way you chose' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and submit again' })).toBeVisible();
});
