// getInitialLoanDetails (spec 001 section 7, issue 13 point 6): the loan terms the e-sign and thank-you screens show,
// in each of the query's forms (README "getInitialLoanDetails"). Money is integer cents; the figures are the Fed box's
// (src/lib/lending: Appendix J), so the screen, the agreement PDF and the server agree to the cent.
//  - applicationId: the offer the customer is about to sign (the amount and term of their loan request), priced today.
//  - applicationId + submissionFlow: the same, checked against the application's flow (STANDARD, CONVERSION,
//    REFINANCE, EPP); a conversion or refinance also names the loan it pays off and its payoff.
//  - applicationId + isOriginated: the loan as made (ORIGINATED only): its loan number and origination date.
//  - applicationId + eppAppSchedule: an extended payment plan: the open loan's payoff in four equal payments on the
//    customer's next paydays, with no added finance charge.
//  - customerCode (no applicationId): the customer's own open loan in the loan system, as it stands.
import { addDays, format, parseISO } from 'date-fns';
import { daysBetween } from '../../src/lib/application/dates';
import { FREQUENCIES, dueDateOf, fedBox, type PaymentFrequency } from '../../src/lib/lending';
import type { ApplicationData } from '../applications/data';
import type { ApplicationRow } from '../applications/openApplications';
import { esignOf } from './signedDocuments';

export interface LoanScheduleRow {
  installmentNumber: number;
  paymentAmount: number;
  dueDate: string;
  interest: number | null;
  principal: number | null;
  balance: number | null;
}

export interface InitialLoanDetails {
  loanNumber: string | null;
  loanAmount: number;
  financeCharge: number;
  paymentAmount: number;
  paymentDueDate: string;
  convertedLoanNumber: string | null;
  convertedPayoff: number | null;
  apr: number | null;
  totalOfPayments: number;
  numberOfPayments: number;
  paymentFrequency: PaymentFrequency | null;
  paymentSchedule: LoanScheduleRow[];
}

/** The amount and term the customer chose (the finalSteps room's `loanRequest`), read whatever its key names. */
export interface LoanRequest {
  amountCents: number;
  numberOfPayments: number;
  frequency: PaymentFrequency;
  aprPercent: number;
  firstPaymentDate: string | null;
}

type StoredRequest = Partial<{
  amount: number;
  amountCents: number;
  loanAmount: number;
  numberOfPayments: number;
  term: number;
  paymentFrequency: string;
  frequency: string;
  apr: number;
  aprPercent: number;
  firstPaymentDate: string;
}>;

const isFrequency = (value: unknown): value is PaymentFrequency =>
  typeof value === 'string' && Object.hasOwn(FREQUENCIES, value);

/** The installment products' contract rate when the request does not carry one (spec 001 section 9: maximum 225%). */
const DEFAULT_APR = 209.11;

export function loanRequestOf(data: ApplicationData): LoanRequest | null {
  const stored = (data as { loanRequest?: StoredRequest | null }).loanRequest;
  if (!stored) return null;
  const amountCents = stored.amountCents ?? stored.loanAmount ?? stored.amount;
  const numberOfPayments = stored.numberOfPayments ?? stored.term;
  if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(numberOfPayments) || !numberOfPayments) return null;
  const frequency = [
    stored.paymentFrequency,
    stored.frequency,
    data.customerInformation?.incomeInformation?.paymentFrequency,
  ].find(isFrequency);
  return {
    amountCents: amountCents as number,
    numberOfPayments: numberOfPayments as number,
    frequency: frequency ?? 'BI',
    aprPercent: stored.aprPercent ?? stored.apr ?? DEFAULT_APR,
    firstPaymentDate: stored.firstPaymentDate ?? null,
  };
}

/** The first due date: the request's, else the customer's next payday after today, else one period from today. */
export function firstPaymentDate(request: LoanRequest, data: ApplicationData, today: string): string {
  const candidates = [request.firstPaymentDate, data.customerInformation?.incomeInformation?.nextPaymentDate];
  const later = candidates.find((d): d is string => typeof d === 'string' && daysBetween(today, d) > 0);
  return later ?? format(addDays(parseISO(today), FREQUENCIES[request.frequency].unitDays), 'yyyy-MM-dd');
}

export function offerDetails(
  row: ApplicationRow,
  request: LoanRequest,
  consummationDate: string,
  loanNumber: string | null,
): InitialLoanDetails {
  const data = row.data as ApplicationData;
  const box = fedBox({
    amountFinancedCents: request.amountCents,
    contractAprPercent: request.aprPercent,
    numberOfPayments: request.numberOfPayments,
    frequency: request.frequency,
    consummationDate,
    firstPaymentDate: firstPaymentDate(request, data, consummationDate),
  });
  const converted = row.applicationType === 'CONVERSION' || row.applicationType === 'REFINANCE';
  return {
    loanNumber,
    loanAmount: box.amountFinancedCents,
    financeCharge: box.financeChargeCents,
    paymentAmount: box.paymentCents,
    paymentDueDate: box.schedule[0]?.dueDate ?? consummationDate,
    convertedLoanNumber: converted ? (data.originalLoanDetails?.loanNumber ?? row.loanNumber) : null,
    convertedPayoff: converted ? (data.originalLoanDetails?.payoffAmount ?? null) : null,
    apr: box.aprPercent,
    totalOfPayments: box.totalOfPaymentsCents,
    numberOfPayments: box.numberOfPayments,
    paymentFrequency: box.frequency,
    paymentSchedule: box.schedule.map((p) => ({
      installmentNumber: p.number,
      paymentAmount: p.paymentCents,
      dueDate: p.dueDate,
      interest: p.interestCents,
      principal: p.principalCents,
      balance: p.balanceCents,
    })),
  };
}

/** The originated loan: the offer as it was on the day it was signed, with its loan number. */
export function originatedDetails(row: ApplicationRow, request: LoanRequest, today: string): InitialLoanDetails {
  const signedAt = esignOf(row)?.signedAt;
  const made = signedAt ? signedAt.slice(0, 10) : today;
  const data = row.data as { loanNumber?: string | null };
  return offerDetails(row, request, made, data.loanNumber ?? row.loanNumber ?? null);
}

export const EPP_PAYMENTS = 4;

/** Extended payment plan: the payoff in four equal payments (the last absorbs the cents) on the next paydays. */
export function eppDetails(row: ApplicationRow, today: string): InitialLoanDetails | null {
  const data = row.data as ApplicationData;
  const payoff = data.originalLoanDetails?.payoffAmount;
  if (payoff == null) return null;
  const income = data.customerInformation?.incomeInformation;
  const frequency = isFrequency(income?.paymentFrequency) ? income.paymentFrequency : 'BI';
  const next =
    income?.nextPaymentDate && daysBetween(today, income.nextPaymentDate) > 0 ? income.nextPaymentDate : null;
  const first = next ?? format(addDays(parseISO(today), FREQUENCIES[frequency].unitDays), 'yyyy-MM-dd');
  const each = Math.floor(payoff / EPP_PAYMENTS);
  let balance = payoff;
  const schedule = Array.from({ length: EPP_PAYMENTS }, (_, i) => {
    const amount = i === EPP_PAYMENTS - 1 ? balance : each;
    balance -= amount;
    return {
      installmentNumber: i + 1,
      paymentAmount: amount,
      dueDate: dueDateOf(first, i, frequency),
      interest: 0,
      principal: amount,
      balance,
    };
  });
  return {
    loanNumber: data.originalLoanDetails?.loanNumber ?? row.loanNumber,
    loanAmount: payoff,
    financeCharge: 0,
    paymentAmount: each,
    paymentDueDate: first,
    convertedLoanNumber: data.originalLoanDetails?.loanNumber ?? null,
    convertedPayoff: payoff,
    apr: 0,
    totalOfPayments: payoff,
    numberOfPayments: EPP_PAYMENTS,
    paymentFrequency: frequency,
    paymentSchedule: schedule,
  };
}

/** An open loan in the loan system (customerCode form): one payment of its payoff on its due date. */
export function openLoanDetails(loan: {
  loanNumber: string;
  principalCents: number;
  financeChargeCents: number;
  payoffCents: number;
  aprBps: number;
  dueDate: string;
}): InitialLoanDetails {
  return {
    loanNumber: loan.loanNumber,
    loanAmount: loan.principalCents,
    financeCharge: loan.financeChargeCents,
    paymentAmount: loan.payoffCents,
    paymentDueDate: loan.dueDate,
    convertedLoanNumber: null,
    convertedPayoff: null,
    apr: loan.aprBps / 100,
    totalOfPayments: loan.payoffCents,
    numberOfPayments: 1,
    paymentFrequency: null,
    paymentSchedule: [
      {
        installmentNumber: 1,
        paymentAmount: loan.payoffCents,
        dueDate: loan.dueDate,
        interest: loan.financeChargeCents,
        principal: loan.principalCents,
        balance: 0,
      },
    ],
  };
}
