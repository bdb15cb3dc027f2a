// A loan row as the contract's Loan: cents stay cents, APR basis points become a percentage, days until due counted
// from the server's today (src/lib/account/dueDays.ts).
import { daysUntilDue, isPastDueDate } from '../../src/lib/account/dueDays';
import type { LoanStanding } from '../payments/ledger';
import { PAYABLE_STATUSES, type LoanRow, type ScheduleRow } from './repository';
import { percentOfBps } from '../../src/lib/format/percent';

export interface LoanOut {
  id: string;
  loanNumber: string;
  productCode: string;
  channel: string;
  brand: string;
  status: string;
  loanAmount: number;
  financeCharge: number;
  payoffAmount: number;
  amountDue: number;
  pastDueAmount: number;
  dueDate: string;
  daysUntilDue: number;
  apr: number;
  paymentFrequency: string | null;
  numberOfPayments: number;
  originatedAt: string;
  convertedFromLoanNumber: string | null;
  paymentSchedule: {
    installmentNumber: number;
    paymentAmount: number;
    dueDate: string;
    interest: number | null;
    principal: number | null;
    balance: number | null;
  }[];
  paymentMethods: { method: 'DEBIT_CARD' | 'BANK_ACCOUNT'; last4: string }[];
  isPayable: boolean;
}

export function paymentMethodsOf(loan: LoanRow): LoanOut['paymentMethods'] {
  return [
    ...(loan.debitCardLast4 ? [{ method: 'DEBIT_CARD' as const, last4: loan.debitCardLast4 }] : []),
    ...(loan.bankAccountLast4 ? [{ method: 'BANK_ACCOUNT' as const, last4: loan.bankAccountLast4 }] : []),
  ];
}

/** `standing`: where the loan stands today by its ledger (server/payments/ledger.ts standingOf). */
export function toLoan(
  loan: LoanRow,
  schedule: ScheduleRow[],
  today: string,
  standing: Pick<LoanStanding, 'payoffCents' | 'amountDueCents' | 'pastDueCents' | 'dueDate'>,
): LoanOut {
  const payoffCents = standing.payoffCents;
  // A single-pay loan has no schedule rows: its one payment is the payoff on the due date.
  const rows =
    schedule.length > 0
      ? schedule.map((s) => ({
          installmentNumber: s.installmentNumber,
          paymentAmount: s.paymentCents,
          dueDate: s.dueDate,
          interest: s.interestCents,
          principal: s.principalCents,
          balance: s.balanceCents,
        }))
      : [
          {
            installmentNumber: 1,
            paymentAmount: loan.principalCents + loan.feeCents,
            dueDate: loan.dueDate,
            interest: loan.financeChargeCents,
            principal: loan.principalCents,
            balance: 0,
          },
        ];
  const days = daysUntilDue(today, standing.dueDate);
  return {
    id: loan.id,
    loanNumber: loan.loanNumber,
    productCode: loan.productCode,
    channel: loan.channel,
    brand: loan.brand,
    status: loan.status,
    loanAmount: loan.principalCents,
    financeCharge: loan.financeChargeCents,
    payoffAmount: payoffCents,
    amountDue: standing.amountDueCents,
    pastDueAmount: standing.pastDueCents,
    dueDate: standing.dueDate,
    daysUntilDue: isPastDueDate(today, standing.dueDate) ? -days : days,
    apr: percentOfBps(loan.aprBps),
    paymentFrequency: loan.paymentFrequency,
    numberOfPayments: loan.numberOfPayments,
    originatedAt: loan.originatedAt.toISOString(),
    convertedFromLoanNumber: loan.convertedFromLoanNumber,
    paymentSchedule: rows,
    paymentMethods: paymentMethodsOf(loan),
    isPayable: PAYABLE_STATUSES.includes(loan.status) && payoffCents > 0,
  };
}
