// The demo decision engine (docs/seed-data.md "Applicants and the demo decision"): fixed, documented rules so every
// outcome can be reached on purpose. Pure: the facts come in (./facts.ts reads them off the application), the decision
// goes out; no clock, no database. Rules are checked in the order of that table; the first that matches decides.
import { ageOn } from '../../src/lib/application/dates';
import { ADVERSE_REASONS } from '../../src/lib/application/adverseReasons';

export type DecisionOutcome =
  'PROCEED_APPLICATION' | 'CARD_ERROR_1' | 'CARD_ERROR_2' | 'NEEDS_NEW_FUNDING' | 'NEEDS_NEW_REPAYMENT' | 'DECLINED';

export type FundingMethod = 'EFT' | 'DEBIT_CARD' | 'ACH' | 'NDD';

/**
 * Funding into the bank account: EFT as the agreements page saves it (src/lib/application/agreements.ts), ACH as older
 * seeds wrote it. The `Funding` rule refuses it, so a real applicant reaches NEEDS_NEW_FUNDING and gets past it by
 * choosing the debit card.
 */
const BANK_ACCOUNT_FUNDING: readonly FundingMethod[] = ['EFT', 'ACH'];

/** Reg B 1002.9: the specific principal reasons, in the words the notice prints. */
export const REASONS = ADVERSE_REASONS;

/** FCRA 615(a): when a consumer report was used, the notice names the bureau and the score the decision saw. */
export interface ConsumerReport {
  bureau: string;
  address: string;
  phone: string;
  website: string;
  score: number;
  scoreRange: { low: number; high: number };
  keyFactors: string[];
  /** ISO date the report was pulled (the decision's day). */
  pulledOn: string;
}

/** The demo bureau: fictional, like every name in the demo. */
export const DEMO_BUREAU = {
  bureau: 'Clearwater Consumer Reporting',
  address: 'P.O. Box 4500, Columbus, OH 43216',
  phone: '1-800-555-0199',
  website: 'https://clearwater.example.com',
} as const;

export interface DecisionFacts {
  lastName: string;
  dateOfBirth: string;
  /** ISO date of today in US Eastern time (the caller's clock). */
  today: string;
  /** Address state of the applicant. */
  stateCode: string;
  /** States the brand lends in (any product). */
  brandStates: readonly string[];
  /** Net income per pay period in cents and how often it is paid. */
  netPerPeriodCents: number;
  paymentFrequency: 'WK' | 'BI' | 'BIM' | 'MON';
  /** ISO date the bank account was opened; null when unknown (a linked account without the date is not refused). */
  accountOpenDate: string | null;
  fundingMethod: FundingMethod | null;
  repaymentMethod: FundingMethod | null;
  /** The decision of the previous submission of this application, if it asked for a new method. */
  previousOutcome: DecisionOutcome | null;
  requestedCents: number;
  /** The chosen product's maximum, already capped by the state (server/products/availability.ts). */
  productMaxCents: number;
}

export interface Decision {
  outcome: DecisionOutcome;
  reasons: string[];
  /** Cents; set only when the outcome lets the application go on. */
  approvedAmount: number | null;
  /** Set when the decision used a consumer report (the credit-file rule). */
  consumerReport: ConsumerReport | null;
  /** The underwriter looks at it by hand first (the `Review` applicant): the approval waits REVIEW_HOLD_MS. */
  manualReview: boolean;
}

/** The demo `Review` applicant waits 20 s in PENDING_UNDERWRITING. */
export const REVIEW_HOLD_MS = 20_000;
export const MIN_MONTHLY_NET_CENTS = 100_000;
export const MIN_ACCOUNT_AGE_DAYS = 30;
export const MIN_AGE_YEARS = 18;

/** Pay periods a month, to turn a per-period net income into a monthly one (52/12, 26/12, 2, 1). */
const PERIODS_PER_MONTH: Record<DecisionFacts['paymentFrequency'], number> = {
  WK: 52 / 12,
  BI: 26 / 12,
  BIM: 2,
  MON: 1,
};

export const monthlyNetCents = (facts: Pick<DecisionFacts, 'netPerPeriodCents' | 'paymentFrequency'>): number =>
  Math.round(facts.netPerPeriodCents * PERIODS_PER_MONTH[facts.paymentFrequency]);

/** Whole days from one ISO date to another (dates only, so no time zone can shift them). */
export function daysBetween(from: string, to: string): number {
  return Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const named = (facts: DecisionFacts, name: string) => facts.lastName.trim().toLowerCase() === name.toLowerCase();

const declined = (reason: string, consumerReport: ConsumerReport | null = null): Decision => ({
  outcome: 'DECLINED',
  reasons: [reason],
  approvedAmount: null,
  consumerReport,
  manualReview: false,
});

const askForMethod = (outcome: DecisionOutcome): Decision => ({
  outcome,
  reasons: [],
  approvedAmount: null,
  consumerReport: null,
  manualReview: false,
});

/**
 * The consumer report of the credit-file rule: a thin file. The applicant's identity matched (their ID check passed
 * and the bureau found them), so neither the reason nor the report's key factors speak of identity.
 */
export function thinFileReport(today: string): ConsumerReport {
  return {
    ...DEMO_BUREAU,
    score: 512,
    scoreRange: { low: 300, high: 850 },
    keyFactors: ['Length of time accounts have been established', 'Too few accounts with a payment history'],
    pulledOn: today,
  };
}

/**
 * Decides one submission. The method rules (`Card`, `Funding`, `Repayment`) stand only while the customer keeps the
 * method that failed, so choosing another one on the agreements page and submitting again gets past them:
 * - `Card` with debit-card funding (or none chosen): CARD_ERROR_1; the same card again after that: CARD_ERROR_2.
 * - `Funding` with bank-account funding (EFT or ACH, or none chosen): NEEDS_NEW_FUNDING.
 * - `Repayment` with ACH repayment (or none chosen): NEEDS_NEW_REPAYMENT.
 */
export function decide(facts: DecisionFacts): Decision {
  if (!facts.brandStates.includes(facts.stateCode)) return declined(REASONS.notLent);
  if (ageOn(facts.dateOfBirth, facts.today) < MIN_AGE_YEARS) return declined(REASONS.age);
  if (monthlyNetCents(facts) < MIN_MONTHLY_NET_CENTS) return declined(REASONS.income);
  if (named(facts, 'Decline')) return declined(REASONS.creditExperience, thinFileReport(facts.today));
  if (facts.accountOpenDate && daysBetween(facts.accountOpenDate, facts.today) < MIN_ACCOUNT_AGE_DAYS)
    return declined(REASONS.bankAge);
  if (named(facts, 'Card') && (facts.fundingMethod ?? 'DEBIT_CARD') === 'DEBIT_CARD')
    return askForMethod(
      facts.previousOutcome === 'CARD_ERROR_1' || facts.previousOutcome === 'CARD_ERROR_2'
        ? 'CARD_ERROR_2'
        : 'CARD_ERROR_1',
    );
  if (named(facts, 'Funding') && BANK_ACCOUNT_FUNDING.includes(facts.fundingMethod ?? 'EFT'))
    return askForMethod('NEEDS_NEW_FUNDING');
  if (named(facts, 'Repayment') && (facts.repaymentMethod ?? 'ACH') === 'ACH')
    return askForMethod('NEEDS_NEW_REPAYMENT');
  const approvable = Math.min(facts.requestedCents, facts.productMaxCents);
  return {
    outcome: 'PROCEED_APPLICATION',
    reasons: [],
    // `Counter`: a counteroffer of half the amount (in whole $50), so the recalculated e-sign path can be reached.
    approvedAmount: named(facts, 'Counter') ? Math.max(5_000, Math.floor(approvable / 2 / 5_000) * 5_000) : approvable,
    consumerReport: null,
    manualReview: named(facts, 'Review'),
  };
}

/** Outcomes that send the customer back to the agreements page to choose another method, then submit again. */
export const NEEDS_NEW_METHOD: readonly DecisionOutcome[] = [
  'CARD_ERROR_1',
  'CARD_ERROR_2',
  'NEEDS_NEW_FUNDING',
  'NEEDS_NEW_REPAYMENT',
];
