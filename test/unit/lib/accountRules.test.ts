// The account's pure rules: which page /account shows (every situation and which wins when several apply), days until
// due (the absolute difference in whole days, rounded up), and what a payment may be (never more
// than the payoff; the amount due and the payoff exactly).
import { describe, expect, it } from 'vitest';
import { accountPageOf, type PageLoan } from '../../../src/lib/account/accountPage';
import { daysUntilDue, isPastDueDate } from '../../../src/lib/account/dueDays';
import { paymentAmountOf, paymentProblem } from '../../../src/lib/account/payment';

const TODAY = '2026-11-24';
const loan = (status: string, over: Partial<PageLoan> = {}): PageLoan => ({
  status,
  dueDate: '2026-12-04',
  pastDueCents: 0,
  ...over,
});
const pageOf = (loans: PageLoan[], hasConditionalApproval = false) =>
  accountPageOf({ today: TODAY, loans, hasConditionalApproval }).page;

describe('the account page', () => {
  it.each([
    ['OPEN', 'OPEN_LOAN'],
    ['PAST_DUE', 'OPEN_LOAN_PAST_DUE'],
    ['PENDING_REFINANCE', 'PENDING_REFINANCE'],
    ['PENDING_EPP', 'PENDING_EPP'],
    ['REFINANCE_PENDING_ORIGINATION', 'REFINANCE_PENDING_ORIGINATION'],
    ['ORIGINATION_ON_HOLD', 'ORIGINATION_ON_HOLD'],
    ['RESCISSION', 'LOAN_IN_RESCISSION'],
    ['PAID_IN_FULL', 'NO_OPEN_LOAN'],
    ['CLOSED', 'NO_OPEN_LOAN'],
    ['CONVERTED', 'NO_OPEN_LOAN'],
  ])('a loan %s shows %s', (status, page) => {
    expect(pageOf([loan(status)])).toBe(page);
  });

  it('takes an open loan past its due date, or with an amount past due, as past due', () => {
    expect(pageOf([loan('OPEN', { dueDate: '2026-11-23' })])).toBe('OPEN_LOAN_PAST_DUE');
    expect(pageOf([loan('OPEN', { pastDueCents: 100 })])).toBe('OPEN_LOAN_PAST_DUE');
    expect(pageOf([loan('OPEN', { dueDate: TODAY })])).toBe('OPEN_LOAN');
  });

  it('shows a conditional approval only when no loan is open, and nothing open otherwise', () => {
    expect(pageOf([], true)).toBe('CONDITIONALLY_APPROVED_LOAN');
    expect(pageOf([loan('OPEN')], true)).toBe('OPEN_LOAN');
    expect(pageOf([])).toBe('NO_OPEN_LOAN');
  });

  it('lets a loan in rescission or on hold win over an open one, and past due over open', () => {
    expect(pageOf([loan('OPEN'), loan('RESCISSION')])).toBe('LOAN_IN_RESCISSION');
    expect(pageOf([loan('OPEN'), loan('ORIGINATION_ON_HOLD')])).toBe('ORIGINATION_ON_HOLD');
    expect(pageOf([loan('OPEN'), loan('PAST_DUE')])).toBe('OPEN_LOAN_PAST_DUE');
  });

  it('names the loan the page is about', () => {
    const pastDue = loan('PAST_DUE');
    expect(accountPageOf({ today: TODAY, loans: [loan('OPEN'), pastDue], hasConditionalApproval: false }).loan).toBe(
      pastDue,
    );
  });
});

describe('days until due', () => {
  it('counts whole calendar days from today, the same either side', () => {
    expect(daysUntilDue(TODAY, '2026-12-04')).toBe(10);
    expect(daysUntilDue(TODAY, TODAY)).toBe(0);
    expect(daysUntilDue(TODAY, '2026-11-18')).toBe(6);
    expect(isPastDueDate(TODAY, '2026-11-18')).toBe(true);
    expect(isPastDueDate(TODAY, TODAY)).toBe(false);
  });

  it('crosses a daylight-saving change and a month end as calendar days', () => {
    expect(daysUntilDue('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysUntilDue('2026-02-27', '2026-03-01')).toBe(2);
  });
});

describe('what a payment may be', () => {
  const owed = { amountDueCents: 34_500, payoffCents: 34_500 };
  const installment = { amountDueCents: 11_942, payoffCents: 140_000 };

  it('pays the amount due, the payoff or the amount typed', () => {
    expect(paymentAmountOf('DUE', installment, null)).toBe(11_942);
    expect(paymentAmountOf('PAYOFF', installment, null)).toBe(140_000);
    expect(paymentAmountOf('CUSTOM', installment, 2_500)).toBe(2_500);
    // An amount due above what pays the loan off is capped at the payoff.
    expect(paymentAmountOf('DUE', { amountDueCents: 50_000, payoffCents: 30_000 }, null)).toBe(30_000);
  });

  it('refuses more than the payoff, nothing, less than $1, and a due or payoff amount that changed', () => {
    expect(paymentProblem('CUSTOM', 34_501, owed)).toBe('aboveThePayoff');
    expect(paymentProblem('CUSTOM', null, owed)).toBe('amountRequired');
    expect(paymentProblem('CUSTOM', 0, owed)).toBe('amountRequired');
    expect(paymentProblem('CUSTOM', 99, owed)).toBe('amountTooSmall');
    expect(paymentProblem('CUSTOM', 1.5, owed)).toBe('amountRequired');
    expect(paymentProblem('DUE', 11_000, installment)).toBe('notTheAmountDue');
    expect(paymentProblem('PAYOFF', 139_999, installment)).toBe('notTheAmountDue');
    expect(paymentProblem('CUSTOM', 100, { amountDueCents: 0, payoffCents: 0 })).toBe('nothingDue');
  });

  it('takes the amount due, the payoff, and any whole-cent amount from $1 to the payoff', () => {
    expect(paymentProblem('DUE', 11_942, installment)).toBeNull();
    expect(paymentProblem('PAYOFF', 140_000, installment)).toBeNull();
    expect(paymentProblem('CUSTOM', 100, installment)).toBeNull();
    expect(paymentProblem('CUSTOM', 34_500, owed)).toBeNull();
    // A balance under $1 may still be paid off with a custom payment of all of it.
    expect(paymentProblem('CUSTOM', 50, { amountDueCents: 50, payoffCents: 50 })).toBeNull();
  });
});
