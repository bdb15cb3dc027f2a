// A brand-new visitor signs up and applies, against the real server: "Apply now" on the login page of two brands
// (lumen on localhost, meridian on its own origin), account creation, the e-mailed code from the dev outbox, and the
// application's first step, signed in with the sign-up attributes of the brand detected. Signing up again with the
// same e-mail, with a seeded customer's and with a record-only customer's e-mail each ends on the catalogue's outcome;
// a sign-up left at its code is finished through the login page; passwordless sign-up; Spanish and axe on every
// new page. E-mails are unique per run (Date.now()); /dev/reset before each test as the other specs do.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { brandUrl, latestCode, outbox, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const PASSWORD = 'Fresh-Start1';
let counter = 0;
const uniqueEmail = (label: string) => `apply.${label}.${Date.now()}.${(counter += 1)}@example.com`;

interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
}

/** Fills the sign-up form as a person would (English labels) and submits it. */
async function signUp(page: Page, who: Visitor, opts: { password?: boolean; textMe?: boolean } = {}) {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  if (opts.password ?? true) {
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
  }
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  if (opts.textMe) await page.getByRole('checkbox', { name: /Text me about my application/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The claims of the ID token the portal holds for this origin (Amplify keeps it in localStorage). */
async function idTokenClaims(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? (localStorage.getItem(key) ?? '') : '';
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  });
}

/** Logs out from the header and waits until the login form is back (the session is over on this origin). */
async function logOut(page: Page, button = 'Log Out', logIn = 'Log In') {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: logIn, exact: true })).toBeVisible();
}

async function storageText(page: Page) {
  return page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
}

// Two brands on two origins: the brand is detected from the origin (meridian.localhost) as it is for any visitor.
const BRANDS = [
  { key: 'lumen', name: 'Lumen Cash', origin: 'localhost' },
  { key: 'meridian', name: 'Meridian Installment Loans', origin: 'meridian.localhost' },
] as const;

for (const brand of BRANDS) {
  test(`a new visitor applies on ${brand.key} (${brand.origin}): sign up, the e-mailed code, the first step signed in`, async ({
    page,
    request,
    baseURL,
  }) => {
    // A long walk (two axe scans, two coded steps, a new origin's first load): three times the usual time.
    test.slow();
    const login = brand.key === 'lumen' ? '/login' : brandUrl(baseURL, brand.key, '/login');
    const visitor = { firstName: 'Nadia', lastName: 'Newcomer', email: uniqueEmail(brand.key) };
    await page.goto(login);
    const noAccount = page.getByRole('region', { name: "Don't have an account?" });
    await expect(noAccount.getByRole('link', { name: 'Enroll Now' })).toBeVisible();
    await noAccount.getByRole('link', { name: 'Apply now' }).click();

    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveTitle(`Create your account | ${brand.name}`);
    await expect(page.getByText(`Apply for a loan with ${brand.name}.`, { exact: false })).toBeVisible();
    // The consent names the brand's own documents.
    await expect(
      page.getByRole('group', { name: 'Your consents' }).getByRole('link', { name: 'Terms of Use' }),
    ).toHaveAttribute('href', `/pages/terms?brand=${brand.key}`);
    await expectNoAxeViolations(page);

    // The form's own checks first: nothing typed is lost.
    await page.getByLabel('First name').fill(visitor.firstName);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Please agree to the Terms of Use and Privacy Policy to create your account.'),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(visitor.firstName);

    await signUp(page, visitor, { textMe: true });
    await expect(page).toHaveURL(/\/signup\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByText(/We sent a 6-digit code to a\*+\d@example\.com\./)).toBeVisible();
    await expectNoAxeViolations(page);

    const codeField = page.getByLabel('Verification code');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Verification failed. Please make sure the code was entered correctly and try again.',
    );
    await expect(codeField).toHaveValue('');
    await codeField.fill(await latestCode(request, visitor.email));
    await page.getByRole('button', { name: 'Verify' }).click();

    // Signed in and at the application's first step, which starts from the choice made at sign-up.
    await expect(page).toHaveURL(/\/application\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(visitor.email)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Text me about my application/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // One code only: the sign-up code stood for the first sign-in's multi-factor check.
    expect(await outbox(request, visitor.email)).toHaveLength(1);
    // The sign-up attributes, as the account has them: the brand detected and its source, the names, no passwordless.
    expect(await idTokenClaims(page)).toMatchObject({
      email: visitor.email,
      email_verified: true,
      name: 'Nadia',
      family_name: 'Newcomer',
      'custom:brand': brand.key,
      'custom:source': brand.key,
      'custom:isPasswordless': 'false',
    });
    // The password served the first sign-in and went: never in storage.
    expect(await storageText(page)).not.toContain(PASSWORD);

    // The application then runs as for any new customer: its first step saves and leads on.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/application\/personal$/);
    await logOut(page);
  });
}

test('an e-mail already known ends on the catalogue’s outcome, and an account left at its code is finished', async ({
  page,
  request,
}) => {
  // Four sign-ups, a sign-in with its code and two axe scans: three times the usual time.
  test.slow();
  const visitor = { firstName: 'Sam', lastName: 'Second', email: uniqueEmail('again') };
  await page.goto('/signup');
  await signUp(page, visitor);
  await expect(page).toHaveURL(/\/signup\/confirm$/);

  // The same e-mail again (the tab closed on the code page): the account exists, so log in or reset the password.
  await page.goto('/signup');
  await signUp(page, visitor);
  await expect(page).toHaveURL(/\/signup\/account-exists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You already have an account' })).toBeVisible();
  await expect(page.getByText(`An online account already uses ${visitor.email}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  // Logging in with the password finds the account waiting for its code: a new code, then the application.
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(visitor.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/signup\/confirm$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, visitor.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/application\/account$/);
  await logOut(page);

  // A seeded customer's e-mail (a portal account): log in, or reset the password with the e-mail filled in.
  await page.goto('/signup');
  await signUp(page, { firstName: 'Oliver', lastName: 'Online', email: 'online.returning@example.com' });
  await expect(page).toHaveURL(/\/signup\/account-exists$/);
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/authentication\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue('online.returning@example.com');

  // A record with no portal account (Maria Lopez): she is a customer already, so she enrolls it.
  await page.goto('/signup');
  await signUp(page, { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.com' });
  await expect(page).toHaveURL(/\/signup\/customer-exists$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're already our customer" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await outbox(request, 'maria.lopez@example.com')).toEqual([]);
  await page.getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);

  // The enrollment's no-record page offers what its words say: apply instead.
  await page.goto('/enrollment/no-record-located');
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the brand’s own pages lead to sign-up on that brand', async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, 'meridian', '/pages/terms'));
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/signup\?brand=meridian$/);
  await expect(page.getByText('Apply for a loan with Meridian Installment Loans.', { exact: false })).toBeVisible();
});

test('where customers log in by code, sign-up asks for no password and the customer resumes by code', async ({
  page,
  request,
}) => {
  await request.post('/dev/flags', { data: { passwordless: true } });
  const visitor = { firstName: 'Pat', lastName: 'Passwordless', email: uniqueEmail('code') };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page.getByText("you'll log in with a code each time", { exact: false })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await signUp(page, visitor, { password: false });
  await page.getByLabel('Verification code').fill(await latestCode(request, visitor.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/application\/account$/);
  expect(await idTokenClaims(page)).toMatchObject({ 'custom:isPasswordless': 'true' });

  await logOut(page);
  await page.goto('/resume');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(request, visitor.email, /^Your sign-in code$/));
  await page.getByRole('button', { name: 'Log In' }).click();
  // Signed in by code; this sign-in takes the multi-factor check as any later one does.
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
});

test('sign-up in Spanish', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('link', { name: 'Solicite ahora' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El nombre es obligatorio', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Para crear su cuenta, acepte los Términos de uso y la Política de privacidad.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('es');
  await page.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await page.getByLabel('Apellido', { exact: true }).fill('Núñez');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirme su correo electrónico' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Código de verificación', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'La verificación falló. Asegúrese de haber ingresado el código correctamente y vuelva a intentarlo.',
  );
  await page
    .getByLabel('Código de verificación', { exact: true })
    .fill(await latestCode(request, email, /^Su código de verificación$/));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(page).toHaveURL(/\/application\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Su cuenta' })).toBeVisible();
  await logOut(page, 'Cerrar sesión', 'Iniciar sesión');

  // The pages for an e-mail already known, in Spanish.
  await page.goto('/signup');
  await page.getByLabel('Nombre', { exact: true }).fill('Maria');
  await page.getByLabel('Apellido', { exact: true }).fill('Lopez');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('maria.lopez@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ya es nuestro cliente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscríbase ahora' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Usar otro correo electrónico' }).click();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ya tiene una cuenta' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the sign-up pages fit a 320px screen without sideways scrolling', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, baseURL });
  const page = await context.newPage();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(await fits()).toBe(true);
  await signUp(page, { firstName: 'Nadia', lastName: 'Newcomer', email: uniqueEmail('narrow') });
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  expect(await fits()).toBe(true);
  for (const path of ['/signup/account-exists', '/signup/customer-exists']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await fits()).toBe(true);
  }
  await context.close();
});
