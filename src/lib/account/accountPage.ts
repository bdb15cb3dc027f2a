// Which account page a customer lands on (/account picks it). Pure, so the server's accountSummary
// and its tests share one rule. The order says which situation wins when a customer is in several: a loan being
// rescinded or originated is what the customer most needs to see, then one with a change under way, then money owed,
// then an approval waiting in a store, then nothing open.
import { isPastDueDate } from './dueDays';

export type AccountPageName =
  | 'OPEN_LOAN'
  | 'OPEN_LOAN_PAST_DUE'
  | 'NO_OPEN_LOAN'
  | 'CONDITIONALLY_APPROVED_LOAN'
  | 'PENDING_REFINANCE'
  | 'PENDING_EPP'
  | 'REFINANCE_PENDING_ORIGINATION'
  | 'ORIGINATION_ON_HOLD'
  | 'LOAN_IN_RESCISSION';

export interface PageLoan {
  status: string;
  dueDate: string;
  pastDueCents: number;
}

export interface PageFacts<L extends PageLoan = PageLoan> {
  today: string;
  /** The customer's loans, newest first. */
  loans: readonly L[];
  hasConditionalApproval: boolean;
}

/** Loan statuses that decide the page by themselves, strongest first. */
const BY_STATUS: readonly [string, AccountPageName][] = [
  ['RESCISSION', 'LOAN_IN_RESCISSION'],
  ['ORIGINATION_ON_HOLD', 'ORIGINATION_ON_HOLD'],
  ['REFINANCE_PENDING_ORIGINATION', 'REFINANCE_PENDING_ORIGINATION'],
  ['PENDING_REFINANCE', 'PENDING_REFINANCE'],
  ['PENDING_EPP', 'PENDING_EPP'],
];

/** A loan with money fallen due and unpaid: marked PAST_DUE, carrying a past-due amount, or open after its due date. */
export const isPastDue = (loan: PageLoan, today: string): boolean =>
  loan.status === 'PAST_DUE' ||
  (loan.status === 'OPEN' && (loan.pastDueCents > 0 || isPastDueDate(today, loan.dueDate)));

export interface PageChoice<L extends PageLoan> {
  page: AccountPageName;
  loan: L | null;
  reason: string;
}

export function accountPageOf<L extends PageLoan>(facts: PageFacts<L>): PageChoice<L> {
  for (const [status, page] of BY_STATUS) {
    const loan = facts.loans.find((l) => l.status === status);
    if (loan) return { page, loan, reason: `a loan is ${status}` };
  }
  const pastDue = facts.loans.find((l) => isPastDue(l, facts.today));
  if (pastDue) return { page: 'OPEN_LOAN_PAST_DUE', loan: pastDue, reason: 'a loan is past due' };
  const open = facts.loans.find((l) => l.status === 'OPEN');
  if (open) return { page: 'OPEN_LOAN', loan: open, reason: 'a loan is open' };
  if (facts.hasConditionalApproval)
    return {
      page: 'CONDITIONALLY_APPROVED_LOAN',
      loan: null,
      reason: 'a retail application is conditionally approved',
    };
  return { page: 'NO_OPEN_LOAN', loan: null, reason: 'no loan is open' };
}

/** The route of each page (src/features/account/paths.ts lists them). */
export const ACCOUNT_PAGE_PATHS: Record<AccountPageName, string> = {
  OPEN_LOAN: '/account/open-loan',
  OPEN_LOAN_PAST_DUE: '/account/open-loan-past-due',
  NO_OPEN_LOAN: '/account/no-open-loan',
  CONDITIONALLY_APPROVED_LOAN: '/account/conditionally-approved-loan',
  PENDING_REFINANCE: '/account/pending-refinance',
  PENDING_EPP: '/account/pending-epp',
  REFINANCE_PENDING_ORIGINATION: '/account/refinance-pending-origination',
  ORIGINATION_ON_HOLD: '/account/origination-on-hold',
  LOAN_IN_RESCISSION: '/account/loan-in-rescission',
};
