// Sign-in end to end: every demo account lands where the sign-in routing sends it.
import { expect, test } from './fixtures';
import { answerRememberDevice, brandUrl, fillLogin, latestCode, resetServer, signIn } from './support';

test.beforeAll(async ({ request }) => resetServer(request));

// Sign-in routing sends these to /authentication/mfa, which (on a device nobody asked to remember) continues to the
// e-mailed code.
const toMfa = /\/mfa\/otp-email$/;
const destinations: [string, RegExp][] = [
  ['new.customer@example.com', toMfa],
  ['online.returning@example.com', toMfa],
  ['retail.returning@example.com', toMfa],
  ['omni.returning@example.com', toMfa],
  ['open.payday@example.com', toMfa],
  // An unsubmitted application is resumed without the check: origin, else the application (which offers it). Its
  // pass opens the application only, so the account area is not where it lands (docs/sign-in-and-access.md,
  // "Multi-factor").
  ['resume.app@example.com', /\/application\/resume$/],
  ['csr.admin@example.com', /\/admin\/landing$/],
];

for (const [email, destination] of destinations) {
  test(`${email} signs in and lands on ${destination.source}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(destination);
    if (destination === toMfa) {
      await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
    } else if (email.startsWith('resume.')) {
      await expect(page.getByRole('button', { name: 'Continue my application' })).toBeVisible();
    } else if (email.startsWith('csr.')) {
      await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    } else {
      await expect(page.getByTestId('signed-in-customer')).toHaveText(email);
    }
  });
}

test('the keel customer signs in on the keel site and goes to MFA', async ({ page, baseURL }) => {
  await signIn(page, 'keel.customer@example.com', undefined, brandUrl(baseURL, 'keel'));
  await expect(page).toHaveURL(/keel\.localhost:\d+\/mfa\/otp-email$/);
});

test('a guarded page sends a signed-out visitor to login and back to it afterwards', async ({ page, request }) => {
  await page.goto('/account/personal');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, 'resume.app@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  // The resume route goes back to the page, and the page (account data) asks for the check first.
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, 'resume.app@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account\/personal$/);
});

test('a wrong password and an unknown user both read "Incorrect username or password."', async ({ page }) => {
  await signIn(page, 'online.returning@example.com', 'Wrong-passw0rd');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Incorrect username or password.');
  await expect(alert).toBeFocused();
  // Nothing typed is lost.
  await expect(page.getByLabel('Email')).toHaveValue('online.returning@example.com');
  await fillLogin(page, 'nobody.here@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
});

test('the enrollment-group user is refused at the normal login', async ({ page }) => {
  await signIn(page, 'enroll.user@example.com');
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('validation messages appear and submit stays disabled while the form is invalid', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Log In' });
  await expect(submit).toBeDisabled();
  const email = page.getByLabel('Email');
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await email.fill('someone@localhost');
  await expect(page.getByText('Invalid email value')).toBeVisible();
  await email.fill('');
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('online.returning@example.com');
  const password = page.getByLabel('Password');
  await password.focus();
  await password.blur();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.fill('Passw0rd!');
  await expect(submit).toBeEnabled();
});

test('the e-mail is prefilled from the query, lower-cased', async ({ page }) => {
  await page.goto('/login?email=Omni.Returning%40Example.com');
  await expect(page.getByLabel('Email')).toHaveValue('omni.returning@example.com');
});

test('the form appears after the page loads, with the help links and the enroll block', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Please enter your email address and password to log in.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/authentication/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Forgot email?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Don't have an account?" })).toBeVisible();
  await page.getByText('Enroll Now').click();
  await expect(page).toHaveURL(/\/enrollment$/);
});

test('with the forgot-email flag off, a line tells the user to call for help', async ({ page, request }) => {
  await request.post('/dev/flags', { data: { forgotEmail: false } });
  try {
    await page.goto('/login');
    await expect(page.getByText('Forgot your email? Call us at')).toBeVisible();
    await expect(page.getByRole('link', { name: '1-800-561-2274' }).last()).toHaveAttribute(
      'href',
      'tel:1-800-561-2274',
    );
    await expect(page.getByRole('link', { name: 'Forgot email?' })).toHaveCount(0);
  } finally {
    await request.post('/dev/flags', { data: { forgotEmail: true } });
  }
});
