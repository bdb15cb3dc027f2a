// How many payments an installment term of whole months makes on a pay cycle: one rule for the amount step's Fed box
// (src/lib/application/loanOffer.ts) and the e-sign screen's loan details (server/afterDecision/loanDetails.ts).
//
// The published installment terms (./installmentTerms.ts) state the count for their two biweekly terms, and where one
// is stated it is the count: 18 months is 37 biweekly payments, 24 months is 48. Months × 26 / 12 would give 39 and 52.
// Every other term and pay cycle follows from those two figures:
//  - biweekly: 37 payments per 18 months up to 18 months, 2 a month (48 per 24) from 24 months, and a straight line
//    between the two, so a longer term never has fewer payments;
//  - another pay cycle pays over the same weeks as the biweekly schedule: the biweekly count (unrounded) times its
//    payments a year over 26, rounded (18 months: 74 weekly, 34 twice-monthly, 17 monthly; 24 months: 96, 44, 22).
import { FREQUENCIES, type PaymentFrequency } from './frequency';
import { PUBLISHED_INSTALLMENT_TERMS } from './installmentTerms';

const [SHORT, LONG] = PUBLISHED_INSTALLMENT_TERMS;
const BIWEEKLY_PER_YEAR = FREQUENCIES.BI.periodsPerYear;

/** The biweekly payments of `months`, before rounding (exactly the published count at its terms). */
function biweeklyPayments(months: number): number {
  if (months <= SHORT.months) return (months * SHORT.payments) / SHORT.months;
  if (months >= LONG.months) return (months * LONG.payments) / LONG.months;
  return SHORT.payments + ((months - SHORT.months) * (LONG.payments - SHORT.payments)) / (LONG.months - SHORT.months);
}

/** The number of payments of an installment term of `months` on the `frequency` pay cycle (at least one). */
export function paymentsForTerm(months: number, frequency: PaymentFrequency): number {
  const scale = FREQUENCIES[frequency].periodsPerYear / BIWEEKLY_PER_YEAR;
  return Math.max(1, Math.round(biweeklyPayments(months) * scale));
}
