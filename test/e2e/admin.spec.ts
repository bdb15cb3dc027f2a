// Admins acting as customers end to end: a CSR chooses online.returning@example.com, sees that
// customer's data under a banner on every page, and the audit log holds the calls; customers are refused.
import { expect, test } from './fixtures';
import { fillLogin, graphql, resetServer, tokensOf } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const CUSTOMER = 'online.returning@example.com';

test('a CSR acts as a customer: their data, the banner, the audit log; back to admin ends it', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await fillLogin(page, 'csr.admin@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await expect(page.getByText('Signed in as csr.admin@example.com.')).toBeVisible();

  await page.getByLabel('Customer email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Act as Customer' }).click();
  await expect(page.getByRole('alert')).toHaveText('No customer account for nobody@example.com.');

  await page.getByLabel('Customer email').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Act as Customer' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const banner = page.getByRole('region', { name: 'Acting as a customer' });
  await expect(banner).toContainText(`are acting as ${CUSTOMER}`);
  // The customer's own data, read from the server on the customer's behalf.
  await expect(page.getByTestId('signed-in-customer')).toHaveText(CUSTOMER);
  await expect(page.getByText('(Oliver Online)')).toBeVisible();

  // Every page shows the banner, and a reload keeps acting (the choice is kept for this admin).
  await page.goto('/account/personal');
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Acting as a customer' })).toBeVisible();
  // The page has finished restoring the acting session before the admin leaves it (a click during the restore is a
  // known race: the restore can land after "Back to Admin" and act again).
  await expect(page.getByTestId('signed-in-customer')).toHaveText(CUSTOMER);

  const audit = (await (await request.get(`/dev/audit?subject=${encodeURIComponent(CUSTOMER)}`)).json()) as {
    actorEmail: string;
    operation: string;
  }[];
  expect(audit.map((row) => row.operation)).toEqual(
    expect.arrayContaining(['Mutation.adminAuthAs', 'Query.customerSystemSearch']),
  );
  expect(new Set(audit.map((row) => row.actorEmail))).toEqual(new Set(['csr.admin@example.com']));

  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await expect(page.getByRole('region', { name: 'Acting as a customer' })).toHaveCount(0);
});

test('a customer is refused at the admin login, and their token cannot act as anyone', async ({ page, request }) => {
  await page.goto('/admin/login');
  await fillLogin(page, CUSTOMER);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Not admin');
  await expect(page).toHaveURL(/\/admin\/login$/);

  const { idToken } = await tokensOf(request, CUSTOMER);
  const asked = await graphql(request, idToken, 'mutation { adminAuthAs(email: "omni.returning@example.com") }');
  expect(asked.errors?.[0]?.message).toBe('Not admin');
  // Naming another customer in the header does nothing for a customer's token: the call stays their own.
  const search = await graphql(
    request,
    idToken,
    'query { customerSystemSearch { firstName } }',
    {},
    'omni.returning@example.com',
  );
  expect(search.data?.customerSystemSearch).toEqual({ firstName: 'Oliver' });
});
