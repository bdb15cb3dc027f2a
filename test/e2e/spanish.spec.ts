// The portal in Spanish end to end: the header's switch is remembered on this device across a reload and sets
// <html lang="es">; a customer signs in and passes the e-mailed multi-factor code, and Maria Lopez (docs/seed-data.md
// "Records to enroll") enrolls, every step's heading, label, button and message in Spanish. Codes come from the dev
// outbox.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latestCode, PASSWORD, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

/** On /login, in English (a fresh browser whose preferred language is English), switch to Spanish in the header. */
async function switchToSpanish(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('the choice of Spanish is kept across a reload, and a customer signs in and passes MFA in Spanish', async ({
  page,
  request,
}) => {
  await switchToSpanish(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(
    page.getByText('Ingrese su correo electrónico y su contraseña para iniciar sesión.', { exact: true }),
  ).toBeVisible();
  const languages = page.getByRole('group', { name: 'Idioma' });
  await expect(languages.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

  // Validation speaks Spanish too.
  const email = page.getByLabel('Correo electrónico', { exact: true });
  await email.focus();
  await email.blur();
  await expect(page.getByText('El correo electrónico es obligatorio', { exact: true })).toBeVisible();

  const customer = 'new.customer@example.com';
  await email.fill(customer);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingrese su código de verificación' })).toBeVisible();
  const codeField = page.getByLabel('Código de verificación', { exact: true });
  const verify = page.getByRole('button', { name: 'Verificar', exact: true });
  await codeField.fill('000000');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText(
    'La verificación falló. Asegúrese de haber ingresado el código correctamente y vuelva a intentarlo.',
  );
  // The code comes in Spanish too: the language of the page that asked for it.
  await codeField.fill(await latestCode(request, customer, /^Su código de verificación$/));
  await verify.click();
  await page.getByRole('dialog').getByRole('button', { name: 'No, gracias' }).click();

  // No extra page after a right code: straight on to the account.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Sesión iniciada como ${customer}`)).toBeVisible();

  // Signing out clears local storage, not the language this device chose.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('Maria Lopez enrolls in Spanish', async ({ page, request }) => {
  const maria = 'maria.lopez@example.com';
  await switchToSpanish(page);
  await page.getByRole('link', { name: 'Inscríbase ahora' }).click();

  await expect(page).toHaveURL(/\/enrollment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure su cuenta en línea' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Maria');
  await page.getByLabel('Apellido', { exact: true }).fill('Lopez');
  await page.getByLabel('Número de Seguro Social', { exact: true }).fill('123456789');
  await page.getByLabel('Fecha de nacimiento (MM/DD/AAAA)', { exact: true }).fill('04/12/1985');
  await page.getByLabel('Código postal', { exact: true }).fill('43215');
  await page.getByLabel('Correo electrónico para su cuenta en línea', { exact: true }).fill(maria);
  await page.getByRole('button', { name: 'Buscar mi cuenta' }).click();

  await expect(page).toHaveURL(/\/enrollment\/email-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifique su correo electrónico' })).toBeVisible();
  await expect(
    page.getByText(/Enviamos un código de 6 dígitos a m\*+z@example\.com\. Vence en 10 minutos\./),
  ).toBeVisible();
  await page
    .getByLabel('Código de verificación', { exact: true })
    .fill(await latestCode(request, maria, /^Su código de verificación$/));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'No, gracias' }).click();

  await expect(page).toHaveURL(/\/enrollment\/personal-form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cree su contraseña' })).toBeVisible();
  await expect(page.getByText('Le damos la bienvenida, Maria Lopez.')).toBeVisible();
  const password = 'Enr0lled!now';
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill('Enr0lled!not');
  await page.getByLabel('Contraseña', { exact: true }).focus();
  await expect(page.getByText('Las contraseñas deben coincidir', { exact: true })).toBeVisible();
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/enrollment\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Su cuenta está lista' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
