// The conversion screens' test bench: a customer's convert and refinance offers, a saved and a signed conversion, and
// a store whose GraphQL calls a test answers by operation name, recording the events the screens dispatch and every
// address fetched. Used by the conversion screen tests (conversionChoose, conversionConvert, conversionRefinance) and
// the shared steps' test (conversionSteps).
import type { UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { LoanConversion } from '../../../api/conversion/endpoints';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { makeStore, type RootState } from '../../../store';
import { initialAuthState } from '../../../store/auth';
import { conversionChoiceSubmitted, initialConversionState } from '../../../store/conversion';
import { fakeContext } from '../sagas/fakes';

export const CODE = 'LP-500501';
export const TODAY = '2026-11-24';

export const CONVERT = {
  offerId: 'offer-c',
  customerCode: CODE,
  loanNumber: 'PDL-5000501',
  loanAmount: 30_000,
  loanDueDate: '2026-12-04',
  loanFeeAmount: null,
  payoffAmount: 34_500,
  newDueDate: '2026-12-08',
  financeCharge: 4_500,
  paymentFrequency: 'BI',
  minimum: 30_000,
  maximum: 140_000,
  interval: 5_000,
  numberOfPayments: 37,
  // The online installment loan's 18-month contract rate (209.68%, accrued daily) and its APR range.
  apr: installmentTermApr(18),
  aprLow: 145,
  aprHigh: 225,
};

export const REFINANCE = {
  offerId: 'offer-r',
  customerCode: CODE,
  loanNumber: 'PDL-5000501',
  loanAmount: 30_000,
  loanDueDate: '2026-12-04',
  loanFeeAmount: 4_500,
  payoffAmount: 34_500,
  newDueDate: '2026-12-18',
  financeCharge: 4_500,
  apr: 391.07,
  termDays: 14,
  maximumBorrow: 20_000,
  minimumLoan: 10_000,
  options: [1, 2, 3].map((id) => ({
    refinanceOptionId: id,
    name: ['REPAY_ORIGINAL', 'REPAY_AND_REDUCE', 'REPAY_AND_BORROW'][id - 1],
    optionLabel: '',
    refinanceInput: id !== 1,
  })),
};

export const SIGNED: LoanConversion = {
  id: 'conv-1',
  type: 'CONVERSION',
  status: 'CONFIRMED',
  originalLoanNumber: 'PDL-5000501',
  refinanceOptionId: null,
  amountCents: 80_000,
  dueToday: 0,
  cashBack: 45_500,
  signedAt: '2026-11-24T15:00:00.000Z',
  newLoanNumber: 'ILP-1234567',
  agreementUrl: '/documents/doc-1',
  fundsTiming: { fundingMethod: 'ACH', businessDate: '2026-11-25' },
  loanDetails: {
    loanNumber: 'ILP-1234567',
    loanAmount: 80_000,
    // $800 at the 209.68% contract rate, the first payment 14 days out: 36 × $68.24 and a last of $68.22, APR 209.11%.
    financeCharge: 172_486,
    paymentAmount: 6_824,
    paymentDueDate: '2026-12-08',
    convertedLoanNumber: 'PDL-5000501',
    convertedPayoff: 34_500,
    apr: 209.11,
    totalOfPayments: 252_486,
    numberOfPayments: 37,
    paymentFrequency: 'BI',
    paymentSchedule: [
      {
        installmentNumber: 1,
        paymentAmount: 6_824,
        dueDate: '2026-12-08',
        interest: 6_434,
        principal: 390,
        balance: 79_610,
      },
    ],
  },
};

/** A refinance saved and not yet signed: option 3, $200 more, one payment of $575. */
export const REFINANCE_TO_SIGN: LoanConversion = {
  ...SIGNED,
  type: 'REFINANCE',
  status: 'CUSTOMIZE',
  refinanceOptionId: 3,
  amountCents: 20_000,
  dueToday: 0,
  cashBack: 15_500,
  newLoanNumber: null,
  signedAt: null,
  fundsTiming: null,
  agreementUrl: '/documents/offer-1',
  loanDetails: {
    loanNumber: null,
    loanAmount: 50_000,
    financeCharge: 7_500,
    paymentAmount: 57_500,
    paymentDueDate: '2026-12-08',
    convertedLoanNumber: 'PDL-5000501',
    convertedPayoff: 34_500,
    apr: 391.07,
    totalOfPayments: 57_500,
    numberOfPayments: 1,
    paymentFrequency: null,
    paymentSchedule: [
      {
        installmentNumber: 1,
        paymentAmount: 57_500,
        dueDate: '2026-12-08',
        interest: 7_500,
        principal: 50_000,
        balance: 0,
      },
    ],
  },
};

type Answers = Record<string, unknown>;

/** The server's answer for the customer's loan-system codes (the conversion operations take the code from it). */
const CODES = { LoanSystemCodes: { loanSystemCodes: { customerCode: CODE } } };

/**
 * A store whose GraphQL calls are answered by operation name (the server's `data`), signed in as the customer (or
 * as a CSR acting as them). The sign-in's attributes name no loan-system code: the screens take it from the server.
 */
export function setup(
  given: Answers,
  conversion: Partial<RootState['conversion']> = {},
  auth: Partial<RootState['auth']> = {},
) {
  const answers: Answers = { ...CODES, ...given };
  /** Every address the store fetched. */
  const fetched: string[] = [];
  const seen: UnknownAction[] = [];
  const context = fakeContext();
  const fetch = (async (url: string, init: { body?: string }) => {
    fetched.push(url);
    if (!init.body) return new Response('%PDF-', { headers: { 'content-type': 'text/plain' } });
    const { query } = JSON.parse(init.body) as { query: string };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    return new Response(JSON.stringify({ data: answers[name] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  // Signed in: every call carries a token (the fake's own session starts empty).
  const identity = context.identity;
  identity.session = async () => ({ idToken: 'token', claims: { email: 'open.payday@example.com' } });

  const store = makeStore(
    {
      auth: {
        ...initialAuthState,
        initialized: true,
        isAuthenticated: true,
        email: 'open.payday@example.com',
        ...auth,
      },
      conversion: { ...initialConversionState, ...conversion },
    },
    {
      extra: { identity, fetch },
      sagaContext: { ...context },
      middleware: [
        () => (next) => (action) => {
          seen.push(action as UnknownAction);
          return next(action);
        },
      ],
    },
  );
  const events = (type: string) => seen.filter((a) => a.type === type);
  return {
    store,
    seen,
    fetched,
    events,
    /** Waits for the choice the Customize step saved (the offer and type the page was given, the option and amount). */
    choiceSaved: (choice: Omit<ReturnType<typeof conversionChoiceSubmitted>['payload'], 'customerCode'>) =>
      waitFor(() =>
        expect(events(conversionChoiceSubmitted.type)[0]?.payload).toEqual({ customerCode: CODE, ...choice }),
      ),
  };
}
