// The Fed box (12 CFR 1026.18, model form H-2) for one offer: what the customer is told before signing, computed
// once here so the amount screen, the e-sign screen, the loan agreement PDF and the server agree to the cent.
import { sumCents } from '../money';
import { amortize, appendixJApr, roundApr, type AmortizationRow } from './appendixJ';
import { dueDatesOf, type PaymentFrequency } from './frequency';
import { daysBetween } from '../application/dates';

export interface OfferTerms {
  amountFinancedCents: number;
  /** The contract rate the payments are priced at (the product's APR for this offer). */
  contractAprPercent: number;
  numberOfPayments: number;
  frequency: PaymentFrequency;
  /** The day the loan is made (Eastern business date), YYYY-MM-DD. */
  consummationDate: string;
  /** The first payment's due date, YYYY-MM-DD. */
  firstPaymentDate: string;
}

export interface ScheduledPayment extends AmortizationRow {
  dueDate: string;
}

export interface FedBoxFigures {
  amountFinancedCents: number;
  financeChargeCents: number;
  totalOfPaymentsCents: number;
  /** Appendix J APR from the actual dates, two decimals. */
  aprPercent: number;
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

export function fedBox(terms: OfferTerms): FedBoxFigures {
  const rows = amortize(terms.amountFinancedCents, terms.contractAprPercent, terms.numberOfPayments, terms.frequency);
  const dueDates = dueDatesOf(terms.firstPaymentDate, rows.length, terms.frequency);
  const schedule = rows.map((row, index) => ({ ...row, dueDate: dueDates[index]! }));
  const paymentsCents = rows.map((row) => row.paymentCents);
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
    paymentCents: rows[0]?.paymentCents ?? 0,
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
