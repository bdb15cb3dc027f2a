// What a customer's open payday loan is offered (docs/seed-data.md "Demo loans"): conversion to an
// installment loan ($300 to $1,400 in steps of $50, 37 biweekly payments at the product APR) and refinance (three
// options; a new payday loan made the day it is signed, for a 14-day term at the loan's own rate). Pure: the loan row
// and the Eastern "today" in, the offers out.
import { createHash } from 'node:crypto';
import { plusDays } from '../../src/lib/application/dates';
import {
  aprLimitsOf,
  installmentTermApr,
  paymentsForTerm,
  PUBLISHED_INSTALLMENT_TERMS,
  type FedBoxFigures,
  type PaymentFrequency,
} from '../../src/lib/lending';
import { convertOfferFigures, type RefinanceOptionId } from '../../src/lib/lending/conversion';
import { PRODUCTS } from '../products/catalog';
import { percentOfBps } from '../../src/lib/format/percent';

export type ConversionType = 'CONVERSION' | 'REFINANCE';

/** The loan fields the offers read (a `loans` row). */
export interface OpenLoan {
  loanNumber: string;
  productCode: string;
  status: string;
  principalCents: number;
  financeChargeCents: number;
  feeCents: number;
  payoffCents: number;
  aprBps: number;
  dueDate: string;
  conversionTypes: string[];
}

/** The product a payday loan converts to: the online installment loan, its offers held to its APR range. */
const CONVERTED_TO = PRODUCTS['ILP/ONLINE']!;
/** The term the conversion offers: the shortest published installment term (18 months). */
const CONVERSION_TERM = PUBLISHED_INSTALLMENT_TERMS[0];
const CONVERSION_FREQUENCY: PaymentFrequency = 'BI';

/**
 * The installment loan a payday loan converts to: the online installment product's 18-month term on a biweekly
 * cycle (37 payments at that term's contract rate, so $1,400 is 37 payments of $119.42), the first payment one
 * period after signing; every amount's APR within the product's range.
 */
export const CONVERSION_PRODUCT = {
  minimum: 30_000,
  maximum: CONVERSION_TERM.amountCents,
  interval: 5_000,
  numberOfPayments: paymentsForTerm(CONVERSION_TERM.months, CONVERSION_FREQUENCY),
  paymentFrequency: CONVERSION_FREQUENCY,
  aprPercent: installmentTermApr(CONVERSION_TERM.months),
  aprLimits: aprLimitsOf(CONVERTED_TO),
  /** Days from signing to the first payment: one biweekly period. */
  firstPaymentDays: 14,
} as const;

/**
 * A refinance is a new single-payment loan (a refinancing, 12 CFR 1026.20(a)) made on the day it is signed and due this
 * many days later. Its term counts from the signing, not from the old due date: the Fed box's APR is the finance
 * charge over the days the customer actually has the money, and a term that ran on from the old due date would
 * disclose a lower APR than the rate the new finance charge is priced at.
 */
export const REFINANCE_TERM_DAYS = 14;

export const REFINANCE_OPTIONS: {
  refinanceOptionId: RefinanceOptionId;
  name: 'REPAY_ORIGINAL' | 'REPAY_AND_REDUCE' | 'REPAY_AND_BORROW';
  key: 'repayOriginal' | 'repayAndReduce' | 'repayAndBorrow';
  refinanceInput: boolean;
  /** API text (the screens word them from their catalogues, by name). */
  title: string;
  description: string;
}[] = [
  {
    refinanceOptionId: 1,
    name: 'REPAY_ORIGINAL',
    key: 'repayOriginal',
    refinanceInput: false,
    title: 'Pay the fee, keep the same loan amount',
    description: 'Pay the finance charge today and get a new due date for the same amount.',
  },
  {
    refinanceOptionId: 2,
    name: 'REPAY_AND_REDUCE',
    key: 'repayAndReduce',
    refinanceInput: true,
    title: 'Pay the fee and part of the loan',
    description: 'Pay the finance charge and an amount of your choice today; the new loan is smaller.',
  },
  {
    refinanceOptionId: 3,
    name: 'REPAY_AND_BORROW',
    key: 'repayAndBorrow',
    refinanceInput: true,
    title: 'Borrow more',
    description: 'Add to your loan; the fee due is taken from the cash you receive.',
  },
];

/** The loan offers these types today: open, a payday loan, and the type still on its list (emptied when withdrawn). */
export function offeredTypes(loan: OpenLoan | null): ConversionType[] {
  if (!loan || loan.status !== 'OPEN' || loan.productCode !== 'PDL') return [];
  return (['CONVERSION', 'REFINANCE'] as const).filter((type) => loan.conversionTypes.includes(type));
}

/**
 * Names one offer as it stands: the loan, what it owes and its due date, and the day it was priced (the APR depends on
 * the days to the first payment). A choice made on an offer whose id no longer matches is stale.
 */
export function offerIdOf(loan: OpenLoan, type: ConversionType, today: string): string {
  const parts = [type, loan.loanNumber, loan.payoffCents, loan.dueDate, loan.conversionTypes.join('+'), today];
  return createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 22);
}

export function convertDetailsOf(loan: OpenLoan, customerCode: string, today: string) {
  const p = CONVERSION_PRODUCT;
  return {
    offerId: offerIdOf(loan, 'CONVERSION', today),
    customerCode,
    loanNumber: loan.loanNumber,
    loanAmount: loan.principalCents,
    loanDueDate: loan.dueDate,
    // The conversion pays the whole payday loan off, so the "fee" the new loan settles is the payoff.
    loanFeeAmount: null,
    payoffAmount: loan.payoffCents,
    newDueDate: plusDays(today, p.firstPaymentDays),
    financeCharge: loan.financeChargeCents,
    paymentFrequency: p.paymentFrequency,
    minimum: p.minimum,
    maximum: p.maximum,
    interval: p.interval,
    numberOfPayments: p.numberOfPayments,
    apr: p.aprPercent,
    aprLow: p.aprLimits.min,
    aprHigh: p.aprLimits.max,
  };
}

export type ConvertDetails = ReturnType<typeof convertDetailsOf>;

/** The Fed box of one slider amount: the one the convert screen shows (src/lib/lending/conversion.ts). */
export function convertFedBox(details: ConvertDetails, amountCents: number, today: string): FedBoxFigures {
  return convertOfferFigures(details, amountCents, today);
}

export function refinanceDetailsOf(loan: OpenLoan, customerCode: string, today: string) {
  const pdl = PRODUCTS['PDL/ONLINE']!;
  return {
    offerId: offerIdOf(loan, 'REFINANCE', today),
    customerCode,
    loanNumber: loan.loanNumber,
    loanAmount: loan.principalCents,
    loanDueDate: loan.dueDate,
    loanFeeAmount: loan.feeCents > 0 ? loan.feeCents : null,
    payoffAmount: loan.payoffCents,
    newDueDate: plusDays(today, REFINANCE_TERM_DAYS),
    financeCharge: loan.financeChargeCents,
    apr: percentOfBps(loan.aprBps),
    termDays: REFINANCE_TERM_DAYS,
    /** Option 3 may add up to the payday product's largest loan. */
    maximumBorrow: Math.max(0, pdl.maxLoan - loan.principalCents),
    /** The new loan is a payday loan: option 2 may pay back down to the product's smallest one. */
    minimumLoan: pdl.minLoan,
    options: REFINANCE_OPTIONS.map(({ refinanceOptionId, name, key, refinanceInput, title, description }) => ({
      refinanceOptionId,
      name,
      optionLabel: key,
      title,
      description,
      refinanceInput,
    })),
  };
}

export type RefinanceDetails = ReturnType<typeof refinanceDetailsOf>;
