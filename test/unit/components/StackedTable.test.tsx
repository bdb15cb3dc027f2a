// The tables that keep every column on a phone and collapse when long (src/components/StackedTable.tsx), as the
// account's schedule uses them: a 37-payment installment loan shows its first 5 payments and "Show all 37 payments"
// (a disclosure: aria-expanded, aria-controls naming the rows it shows), in English and Spanish; every cell carries
// its column's heading for the stacked rows of a phone, "Balance after" included; a short schedule has no button.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountLoan } from '../../../api/account/endpoints';
import { PaymentSchedule } from '../../../src/features/account/PaymentSchedule';
import { loadLang } from '../../../src/lib/i18n/translate';
import { OPEN_LOAN } from './accountHarness';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const INSTALLMENTS = 37;

/** A 37-payment installment loan: $119.42 every 14 days, the balance falling. */
const INSTALLMENT_LOAN: AccountLoan = {
  ...OPEN_LOAN,
  loanNumber: 'ILP-1900101',
  productCode: 'ILP',
  numberOfPayments: INSTALLMENTS,
  paymentSchedule: Array.from({ length: INSTALLMENTS }, (_, i) => ({
    installmentNumber: i + 1,
    paymentAmount: 11_942,
    dueDate: `2027-${String(1 + Math.floor(i / 3)).padStart(2, '0')}-${String(1 + (i % 3) * 9).padStart(2, '0')}`,
    interest: 2_000,
    principal: 9_942,
    balance: 140_000 - (i + 1) * 3_000,
  })),
};

const schedule = () => screen.getByRole('region', { name: 'Payment schedule' });
const bodyRows = () => within(schedule()).getAllByRole('row').slice(1);

describe('a long schedule', () => {
  it('shows its first payments and the rest behind "Show all 37 payments"', async () => {
    const { container } = renderWithProviders(<PaymentSchedule loan={INSTALLMENT_LOAN} />);
    expect(bodyRows()).toHaveLength(5);
    const showAll = screen.getByRole('button', { name: 'Show all 37 payments' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    // The button names the rows it shows and hides.
    const body = document.getElementById(showAll.getAttribute('aria-controls') ?? '');
    expect(body?.tagName).toBe('TBODY');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(showAll);
    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    expect(bodyRows()).toHaveLength(INSTALLMENTS);
    expect(within(bodyRows()[INSTALLMENTS - 1]!).getAllByRole('cell')[0]).toHaveTextContent('37');

    fireEvent.click(showAll);
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(bodyRows()).toHaveLength(5);
  });

  it('says it in Spanish', async () => {
    await loadLang('es');
    renderWithProviders(<PaymentSchedule loan={INSTALLMENT_LOAN} />, { lang: 'es' });
    expect(screen.getByRole('button', { name: 'Mostrar los 37 pagos' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is shown whole when it is short: a payday loan’s one payment has no button', () => {
    renderWithProviders(<PaymentSchedule loan={OPEN_LOAN} />);
    expect(bodyRows()).toHaveLength(OPEN_LOAN.paymentSchedule.length);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a stacked table', () => {
  it('labels every cell with its column heading, so a phone shows each payment as a block', () => {
    renderWithProviders(<PaymentSchedule loan={INSTALLMENT_LOAN} />);
    const headings = within(schedule())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headings).toEqual(['Payment', 'Due date', 'Amount', 'Principal', 'Interest', 'Balance after']);
    for (const row of bodyRows()) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headings);
    }
    // The balance after each payment is one of them: a phone keeps it.
    expect(within(bodyRows()[0]!).getAllByRole('cell')[5]).toHaveTextContent('$1,370.00');
  });
});
