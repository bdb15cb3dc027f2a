// /loan/conversion/convert as a customer meets it, against a fake GraphQL answer per operation
// (./conversionHarness.tsx): the slider starting at the middle, the typed amount, the figures, the 7-row preview that
// opens to the full schedule, its chart, the Fed box of every amount, the choice saved, the amount kept in the address
// for a reload; then the ESign and Confirmation steps. Each without axe violations.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConvertScreen from '../../../src/features/conversion/ConvertScreen';
import { conversionConfirmed, conversionSaved } from '../../../store/conversion';
import { axeViolations } from './axe';
import { CONVERT, setup, SIGNED, TODAY } from './conversionHarness';
import { renderWithProviders } from './renderWithProviders';

const answers = { ConvertLoanDetails: { convertLoanDetails: CONVERT }, GetCurrentDate: { getCurrentDate: TODAY } };

describe('/loan/conversion/convert', () => {
  it('starts the slider at the middle and shows the figures, summary, preview, Fed box, schedule and chart', async () => {
    const { store } = setup(answers);
    const { container } = renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    expect(screen.getByRole('heading', { level: 1, name: 'Convert to Installment Loan' })).toBeVisible();
    const slider = await screen.findByRole('slider', { name: 'Loan amount' });
    expect(slider).toHaveValue('85000');
    expect(slider).toHaveAttribute('aria-valuetext', '$850');
    await screen.findByTestId('fed-box-apr');
    expect(screen.getByRole('navigation', { name: 'Conversion progress' })).toBeVisible();
    // The preview is the schedule's first 7 rows; the other 30 are one press away, so Continue stays near.
    expect(within(screen.getByTestId('preview-schedule')).getAllByRole('row')).toHaveLength(8); // head + 7
    expect(screen.getByRole('img', { name: /the balance falls from/ })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the preview to the whole schedule, under headings of its own', async () => {
    const { store } = setup(answers);
    renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    await screen.findByTestId('fed-box-apr');
    const schedule = screen.getByTestId('preview-schedule');
    const showAll = screen.getByRole('button', { name: 'Show all 37 payments' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(showAll);
    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    expect(within(schedule).getAllByRole('row')).toHaveLength(38); // head + 37
    // Every column has a heading of its own: the installment's number is not a second "Payment".
    expect(
      within(schedule)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Payment number', 'Due date', 'Payment', 'Interest', 'Principal', 'Balance']);
  });

  it('shows one bi-weekly payment per amount: the figures, the Fed box and every preview row agree', async () => {
    const { store } = setup(answers);
    renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    await screen.findByTestId('fed-box-apr');
    const cells = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    const check = () => {
      const payment = /Bi-weekly payment\s*(\$[\d,.]+)/.exec(
        screen.getByTestId('convert-figures').textContent ?? '',
      )?.[1];
      expect(payment).toMatch(/^\$\d+\.\d\d$/);
      // The preview is the first 7 rows of the disclosed schedule, row for row: date, payment, interest, principal,
      // balance; every one of them the figure above.
      const preview = cells('preview-schedule');
      expect(preview).toHaveLength(7);
      for (const row of preview) expect(row[1]).toBe(payment);
      expect(screen.getByTestId('fed-box')).toHaveTextContent(`36${payment}`);
      return payment;
    };
    // $850, the default: one figure (the preview's own formula once gave it a second, lower one). At the 209.68%
    // contract rate with the first payment 14 days out, $850 pays $72.51 a fortnight and $300 pays $25.59.
    expect(check()).toBe('$72.51');
    fireEvent.change(screen.getByRole('slider', { name: 'Loan amount' }), { target: { value: '30000' } });
    expect(check()).toBe('$25.59');
    expect(screen.getByText('Your first 7 payments, as the disclosure below schedules them.')).toBeVisible();
  });

  it('a typed $1,400 gives the published example; an amount off the interval says what to choose', async () => {
    const { store, choiceSaved } = setup(answers);
    const { user } = renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    const typed = await screen.findByRole('textbox', { name: 'Or type an amount' });
    await user.clear(typed);
    await user.type(typed, '1400');
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveValue('140000');
    const figures = screen.getByTestId('convert-figures');
    expect(figures).toHaveTextContent('$119.42');
    expect(figures).toHaveTextContent('37');
    // The 209.68% contract rate accrued daily, the first payment 14 days away: 209.11% by Appendix J.
    expect(figures).toHaveTextContent('209.11%');
    expect(screen.getByTestId('convert-summary-figures')).toHaveTextContent('$1,055.00'); // cash: 1,400 - 345
    await user.clear(typed);
    await user.type(typed, '825');
    expect(screen.getByText('Choose an amount in steps of $50.')).toBeVisible();
    await user.clear(typed);
    await user.type(typed, '800');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await choiceSaved({ offerId: 'offer-c', type: 'CONVERSION', refinanceOptionId: null, amountCents: 80_000 });
  });

  it('the slider moves by keyboard in steps of the interval', async () => {
    const { store } = setup(answers);
    renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    const slider = await screen.findByRole('slider', { name: 'Loan amount' });
    fireEvent.change(slider, { target: { value: '30000' } });
    // The form takes the value on its next render, which a busy machine may not have drawn yet.
    await waitFor(() => expect(screen.getByTestId('conversion-amount-value')).toHaveTextContent('$300'));
    expect(screen.getByTestId('convert-summary-figures')).toHaveTextContent('You pay today');
  });

  it('the ESign step shows the saved terms and signs; Confirmation shows the new loan and funds timing', async () => {
    const { store, events } = setup(
      { LoanConversion: { loanConversion: { ...SIGNED, status: 'CUSTOMIZE', newLoanNumber: null } } },
      { chosen: 'CONVERSION' },
    );
    act(() => {
      store.dispatch(
        conversionSaved({ id: 'conv-1', type: 'CONVERSION', amountCents: 80_000, refinanceOptionId: null }),
      );
    });
    const { user, container } = renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    expect(await screen.findByRole('heading', { name: 'Review and sign your new loan agreement' })).toBeVisible();
    await screen.findByTestId('fed-box-apr');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'Paula Payday');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(events('conversion/signSubmitted')).toEqual([
      { type: 'conversion/signSubmitted', payload: { signatureName: 'Paula Payday' } },
    ]);
  });

  it('Confirmation: the new loan number, the old loan closed and the next business day', async () => {
    const { store, fetched } = setup({ LoanConversion: { loanConversion: SIGNED } });
    act(() => {
      store.dispatch(
        conversionSaved({ id: 'conv-1', type: 'CONVERSION', amountCents: 80_000, refinanceOptionId: null }),
      );
      store.dispatch(conversionConfirmed());
    });
    const { container, user } = renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    expect(await screen.findByTestId('new-loan-number')).toHaveTextContent('ILP-1234567');
    expect(screen.getByText('Loan PDL-5000501 is closed.')).toBeVisible();
    expect(screen.getByText('Your cash is deposited by Wednesday, November 25, 2026.')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    // The agreement is the shared document download (GET /documents/:id with the sign-in's token, on a press).
    const link = screen.getByRole('link', { name: 'Download your signed loan agreement' });
    expect(link).toHaveAttribute('href', '/documents/doc-1');
    expect(fetched).not.toContain('/documents/doc-1');
    await user.click(link);
    await waitFor(() => expect(fetched).toContain('/documents/doc-1'));
  });
});

describe('/loan/conversion/convert, reloaded', () => {
  it('keeps the amount being chosen in the address and starts there on a reload', async () => {
    const first = setup(answers);
    const view = renderWithProviders(<ConvertScreen />, { store: first.store, route: '/loan/conversion/convert' });
    const typed = await screen.findByRole('textbox', { name: 'Or type an amount' });
    await view.user.clear(typed);
    await view.user.type(typed, '1200');
    await waitFor(() => expect(view.router.state.location.search).toBe('?amount=120000'));
    view.unmount();

    const again = setup(answers);
    renderWithProviders(<ConvertScreen />, { store: again.store, route: '/loan/conversion/convert?amount=120000' });
    expect(await screen.findByRole('slider', { name: 'Loan amount' })).toHaveValue('120000');
    // An amount the slider does not offer is not taken from an address: the slider starts in the middle.
    cleanup();
    const odd = setup(answers);
    renderWithProviders(<ConvertScreen />, { store: odd.store, route: '/loan/conversion/convert?amount=123456' });
    expect(await screen.findByRole('slider', { name: 'Loan amount' })).toHaveValue('85000');
  });
});
