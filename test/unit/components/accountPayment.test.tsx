// The payment screen as a customer uses it: the amount due chosen by default, the Reg E authorization shown with the
// amount and the method's last 4, a custom amount above the payoff refused before anything is sent, one event on Pay
// (the saga's part is played by dispatching its outcomes), the result announced with the confirmation number, and a
// server refusal shown in the visit's words; the authorization names the loan's lender, not the visit's brand.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentScreen } from '../../../src/features/account/PaymentScreen';
import { paymentRefused, paymentSettled, paymentSubmitted, paymentTaken } from '../../../store/payments';
import { OPEN_LOAN, renderAccountScreen, summaryOf } from './accountHarness';
import { axeViolations } from './axe';

const render = () => renderAccountScreen(<PaymentScreen />, { route: '/account/payment', summary: summaryOf() });

describe('/account/payment', () => {
  it('pays the amount due by the chosen method after the authorization, as one event', async () => {
    const { user, sent, container } = render();
    expect(await screen.findByLabelText('Amount due: $345.00')).toHaveProperty('checked', true);
    await user.click(screen.getByLabelText('Bank account ending in 6789'));
    expect(screen.getByTestId('authorization-text').textContent).toBe(
      'I authorize Lumen Cash to make a one-time electronic debit of $345.00 from my bank account ending in 6789 on 11/24/2026 to pay loan PDL-5000501. I can cancel this authorization by calling 1-800-561-2274 before the payment is processed. A copy of this authorization is kept with my payment history.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $345.00' }));
    expect(await screen.findByText('Check the box to authorize the payment.')).toBeTruthy();
    expect(sent(paymentSubmitted.type)).toEqual([]);
    await user.click(screen.getByLabelText('I authorize this payment'));
    await user.click(screen.getByRole('button', { name: 'Pay $345.00' }));
    await waitFor(() =>
      expect(sent(paymentSubmitted.type)).toEqual([
        {
          loanNumber: 'PDL-5000501',
          loanId: OPEN_LOAN.id,
          kind: 'DUE',
          amountCents: 34_500,
          method: 'BANK_ACCOUNT',
          lang: 'en',
        },
      ]),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the loan's lender in the authorization, whatever brand the visit is on (the server's words)", async () => {
    const harborLoan = { ...OPEN_LOAN, brand: 'harbor' };
    const { user } = renderAccountScreen(<PaymentScreen />, {
      route: '/account/payment',
      summary: summaryOf({ loan: harborLoan }),
    });
    await user.click(await screen.findByLabelText('Bank account ending in 6789'));
    expect(await screen.findByTestId('authorization-text')).toHaveTextContent(
      /^I authorize Harbor Check & Loan to make a one-time electronic debit of \$345\.00/,
    );
  });

  it('refuses a custom amount above the payoff before sending anything', async () => {
    const { user, sent } = render();
    await user.click(await screen.findByLabelText('Another amount'));
    await user.type(screen.getByLabelText('Amount to pay'), '400');
    await user.click(screen.getByLabelText('Debit card ending in 4242'));
    await user.click(screen.getByLabelText('I authorize this payment'));
    await user.click(screen.getByRole('button', { name: 'Pay $400.00' }));
    expect(
      await screen.findByText(/That is more than you owe\. The most you can pay is the payoff, \$345\.00/),
    ).toBeTruthy();
    expect(sent(paymentSubmitted.type)).toEqual([]);
  });

  it('announces the payment while it is processed and once it is received, with its confirmation number', async () => {
    const { play } = render();
    await screen.findByLabelText('Another amount');
    play(
      paymentSubmitted({
        loanNumber: 'PDL-5000501',
        loanId: OPEN_LOAN.id,
        kind: 'CUSTOM',
        amountCents: 2_000,
        method: 'DEBIT_CARD',
        lang: 'en',
      }),
    );
    expect(screen.getByRole('button', { name: 'Paying…' })).toHaveProperty('disabled', true);
    play(
      paymentTaken({
        id: 'p-1',
        loanNumber: 'PDL-5000501',
        amountCents: 2_000,
        confirmationNumber: 'PMT-ABCDEFGHJK',
        methodLast4: '4242',
      }),
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Your payment of $20.00 is being processed. Confirmation number PMT-ABCDEFGHJK.',
    );
    play(paymentSettled({ status: 'POSTED', failureReason: null }));
    expect(screen.getByRole('status').textContent).toContain(
      'Your payment of $20.00 was received. Confirmation number PMT-ABCDEFGHJK.',
    );
  });

  it('says a payment the loan could not take is returned, and offers another payment', async () => {
    const { play } = render();
    await screen.findByLabelText('Another amount');
    play(
      paymentTaken({
        id: 'p-2',
        loanNumber: 'PDL-5000501',
        amountCents: 34_500,
        confirmationNumber: 'PMT-RETURNED23',
        methodLast4: '4242',
      }),
    );
    play(paymentSettled({ status: 'RETURNED', failureReason: null }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Your payment of $345.00 could not be applied to this loan, so the money is returned to you. Confirmation number PMT-RETURNED23',
    );
    expect(screen.getByRole('button', { name: 'Make another payment' })).toBeTruthy();
  });

  it('shows a refusal from the server in the catalogue’s words', async () => {
    const { play } = render();
    await screen.findByLabelText('Another amount');
    play(
      paymentRefused({
        message: 'That is more than you owe.',
        key: 'account.payment.problem.aboveThePayoff',
        field: 'amountCents',
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('The most you can pay is the payoff, $345.00');
  });

  it('says there is nothing to pay when the loan cannot take a payment', async () => {
    renderAccountScreen(<PaymentScreen />, {
      route: '/account/payment',
      summary: summaryOf({ page: 'ORIGINATION_ON_HOLD', loan: { ...OPEN_LOAN, isPayable: false } }),
    });
    expect(await screen.findByText('You have no loan to pay right now.')).toBeTruthy();
  });
});
