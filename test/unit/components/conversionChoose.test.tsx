// /loan/conversion as a customer meets it, against a fake GraphQL answer per operation (./conversionHarness.tsx): the
// title, the two offers, the footnote, the authorize dialog before the underwriting, a CSR acting as the customer (or
// as nobody), and the denial modal when there is nothing to convert. Each without axe violations.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChooseScreen from '../../../src/features/conversion/ChooseScreen';
import { axeViolations } from './axe';
import { CODE, setup } from './conversionHarness';
import { renderWithProviders } from './renderWithProviders';

describe('/loan/conversion', () => {
  it('shows the title, the two offers and the footnote; a choice opens the authorize dialog first', async () => {
    const { store, events } = setup({
      ConversionOffers: { conversionOffers: { conversionTypes: ['CONVERSION', 'REFINANCE'] } },
    });
    const { user, container } = renderWithProviders(<ChooseScreen />, { store, route: '/loan/conversion' });
    expect(screen.getByRole('heading', { level: 1, name: "Choose the Option That's Right for You" })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Convert into Installment Loan' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Refinance your Payday Loan' })).toBeVisible();
    expect(screen.getByText(/eligible to borrow more than your current balance plus fees/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    const [convert] = screen.getAllByRole('button', { name: 'Choose this option' });
    await user.click(convert!);
    const dialog = await screen.findByRole('dialog', { name: 'Authorize a credit check' });
    expect(events('conversion/offerChosen')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'I authorize' }));
    expect(events('conversion/offerChosen')).toEqual([
      { type: 'conversion/offerChosen', payload: { customerCode: CODE, type: 'CONVERSION' } },
    ]);
  });

  it('with one type offered, runs the underwriting at once', async () => {
    const { store, events } = setup({ ConversionOffers: { conversionOffers: { conversionTypes: ['REFINANCE'] } } });
    renderWithProviders(<ChooseScreen />, { store, route: '/loan/conversion' });
    await waitFor(() =>
      expect(events('conversion/offerChosen')).toEqual([
        { type: 'conversion/offerChosen', payload: { customerCode: CODE, type: 'REFINANCE' } },
      ]),
    );
  });

  it('a CSR acting as the customer: the offers of the code the server holds for that customer', async () => {
    const acting = { isAdmin: true, adminEmail: 'csr.admin@example.com', email: 'open.payday@example.com' };
    const { store, events } = setup(
      { ConversionOffers: { conversionOffers: { conversionTypes: ['REFINANCE'] } } },
      {},
      acting,
    );
    renderWithProviders(<ChooseScreen />, { store, route: '/loan/conversion' });
    await waitFor(() =>
      expect(events('conversion/offerChosen')).toEqual([
        { type: 'conversion/offerChosen', payload: { customerCode: CODE, type: 'REFINANCE' } },
      ]),
    );
  });

  it('a CSR acting as nobody asks the server nothing', async () => {
    const { store, fetched } = setup(
      {},
      {},
      { isAdmin: true, adminEmail: 'csr.admin@example.com', email: 'csr.admin@example.com' },
    );
    renderWithProviders(<ChooseScreen />, { store, route: '/loan/conversion' });
    expect(screen.getByText('Looking up your offers')).toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetched).toEqual([]);
  });

  it('a customer with no loan-system record gets the denial modal (nothing to convert)', async () => {
    const { store, fetched } = setup({ LoanSystemCodes: { loanSystemCodes: { customerCode: null } } });
    renderWithProviders(<ChooseScreen />, { store, route: '/loan/conversion' });
    expect(await screen.findByRole('dialog', { name: 'Conversion option is no longer available.' })).toBeVisible();
    expect(fetched.length).toBe(1); // the codes only: no offers asked for without a code
  });

  it('a withdrawn offer shows "Conversion option is no longer available."', async () => {
    const { store } = setup({ ConversionOffers: { conversionOffers: { conversionTypes: [] } } });
    const { container } = renderWithProviders(<ChooseScreen />, { store, route: '/loan/conversion' });
    const dialog = await screen.findByRole('dialog', { name: 'Conversion option is no longer available.' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });
});
