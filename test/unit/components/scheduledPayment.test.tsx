// Scheduled payments as the customer uses them: "Pay on a date" on the payment screen (only the open business days up
// to the due date, each rule a field message, the authorization of a debit on that day, then the confirmation; a
// server refusal shown at its field with everything typed kept), and the history's scheduled rows (change and cancel
// until the cut-off, a confirm dialog for cancel, focus moved to the section after). A fake server answers the calls.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoanScheduledPayments, ScheduledPayment } from '../../../api/account/scheduledEndpoints';
import PaymentHistoryScreen from '../../../src/features/account/PaymentHistoryScreen';
import { PaymentScreen } from '../../../src/features/account/PaymentScreen';
import { OPEN_LOAN, renderAccountScreen, summaryOf } from './accountHarness';
import { axeViolations } from './axe';

/** Today is Tuesday 24 November 2026; Thursday 26 is Thanksgiving; the loan is due Friday 4 December. */
const OPEN_DATES = ['2026-11-25', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];

const SCHEDULED: ScheduledPayment = {
  id: '5c5c5c5c-0000-4f60-8a7b-9c0d1e2f3a4b',
  loanNumber: 'PDL-5000501',
  amount: 5_000,
  method: 'DEBIT_CARD',
  methodLast4: '4242',
  runsOn: '2026-11-27',
  status: 'SCHEDULED',
  skipReason: null,
  changeableUntil: '2026-11-26',
  changeable: true,
  confirmationNumber: null,
  createdAt: '2026-11-24T15:00:00.000Z',
};

const roomOf = (payments: ScheduledPayment[] = []): LoanScheduledPayments => ({
  loanNumber: 'PDL-5000501',
  today: '2026-11-24',
  dueDate: '2026-12-04',
  openDates: OPEN_DATES,
  maxAmount: 34_500 - payments.filter((p) => p.status === 'SCHEDULED').reduce((sum, p) => sum + p.amount, 0),
  payments,
});

type Call = { name: string; variables: Record<string, unknown> };

/** A server holding the loan's scheduled payments; `refuse` answers the next write with that field error. */
function fakeServer(payments: ScheduledPayment[] = []) {
  let rows = payments;
  const calls: Call[] = [];
  let refusal: { field: string; key: string } | null = null;
  const fetch = (async (_url: string, init: { body: string }) => {
    const { query, variables = {} } = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    const input = (variables.input ?? {}) as Record<string, unknown>;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (refusal && /Schedule|Cancel|Change/.test(name) && name !== 'ScheduledPayments') {
      const fieldErrors = [refusal];
      refusal = null;
      return json({ errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors } }] });
    }
    if (name === 'SchedulePayment') {
      const made = {
        ...SCHEDULED,
        id: crypto.randomUUID(),
        amount: input.amountCents as number,
        runsOn: input.runsOn as string,
        changeableUntil: '2026-11-24',
      };
      rows = [made, ...rows];
      return json({ data: { schedulePayment: made } });
    }
    if (name === 'CancelScheduledPayment') {
      rows = rows.map((r) => (r.id === variables.id ? { ...r, status: 'CANCELLED' as const, changeable: false } : r));
      return json({ data: { cancelScheduledPayment: rows.find((r) => r.id === variables.id) } });
    }
    if (name === 'ChangeScheduledPayment') {
      rows = rows.map((r) =>
        r.id === input.id ? { ...r, amount: input.amountCents as number, runsOn: input.runsOn as string } : r,
      );
      return json({ data: { changeScheduledPayment: rows.find((r) => r.id === input.id) } });
    }
    const reads: Record<string, unknown> = {
      ScheduledPayments: { scheduledPayments: roomOf(rows) },
      AccountSummary: { accountSummary: summaryOf() },
      CustomerLoans: { customerLoans: [OPEN_LOAN] },
      PaymentHistory: { paymentHistory: [] },
    };
    return json({ data: reads[name] ?? null });
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    sent: (name: string) => calls.filter((c) => c.name === name).map((c) => c.variables),
    refuseNext: (field: string, key: string) => void (refusal = { field, key }),
  };
}

const dateField = () => screen.getByLabelText('Payment date');
const pickDay = (day: string) => fireEvent.change(dateField(), { target: { value: day } });

describe('/account/payment: pay on a date', () => {
  it('offers the open days, refuses each other day with its rule, and schedules one with its authorization', async () => {
    const server = fakeServer();
    const { user, container } = renderAccountScreen(<PaymentScreen />, {
      route: '/account/payment',
      summary: summaryOf(),
      fetch: server.fetch,
    });
    await user.click(await screen.findByLabelText('Pay on a date'));
    // The payoff is not a choice for a later day.
    expect(screen.queryByLabelText('Payoff: $345.00')).toBeNull();
    expect(dateField()).toHaveAttribute('min', '2026-11-25');
    expect(dateField()).toHaveAttribute('max', '2026-12-04');
    expect(screen.getByText(/from Nov 25, 2026 up to your due date, Dec 4, 2026/)).toBeVisible();
    await user.click(screen.getByLabelText('Debit card ending in 4242'));
    await user.click(screen.getByLabelText('I authorize this payment'));

    pickDay('2026-11-26');
    await user.click(screen.getByRole('button', { name: /^Schedule \$345\.00/ }));
    expect(await screen.findByText('That day is a weekend or a bank holiday. Choose a business day.')).toBeVisible();
    pickDay('2026-12-07');
    expect(await screen.findByText('Choose a date on or before your due date, 12/04/2026.')).toBeVisible();
    pickDay('2026-11-24');
    expect(await screen.findByText('Choose a date after today. To pay today, choose Pay now.')).toBeVisible();
    expect(server.sent('SchedulePayment')).toEqual([]);

    pickDay('2026-11-27');
    expect(await screen.findByTestId('authorization-text')).toHaveTextContent(
      'I authorize Lumen Cash to make a one-time electronic debit of $345.00 from my debit card ending in 4242 on 11/27/2026 to pay loan PDL-5000501. I can change or cancel this payment in my payment history, or by calling 1-800-561-2274, until 11:59 pm Eastern time on 11/26/2026.',
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Schedule $345.00 for 11/27/2026' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your payment of $345.00 is scheduled for 11/27/2026. You can change or cancel it in your payment history until 11:59 pm Eastern time on 11/24/2026.',
    );
    expect(server.sent('SchedulePayment')).toEqual([
      {
        input: expect.objectContaining({
          loanNumber: 'PDL-5000501',
          amountCents: 34_500,
          method: 'DEBIT_CARD',
          runsOn: '2026-11-27',
          authorizationAccepted: true,
          lang: 'en',
        }),
      },
    ]);
    expect(screen.getByRole('link', { name: 'See my scheduled payments' })).toHaveAttribute('href', '/account/history');
  });

  it('shows a refusal from the server at its field, keeping what was typed', async () => {
    const server = fakeServer();
    const { user } = renderAccountScreen(<PaymentScreen />, {
      route: '/account/payment',
      summary: summaryOf(),
      fetch: server.fetch,
    });
    await user.click(await screen.findByLabelText('Pay on a date'));
    await user.click(screen.getByLabelText('Another amount'));
    await user.type(screen.getByLabelText('Amount to pay'), '40');
    await user.click(screen.getByLabelText('Bank account ending in 6789'));
    await user.click(screen.getByLabelText('I authorize this payment'));
    pickDay('2026-12-01');
    server.refuseNext('amountCents', 'account.schedule.problem.aboveWhatIsLeft');
    await user.click(screen.getByRole('button', { name: 'Schedule $40.00 for 12/01/2026' }));
    expect(
      await screen.findByText(/That is more than is left to pay after your pending and scheduled payments/),
    ).toBeVisible();
    expect(screen.getByLabelText('Amount to pay')).toHaveValue('40');
    expect(dateField()).toHaveValue('2026-12-01');
  });
});

describe('/account/history: scheduled payments', () => {
  const taken: ScheduledPayment = {
    ...SCHEDULED,
    id: '6d6d6d6d-0000-4f60-8a7b-9c0d1e2f3a4b',
    runsOn: '2026-11-20',
    status: 'TAKEN',
    changeable: false,
    confirmationNumber: 'PMT-TAKEN2345',
  };
  const skipped: ScheduledPayment = {
    ...SCHEDULED,
    id: '7e7e7e7e-1111-4f60-8a7b-9c0d1e2f3a4b',
    runsOn: '2026-11-19',
    status: 'SKIPPED',
    skipReason: 'ABOVE_PAYOFF',
    changeable: false,
  };
  const render = (server: ReturnType<typeof fakeServer>) =>
    renderAccountScreen(<PaymentHistoryScreen />, {
      route: '/account/history',
      loans: [OPEN_LOAN],
      history: { 'PDL-5000501': [] },
      fetch: server.fetch,
    });

  it('lists them with where each stands, and cancels one after asking, focus moved to the section', async () => {
    const server = fakeServer([SCHEDULED, taken, skipped]);
    const { user, container } = render(server);
    const section = await screen.findByRole('region', { name: 'Scheduled payments' });
    const rows = within(section).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Nov 27, 2026$50.00debit card ending in 4242Scheduled');
    expect(rows[1]).toHaveTextContent('Until 11:59 pm Eastern time on Nov 26, 2026');
    expect(rows[2]).toHaveTextContent('Taken, confirmation PMT-TAKEN2345');
    expect(rows[3]).toHaveTextContent(
      'Not taken. Less was owed on the day than this payment, so it was not taken. Nothing was charged.',
    );
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel the payment of $50.00 on Nov 27, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this scheduled payment?' });
    expect(dialog).toHaveAccessibleDescription(
      'The payment of $50.00 on Nov 27, 2026 from your debit card ending in 4242 will not be taken.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the payment' }));
    expect(
      await screen.findByText('The payment of $50.00 on Nov 27, 2026 is cancelled. Nothing will be taken.'),
    ).toBeVisible();
    expect(server.sent('CancelScheduledPayment')).toEqual([{ id: SCHEDULED.id }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Scheduled payments' })).toHaveFocus());
    await waitFor(() => expect(within(section).getAllByRole('row')[1]).toHaveTextContent('Cancelled'));
  });

  it('keeps the payment when the customer says so', async () => {
    const server = fakeServer([SCHEDULED]);
    const { user } = render(server);
    await user.click(await screen.findByRole('button', { name: 'Cancel the payment of $50.00 on Nov 27, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.sent('CancelScheduledPayment')).toEqual([]);
  });

  it('changes the amount and day with the new authorization', async () => {
    const server = fakeServer([SCHEDULED]);
    const { user } = render(server);
    await user.click(await screen.findByRole('button', { name: 'Change the payment of $50.00 on Nov 27, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Change this scheduled payment' });
    const amount = within(dialog).getByLabelText('Amount to pay');
    await user.clear(amount);
    await user.type(amount, '60');
    fireEvent.change(within(dialog).getByLabelText('Payment date'), { target: { value: '2026-11-28' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(
      await within(dialog).findByText('That day is a weekend or a bank holiday. Choose a business day.'),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Payment date'), { target: { value: '2026-12-02' } });
    expect(await within(dialog).findByTestId('authorization-text')).toHaveTextContent(
      'debit of $60.00 from my debit card ending in 4242 on 12/02/2026',
    );
    await user.click(within(dialog).getByLabelText('I authorize this payment'));
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('The payment is now $60.00 on Dec 2, 2026.')).toBeVisible();
    expect(server.sent('ChangeScheduledPayment')).toEqual([
      { input: expect.objectContaining({ id: SCHEDULED.id, amountCents: 6_000, runsOn: '2026-12-02' }) },
    ]);
  });
});
