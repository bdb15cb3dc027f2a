// The account screens as a customer meets them, from the data the server answers (in the cache): /account showing
// the page that applies (open loan with its figures and schedule, past due with its alert, no open loan, a
// conditional approval with its store and days left, a status page), the payment history and the pay-by-phone page.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AccountHomeScreen from '../../../src/features/account/AccountHomeScreen';
import PaymentHistoryScreen from '../../../src/features/account/PaymentHistoryScreen';
import { IvrScreen, PersonalScreen } from '../../../src/features/account/InfoScreens';
import { OPEN_LOAN, PAYMENT, renderAccountScreen, summaryOf } from './accountHarness';
import { axeViolations } from './axe';
import { contactChanged, contactChangeRequested, contactCodeSent, contactCodeSubmitted } from '../../../store/account';
import { loadLang } from '../../../src/lib/i18n/translate';
import { flagsLoaded } from '../../../store/flags';

describe('/account', () => {
  it('shows the open loan: amount, finance charge, balance, due date, days until due and the schedule', async () => {
    const { container } = renderAccountScreen(<AccountHomeScreen />, { route: '/account', summary: summaryOf() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your open loan' })).toBeTruthy();
    expect(screen.getByTestId('days-until-due').textContent).toBe('Due in 10 days');
    expect(screen.getByText('Amount borrowed').nextElementSibling?.textContent).toBe('$300.00');
    expect(screen.getByText('Finance charge').nextElementSibling?.textContent).toBe('$45.00');
    expect(screen.getByText('Balance (payoff today)').nextElementSibling?.textContent).toBe('$345.00');
    expect(screen.getByRole('table')).toBeTruthy();
    // One in the account's navigation, one beside the loan.
    expect(screen.getAllByRole('link', { name: 'Make a payment' })).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leads with what is due and when, the way to pay beside it as the one primary action', async () => {
    const { container } = renderAccountScreen(<AccountHomeScreen />, { route: '/account', summary: summaryOf() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your open loan' })).toBeTruthy();
    const figures = [...container.querySelectorAll('[data-figure]')];
    expect(figures[0]).toHaveTextContent(/^Amount due\$345\.00Due in 10 days$/);
    expect(figures[0]).toHaveAttribute('data-figure', 'emphasised');
    expect(figures[1]).toHaveTextContent(/^Due date/);
    expect(figures.slice(2).map((f) => f.getAttribute('data-figure'))).toEqual(Array(5).fill('plain'));
    const primary = container.querySelectorAll('[data-action="primary"]');
    expect(primary).toHaveLength(1);
    expect(primary[0]).toHaveAccessibleName('Make a payment');
    expect(screen.getByTestId('loan-due').parentElement).toContainElement(primary[0] as HTMLElement);
  });

  it('offers the open payday loan’s conversion or refinance only while the loan-conversion feature is on', async () => {
    const { play } = renderAccountScreen(<AccountHomeScreen />, { route: '/account', summary: summaryOf() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your open loan' })).toBeTruthy();
    const offer = { name: 'See your options to convert or refinance this loan' };
    expect(screen.queryByRole('link', offer)).toBeNull();
    play(flagsLoaded({ loanConversion: true }));
    expect((await screen.findByRole('link', offer)).getAttribute('href')).toBe('/loan/conversion');
  });

  it('shows a past-due loan with the amount past due and the way to pay', async () => {
    renderAccountScreen(<AccountHomeScreen />, {
      route: '/account',
      summary: summaryOf({
        page: 'OPEN_LOAN_PAST_DUE',
        loan: { ...OPEN_LOAN, status: 'PAST_DUE', pastDueAmount: 28_750, daysUntilDue: -6 },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan is past due' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('A payment of $287.50 is past due.');
    expect(screen.getByTestId('days-until-due').textContent).toBe('6 days past due');
    // First among the figures, in the alert tone, and in words: "Past due", "6 days past due".
    const [due] = document.querySelectorAll('[data-figure]');
    expect(due).toHaveAttribute('data-figure', 'alert');
    expect(due).toHaveTextContent(/^Past due\$287\.506 days past due$/);
    const primary = document.querySelectorAll('[data-action="primary"]');
    expect([...primary].map((a) => a.textContent)).toEqual(['Make a payment']);
  });

  it('offers to apply when no loan is open', async () => {
    renderAccountScreen(<AccountHomeScreen />, {
      route: '/account',
      summary: summaryOf({ page: 'NO_OPEN_LOAN', loan: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no open loan' })).toBeTruthy();
    const apply = screen.getByRole('link', { name: 'Apply now' });
    expect(apply.getAttribute('href')).toBe('/account/apply-now');
    expect(apply).toHaveAttribute('data-action', 'primary');
  });

  it('shows a conditional approval with its store and the days left', async () => {
    renderAccountScreen(<AccountHomeScreen />, {
      route: '/account',
      summary: summaryOf({
        page: 'CONDITIONALLY_APPROVED_LOAN',
        loan: null,
        conditionallyApproved: {
          daysLeft: 25,
          daysElapsed: 5,
          approvedAt: '2026-11-19T15:00:00.000Z',
          storeInformation: {
            storeNumber: '0417',
            store: {
              storeName: 'Harbor Check & Loan Broad St',
              addressLine1: '50 W Broad St',
              city: 'Columbus',
              state: 'OH',
              postalCode: '43215',
              phone: '6145550417',
            },
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are conditionally approved' })).toBeTruthy();
    expect(screen.getByText('You have 25 days left to visit the store.')).toBeTruthy();
    expect(screen.getByText(/Harbor Check & Loan Broad St/)).toBeTruthy();
    // The store's phone as every phone is written (src/lib/phone.ts), dialled by its digits.
    expect(screen.getByRole('link', { name: '(614) 555-0417' })).toHaveAttribute('href', 'tel:6145550417');
  });

  it('tells a pending refinance what happens next, with the loan as it stands', async () => {
    renderAccountScreen(<AccountHomeScreen />, {
      route: '/account',
      summary: summaryOf({ page: 'PENDING_REFINANCE', loan: { ...OPEN_LOAN, status: 'PENDING_REFINANCE' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your refinance is being processed' })).toBeTruthy();
    expect(screen.getByText('Refinance pending')).toBeTruthy();
  });

  it("a loan being cancelled: what to return and that nothing else is owed, none of the loan's charges", async () => {
    const rescinded = {
      ...OPEN_LOAN,
      loanNumber: 'ILP-1800101',
      productCode: 'ILP',
      status: 'RESCISSION' as const,
      loanAmount: 100_000,
      financeCharge: 141_430,
      payoffAmount: 100_000,
      amountDue: 7_836,
      isPayable: false,
    };
    const { container } = renderAccountScreen(<AccountHomeScreen />, {
      route: '/account',
      summary: summaryOf({ page: 'LOAN_IN_RESCISSION', loan: rescinded }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan is being cancelled' })).toBeTruthy();
    expect(screen.getByText(/You asked to cancel loan ILP-1800101/)).toHaveTextContent(
      'To cancel it, return the amount you received. Nothing else is owed: no finance charge, no fees and no scheduled payments.',
    );
    expect(screen.getByTestId('rescission-return')).toHaveTextContent('Amount to return$1,000.00');
    // Nothing that reads as owed beside it: no finance charge, balance, amount due, schedule or way to pay.
    const page = container.textContent ?? '';
    for (const owed of ['$1,414.30', '$78.36', 'Finance charge', 'Balance (payoff today)', 'Amount due', 'Due date'])
      expect(page).not.toContain(owed);
    expect(screen.queryByRole('table')).toBeNull();
    // Only the account's navigation links to payments; nothing beside the loan asks for one.
    expect(screen.getAllByRole('link', { name: 'Make a payment' })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    renderAccountScreen(<AccountHomeScreen />, { route: '/account', summary: summaryOf(), lang: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Su préstamo abierto' })).toBeTruthy();
    expect(screen.getByTestId('days-until-due').textContent).toBe('Vence en 10 días');
  });
});

describe('the other account pages', () => {
  it('lists each payment with its confirmation number and status', async () => {
    const { container } = renderAccountScreen(<PaymentHistoryScreen />, {
      route: '/account/history',
      loans: [OPEN_LOAN],
      history: { 'PDL-5000501': [PAYMENT] },
    });
    expect(await screen.findByRole('cell', { name: 'PMT-ABCDEFGHJK' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Received' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'debit card ending in 4242' })).toBeTruthy();
    // The amount, all of it paid to the fee (interest first), none to principal.
    expect(screen.getAllByRole('cell', { name: '$20.00' })).toHaveLength(2);
    expect(screen.getByRole('cell', { name: '$0.00' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows how the ledger applied each received payment, and why a returned one was not applied', async () => {
    const installment = { ...OPEN_LOAN, id: 'ilp', loanNumber: 'ILP-1900101' };
    const posted = {
      ...PAYMENT,
      id: 'posted',
      loanNumber: 'ILP-1900101',
      amount: 11_942,
      interest: 4_010,
      principal: 7_932,
      confirmationNumber: 'PMT-POSTED2345',
    };
    const returned = {
      ...posted,
      id: 'returned',
      amount: 5_000,
      status: 'RETURNED' as const,
      returnReason: 'ABOVE_PAYOFF' as const,
      interest: null,
      principal: null,
      postedOn: null,
      confirmationNumber: 'PMT-RETURNED23',
    };
    const { container } = renderAccountScreen(<PaymentHistoryScreen />, {
      route: '/account/history',
      loans: [installment],
      history: { 'ILP-1900101': [returned, posted] },
    });
    const rows = await screen.findAllByRole('row');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['Date', 'Amount', 'Interest', 'Principal', 'Paid with', 'Status', 'Confirmation']);
    expect(cells(rows[2]!).slice(1, 4)).toEqual(['$119.42', '$40.10', '$79.32']);
    expect(cells(rows[1]!).slice(1, 3)).toEqual([
      '$50.00',
      'Not applied. Another payment arrived first and left less owed than this one, so it was not applied and the money is returned to you.',
    ]);
    expect(screen.getByRole('cell', { name: 'Returned to you' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the same in Spanish', async () => {
    await loadLang('es');
    const returned = { ...PAYMENT, status: 'RETURNED' as const, returnReason: 'LOAN_CLOSED' as const };
    renderAccountScreen(<PaymentHistoryScreen />, {
      route: '/account/history',
      loans: [OPEN_LOAN],
      history: { 'PDL-5000501': [returned] },
      lang: 'es',
    });
    expect(await screen.findByRole('columnheader', { name: 'Interés' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Devuelto a usted' })).toBeTruthy();
    expect(screen.getByText(/Este préstamo ya estaba cerrado o reemplazado/)).toBeTruthy();
  });

  it('gives the brand’s phone and hours for paying by phone, with the loan number to have ready', async () => {
    renderAccountScreen(<IvrScreen />, { route: '/account/ivr', summary: summaryOf() });
    expect(await screen.findByRole('link', { name: 'Call 1-800-561-2274' })).toBeTruthy();
    expect(screen.getByText(/Monday to Friday 8am to 5pm Eastern/)).toBeTruthy();
    expect(screen.getByText('Have your loan number ready: PDL-5000501.')).toBeTruthy();
  });

  it('shows the contact details and changes the phone through a code, as events', async () => {
    const { user, sent, play, container } = renderAccountScreen(<PersonalScreen />, {
      route: '/account/personal',
      contact: {
        firstName: 'Paula',
        lastName: 'Payday',
        email: 'open.payday@example.com',
        contactEmail: 'open.payday@example.com',
        phoneLast4: '0501',
        addressLine1: '100 Broad St',
        addressLine2: null,
        city: 'Columbus',
        stateCode: 'OH',
        zipCode: '43215',
      },
    });
    expect(await screen.findByText('Ending in 0501')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('New phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a 10-digit US phone number.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New phone number'));
    await user.type(screen.getByLabelText('New phone number'), '(614) 555-7788');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(sent(contactChangeRequested.type)).toEqual([{ channel: 'PHONE', value: '(614) 555-7788' }]),
    );
    play(contactCodeSent({ destination: '******7788', minutes: 10 }));
    expect(screen.getByText('We sent a code to ******7788. It expires in 10 minutes.')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(sent(contactCodeSubmitted.type)).toEqual([{ code: '123456' }]));
    play(contactChanged());
    expect(screen.getByText('Your contact details were changed.')).toBeTruthy();
  });

  it('says no contact details are on file yet for a customer who has not applied, without an error', async () => {
    renderAccountScreen(<PersonalScreen />, { route: '/account/personal', contact: null });
    expect(
      await screen.findByText(
        'You are signed in as open.payday@example.com. We have no contact details on file for you yet: they are saved with your first application.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loading state of personal details until they arrive', () => {
    renderAccountScreen(<PersonalScreen />, { route: '/account/personal' });
    expect(screen.getByText('Loading your account')).toBeTruthy();
  });
});
