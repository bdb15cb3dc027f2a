// /account/preferences as a customer meets it, against a fake GraphQL answer per operation: a group per message with
// a box per channel (the required notices fixed on by e-mail, the text boxes waiting for consent), saving choices
// with the outcome announced, a failed save keeping what was ticked, giving consent to texts with the words shown
// and withdrawing it, paperless needing the "can open PDFs" box, the language of messages, Spanish, and a CSR acting
// as the customer reading the consents with no button to give them, recording a withdrawal for a customer who called
// after a confirm step (in English and Spanish). No axe violations.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommunicationPreferences } from '../../../api/preferences/endpoints';
import PreferencesScreen from '../../../src/features/account/PreferencesScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, REQUIRED_BY_EMAIL } from '../../../src/lib/preferences/messages';
import { makeStore, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { fakeContext } from '../sagas/fakes';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const CUSTOMER = 'sms.customer@example.com';
const SMS_WORDS = 'I agree that Lumen Cash may send text messages about my account to (614) 555-1101.';
const ESIGN_WORDS =
  'With your consent, Lumen Cash will give you notices electronically.\n\nYou have the right to paper.';

const PREFS: CommunicationPreferences = {
  choices: MESSAGE_KINDS.flatMap((kind) =>
    MESSAGE_CHANNELS.map((channel) => ({
      kind,
      channel,
      enabled: true,
      required: channel === 'EMAIL' && REQUIRED_BY_EMAIL.has(kind),
    })),
  ),
  language: 'en',
  phoneNumber: '6145551101',
  sms: { consent: 'SMS', inForce: false, wording: SMS_WORDS, latest: null },
  esign: { consent: 'ESIGN', inForce: false, wording: ESIGN_WORDS, latest: null },
};

function setup(auth: Partial<RootState['auth']> = {}, failUpdates = false, start: typeof PREFS | null = PREFS) {
  let prefs = start as typeof PREFS;
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const context = fakeContext();
  context.identity.session = async () => ({ idToken: 'token', claims: { email: CUSTOMER } });
  const fetch = (async (_url: string, init: { body: string }) => {
    const { query, variables = {} } = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    if (failUpdates && name !== 'CommunicationPreferences')
      return Response.json({ errors: [{ message: 'Down', extensions: { code: 'BAD_USER_INPUT' } }], data: null });
    const at = '2030-01-15T19:00:00.000Z';
    if (name === 'GiveConsent' && variables.consent === 'SMS')
      prefs = {
        ...prefs,
        sms: {
          ...prefs.sms,
          inForce: true,
          latest: { id: '1', action: 'GIVEN', wording: SMS_WORDS, language: 'en', phoneNumber: '6145551101', at },
        },
      };
    if (name === 'WithdrawConsent' && prefs.sms.latest)
      prefs = {
        ...prefs,
        sms: { ...prefs.sms, inForce: false, latest: { ...prefs.sms.latest, id: '2', action: 'WITHDRAWN' } },
      };
    if (name === 'GiveConsent' && variables.consent === 'ESIGN')
      prefs = {
        ...prefs,
        esign: {
          ...prefs.esign,
          inForce: true,
          latest: { id: '3', action: 'GIVEN', wording: ESIGN_WORDS, language: 'en', phoneNumber: null, at },
        },
      };
    const field = name.charAt(0).toLowerCase() + name.slice(1);
    return Response.json({ data: { [field]: prefs ?? null } });
  }) as unknown as typeof globalThis.fetch;
  const store = makeStore(
    { auth: { ...initialAuthState, initialized: true, isAuthenticated: true, email: CUSTOMER, ...auth } },
    { extra: { identity: context.identity, fetch }, sagaContext: { ...context } },
  );
  return { store, calls };
}

const ROUTE = { route: '/account/preferences' };
const group = (name: string) => screen.getByRole('group', { name });

describe('/account/preferences', () => {
  it('shows a group per message with a box per channel, required notices fixed on, texts waiting for consent', async () => {
    const { store } = setup();
    const { container } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages we send you' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Messages we send you',
      'Text messages',
      'Paperless notices',
      'Language of your messages',
    ]);
    const reminder = group('Payment reminder before the due date');
    expect(within(reminder).getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(within(reminder).getByRole('checkbox', { name: 'Text message' })).toBeDisabled();
    const stopped = group('Autopay stopped');
    expect(within(stopped).getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();
    expect(stopped).toHaveAccessibleDescription('The law requires this notice, so we always send it by e-mail.');
    expect(screen.getByRole('link', { name: 'Messages and preferences' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves the choices and says so', async () => {
    const { store, calls } = setup();
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    await user.click(
      within(await screen.findByRole('group', { name: 'Payment received' })).getByRole('checkbox', { name: 'E-mail' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save message choices' }));
    expect(await screen.findByText('Your message choices are saved.')).toBeVisible();
    const input = calls.find((c) => c.name === 'UpdateMessagePreferences')?.variables.input as {
      choices: { kind: string; channel: string; enabled: boolean }[];
    };
    expect(input.choices).toContainEqual({ kind: 'PAYMENT_RECEIVED', channel: 'EMAIL', enabled: false });
    expect(input.choices.some((c) => REQUIRED_BY_EMAIL.has(c.kind as never) && c.channel === 'EMAIL')).toBe(false);
  });

  it('keeps what was ticked when a save fails, and says so in place', async () => {
    const { store } = setup({}, true);
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    const box = within(await screen.findByRole('group', { name: 'Payment failed' })).getByRole('checkbox', {
      name: 'E-mail',
    });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save message choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save that just now. Please try again.");
    expect(box).not.toBeChecked();
  });

  it('gives consent to texts with the words shown, then shows them as recorded, and withdraws it', async () => {
    const { store, calls } = setup();
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    const sms = await screen.findByTestId('preferences-sms');
    expect(within(sms).getByText(SMS_WORDS)).toBeVisible();
    expect(sms).toHaveTextContent('Mobile number: (614) 555-1101');
    await user.click(within(sms).getByRole('button', { name: 'I agree to get texts' }));
    expect(await within(sms).findByText('Thank you. We will text you at (614) 555-1101.')).toBeVisible();
    expect(calls.find((c) => c.name === 'GiveConsent')?.variables).toEqual({
      consent: 'SMS',
      wording: SMS_WORDS,
      language: 'en',
    });
    expect(await within(sms).findByText(/^You agreed to get texts at \(614\) 555-1101 on /)).toBeVisible();
    expect(within(screen.getByTestId('sms-agreed-words')).getByText(SMS_WORDS)).toBeVisible();
    await waitFor(() =>
      expect(
        within(group('Payment reminder before the due date')).getByRole('checkbox', { name: 'Text message' }),
      ).toBeEnabled(),
    );
    await user.click(within(sms).getByRole('button', { name: 'Stop texts' }));
    expect(await within(sms).findByText('Texts are stopped. We will not text you.')).toBeVisible();
    expect(await within(sms).findByText(/^You stopped texts on /)).toBeVisible();
  });

  it('asks for the "can open PDFs" box before paperless consent, then records it', async () => {
    const { store, calls } = setup();
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    const esign = await screen.findByTestId('preferences-esign');
    expect(within(esign).getByText('You have the right to paper.')).toBeVisible();
    await user.click(within(esign).getByRole('button', { name: 'I agree to paperless notices' }));
    expect(within(esign).getByRole('alert')).toHaveTextContent('Confirm that you can open PDF documents.');
    expect(calls.some((c) => c.name === 'GiveConsent')).toBe(false);
    await user.click(within(esign).getByRole('checkbox', { name: /I can open and keep PDF documents/ }));
    await user.click(within(esign).getByRole('button', { name: 'I agree to paperless notices' }));
    expect(await within(esign).findByText('Thank you. We will send your notices electronically.')).toBeVisible();
    expect(await within(esign).findByRole('button', { name: 'Withdraw and get paper notices' })).toBeVisible();
    expect(esign).toHaveTextContent('If you withdraw, we will mail the notices the law requires');
  });

  it('saves the language of messages', async () => {
    const { store, calls } = setup();
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    await user.click(await screen.findByRole('radio', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Your messages will be sent in the language you chose.')).toBeVisible();
    expect(calls.find((c) => c.name === 'UpdateMessagePreferences')?.variables).toEqual({ input: { language: 'es' } });
  });

  it('reads in Spanish, asking for the words in Spanish', async () => {
    await loadLang('es');
    const { store, calls } = setup();
    renderWithProviders(<PreferencesScreen />, { store, ...ROUTE, lang: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mensajes que le enviamos' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Pago automático detenido' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acepto recibir mensajes de texto' })).toBeVisible();
    expect(calls.find((c) => c.name === 'CommunicationPreferences')?.variables).toEqual({ language: 'es' });
  });

  it('lets a CSR acting as the customer read the consents with no button to give them, and says why', async () => {
    const { store } = setup({ isAdmin: true, adminEmail: 'csr.admin@example.com' });
    renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    const sms = await screen.findByTestId('preferences-sms');
    expect(within(sms).getByText(SMS_WORDS)).toBeVisible();
    expect(within(sms).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('preferences-esign')).queryByRole('button')).toBeNull();
    expect(
      within(sms).getByText(
        'Only the customer can give consent. If they call to withdraw it, record the withdrawal here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save message choices' })).toBeVisible();
  });

  it('says what the page is for to a customer with no loan account yet', async () => {
    const { store } = setup({}, false, null);
    renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    expect(await screen.findByText(/^Once you have a loan with us, you can choose here/)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('a CSR acting for a customer who called to withdraw', () => {
  const at = '2030-01-15T19:00:00.000Z';
  const IN_FORCE: CommunicationPreferences = {
    ...PREFS,
    sms: {
      ...PREFS.sms,
      inForce: true,
      latest: { id: '1', action: 'GIVEN', wording: SMS_WORDS, language: 'en', phoneNumber: '6145551101', at },
    },
    esign: {
      ...PREFS.esign,
      inForce: true,
      latest: { id: '3', action: 'GIVEN', wording: ESIGN_WORDS, language: 'en', phoneNumber: null, at },
    },
  };
  const CSR = { isAdmin: true, adminEmail: 'csr.admin@example.com' };

  it('records it after a confirm step that says what it does; Cancel records nothing', async () => {
    const { store, calls } = setup(CSR, false, IN_FORCE);
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE });
    const sms = await screen.findByTestId('preferences-sms');
    const esign = screen.getByTestId('preferences-esign');
    expect(within(sms).queryByRole('button', { name: 'Stop texts' })).toBeNull();
    expect(within(esign).getByRole('button', { name: 'Record withdrawal (customer called)' })).toBeVisible();
    const record = within(sms).getByRole('button', { name: 'Record withdrawal (customer called)' });

    await user.click(record);
    const dialog = screen.getByRole('dialog', { name: 'Record the customer’s withdrawal' });
    expect(dialog).toHaveAccessibleDescription(/asked us to stop texting \(614\) 555-1101\./);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record).toHaveFocus();
    expect(calls.some((c) => c.name === 'WithdrawConsent')).toBe(false);

    await user.click(record);
    await user.click(screen.getByRole('button', { name: 'Record the withdrawal' }));
    const done = await within(sms).findByText('The withdrawal is recorded under your name.');
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(calls.filter((c) => c.name === 'WithdrawConsent').map((c) => c.variables)).toEqual([{ consent: 'SMS' }]);
    expect(await within(sms).findByText(/^You stopped texts on /)).toBeVisible();
    expect(within(sms).queryByRole('button')).toBeNull();
  });

  it('reads in Spanish', async () => {
    await loadLang('es');
    const { store, calls } = setup(CSR, false, IN_FORCE);
    const { user } = renderWithProviders(<PreferencesScreen />, { store, ...ROUTE, lang: 'es' });
    const sms = await screen.findByTestId('preferences-sms');
    await user.click(within(sms).getByRole('button', { name: 'Registrar retiro (llamó el cliente)' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar el retiro del cliente' });
    expect(dialog).toHaveAccessibleDescription(/dejemos de enviar mensajes de texto al \(614\) 555-1101\./);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar el retiro' }));
    expect(await within(sms).findByText('El retiro quedó registrado a su nombre.')).toBeVisible();
    expect(calls.some((c) => c.name === 'WithdrawConsent')).toBe(true);
  });
});
