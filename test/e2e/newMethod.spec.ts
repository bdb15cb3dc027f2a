// A new funding method after a submit error, in the browser against the real server (issue 13, docs/application-
// part2.md "Integration status" 3): the `Funding` applicant is put at the submit step through the API (part 1's saves,
// the agreements saved, then the dev route filling bank, methods, texted code, product and amount), waits on the
// transition page while the application is submitted, is taken to the agreements page by the decision
// (NEEDS_NEW_FUNDING) and told why, chooses the debit card, saves and submits again, and goes on to e-sign.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CreateApplicationDocument,
  SaveAgreementsDocument,
  SaveIncomeInformationDocument,
  SavePersonalInformationDocument,
  SaveStoreInformationDocument,
  SubmitApplicationDocument,
} from '../../api/generated/graphql';
import { applicationPaths as p } from '../../src/features/application/paths';
import { requiredAgreements } from '../../src/lib/application/agreements';
import { signInFully } from './applicationSupport';
import { graphql, resetServer, tokensOf } from './support';

const EMAIL = 'new.customer@example.com';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const at = (path: string) => new RegExp(`${path}$`);

test.beforeEach(async ({ request }) => resetServer(request));

/** An ISO date `days` from today (Eastern), as the income step stores it. */
function isoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * An application at the submit step for `lastName`: part 1's steps and the agreements (repaid by ACH) through the API,
 * then the decision room's dev route for the rest (bank account, EFT funding, texted code, product and amount).
 */
async function seedAtSubmit(request: APIRequestContext, lastName: string) {
  const { idToken } = await tokensOf(request, EMAIL);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const body = await graphql(request, idToken, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data ?? {};
  };
  const created = await call(CreateApplicationDocument, { application: { userInformation: { email: EMAIL } } });
  const id = (created.createApplication as { id: string }).id;
  await call(SavePersonalInformationDocument, {
    id,
    personalInfo: {
      firstName: 'Nora',
      lastName,
      dateOfBirth: '1985-04-12',
      documentNumber: '111-22-3333',
      driverLicenseStateCode: 'OH',
      driverLicenseNumber: 'AB123456',
    },
    contactInfo: {
      address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
      phones: [{ type: 'C', number: '(614) 555-0123' }],
    },
    additionalInfo: { monthsAtAddress: 24, ownResidence: false },
  });
  await call(SaveStoreInformationDocument, {
    id,
    storeInfo: { preferredProductCode: 'ILP', channel: 'ONLINE', brandName: 'lumen' },
  });
  await call(SaveStoreInformationDocument, { id, storeInfo: { storeNumber: '2997', preferredProductCode: 'ILP' } });
  await call(SaveIncomeInformationDocument, {
    id,
    incomeInfo: {
      type: 'E',
      employerName: 'Acme Tools',
      paymentFrequency: 'BI',
      amountNet: 250_000,
      amountGross: 300_000,
      nextPaymentDate: isoDate(7),
    },
  });
  await call(SaveAgreementsDocument, {
    id,
    agreements: requiredAgreements('OH', 'ACH').map((idTag) => ({ idTag, value: true })),
    repaymentMethod: 'ACH',
    fundingMethod: 'EFT',
  });
  expect((await request.post(`/dev/applications/${id}/complete`)).ok()).toBe(true);
  return { id, submit: () => call(SubmitApplicationDocument, { id }) };
}

test('Funding is asked for another way to be paid, chooses the debit card, submits again and goes on to e-sign', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const application = await seedAtSubmit(request, 'Funding');
  await signInFully(page, request, EMAIL);
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
  expect((await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations).toEqual([]);

  await page.getByRole('radio', { name: /To my debit card/ }).check();
  await page.getByRole('button', { name: 'Save and submit again' }).click();
  // Submitted again: the transition page (however briefly), then the approval takes the customer to sign.
  await expect(page).toHaveURL(new RegExp(`${p.transition}$|${p.esign}$`), { timeout: 15_000 });
  await expect(page).toHaveURL(at(p.esign), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your loan agreement' })).toBeVisible();
});
