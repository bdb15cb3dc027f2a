// The preferences page in a real browser, in English and in Spanish: a customer turns a message off and finds it off
// after a reload, agrees to texts with the words shown (then kept and shown as agreed, the text boxes opening),
// stops them, and chooses the language of their messages; a CSR acting as the customer reads the consents with no
// button to give them, and records the withdrawal of a customer who called, after a confirm step. Axe on each state.
import type { Page } from '@playwright/test';
import { accountPaths } from '../../src/features/account/paths';
import { adminPaths } from '../../src/features/admin/paths';
import { openSignedIn } from './apiSession';
import { expectNoAxeViolations } from './axeCheck';
import { expect, test } from './fixtures';
import { fillLogin, resetServer } from './support';

const EMAIL = 'sms.customer@example.com';

test.beforeAll(async ({ request }) => resetServer(request));
// The demo customer's choices and consents are shared with later specs: they leave as they came.
test.afterAll(async ({ request }) => resetServer(request));

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('a customer turns a message off, agrees to texts and stops them, in English', async ({ page, request }) => {
  await openSignedIn(page, request, EMAIL, accountPaths.preferences);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages and preferences' })).toBeVisible();
  const received = page.getByRole('group', { name: 'Payment received' });
  await expect(received.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(received.getByRole('checkbox', { name: 'Text message' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await received.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Save message choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message choices are saved.' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Payment received' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();

  const texts = region(page, 'Text messages');
  await expect(texts.getByText('Mobile number: (614) 555-1101')).toBeVisible();
  const words = (await texts.getByTestId('sms-wording').innerText()).trim();
  expect(words).toMatch(/^I agree that Lumen Cash may send text messages about my account/);
  await texts.getByRole('button', { name: 'I agree to get texts' }).click();
  await expect(texts.getByText('Thank you. We will text you at (614) 555-1101.')).toBeVisible();
  await expect(texts.getByText(/^You agreed to get texts at \(614\) 555-1101 on /)).toBeVisible();
  expect((await texts.getByTestId('sms-agreed-words').innerText()).trim()).toBe(words);
  await expect(
    page
      .getByRole('group', { name: 'Payment reminder before the due date' })
      .getByRole('checkbox', { name: 'Text message' }),
  ).toBeEnabled();
  await expectNoAxeViolations(page);

  await texts.getByRole('button', { name: 'Stop texts' }).click();
  await expect(texts.getByText('Texts are stopped. We will not text you.')).toBeVisible();
  await expect(texts.getByText(/^You stopped texts on /)).toBeVisible();
});

test('a customer agrees to texts, chooses Spanish messages and stops texts, in Spanish', async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'es', url: new URL(baseURL ?? '').origin }]);
  await openSignedIn(page, request, EMAIL, accountPaths.preferences);
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes y preferencias' })).toBeVisible();
  const texts = region(page, 'Mensajes de texto');
  await expect(texts.getByTestId('sms-wording')).toContainText('Acepto que Lumen Cash me envíe mensajes de texto');
  await expectNoAxeViolations(page);
  await texts.getByRole('button', { name: 'Acepto recibir mensajes de texto' }).click();
  await expect(texts.getByText('Gracias. Le enviaremos mensajes de texto al (614) 555-1101.')).toBeVisible();
  await expect(texts.getByTestId('sms-agreed-words')).toContainText('Acepto que Lumen Cash');
  await page.getByRole('radio', { name: 'español' }).check();
  await page.getByRole('button', { name: 'Guardar idioma' }).click();
  await expect(page.getByText('Le enviaremos sus mensajes en el idioma que eligió.')).toBeVisible();
  await expectNoAxeViolations(page);
  await texts.getByRole('button', { name: 'Detener los mensajes de texto' }).click();
  await expect(texts.getByText(/^Detuvo los mensajes de texto el /)).toBeVisible();
});

test('a CSR acting records the withdrawal of a customer who called, and cannot give consent', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The customer agrees to texts in a browser of their own first.
  const own = await browser.newContext({ baseURL: baseURL ?? '' });
  const customer = await own.newPage();
  await openSignedIn(customer, request, EMAIL, accountPaths.preferences);
  await region(customer, 'Text messages').getByRole('button', { name: 'I agree to get texts' }).click();
  await expect(region(customer, 'Text messages').getByText(/^You agreed to get texts at /)).toBeVisible();
  await own.close();

  await page.goto(adminPaths.login);
  await fillLogin(page, 'csr.admin@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminPaths.landing}$`));
  await page.getByLabel('Customer email').fill(EMAIL);
  await page.getByRole('button', { name: 'Act as Customer' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPaths.home}$`));
  await page.getByRole('link', { name: 'Messages and preferences' }).first().click();
  const texts = region(page, 'Text messages');
  await expect(
    texts.getByText('Only the customer can give consent. If they call to withdraw it, record the withdrawal here.'),
  ).toBeVisible();
  await expect(texts.getByTestId('sms-agreed-words')).toContainText('I agree that Lumen Cash');
  await expect(texts.getByRole('button')).toHaveText(['Record withdrawal (customer called)']);
  // Paperless is not in force: nothing to withdraw, and no way to give it.
  await expect(region(page, 'Paperless notices').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save message choices' })).toBeVisible();
  await expectNoAxeViolations(page);

  await texts.getByRole('button', { name: 'Record withdrawal (customer called)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the customer’s withdrawal' });
  await expect(dialog).toContainText('asked us to stop texting (614) 555-1101');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record the withdrawal' }).click();
  await expect(
    texts.getByRole('status').filter({ hasText: 'The withdrawal is recorded under your name.' }),
  ).toBeFocused();
  await expect(texts.getByText(/^You stopped texts on /)).toBeVisible();
  await expect(texts.getByRole('button')).toHaveCount(0);
});
