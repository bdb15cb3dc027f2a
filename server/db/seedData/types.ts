// The shapes of the demo data (server/db/seed.ts writes them): portal accounts, their loan-system customer records
// and loans.
import type { BrandKey } from '../../../brands/catalog';

export interface DemoCustomer {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
  city: string;
  stateCode: string;
  addressLine1: string;
  phone: string;
  customerType: 'NEW' | 'ONLINE_RETURNING' | 'RETAIL_RETURNING' | 'OMNI_RETURNING';
  isCoreCustomer: boolean;
  hasRetailPresence: boolean;
  boCode?: string;
  retailBoCode?: string;
  loanProCustomerId?: string;
  qFundCustomerId?: string;
  /** Where multi-factor codes go (server/mfa/decide.ts); EMAIL when absent. */
  mfaPreference?: 'EMAIL' | 'PHONE' | 'PHONE_AND_EMAIL';
}

export interface DemoAccount {
  email: string;
  brand: BrandKey;
  firstName: string;
  lastName: string;
  groups?: string[];
  identities?: { providerName: string; providerType: string; providerUserId: string; email?: string }[];
  customer?: DemoCustomer;
  loans?: DemoLoan[];
  application?: { applicationUrl: string; stateCode: string; daysAgo: number };
  /** A retail application approved online, to finish in this store (the conditionally-approved account page). */
  conditionalApproval?: { storeNumber: string; daysAgo: number };
}

export interface DemoLoan {
  loanNumber: string;
  productCode: string;
  channel: 'ONLINE' | 'RETAIL';
  sourceSystem: string;
  status: string;
  principalCents: number;
  feeCents: number;
  /** A single-payment loan's APR; an installment loan's contract rate (its APR is then the one its schedule discloses). */
  aprBps: number;
  dueInDays: number;
  originatedDaysAgo: number;
  conversionTypes?: string[];
  /** Past-due amount in cents (the account's past-due page). */
  pastDueCents?: number;
  /** Repayment methods on file (last 4 only). */
  debitCardLast4?: string;
  bankAccountLast4?: string;
  /** An installment loan: this many bi-weekly payments at the loan's APR, the first on the due date. */
  installments?: number;
  convertedFromLoanNumber?: string;
}

/** The Columbus address most demo customers share. */
export const ohio = { city: 'Columbus', stateCode: 'OH', zipCode: '43215', addressLine1: '100 Broad St' };
