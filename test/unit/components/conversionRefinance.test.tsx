// /loan/conversion/refinance as a customer meets it, against a fake GraphQL answer per operation
// (./conversionHarness.tsx): the three options, the amount cleared on a change, the breakdown, the amount refused
// beyond the loan, the choice saved and kept in the address for a reload; then the ESign step with the new loan's Fed
// box. Each without axe violations.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RefinanceScreen from '../../../src/features/conversion/RefinanceScreen';
import { conversionSaved } from '../../../store/conversion';
import { axeViolations } from './axe';
import { REFINANCE, REFINANCE_TO_SIGN, setup } from './conversionHarness';
import { renderWithProviders } from './renderWithProviders';

describe('/loan/conversion/refinance', () => {
  const answers = { RefinanceDetails: { refinanceDetails: REFINANCE } };

  it('starts on option 1 with its breakdown; option 3 borrows with the fee taken from the cash back', async () => {
    const { store } = setup(answers);
    const { user, container } = renderWithProviders(<RefinanceScreen />, {
      store,
      route: '/loan/conversion/refinance',
    });
    const option1 = await screen.findByRole('radio', { name: /Pay the fee, keep the same loan amount/ });
    expect(option1).toBeChecked();
    const breakdown = screen.getByTestId('refinance-breakdown');
    expect(breakdown).toHaveTextContent('Refinance total$345.00');
    expect(breakdown).toHaveTextContent('You pay today$45.00');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /Borrow more/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to borrow' }), '200');
    expect(breakdown).toHaveTextContent('Refinance total$545.00');
    expect(breakdown).toHaveTextContent('Cash back$155.00');
    expect(breakdown).toHaveTextContent('New finance charge$75.00');
    // Changing the option clears the amount; an empty amount is 0.
    await user.click(screen.getByRole('radio', { name: /Pay the fee and part of the loan/ }));
    const payBack = screen.getByRole('textbox', { name: 'Amount to pay back' });
    expect(payBack).toHaveValue('');
    expect(breakdown).toHaveTextContent('Refinance total$345.00');
    await user.type(payBack, '100');
    expect(breakdown).toHaveTextContent('Refinance total$245.00');
    expect(breakdown).toHaveTextContent('You pay today$145.00');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses paying back more than the loan and saves a valid choice', async () => {
    const { store, choiceSaved } = setup(answers);
    const { user } = renderWithProviders(<RefinanceScreen />, { store, route: '/loan/conversion/refinance' });
    await user.click(await screen.findByRole('radio', { name: /Pay the fee and part of the loan/ }));
    const payBack = screen.getByRole('textbox', { name: 'Amount to pay back' });
    // The new loan is a payday loan of at least the product's smallest amount.
    await user.type(payBack, '201');
    expect(screen.getByText('You can pay back at most $200.00: your new loan must be at least $100.00.')).toBeVisible();
    await user.clear(payBack);
    await user.type(payBack, '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await choiceSaved({ offerId: 'offer-r', type: 'REFINANCE', refinanceOptionId: 2, amountCents: 5_000 });
  });
  it('keeps the option and amount being chosen in the address, so a reload comes back to them', async () => {
    const first = setup(answers);
    const view = renderWithProviders(<RefinanceScreen />, { store: first.store, route: '/loan/conversion/refinance' });
    await view.user.click(await screen.findByRole('radio', { name: /Borrow more/ }));
    await view.user.type(screen.getByRole('textbox', { name: 'Amount to borrow' }), '200');
    await waitFor(() => expect(view.router.state.location.search).toBe('?option=3&amount=200'));
    view.unmount();

    // The same address opened afresh (a reload): the same option, the same amount, the same breakdown.
    const again = setup(answers);
    renderWithProviders(<RefinanceScreen />, {
      store: again.store,
      route: '/loan/conversion/refinance?option=3&amount=200',
    });
    expect(await screen.findByRole('radio', { name: /Borrow more/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount to borrow' })).toHaveValue('200');
    expect(screen.getByTestId('refinance-breakdown')).toHaveTextContent('Cash back$155.00');
  });

  it('ignores an address whose choice is not one the page offers', async () => {
    const { store } = setup(answers);
    renderWithProviders(<RefinanceScreen />, { store, route: '/loan/conversion/refinance?option=9&amount=<b>' });
    expect(await screen.findByRole('radio', { name: /Pay the fee, keep the same loan amount/ })).toBeChecked();
    expect(screen.getByTestId('refinance-breakdown')).toHaveTextContent('Refinance total$345.00');
  });

  it("ESign: the new loan's Fed box, what signing does today and the agreement to read first", async () => {
    const { store, fetched } = setup(
      { LoanConversion: { loanConversion: REFINANCE_TO_SIGN } },
      { chosen: 'REFINANCE' },
    );
    act(() => {
      store.dispatch(conversionSaved({ id: 'conv-1', type: 'REFINANCE', amountCents: 20_000, refinanceOptionId: 3 }));
    });
    const { container, user } = renderWithProviders(<RefinanceScreen />, {
      store,
      route: '/loan/conversion/refinance?conversion=conv-1',
    });
    expect(await screen.findByTestId('fed-box-apr')).toHaveTextContent('391.07%');
    expect(screen.getByTestId('fed-box-financeCharge')).toHaveTextContent('$75.00');
    expect(screen.getByTestId('fed-box-amountFinanced')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('fed-box-totalOfPayments')).toHaveTextContent('$575.00');
    // One payment, on its date (not a pay cycle).
    const schedule = within(screen.getByTestId('fed-box')).getByRole('table');
    expect(schedule).toHaveTextContent('1$575.00On 12/08/2026');
    const today = screen.getByTestId('esign-today');
    expect(today).toHaveTextContent('Loan PDL-5000501 is paid off$345.00');
    expect(today).toHaveTextContent('Cash back$155.00');
    expect(await axeViolations(container)).toEqual([]);
    const link = screen.getByRole('link', { name: 'Read the loan agreement before you sign (PDF)' });
    expect(link).toHaveAttribute('href', '/documents/offer-1');
    await user.click(link);
    await waitFor(() => expect(fetched).toContain('/documents/offer-1'));
  });
});
