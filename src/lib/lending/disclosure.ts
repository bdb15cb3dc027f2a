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
  frequency: PaymentFrequency;
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
