// The installment terms the lender publishes, with the payment each one makes: everything else about installment
// pricing (the periodic rate of each term, the number of payments of any term, the partner bank's examples) is derived
// from these figures, so a change here moves every screen, offer and example together.

/** Every installment offer's APR, as disclosed, lies within these limits (percent). */
export const INSTALLMENT_APR_LIMITS = { min: 125, max: 225 } as const;

export interface PublishedInstallmentTerm {
  months: number;
  /** Biweekly payments over the term. */
  payments: number;
  /** The amount the published example borrows, in cents. */
  amountCents: number;
  /** The level biweekly payment that amount makes, in cents. */
  paymentCents: number;
  /** Offered only to a returning customer or on a refinance. */
  returningRefiOnly: boolean;
}

/** Shortest first. 18 months: $1,400 in 37 biweekly payments of $119.42; 24 months: $2,000 in 48 of $119.69 (returning or refinance). */
export const PUBLISHED_INSTALLMENT_TERMS: readonly [PublishedInstallmentTerm, PublishedInstallmentTerm] = [
  { months: 18, payments: 37, amountCents: 140_000, paymentCents: 11_942, returningRefiOnly: false },
  { months: 24, payments: 48, amountCents: 200_000, paymentCents: 11_969, returningRefiOnly: true },
];
