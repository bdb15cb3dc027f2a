// Renders an account screen as a signed-in customer sees it: the account's reads already in the API cache (as the
// server answers them), a recorder of the events the screen dispatches. No saga runs: a test plays the payment
// saga's part by dispatching its outcomes.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  accountApi,
  type AccountLoan,
  type AccountLoanListItem,
  type AccountPayment,
  type AccountSummary,
  type ContactDetails,
} from '../../../api/account/endpoints';
import type { Lang } from '../../../src/lib/i18n';
import { initialAuthState } from '../../../store/auth';
import { makeStore, type RootState } from '../../../store';
import { fakeContext } from '../sagas/fakes';
import { renderWithProviders } from './renderWithProviders';

export const OPEN_LOAN: AccountLoan = {
  id: '1d2c3b4a-0000-4f60-8a7b-9c0d1e2f3a4b',
  loanNumber: 'PDL-5000501',
  productCode: 'PDL',
  brand: 'lumen',
  status: 'OPEN',
  loanAmount: 30_000,
  financeCharge: 4_500,
  payoffAmount: 34_500,
  amountDue: 34_500,
  pastDueAmount: 0,
  dueDate: '2026-12-04',
  daysUntilDue: 10,
  apr: 391.07,
  paymentFrequency: null,
  numberOfPayments: 1,
  convertedFromLoanNumber: null,
  isPayable: true,
  paymentSchedule: [
    {
      installmentNumber: 1,
      paymentAmount: 34_500,
      dueDate: '2026-12-04',
      interest: 4_500,
      principal: 30_000,
      balance: 0,
    },
  ],
  paymentMethods: [
    { method: 'DEBIT_CARD', last4: '4242' },
    { method: 'BANK_ACCOUNT', last4: '6789' },
  ],
};

export const summaryOf = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  page: 'OPEN_LOAN',
  reason: 'a loan is open',
  today: '2026-11-24',
  loan: OPEN_LOAN,
  conditionallyApproved: null,
  ...over,
});

export const PAYMENT: AccountPayment = {
  id: '7e7e7e7e-0000-4f60-8a7b-9c0d1e2f3a4b',
  loanNumber: 'PDL-5000501',
  amount: 2_000,
  kind: 'CUSTOM',
  method: 'DEBIT_CARD',
  methodLast4: '4242',
  status: 'POSTED',
  confirmationNumber: 'PMT-ABCDEFGHJK',
  failureReason: null,
  returnReason: null,
  postedOn: '2026-11-24',
  // The open payday loan's fee is paid first: the whole $20.00 went to it.
  interest: 2_000,
  principal: 0,
  createdAt: '2026-11-24T15:00:00.000Z',
  processedAt: '2026-11-24T15:00:02.000Z',
};

const CUSTOMER_EMAIL = 'open.payday@example.com';

interface Options {
  route: string;
  summary?: AccountSummary;
  loans?: AccountLoanListItem[];
  contact?: ContactDetails | null;
  history?: Record<string, AccountPayment[]>;
  lang?: Lang;
  /** Answers the calls the screen makes itself (RTK Query mutations, reads not preloaded), as a signed-in session. */
  fetch?: typeof globalThis.fetch;
}

export function renderAccountScreen(ui: ReactElement, options: Options) {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const context = fakeContext();
  if (options.fetch) context.identity.session = async () => ({ idToken: 'token', claims: { email: CUSTOMER_EMAIL } });
  const preloadedState: Partial<RootState> = {
    auth: { ...initialAuthState, initialized: true, isAuthenticated: true, email: CUSTOMER_EMAIL },
  };
  const store = makeStore(preloadedState, {
    extra: { identity: context.identity, ...(options.fetch && { fetch: options.fetch }) },
    sagaContext: { ...context },
    middleware: [recorder],
  });
  if (options.summary) store.dispatch(accountApi.util.upsertQueryData('accountSummary', undefined, options.summary));
  if (options.loans) store.dispatch(accountApi.util.upsertQueryData('customerLoans', undefined, options.loans));
  if (options.contact !== undefined)
    store.dispatch(accountApi.util.upsertQueryData('accountContactDetails', undefined, options.contact));
  for (const [loanNumber, payments] of Object.entries(options.history ?? {}))
    store.dispatch(accountApi.util.upsertQueryData('paymentHistory', { loanNumber }, payments));
  const view = renderWithProviders(ui, {
    route: options.route,
    store,
    context,
    ...(options.lang ? { lang: options.lang } : {}),
  });
  const play = (action: unknown) => act(() => void view.store.dispatch(action as UnknownAction));
  const sent = (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload);
  return { ...view, play, sent };
}
