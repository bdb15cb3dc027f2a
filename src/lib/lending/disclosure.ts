// The Fed box (12 CFR 1026.18, model form H-2) for one offer: what the customer is told before signing, computed
// once here so the amount screen, the e-sign screen, the loan agreement PDF and the server agree to the cent.
//
// An installment offer's schedule is its ledger paid on time (./ledgerSchedule.ts): the contract rate accrues daily
// on the actual days between payments, so the finance charge disclosed is the interest collected when the customer
// pays as scheduled. The APR disclosed is then solved from those payments and dates by Appendix J; with 14-day
// periods it is the contract rate × 14 × 26 / 365 (a contract rate of 209.68% discloses 209.11%).
import { sumCents } from '../money';
import { appendixJApr, roundApr } from './appendixJ';
import { dueDatesOf, type PaymentFrequency } from './frequency';
import { ledgerSchedule } from './ledgerSchedule';
import { daysBetween } from '../application/dates';

export interface OfferTerms {
  amountFinancedCents: number;
  /** The contract rate the loan accrues interest at (percent, whole basis points: it is rounded to them). */
  contractAprPercent: number;
  numberOfPayments: number;
  frequency: PaymentFrequency;
  /** The day the loan is made (Eastern business date), YYYY-MM-DD. */
  consummationDate: string;
  /** The first payment's due date, YYYY-MM-DD. */
  firstPaymentDate: string;
}

export interface ScheduledPayment {
  /** 1-based payment number. */
  number: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** Principal still owed after this payment. */
  balanceCents: number;
  dueDate: string;
}

export interface FedBoxFigures {
  amountFinancedCents: number;
  financeChargeCents: number;
  totalOfPaymentsCents: number;
  /** Appendix J APR from the actual dates, two decimals. */
  aprPercent: number;
  /** The contract rate the ledger accrues daily interest at, basis points; null for a single payment (a flat fee). */
  interestRateBps: number | null;
  /** The regular payment (the last may differ by the rounding it absorbs). */
  paymentCents: number;
  numberOfPayments: number;
  /** The pay cycle; null for a single payment, which has none. */
  frequency: PaymentFrequency | null;
  schedule: ScheduledPayment[];
}

/**
 * What the Fed box shows: the four figures and each payment's number, amount and due date (not its interest and
 * principal). FedBoxFigures is one; so are the e-sign screen's loan details (getInitialLoanDetails).
 */
export type DisclosedFigures = Omit<FedBoxFigures, 'schedule'> & {
  schedule: Pick<ScheduledPayment, 'number' | 'paymentCents' | 'dueDate'>[];
};

/** The contract rate as the ledger takes it: whole basis points. */
export const interestRateBpsOf = (contractAprPercent: number): number => Math.round(contractAprPercent * 100);

/** The schedule the offer's ledger makes: its contract rate accrued daily, each payment on its due date. */
export function scheduleOf(terms: OfferTerms): ScheduledPayment[] {
  return ledgerSchedule(
    {
      principalCents: terms.amountFinancedCents,
      accrualAprBps: interestRateBpsOf(terms.contractAprPercent),
      chargeCents: 0,
      openedOn: terms.consummationDate,
    },
    dueDatesOf(terms.firstPaymentDate, terms.numberOfPayments, terms.frequency),
  );
}

export function fedBox(terms: OfferTerms): FedBoxFigures {
  const interestRateBps = interestRateBpsOf(terms.contractAprPercent);
  const schedule = scheduleOf(terms);
  const paymentsCents = schedule.map((row) => row.paymentCents);
  const totalOfPaymentsCents = sumCents(paymentsCents);
  return {
    amountFinancedCents: terms.amountFinancedCents,
    financeChargeCents: totalOfPaymentsCents - terms.amountFinancedCents,
    totalOfPaymentsCents,
    aprPercent: roundApr(
      appendixJApr({
        amountFinancedCents: terms.amountFinancedCents,
        paymentsCents,
        frequency: terms.frequency,
        daysToFirstPayment: daysBetween(terms.consummationDate, terms.firstPaymentDate),
      }),
    ),
    interestRateBps,
    paymentCents: schedule[0]?.paymentCents ?? 0,
    numberOfPayments: terms.numberOfPayments,
    frequency: terms.frequency,
    schedule,
  };
}

export interface SinglePaymentTerms {
  amountFinancedCents: number;
  financeChargeCents: number;
  /** The day the loan is made (Eastern business date), YYYY-MM-DD. */
  consummationDate: string;
  /** The one payment's due date, YYYY-MM-DD, after the consummation date. */
  dueDate: string;
}

/**
 * A single advance repaid by a single payment (a payday loan, new or refinanced): Appendix J (b)(3) makes the term
 * itself the unit period, so the APR is the finance charge over the Amount Financed times the terms in a year, counted
 * from the day the loan is made to the day it is due.
 */
export function singlePaymentFedBox(terms: SinglePaymentTerms): FedBoxFigures {
  const { amountFinancedCents, financeChargeCents } = terms;
  const days = daysBetween(terms.consummationDate, terms.dueDate);
  if (!(amountFinancedCents > 0) || !(days > 0))
    throw new RangeError('A single-payment loan needs an amount financed and a due date after the day it is made.');
  const totalOfPaymentsCents = amountFinancedCents + financeChargeCents;
  return {
    amountFinancedCents,
    financeChargeCents,
    totalOfPaymentsCents,
    aprPercent: roundApr((financeChargeCents / amountFinancedCents) * (365 / days) * 100),
    interestRateBps: null,
    paymentCents: totalOfPaymentsCents,
    numberOfPayments: 1,
    frequency: null,
    schedule: [
      {
        number: 1,
        paymentCents: totalOfPaymentsCents,
        interestCents: financeChargeCents,
        principalCents: amountFinancedCents,
        balanceCents: 0,
        dueDate: terms.dueDate,
      },
    ],
  };
}

/** A loan's terms as the e-sign screens receive them (getInitialLoanDetails, a conversion's loanDetails). */
export interface DisclosedLoanDetails {
  loanAmount: number;
  financeCharge: number;
  totalOfPayments: number;
  apr: number | null;
  paymentAmount: number;
  numberOfPayments: number;
  paymentFrequency: PaymentFrequency | null;
  paymentSchedule: readonly {
    installmentNumber: number;
    paymentAmount: number;
    dueDate: string;
    interest?: number | null;
    principal?: number | null;
    balance?: number | null;
  }[];
}

/** Those terms as the Fed box and the agreement draw them: the same cents, the same schedule, unchanged. */
export function figuresOfLoanDetails(details: DisclosedLoanDetails): FedBoxFigures {
  return {
    amountFinancedCents: details.loanAmount,
    financeChargeCents: details.financeCharge,
    totalOfPaymentsCents: details.totalOfPayments,
    aprPercent: details.apr ?? 0,
    // What the screens draw from: the disclosed figures, which do not include the contract rate.
    interestRateBps: null,
    paymentCents: details.paymentAmount,
    numberOfPayments: details.numberOfPayments,
    frequency: details.paymentFrequency,
    schedule: details.paymentSchedule.map((row) => ({
      number: row.installmentNumber,
      dueDate: row.dueDate,
      paymentCents: row.paymentAmount,
      interestCents: row.interest ?? 0,
      principalCents: row.principal ?? 0,
      balanceCents: row.balance ?? 0,
    })),
  };
}
