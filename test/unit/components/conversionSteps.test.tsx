// The steps the convert and refinance pages share (ConversionSteps): the page's own Customize form first; the saved
// conversion's ESign step with its signature; the Confirmation of the loan made; the denial modal when the offer went
// away at signing; and, on an address naming a conversion this store does not hold (a reload), the resume event
// instead of the form. Rendered as the app renders it (renderWithProviders); axe on each step.
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversionApi, type LoanConversion } from '../../../api/conversion/endpoints';
import { ConversionSteps } from '../../../src/features/conversion/ConversionSteps';
import { initialAuthState } from '../../../store/auth';
import {
  conversionConfirmed,
  conversionDenied,
  conversionSaved,
  initialConversionState,
} from '../../../store/conversion';
import type { RootState } from '../../../store';
import { axeViolations } from './axe';
import { REFINANCE_TO_SIGN } from './conversionHarness';
import { renderWithProviders } from './renderWithProviders';

/** The saved refinance the steps are shown for (no agreement to read: the steps do not depend on one). */
const CONVERSION: LoanConversion = { ...REFINANCE_TO_SIGN, agreementUrl: null };

function render(route = '/loan/conversion/refinance') {
  const seen: UnknownAction[] = [];
  const preloadedState = {
    auth: { ...initialAuthState, initialized: true, isAuthenticated: true, loanProCustomerId: 'LP-500501' },
    conversion: initialConversionState,
  } as Partial<RootState>;
  const view = renderWithProviders(
    <ConversionSteps type="REFINANCE" heading="Refinance" customize={<p>the customize form</p>} />,
    {
      route,
      path: '/loan/conversion/refinance',
      preloadedState,
      middleware: [
        () => (next) => (action) => {
          seen.push(action as UnknownAction);
          return next(action);
        },
      ],
    },
  );
  const saved = (conversion: LoanConversion) =>
    act(() => {
      view.store.dispatch(conversionApi.util.upsertQueryData('loanConversion', { id: 'conv-1' }, conversion) as never);
      view.store.dispatch(
        conversionSaved({ id: 'conv-1', type: 'REFINANCE', amountCents: 20_000, refinanceOptionId: 3 }),
      );
    });
  return { ...view, seen, saved };
}

const stepIs = (n: number) => expect(screen.getByText(/Step \d of 3/)).toHaveTextContent(`Step ${n} of 3`);

describe('ConversionSteps', () => {
  it('Customize: the page shows its own form under the progress steps', async () => {
    const { container } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Refinance' })).toBeVisible();
    expect(screen.getByText('the customize form')).toBeVisible();
    stepIs(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ESign: the saved terms and the signature, and the denial modal when the offer went away', async () => {
    const { container, user, seen, saved, store } = render();
    saved(CONVERSION);
    expect(screen.queryByText('the customize form')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Review and sign your new loan agreement' })).toBeVisible();
    stepIs(2);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'Paula Payday');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(seen.filter((a) => a.type === 'conversion/signSubmitted')).toEqual([
      { type: 'conversion/signSubmitted', payload: { signatureName: 'Paula Payday' } },
    ]);
    await act(async () => {
      store.dispatch(conversionDenied());
    });
    expect(await screen.findByRole('dialog', { name: 'Conversion option is no longer available.' })).toBeVisible();
  });

  it('Confirmation: the new loan of the signed conversion', async () => {
    const { container, saved, store } = render();
    saved({ ...CONVERSION, status: 'CONFIRMED', newLoanNumber: 'PDL-7654321' });
    act(() => {
      store.dispatch(conversionConfirmed());
    });
    expect(await screen.findByTestId('new-loan-number')).toHaveTextContent('PDL-7654321');
    stepIs(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('an address naming a conversion the store does not hold asks to resume it, never showing the form', async () => {
    const { seen } = render('/loan/conversion/refinance?conversion=conv-9');
    expect(screen.queryByText('the customize form')).toBeNull();
    expect(screen.getByText('Loading')).toBeVisible();
    await waitFor(() =>
      expect(seen.filter((a) => a.type === 'conversion/resumeRequested')).toEqual([
        { type: 'conversion/resumeRequested', payload: { id: 'conv-9', type: 'REFINANCE' } },
      ]),
    );
  });
});
