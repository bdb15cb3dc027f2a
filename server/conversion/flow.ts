// The terms of one choice (Customize step) and how a conversion row answers GraphQL. Pure but for the row's shape:
// the offers of ./offers.ts and the formulas of src/lib/lending/conversion.ts in, the disclosed terms out, so the
// screens, the agreement PDF and the loan written agree to the cent.
import { isBrandKey } from '../../brands/catalog';
import {
  amountProblem,
  refinanceAmountMaximum,
  refinanceAmountProblem,
  refinanceBreakdown,
  type RefinanceOptionId,
} from '../../src/lib/lending/conversion';
import { singlePaymentFedBox, type FedBoxFigures } from '../../src/lib/lending';
import type { InitialLoanDetails } from '../afterDecision/loanDetails';
import { fundsTiming } from '../afterDecision/fundsTiming';
import { documentUrl } from '../documents/store';
import type { ConversionRow } from './access';
import type { NewLoanTerms } from './loanWrites';
import { convertFedBox, type ConvertDetails, type RefinanceDetails } from './offers';

/** The signed agreement's name, as the download saves it. */
export const conversionAgreementFileName = (newLoanNumber: string) => `loan-agreement-${newLoanNumber}.pdf`;

export interface ConversionTerms {
  loanDetails: InitialLoanDetails;
  dueToday: number;
  cashBack: number;
  newLoan: NewLoanTerms;
}

export type ChoiceProblem = { field: string; key: string; values: Record<string, number> };

/** Why a conversion amount is refused (the slider's limits), or null. */
export function convertAmountProblem(details: ConvertDetails, amountCents: number): ChoiceProblem | null {
  const problem = amountProblem(amountCents, details);
  if (!problem) return null;
  return {
    field: 'amountCents',
    key: `conversion.validation.${problem}`,
    values: { minimum: details.minimum, maximum: details.maximum, interval: details.interval },
  };
}

export function refinanceChoiceProblem(
  details: RefinanceDetails,
  optionId: number | null | undefined,
  amountCents: number,
): ChoiceProblem | null {
  if (optionId !== 1 && optionId !== 2 && optionId !== 3)
    return { field: 'refinanceOptionId', key: 'conversion.validation.optionRequired', values: {} };
  const limits = refinanceLimitsOf(details);
  const problem = refinanceAmountProblem(optionId, amountCents, limits);
  if (!problem) return null;
  return {
    field: 'amountCents',
    key: `conversion.validation.${problem}`,
    values: { maximum: refinanceAmountMaximum(optionId, limits), minimum: details.minimumLoan },
  };
}

export const refinanceLimitsOf = (details: RefinanceDetails) => ({
  loanAmount: details.loanAmount,
  maxBorrow: details.maximumBorrow,
  minimumLoan: details.minimumLoan,
});

/** The e-sign screen's loan details of a Fed box: the same cents, the same schedule. */
function disclosedDetails(box: FedBoxFigures, replaced: { loanNumber: string; payoffCents: number | null }) {
  const loanDetails: InitialLoanDetails = {
    loanNumber: null,
    loanAmount: box.amountFinancedCents,
    financeCharge: box.financeChargeCents,
    paymentAmount: box.paymentCents,
    paymentDueDate: box.schedule[0]!.dueDate,
    convertedLoanNumber: replaced.loanNumber,
    convertedPayoff: replaced.payoffCents,
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
  return loanDetails;
}

/**
 * The loan to write from the same Fed box: its principal, finance charge, APR and first (or only) due date as
 * disclosed. A single-payment loan owes its total of payments; an installment loan's payoff is computed each day
 * from its schedule, so only the principal is stored as the starting figure.
 */
export function newLoanTermsOf(box: FedBoxFigures, productCode: NewLoanTerms['productCode']): NewLoanTerms {
  const single = box.frequency === null;
  return {
    productCode,
    principalCents: box.amountFinancedCents,
    financeChargeCents: box.financeChargeCents,
    feeCents: single ? box.financeChargeCents : 0,
    payoffCents: single ? box.totalOfPaymentsCents : box.amountFinancedCents,
    aprBps: Math.round(box.aprPercent * 100),
    interestRateBps: box.interestRateBps,
    dueDate: box.schedule[0]!.dueDate,
  };
}

export function convertTerms(details: ConvertDetails, amountCents: number, today: string): ConversionTerms {
  const box = convertFedBox(details, amountCents, today);
  const payoff = details.payoffAmount;
  return {
    loanDetails: disclosedDetails(box, { loanNumber: details.loanNumber, payoffCents: payoff }),
    // The new loan pays the payday loan off; what is left is the customer's (or, below the payoff, theirs to pay).
    dueToday: Math.max(0, payoff - amountCents),
    cashBack: Math.max(0, amountCents - payoff),
    newLoan: newLoanTermsOf(box, 'ILP'),
  };
}

/**
 * A refinance's terms: the breakdown of the option chosen (what is paid today, the cash back, the new amount and its
 * finance charge), disclosed as the new single-payment loan it makes today (its own Fed box: 1026.20(a)).
 */
export function refinanceTerms(
  details: RefinanceDetails,
  optionId: RefinanceOptionId,
  amountCents: number,
  today: string,
) {
  const b = refinanceBreakdown(details, optionId, amountCents);
  const box = singlePaymentFedBox({
    amountFinancedCents: b.newLoanAmount,
    financeChargeCents: b.newFinanceCharge,
    consummationDate: today,
    dueDate: details.newDueDate,
  });
  const terms: ConversionTerms = {
    loanDetails: disclosedDetails(box, { loanNumber: details.loanNumber, payoffCents: details.payoffAmount }),
    dueToday: b.dueToday,
    cashBack: b.cashBack,
    newLoan: newLoanTermsOf(box, 'PDL'),
  };
  return { breakdown: b, terms };
}

export const termsOf = (row: ConversionRow): ConversionTerms => JSON.parse(row.terms ?? 'null') as ConversionTerms;

/**
 * The GraphQL LoanConversion of a row and its signed agreement's document id. Funds move by ACH on the shared banking
 * calendar.
 */
export function toLoanConversion(row: ConversionRow, brand: string, agreementId: string | null) {
  const terms = termsOf(row);
  const timing =
    row.signedAt && isBrandKey(brand) ? fundsTiming({ brand, fundingMethod: 'ACH', signedAt: row.signedAt }) : null;
  return {
    id: row.id,
    type: row.type as 'CONVERSION' | 'REFINANCE',
    status: row.status as 'CUSTOMIZE' | 'ESIGNED' | 'CONFIRMED' | 'DENIED',
    originalLoanNumber: row.originalLoanNumber,
    refinanceOptionId: row.refinanceOptionId,
    amountCents: row.amountCents,
    loanDetails: { ...terms.loanDetails, loanNumber: row.newLoanNumber },
    dueToday: terms.dueToday,
    cashBack: terms.cashBack,
    signedAt: row.signedAt?.toISOString() ?? null,
    newLoanNumber: row.newLoanNumber,
    agreementUrl: agreementId ? documentUrl(agreementId) : null,
    fundsTiming: timing
      ? {
          fundingMethod: timing.method,
          asSoonAsMinutes: timing.minutes,
          availableAt: timing.availableAt,
          businessDate: timing.businessDate,
        }
      : null,
  };
}
