// The conversion screens as a customer meets them, against a fake GraphQL answer per operation (the store's fetch):
// /loan/conversion's title, two offers, footnote, the authorize dialog and the denial modal; /loan/conversion/convert's
// slider starting at the middle, the typed amount, the figures, the 7-row preview, the Fed box of every amount with its
// full schedule and chart; /loan/conversion/refinance's three options, the amount cleared on a change, the breakdown;
// the ESign and Confirmation steps. Each without axe violations.
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoanConversion } from '../../../api/conversion/endpoints';
import ChooseScreen from '../../../src/features/conversion/ChooseScreen';
import ConvertScreen from '../../../src/features/conversion/ConvertScreen';
import RefinanceScreen from '../../../src/features/conversion/RefinanceScreen';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { makeStore, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { conversionConfirmed, conversionSaved, initialConversionState } from '../../../store/conversion';
import { fakeContext } from '../sagas/fakes';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const CODE = 'LP-500501';
const TODAY = '2026-11-24';

const CONVERT = {
  offerId: 'offer-c',
  customerCode: CODE,
  loanNumber: 'PDL-5000501',
  loanAmount: 30_000,
  loanDueDate: '2026-12-04',
  loanFeeAmount: null,
  payoffAmount: 34_500,
  newDueDate: '2026-12-08',
  financeCharge: 4_500,
  paymentFrequency: 'BI',
  minimum: 30_000,
  maximum: 140_000,
  interval: 5_000,
  numberOfPayments: 37,
  // The online installment loan's 18-month contract rate (209.68%, accrued daily) and its APR range.
  apr: installmentTermApr(18),
  aprLow: 145,
  aprHigh: 225,
};

const REFINANCE = {
  offerId: 'offer-r',
  customerCode: CODE,
  loanNumber: 'PDL-5000501',
  loanAmount: 30_000,
  loanDueDate: '2026-12-04',
  loanFeeAmount: 4_500,
  payoffAmount: 34_500,
  newDueDate: '2026-12-18',
  financeCharge: 4_500,
  apr: 391.07,
  termDays: 14,
  maximumBorrow: 20_000,
  minimumLoan: 10_000,
  options: [1, 2, 3].map((id) => ({
    refinanceOptionId: id,
    name: ['REPAY_ORIGINAL', 'REPAY_AND_REDUCE', 'REPAY_AND_BORROW'][id - 1],
    optionLabel: '',
    refinanceInput: id !== 1,
  })),
};

const SIGNED: LoanConversion = {
  id: 'conv-1',
  type: 'CONVERSION',
  status: 'CONFIRMED',
  originalLoanNumber: 'PDL-5000501',
  refinanceOptionId: null,
  amountCents: 80_000,
  dueToday: 0,
  cashBack: 45_500,
  signedAt: '2026-11-24T15:00:00.000Z',
  newLoanNumber: 'ILP-1234567',
  agreementUrl: '/documents/doc-1',
  fundsTiming: { fundingMethod: 'ACH', businessDate: '2026-11-25' },
  loanDetails: {
    loanNumber: 'ILP-1234567',
    loanAmount: 80_000,
    // $800 at the 209.68% contract rate, the first payment 14 days out: 36 × $68.24 and a last of $68.22, APR 209.11%.
    financeCharge: 172_486,
    paymentAmount: 6_824,
    paymentDueDate: '2026-12-08',
    convertedLoanNumber: 'PDL-5000501',
    convertedPayoff: 34_500,
    apr: 209.11,
    totalOfPayments: 252_486,
    numberOfPayments: 37,
    paymentFrequency: 'BI',
    paymentSchedule: [
      {
        installmentNumber: 1,
        paymentAmount: 6_824,
        dueDate: '2026-12-08',
        interest: 6_434,
        principal: 390,
        balance: 79_610,
      },
    ],
  },
};

type Answers = Record<string, unknown>;

/** Every address the store fetched. */
let fetched: string[] = [];

/** The server's answer for the customer's loan-system codes (the conversion operations take the code from it). */
const CODES = { LoanSystemCodes: { loanSystemCodes: { customerCode: CODE } } };

/**
 * A store whose GraphQL calls are answered by operation name (the server's `data`), signed in as the customer (or
 * as a CSR acting as them). The sign-in's attributes name no loan-system code: the screens take it from the server.
 */
function setup(
  given: Answers,
  conversion: Partial<RootState['conversion']> = {},
  auth: Partial<RootState['auth']> = {},
) {
  const answers: Answers = { ...CODES, ...given };
  fetched = [];
  const seen: UnknownAction[] = [];
  const context = fakeContext();
  const fetch = (async (url: string, init: { body?: string }) => {
    fetched.push(url);
    if (!init.body) return new Response('%PDF-', { headers: { 'content-type': 'text/plain' } });
    const { query } = JSON.parse(init.body) as { query: string };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    return new Response(JSON.stringify({ data: answers[name] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  // Signed in: every call carries a token (the fake's own session starts empty).
  const identity = context.identity;
  identity.session = async () => ({ idToken: 'token', claims: { email: 'open.payday@example.com' } });

  const store = makeStore(
    {
      auth: {
        ...initialAuthState,
        initialized: true,
        isAuthenticated: true,
        email: 'open.payday@example.com',
        ...auth,
      },
      conversion: { ...initialConversionState, ...conversion },
    },
    {
      extra: { identity, fetch },
      sagaContext: { ...context },
      middleware: [
        () => (next) => (action) => {
          seen.push(action as UnknownAction);
          return next(action);
        },
      ],
    },
  );
  return { store, seen, events: (type: string) => seen.filter((a) => a.type === type) };
}

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
    const { store } = setup(
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
    const { store } = setup({ LoanSystemCodes: { loanSystemCodes: { customerCode: null } } });
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

describe('/loan/conversion/convert', () => {
  const answers = { ConvertLoanDetails: { convertLoanDetails: CONVERT }, GetCurrentDate: { getCurrentDate: TODAY } };

  it('starts the slider at the middle and shows the figures, summary, preview, Fed box, schedule and chart', async () => {
    const { store } = setup(answers);
    const { container } = renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    expect(screen.getByRole('heading', { level: 1, name: 'Convert to Installment Loan' })).toBeVisible();
    const slider = await screen.findByRole('slider', { name: 'Loan amount' });
    expect(slider).toHaveValue('85000');
    expect(slider).toHaveAttribute('aria-valuetext', '$850');
    await screen.findByTestId('fed-box-apr');
    expect(screen.getByRole('navigation', { name: 'Conversion progress' })).toBeVisible();
    expect(within(screen.getByTestId('preview-schedule')).getAllByRole('row')).toHaveLength(8); // head + 7
    expect(within(screen.getByTestId('full-schedule')).getAllByRole('row')).toHaveLength(38); // head + 37
    expect(screen.getByRole('img', { name: /the balance falls from/ })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
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
      expect(preview).toEqual(cells('full-schedule').slice(0, 7));
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
    const { store, events } = setup(answers);
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
    await waitFor(() =>
      expect(events('conversion/choiceSubmitted')[0]?.payload).toEqual({
        customerCode: CODE,
        offerId: 'offer-c',
        type: 'CONVERSION',
        refinanceOptionId: null,
        amountCents: 80_000,
      }),
    );
  });

  it('the slider moves by keyboard in steps of the interval', async () => {
    const { store } = setup(answers);
    renderWithProviders(<ConvertScreen />, { store, route: '/loan/conversion/convert' });
    const slider = await screen.findByRole('slider', { name: 'Loan amount' });
    fireEvent.change(slider, { target: { value: '30000' } });
    expect(screen.getByTestId('conversion-amount-value')).toHaveTextContent('$300');
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
    const { store } = setup({ LoanConversion: { loanConversion: SIGNED } });
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
    const { store, events } = setup(answers);
    const { user } = renderWithProviders(<RefinanceScreen />, { store, route: '/loan/conversion/refinance' });
    await user.click(await screen.findByRole('radio', { name: /Pay the fee and part of the loan/ }));
    const payBack = screen.getByRole('textbox', { name: 'Amount to pay back' });
    // The new loan is a payday loan of at least the product's smallest amount.
    await user.type(payBack, '201');
    expect(screen.getByText('You can pay back at most $200.00: your new loan must be at least $100.00.')).toBeVisible();
    await user.clear(payBack);
    await user.type(payBack, '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(events('conversion/choiceSubmitted')[0]?.payload).toEqual({
        customerCode: CODE,
        offerId: 'offer-r',
        type: 'REFINANCE',
        refinanceOptionId: 2,
        amountCents: 5_000,
      }),
    );
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
    const refinance: LoanConversion = {
      ...SIGNED,
      type: 'REFINANCE',
      status: 'CUSTOMIZE',
      refinanceOptionId: 3,
      amountCents: 20_000,
      dueToday: 0,
      cashBack: 15_500,
      newLoanNumber: null,
      signedAt: null,
      fundsTiming: null,
      agreementUrl: '/documents/offer-1',
      loanDetails: {
        loanNumber: null,
        loanAmount: 50_000,
        financeCharge: 7_500,
        paymentAmount: 57_500,
        paymentDueDate: '2026-12-08',
        convertedLoanNumber: 'PDL-5000501',
        convertedPayoff: 34_500,
        apr: 391.07,
        totalOfPayments: 57_500,
        numberOfPayments: 1,
        paymentFrequency: null,
        paymentSchedule: [
          {
            installmentNumber: 1,
            paymentAmount: 57_500,
            dueDate: '2026-12-08',
            interest: 7_500,
            principal: 50_000,
            balance: 0,
          },
        ],
      },
    };
    const { store } = setup({ LoanConversion: { loanConversion: refinance } }, { chosen: 'REFINANCE' });
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

describe('/loan/conversion/convert, reloaded', () => {
  it('keeps the amount being chosen in the address and starts there on a reload', async () => {
    const answers = { ConvertLoanDetails: { convertLoanDetails: CONVERT }, GetCurrentDate: { getCurrentDate: TODAY } };
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
