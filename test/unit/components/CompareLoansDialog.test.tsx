// The comparison dialog of the products step: every loan offered, side by side, with a row header per figure (amount
// and term ranges, APR range, the representative example), money and rates written as everywhere else; on a phone one
// table per loan, stacked, so nothing scrolls sideways; Close and Escape ask to close; Spanish.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareLoansDialog } from '../../../src/features/application/finalSteps/CompareLoansDialog';
import { loadLang } from '../../../src/lib/i18n/translate';
import { ILP, product } from '../features/productFixtures';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const PDL = product({});
const LOANS = [ILP, PDL];

/** The cells of the row a figure heads, in the loans' order. */
const row = (table: HTMLElement, figure: string) =>
  within(within(table).getByRole('rowheader', { name: figure }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A screen that matches the phone layout's media query (jsdom has no layout of its own). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('comparing the loans', () => {
  it('puts every loan side by side, a row header per figure, from the figures the products step has', async () => {
    renderWithProviders(<CompareLoansDialog products={LOANS} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Compare loans' });
    const table = within(dialog).getByRole('table', { name: 'Your loans side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Online Installment LoanOnline', 'Online Payday LoanOnline']);
    expect(row(table, 'Amount you can borrow')).toEqual(['$500 to $2,400', '$100 to $500']);
    expect(row(table, 'Term')).toEqual(['6 to 24 months', '7 to 31 days']);
    expect(row(table, 'APR range')).toEqual(['145.00% to 225.00%', '176.61% to 782.14%']);
    expect(row(table, 'Example loan')).toEqual(['$1,400 for 18 months', '$300 for 14 days']);
    expect(row(table, 'Example payments')).toEqual(['37 payments of $119.42', '1 payment of $345.00']);
    expect(row(table, 'Example APR')).toEqual(['209.11%', '391.07%']);
    expect(row(table, 'Example total of payments')).toEqual(['$4,418.52', '$345.00']);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });

  it('says so where the server published no example', () => {
    const bare = product({ name: 'Store Payday Loan', channel: 'RETAIL', exampleBorrow: null, exampleTotal: null });
    renderWithProviders(<CompareLoansDialog products={[ILP, bare]} onClose={() => undefined} />);
    expect(row(screen.getByRole('table'), 'Example APR')).toEqual(['209.11%', 'Not available']);
    expect(screen.getByRole('columnheader', { name: /Store Payday Loan/ })).toHaveTextContent('In a store');
  });

  it('on a phone, one table per loan, stacked: named by the loan, the same row headers', async () => {
    onAPhone();
    renderWithProviders(<CompareLoansDialog products={LOANS} onClose={() => undefined} />);
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Online Installment LoanOnline',
      'Online Payday LoanOnline',
    ]);
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(row(tables[1]!, 'Example payments')).toEqual(['1 payment of $345.00']);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });

  it('Close and Escape ask to close', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CompareLoansDialog products={LOANS} onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    renderWithProviders(<CompareLoansDialog products={LOANS} onClose={() => undefined} />, { lang: 'es' });
    const table = screen.getByRole('table', { name: 'Sus préstamos uno al lado del otro' });
    expect(screen.getByRole('dialog', { name: 'Comparar préstamos' })).toBeVisible();
    expect(row(table, 'Plazo')).toEqual(['6 a 24 meses', '7 a 31 días']);
    expect(row(table, 'Pagos del ejemplo')).toEqual(['37 pagos de $119.42', '1 pago de $345.00']);
  });
});
