// getInitialLoanDetails: the loan terms the e-sign and thank-you screens show, in each of the query's forms
// (docs/decision.md, "getInitialLoanDetails"). Money is integer cents; the figures are the Fed box's
// (src/lib/lending: Appendix J), so the screen, the agreement PDF and the server agree to the cent.
//  - applicationId: the offer the customer is about to sign (the amount and term of their loan request), priced today.
//  - applicationId + submissionFlow: the same, checked against the application's flow (STANDARD, CONVERSION,
//    REFINANCE, EPP); a conversion or refinance also names the loan it pays off and its payoff.
//  - applicationId + isOriginated: the loan as made (ORIGINATED only): its loan number and origination date.
//  - applicationId + eppAppSchedule: an extended payment plan: the open loan's payoff in four equal payments on the
//    customer's next paydays, with no added finance charge.
//  - customerCode (no applicationId): the customer's own open loan in the loan system, as it stands.
import { addDays, format, parseISO } from 'date-fns';
import { daysBetween, todayEastern } from '../../src/lib/application/dates';
import {
  firstPaymentDate as firstPayday,
  isSinglePay,
  latestFirstPaymentDays,
  offerFigures,
} from '../../src/lib/application/loanOffer';
import {
  FREQUENCIES,
  INSTALLMENT_APR_LIMITS,
  PUBLISHED_INSTALLMENT_TERMS,
  aprLimitsOf,
  contractAprOf,
  dueDateOf,
  installmentTermApr,
  paymentsForTerm,
  pricedFedBox,
  type AprLimits,
  type FedBoxFigures,
  type PaymentFrequency,
} from '../../src/lib/lending';
import type { ApplicationData } from '../applications/data';
import { PRODUCTS } from '../products/catalog';
import type { ApplicationRow } from '../applications/openApplications';
import { esignOf } from './esign';

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

/**
 * The amount and term the customer chose (the finalSteps room's `loanRequest { productCode, channel, amountCents,
 * term }`: the term in months for installment products, in days for the single-pay PDL), read as the offer's terms.
 * The figures come from the amount step's own rules (src/lib/application/loanOffer.ts and src/lib/lending: payments
 * for the term, first payment on a payday at least 7 days out, the product's pricing within its APR limits, a 15% fee
 * for single pay), so the e-sign screen's Fed box is the amount step's to the cent.
 */
export interface LoanRequest {
  amountCents: number;
  numberOfPayments: number;
  frequency: PaymentFrequency;
  /** The contract APR before the limits (the product's for the term, or one the request names). */
  aprPercent: number;
  /** The APRs the offer may disclose: the product's, else the installment limits. */
  aprLimits: AprLimits;
  firstPaymentDate: string | null;
  /** A single-pay loan's term in days (one payment of the amount and its fee); null for an installment loan. */
  singlePayDays: number | null;
}

type StoredRequest = Partial<{
  productCode: string;
  channel: string;
  amountCents: number;
  amount: number;
  term: number;
  numberOfPayments: number;
  paymentFrequency: string;
  apr: number;
  firstPaymentDate: string;
}>;

const isFrequency = (value: unknown): value is PaymentFrequency =>
  typeof value === 'string' && Object.hasOwn(FREQUENCIES, value);

/** The contract rate when neither the request nor a product says: the shortest published installment term's. */
const DEFAULT_APR = installmentTermApr(PUBLISHED_INSTALLMENT_TERMS[0].months);

export function loanRequestOf(data: ApplicationData): LoanRequest | null {
  const stored = (data as { loanRequest?: StoredRequest | null }).loanRequest;
  if (!stored) return null;
  const amountCents = stored.amountCents ?? stored.amount;
  const term = stored.numberOfPayments ?? stored.term;
  if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(term) || !amountCents || !term) return null;
  const income = data.customerInformation?.incomeInformation?.paymentFrequency;
  const frequency = [stored.paymentFrequency, income].find(isFrequency) ?? 'BI';
  const product = stored.productCode ? PRODUCTS[`${stored.productCode}/${stored.channel ?? 'ONLINE'}`] : undefined;
  const singlePay = stored.productCode !== undefined && isSinglePay(stored.productCode);
  // A term given in months (the amount step's) makes as many payments as src/lib/lending/term.ts counts for it.
  const payments = stored.numberOfPayments ?? (stored.productCode ? paymentsForTerm(term!, frequency) : term!);
  // The term is in months only where a product's amount step set it (else `term` is a count of payments).
  const months = stored.productCode && stored.term ? stored.term : null;
  return {
    amountCents: amountCents!,
    numberOfPayments: singlePay ? 1 : payments,
    frequency,
    aprPercent: stored.apr ?? (product && months ? contractAprOf(product, months) : DEFAULT_APR),
    aprLimits: product ? aprLimitsOf(product) : INSTALLMENT_APR_LIMITS,
    firstPaymentDate: stored.firstPaymentDate ?? null,
    singlePayDays: singlePay ? term! : null,
  };
}

/**
 * The first due date: the request's, when it is one the customer's cycle could give (after today, no further than
 * firstPaymentDate ever puts it); else the first payday on the customer's cycle at least a week away.
 */
export function firstPaymentDate(request: LoanRequest, data: ApplicationData, today: string): string {
  const named = request.firstPaymentDate ? daysBetween(today, request.firstPaymentDate) : 0;
  if (named > 0 && named <= latestFirstPaymentDays(request.frequency)) return request.firstPaymentDate!;
  return firstPayday(today, request.frequency, data.customerInformation?.incomeInformation?.nextPaymentDate);
}

/** The Fed box of the request made on `consummationDate`: the amount step's figures (a payday loan as one payment). */
function figuresOf(request: LoanRequest, data: ApplicationData, consummationDate: string): FedBoxFigures {
  if (request.singlePayDays !== null) {
    const single = offerFigures({
      product: { productCode: 'PDL' },
      amountCents: request.amountCents,
      term: request.singlePayDays,
      today: consummationDate,
    });
    if (single) return single;
  }
  return pricedFedBox(
    {
      amountFinancedCents: request.amountCents,
      contractAprPercent: request.aprPercent,
      numberOfPayments: request.numberOfPayments,
      frequency: request.frequency,
      consummationDate,
      firstPaymentDate: firstPaymentDate(request, data, consummationDate),
    },
    request.aprLimits,
  );
}

export function offerDetails(
  row: ApplicationRow,
  request: LoanRequest,
  consummationDate: string,
  loanNumber: string | null,
): InitialLoanDetails {
  const data = row.data as ApplicationData;
  const box = figuresOf(request, data, consummationDate);
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
    // A single payment has no pay cycle.
    paymentFrequency: request.singlePayDays !== null ? null : box.frequency,
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
  // The signing day is the lender's (Eastern) day: an evening signature is not the next UTC day.
  const made = signedAt ? todayEastern(new Date(signedAt)) : today;
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
