// The account feature's addresses (spec 000 "Account routes"); the loan-in-rescission path is ours.
const ACCOUNT = '/account';

export const accountPaths = {
  home: ACCOUNT,
  error: `${ACCOUNT}/error`,
} as const;

/** Sub-routes the spec lists under /account; each is a page of its own. */
export const accountPages = [
  'personal',
  'open-loan',
  'open-loan-past-due',
  'no-open-loan',
  'conditionally-approved-loan',
  'apply-now',
  'refinance',
  'origination-on-hold',
  'pending-refinance',
  'pending-epp',
  'refinance-pending-origination',
  'payment-loanpro',
  'payment-loanpro-default',
  'ivr',
  'payment',
  'loan-in-rescission',
  'benefits-and-rewards/tu-creditview',
].map((name) => `${ACCOUNT}/${name}`);

export const isAccountPath = (pathname: string) => pathname === ACCOUNT || pathname.startsWith(`${ACCOUNT}/`);
