// The demo loans (docs/seed-data.md "Demo loans"): the account pages' customers, one per situation /account
// tells apart (past due, pending refinance or EPP, refinance pending origination, origination on hold, rescission, an
// installment loan, a conditionally approved retail application).
import { interestRateBpsOf } from '../../../src/lib/lending/disclosure';
import { PUBLISHED_INSTALLMENT_TERMS } from '../../../src/lib/lending/installmentTerms';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { ohio, type DemoAccount, type DemoLoan } from './types';

/** The demo installment loans are priced as an online installment loan of up to 18 months is (209.68%). */
const INSTALLMENT_RATE_BPS = interestRateBpsOf(installmentTermApr(PUBLISHED_INSTALLMENT_TERMS[0].months));

export const ACCOUNT_PAGE_CUSTOMERS: DemoAccount[] = [
  loanCustomer('past.due@example.com', 'Perry', 'Pastdue', '900001301', {
    loanNumber: 'PDL-1300101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'PAST_DUE',
    principalCents: 25000,
    feeCents: 3750,
    aprBps: 39107,
    dueInDays: -6,
    originatedDaysAgo: 20,
    pastDueCents: 28750,
    debitCardLast4: '1111',
    bankAccountLast4: '2222',
  }),
  loanCustomer('pending.refinance@example.com', 'Penny', 'Refi', '900001401', {
    loanNumber: 'PDL-1400101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'PENDING_REFINANCE',
    principalCents: 30000,
    feeCents: 4500,
    aprBps: 39107,
    dueInDays: 8,
    originatedDaysAgo: 6,
    debitCardLast4: '3333',
  }),
  loanCustomer('pending.epp@example.com', 'Eppie', 'Planner', '900001501', {
    loanNumber: 'PDL-1500101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'PENDING_EPP',
    principalCents: 20000,
    feeCents: 3000,
    aprBps: 39107,
    dueInDays: 3,
    originatedDaysAgo: 11,
    bankAccountLast4: '4444',
  }),
  loanCustomer('refinance.origination@example.com', 'Rory', 'Originate', '900001601', {
    loanNumber: 'ILP-1600101',
    productCode: 'ILP',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'REFINANCE_PENDING_ORIGINATION',
    principalCents: 80000,
    feeCents: 0,
    aprBps: INSTALLMENT_RATE_BPS,
    dueInDays: 14,
    originatedDaysAgo: 0,
    installments: 26,
    convertedFromLoanNumber: 'PDL-1600001',
  }),
  loanCustomer('origination.hold@example.com', 'Hollis', 'Hold', '900001701', {
    loanNumber: 'PDL-1700101',
    productCode: 'PDL',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'ORIGINATION_ON_HOLD',
    principalCents: 30000,
    feeCents: 4500,
    aprBps: 39107,
    dueInDays: 14,
    originatedDaysAgo: 0,
  }),
  loanCustomer('rescission@example.com', 'Reese', 'Rescind', '900001801', {
    loanNumber: 'ILP-1800101',
    productCode: 'ILP',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'RESCISSION',
    principalCents: 100000,
    feeCents: 0,
    aprBps: INSTALLMENT_RATE_BPS,
    dueInDays: 13,
    originatedDaysAgo: 1,
    installments: 26,
  }),
  loanCustomer('installment.customer@example.com', 'Ines', 'Installment', '900001901', {
    loanNumber: 'ILP-1900101',
    productCode: 'ILP',
    channel: 'ONLINE',
    sourceSystem: 'LOANPRO',
    status: 'OPEN',
    principalCents: 140000,
    feeCents: 0,
    aprBps: INSTALLMENT_RATE_BPS,
    dueInDays: 9,
    originatedDaysAgo: 5,
    installments: 37,
    debitCardLast4: '5555',
    bankAccountLast4: '6666',
  }),
  {
    ...loanCustomer('conditional.approval@example.com', 'Connie', 'Conditional', '900002001', null),
    conditionalApproval: { storeNumber: '0417', daysAgo: 5 },
  },
];

/** A returning online customer in Ohio with one loan (or none): the account pages' demo customers. */
function loanCustomer(
  email: string,
  firstName: string,
  lastName: string,
  ssn: string,
  loan: DemoLoan | null,
): DemoAccount {
  return {
    email,
    brand: 'lumen',
    firstName,
    lastName,
    customer: {
      ...ohio,
      firstName,
      lastName,
      dateOfBirth: '1986-05-17',
      ssn,
      phone: `614555${ssn.slice(-4)}`,
      customerType: 'ONLINE_RETURNING',
      isCoreCustomer: true,
      hasRetailPresence: false,
      boCode: '9001',
      loanProCustomerId: `LP-${ssn.slice(-6)}`,
    },
    ...(loan ? { loans: [loan] } : {}),
  };
}
