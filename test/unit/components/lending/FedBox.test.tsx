// The Fed box for $1,400 financed in 37 equal biweekly payments of $119.42 (APR 209.11%, finance charge $3,018.54,
// total of payments $4,418.54): the four figures with their H-2 descriptions, APR and Finance Charge set more
// prominently, and the schedule's number, amounts and timing. Then the published example as the library schedules it
// (at the 18-month contract rate the last payment is $119.40), whose last payment is on its own row.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FedBox } from '../../../../src/components/lending/FedBox';
import { groupSchedule } from '../../../../src/components/lending/PaymentScheduleTable';
import { fedBox, type FedBoxFigures } from '../../../../src/lib/lending';
import { installmentTermApr } from '../../../../src/lib/lending/pricing';
import { axeViolations } from '../axe';
import { renderWithProviders } from '../renderWithProviders';

/** 37 equal payments of $119.42 every 14 days, the first 14 days after the loan is made. */
function workedExample(): FedBoxFigures {
  const schedule = Array.from({ length: 37 }, (_, i) => {
    const due = new Date(Date.UTC(2026, 11, 8 + 14 * i));
    return {
      number: i + 1,
      paymentCents: 11_942,
      interestCents: 0,
      principalCents: 0,
      balanceCents: 0,
      dueDate: due.toISOString().slice(0, 10),
    };
  });
  return {
    amountFinancedCents: 140_000,
    financeChargeCents: 301_854,
    totalOfPaymentsCents: 441_854,
    aprPercent: 209.11,
    interestRateBps: 20_968,
    paymentCents: 11_942,
    numberOfPayments: 37,
    frequency: 'BI',
    schedule,
  };
}

const figureOf = (testId: string) => screen.getByTestId(testId);

describe('the Fed box', () => {
  it('shows the four figures with their descriptions', () => {
    renderWithProviders(<FedBox figures={workedExample()} creditor="Lumen Cash" />);
    const box = screen.getByRole('region', { name: 'Truth in Lending disclosures' });
    expect(within(box).getByText('Creditor: Lumen Cash')).toBeInTheDocument();
    expect(figureOf('fed-box-apr')).toHaveTextContent('Annual Percentage Rate');
    expect(figureOf('fed-box-apr')).toHaveTextContent('The cost of your credit as a yearly rate.');
    expect(figureOf('fed-box-apr')).toHaveTextContent('209.11%');
    expect(figureOf('fed-box-financeCharge')).toHaveTextContent('$3,018.54');
    expect(figureOf('fed-box-amountFinanced')).toHaveTextContent('$1,400.00');
    expect(figureOf('fed-box-totalOfPayments')).toHaveTextContent('$4,418.54');
  });

  it('sets APR and Finance Charge apart: larger and in heavier boxes than the other figures', () => {
    renderWithProviders(<FedBox figures={workedExample()} />);
    const border = (id: string) => getComputedStyle(figureOf(id)).borderWidth || getComputedStyle(figureOf(id)).border;
    expect(border('fed-box-apr')).toContain('3px');
    expect(border('fed-box-financeCharge')).toContain('3px');
    expect(border('fed-box-amountFinanced')).toContain('1px');
    expect(border('fed-box-totalOfPayments')).toContain('1px');
  });

  it('lists the schedule: 37 payments of $119.42 every 14 days from the first due date', () => {
    renderWithProviders(<FedBox figures={workedExample()} />);
    const table = screen.getByRole('table', { name: 'Your payment schedule' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Number of paymentsAmount of each paymentWhen payments are due',
      '37$119.42Every 14 days, starting 12/08/2026',
    ]);
  });

  it('puts a last payment that absorbs rounding on its own row (the library’s real schedule)', () => {
    // The published example: $1,400 at the 18-month contract rate (209.68%, accrued daily), the first payment 14 days
    // after the loan is made: 36 payments of $119.42 and a last of $119.40, total $4,418.52, APR 209.11%.
    const figures = fedBox({
      amountFinancedCents: 140_000,
      contractAprPercent: installmentTermApr(18),
      numberOfPayments: 37,
      frequency: 'BI',
      consummationDate: '2026-11-24',
      firstPaymentDate: '2026-12-08',
    });
    expect(figures).toMatchObject({ aprPercent: 209.11, financeChargeCents: 301_852, totalOfPaymentsCents: 441_852 });
    const groups = groupSchedule(figures.schedule, false);
    expect(groups).toMatchObject([
      { count: 36, paymentCents: 11_942, firstDueDate: '2026-12-08', intervalDays: 14 },
      { count: 1, paymentCents: 11_940, firstDueDate: '2028-04-25' },
    ]);
    expect(groups.reduce((sum, g) => sum + g.count * g.paymentCents, 0)).toBe(figures.totalOfPaymentsCents);
    renderWithProviders(<FedBox figures={figures} />);
    const rows = within(screen.getByRole('table', { name: 'Your payment schedule' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Number of paymentsAmount of each paymentWhen payments are due',
      '36$119.42Every 14 days, starting 12/08/2026',
      '1$119.40On 04/25/2028',
    ]);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithProviders(<FedBox figures={workedExample()} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
