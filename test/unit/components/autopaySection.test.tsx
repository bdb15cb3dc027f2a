// The account page's autopay section against a fake GraphQL answer per operation: off with a way to turn it on and
// the note that it is optional; turning it on through the dialog (a method, the authorization shown in full, the
// box required) sends the version shown and the language; on, it shows the next debit with its cut-off, skips it,
// turns off, shows a refusal in the server's words, and offers the authorization's PDF. Spanish; no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoanAutopay } from '../../../api/account/autopay/endpoints';
import { AutopaySection } from '../../../src/features/account/AutopaySection';
import { loadLang } from '../../../src/lib/i18n/translate';
import { OPEN_LOAN } from './accountHarness';
import { AUTOPAY_OFF, storeAnswering } from './autopayFixtures';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const OFF = AUTOPAY_OFF;

const ON: LoanAutopay = {
  ...OFF,
  status: 'ON',
  method: 'DEBIT_CARD',
  methodLast4: '4242',
  canTurnOn: false,
  nextDebit: { dueDate: '2026-12-04', runDate: '2026-12-04', amount: 34_500, cutoffDate: '2026-12-01', canStop: true },
  authorization: { id: 'a1', agreedAt: '2026-11-24T15:00:00.000Z', pdfUrl: '/documents/d1' },
};

function setup(start: LoanAutopay, refuse: Record<string, string> = {}) {
  let autopay = start;
  return storeAnswering((name) => {
    if (name === 'TurnOnAutopay') autopay = ON;
    if (name === 'TurnOffAutopay') autopay = { ...OFF };
    if (name === 'SkipAutopayDebit') autopay = { ...autopay, skippedDueDates: ['2026-12-04'], nextDebit: null };
    const field = {
      TurnOnAutopay: 'turnOnAutopay',
      TurnOffAutopay: 'turnOffAutopay',
      SkipAutopayDebit: 'skipAutopayDebit',
    }[name];
    return field
      ? { [field]: autopay }
      : { accountSummary: { loan: { id: OPEN_LOAN.id, loanNumber: OPEN_LOAN.loanNumber, autopay } } };
  }, refuse);
}

const render = (start: LoanAutopay, refuse?: Record<string, string>, lang?: 'es') => {
  const { store, calls } = setup(start, refuse);
  const view = renderWithProviders(<AutopaySection loan={OPEN_LOAN} />, {
    store,
    route: '/account',
    ...(lang ? { lang } : {}),
  });
  return { ...view, calls };
};

describe('the autopay section', () => {
  it('is off with a way to turn it on, and says autopay is optional', async () => {
    const { container } = render(OFF);
    expect(await screen.findByRole('heading', { name: 'Autopay' })).toBeVisible();
    expect(screen.getByTestId('autopay-status')).toHaveTextContent('Autopay is off.');
    expect(screen.getByText('Autopay is optional. You can always make a payment yourself.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on autopay' })).toBeVisible();
    // The page's one primary action stays "Make a payment": autopay's buttons are secondary.
    expect(container.querySelectorAll('[data-action="primary"]')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns on through the dialog: a method, the authorization in full and the box required', async () => {
    const { calls } = render(OFF);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on autopay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on autopay' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on autopay' }));
    expect(await within(dialog).findByText('Check the box to agree to the autopay authorization.')).toBeVisible();
    fireEvent.click(within(dialog).getByLabelText('Debit card ending in 4242'));
    const text = await within(dialog).findByTestId('autopay-authorization-text');
    expect(text).toHaveTextContent(
      'I authorize Lumen Cash to debit my debit card ending in 4242 on each due date of loan PDL-5000501 for the amount due on that date, up to $345.00',
    );
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('I have read and agree to this autopay authorization'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on autopay' }));
    expect(await screen.findByText('Autopay is on. We e-mailed you a copy of the authorization.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.name === 'TurnOnAutopay')?.variables).toEqual({
      input: {
        loanNumber: 'PDL-5000501',
        method: 'DEBIT_CARD',
        authorizationAccepted: true,
        authorizationVersion: '2026-12-01',
        lang: 'en',
      },
    });
  });

  it('shows the next debit and its cut-off, skips it, turns off, and offers the authorization', async () => {
    const { container, calls } = render(ON);
    expect(await screen.findByTestId('autopay-next')).toHaveTextContent(
      'Next autopay payment: about $345.00 on Dec 4, 2026. You can turn autopay off or skip it until Dec 1, 2026.',
    );
    expect(screen.getByRole('link', { name: 'Download your autopay authorization (PDF)' })).toHaveAttribute(
      'href',
      '/documents/d1',
    );
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Skip the payment on Dec 4, 2026' }));
    const skipped = await screen.findByText(
      'The payment due Dec 4, 2026 will not be debited. Remember to pay it another way.',
    );
    await waitFor(() => expect(skipped.closest('[role="status"]')).toHaveFocus());
    expect(calls.find((c) => c.name === 'SkipAutopayDebit')?.variables).toEqual({
      loanNumber: 'PDL-5000501',
      dueDate: '2026-12-04',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off autopay' }));
    expect(await screen.findByText('Autopay is off. Nothing more will be debited automatically.')).toBeVisible();
  });

  it("shows a refusal in the server's words", async () => {
    const refusal = 'It is too late to stop the autopay payment on 12/04/2026: changes closed on 12/01/2026.';
    render(ON, { TurnOffAutopay: refusal });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off autopay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says a stopped autopay will not try again and asks for a new authorization, in English and Spanish', async () => {
    const stopped: LoanAutopay = { ...ON, status: 'STOPPED', canTurnOn: true, nextDebit: null };
    const { container } = render(stopped);
    expect(await screen.findByTestId('autopay-status')).toHaveTextContent(
      'Autopay is stopped: two payments in a row could not be made, so we will not try again.',
    );
    expect(screen.getByRole('button', { name: 'Authorize autopay again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off autopay' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Authorize autopay again' }));
    expect(await screen.findByRole('dialog', { name: 'Turn on autopay' })).toBeVisible();
  });

  it('says it stopped in Spanish', async () => {
    await loadLang('es');
    render({ ...ON, status: 'STOPPED', canTurnOn: true, nextDebit: null }, {}, 'es');
    expect(await screen.findByTestId('autopay-status')).toHaveTextContent(
      'El pago automático está detenido: no se pudieron hacer dos pagos seguidos',
    );
    expect(screen.getByRole('button', { name: 'Autorizar de nuevo el pago automático' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    render(ON, {}, 'es');
    expect(await screen.findByRole('heading', { name: 'Pago automático' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Desactivar el pago automático' })).toBeVisible();
  });
});
