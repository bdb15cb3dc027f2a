// One Fed box: the e-sign screen's loan terms render the shared Fed box with what getInitialLoanDetails answers, and
// for the same application that is the box the amount step renders. The server side of the pair is in
// test/server/afterDecision/initialLoanDetails.test.ts (getInitialLoanDetails equals offerFigures for the same request);
// here the loan details the server makes from those figures show the same box, figure for figure and row for row.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoanDetails } from '../../../api/application/afterDecision/endpoints';
import { FedBox } from '../../../src/components/lending/FedBox';
import { disclosedFiguresOf, LoanTerms } from '../../../src/features/application/afterDecision/LoanTerms';
import { offerFigures } from '../../../src/lib/application/loanOffer';
import type { FedBoxFigures } from '../../../src/lib/lending';
import { renderWithProviders } from './renderWithProviders';

/** getInitialLoanDetails' answer for these figures (server/afterDecision/loanDetails.ts offerDetails, on the wire). */
const detailsOf = (f: FedBoxFigures, singlePay = false): LoanDetails => ({
  loanNumber: null,
  loanAmount: f.amountFinancedCents,
  financeCharge: f.financeChargeCents,
  paymentAmount: f.paymentCents,
  paymentDueDate: f.schedule[0]!.dueDate,
  convertedLoanNumber: null,
  convertedPayoff: null,
  apr: f.aprPercent,
  totalOfPayments: f.totalOfPaymentsCents,
  numberOfPayments: f.numberOfPayments,
  paymentFrequency: singlePay ? null : f.frequency,
  paymentSchedule: f.schedule.map((p) => ({
    installmentNumber: p.number,
    paymentAmount: p.paymentCents,
    dueDate: p.dueDate,
    interest: null,
    principal: null,
    balance: null,
  })),
});

const ILP = { productCode: 'ILP', aprHigh: 225 };
const boxText = () => screen.getByTestId('fed-box').textContent;

describe('the e-sign screen’s Fed box', () => {
  it.each([
    ['18 months biweekly', { product: ILP, amountCents: 140_000, term: 18, payFrequency: 'BI' }],
    ['12 months monthly', { product: ILP, amountCents: 90_000, term: 12, payFrequency: 'MON' }],
    ['a payday loan', { product: { productCode: 'PDL' }, amountCents: 30_000, term: 14 }],
  ])('is the amount step’s for %s', (_name, input) => {
    const figures = offerFigures({ ...input, nextPayDate: '2026-12-04', today: '2026-11-24' })!;
    const amountStep = renderWithProviders(<FedBox figures={figures} />);
    const shown = boxText();
    amountStep.unmount();
    renderWithProviders(<LoanTerms details={detailsOf(figures, input.product.productCode === 'PDL')} />);
    expect(boxText()).toBe(shown);
    expect(shown).toContain(`${figures.aprPercent.toFixed(2)}%`);
  });

  it('keeps what the box does not say: the loan number and the loan a conversion pays off', () => {
    const figures = offerFigures({ product: ILP, amountCents: 140_000, term: 18, today: '2026-11-24' })!;
    renderWithProviders(
      <LoanTerms
        details={{
          ...detailsOf(figures),
          loanNumber: 'ILP-1001',
          convertedLoanNumber: 'PDL-7',
          convertedPayoff: 34_500,
        }}
      />,
    );
    expect(screen.getByText('Loan number ILP-1001')).toBeVisible();
    expect(screen.getByText('Pays off loan PDL-7 ($345.00).')).toBeVisible();
    expect(screen.getByText(/^37 payments of/)).toBeVisible();
  });

  it('discloses nothing without an APR', () => {
    const figures = offerFigures({ product: ILP, amountCents: 140_000, term: 18, today: '2026-11-24' })!;
    expect(disclosedFiguresOf({ ...detailsOf(figures), apr: null })).toBeNull();
  });
});
