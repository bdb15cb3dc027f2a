// The account feature's addresses; the loan-in-rescission, history, documents and preferences paths
// are the portal's own additions.
import type { MessageKey } from '../../lib/i18n';
import { securityPaths } from '../security/paths';

const ACCOUNT = '/account';

export const accountPaths = {
  home: ACCOUNT,
  error: `${ACCOUNT}/error`,
  personal: `${ACCOUNT}/personal`,
  openLoan: `${ACCOUNT}/open-loan`,
  openLoanPastDue: `${ACCOUNT}/open-loan-past-due`,
  noOpenLoan: `${ACCOUNT}/no-open-loan`,
  conditionallyApproved: `${ACCOUNT}/conditionally-approved-loan`,
  applyNow: `${ACCOUNT}/apply-now`,
  refinance: `${ACCOUNT}/refinance`,
  originationOnHold: `${ACCOUNT}/origination-on-hold`,
  pendingRefinance: `${ACCOUNT}/pending-refinance`,
  pendingEpp: `${ACCOUNT}/pending-epp`,
  refinancePendingOrigination: `${ACCOUNT}/refinance-pending-origination`,
  paymentLoanPro: `${ACCOUNT}/payment-loanpro`,
  paymentLoanProDefault: `${ACCOUNT}/payment-loanpro-default`,
  ivr: `${ACCOUNT}/ivr`,
  payment: `${ACCOUNT}/payment`,
  loanInRescission: `${ACCOUNT}/loan-in-rescission`,
  benefits: `${ACCOUNT}/benefits-and-rewards/tu-creditview`,
  history: `${ACCOUNT}/history`,
  documents: `${ACCOUNT}/documents`,
  preferences: `${ACCOUNT}/preferences`,
} as const;

/** The account's navigation, on every account page (the security settings' included): where, and its words. */
export const accountNav: readonly (readonly [string, MessageKey])[] = [
  [accountPaths.home, 'account.nav.summary'],
  [accountPaths.payment, 'account.nav.payment'],
  [accountPaths.history, 'account.nav.history'],
  [accountPaths.documents, 'account.nav.documents'],
  [accountPaths.personal, 'account.nav.personal'],
  [securityPaths.home, 'security.nav'],
  [accountPaths.preferences, 'account.nav.preferences'],
  [accountPaths.benefits, 'account.nav.benefits'],
  [accountPaths.ivr, 'account.nav.ivr'],
];

/** Sub-routes under /account; each is a page of its own. */
export const accountPages: string[] = Object.values(accountPaths).filter((p) => p !== ACCOUNT);

export const isAccountPath = (pathname: string) => pathname === ACCOUNT || pathname.startsWith(`${ACCOUNT}/`);

/** Where an application starts (the application feature's first page). */
export const APPLY_PATH = '/application';
