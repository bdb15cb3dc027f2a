// The decision, live in the browser against the real server: a complete application is built through the API (the
// part-1 saves, then the dev route standing in for the bank, agreements and final-steps pages), the customer waits on
// the transition page, the application is submitted, and each state change is pushed to the page over the realtime
// listener: the `Review` applicant's underwriting wait is shown, then the approval takes them to e-sign. axe on the
// transition page while it waits.
import { expectNoAxeViolations } from './axeCheck';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { easternDate } from './applicationSupport';
import { openSignedIn } from './apiSession';
import { graphql, resetServer, tokensOf } from './support';

const CUSTOMER = 'new.customer@example.com';

async function completeApplication(
  request: APIRequestContext,
  lastName: string,
): Promise<{ id: string; token: string }> {
  const { idToken } = await tokensOf(request, CUSTOMER);
  const created = await graphql(
    request,
    idToken,
    'mutation($a: ApplicationInput!) { createApplication(application: $a) { id } }',
    { a: { userInformation: { email: CUSTOMER } } },
  );
  const id = (created.data?.createApplication as { id: string }).id;
  const personal = await graphql(
    request,
    idToken,
    `
      mutation ($id: ID!, $p: PersonalInformationInput!, $c: ContactInformationInput!, $a: AdditionalInformationInput) {
        savePersonalInformation(id: $id, personalInfo: $p, contactInfo: $c, additionalInfo: $a) {
          id
        }
      }
    `,
    {
      id,
      p: {
        firstName: 'Nora',
        lastName,
        dateOfBirth: '1985-04-12',
        documentNumber: '111-22-3333',
        driverLicenseStateCode: 'OH',
        driverLicenseNumber: 'AB123456',
      },
      c: {
        address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
        phones: [{ type: 'C', number: '(614) 555-0123' }],
      },
      a: { monthsAtAddress: 24, ownResidence: false },
    },
  );
  expect(personal.errors).toBeUndefined();
  const income = await graphql(
    request,
    idToken,
    `
      mutation ($id: ID!, $i: IncomeInformationInput!) {
        saveIncomeInformation(id: $id, incomeInfo: $i) {
          id
        }
      }
    `,
    {
      id,
      i: {
        type: 'E',
        employerName: 'Acme Tools',
        paymentFrequency: 'BI',
        amountNet: 125_000,
        amountGross: 150_000,
        nextPaymentDate: easternDate(5),
      },
    },
  );
  expect(income.errors).toBeUndefined();
  expect((await request.post(`/dev/applications/${id}/complete`)).ok()).toBe(true);
  return { id, token: idToken };
}

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a Review applicant waits on the transition page, sees the underwriting wait live, then goes to e-sign', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, request, CUSTOMER);
  const { id, token } = await completeApplication(request, 'Review');
  // A new visit finds the saved application and offers it; continuing makes it this visit's application.
  await page.goto(p.home);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).not.toHaveURL(/\/resume$/);
  await page.goto(p.transition);
  await expect(page.getByRole('heading', { level: 1, name: 'We are reviewing your application' })).toBeVisible();

  const submitted = await graphql(
    request,
    token,
    'mutation($id: ID!) { submitApplication(id: $id) { applicationState } }',
    {
      id,
    },
  );
  expect(submitted.errors).toBeUndefined();
  const status = page.getByRole('status');
  await expect(status).toContainText('An underwriter is taking a closer look', { timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${p.transition}$`));
  await expectNoAxeViolations(page);
  // The 20 s hold, then approval: the listener takes the customer to sign.
  await expect(page).toHaveURL(new RegExp(`${p.esign}$`), { timeout: 45_000 });
});

test('a declined applicant is taken from the transition page to adverse action as the decision arrives', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, CUSTOMER);
  const { id, token } = await completeApplication(request, 'Decline');
  await page.goto(p.home);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).not.toHaveURL(/\/resume$/);
  await page.goto(p.transition);
  await expect(page.getByRole('heading', { level: 1, name: 'We are reviewing your application' })).toBeVisible();
  await graphql(request, token, 'mutation($id: ID!) { submitApplication(id: $id) { id } }', { id });
  // The entry page passes straight on to keep-in-mind (Ohio has stores on this online brand): either is arrival.
  await expect(page).toHaveURL(new RegExp(`${p.adverseAction}(/keep-in-mind)?$`), { timeout: 15_000 });
});
