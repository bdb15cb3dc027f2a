// The autopay authorization (Reg E, 12 CFR 1005.10(b)): one catalogue text, `account.autopay.authorization`, filled
// from these values on the screen and again on the server, which keeps the words it filled with the enrollment. The
// version names the catalogue text: the server refuses an agreement to another version, so the words kept are the
// words shown. Change the version whenever the text's meaning changes.
import { formatCents } from '../money';
import { lenderOf, methodNameKey } from './authorization';
import type { PaymentMethodName } from './payment';

export const AUTOPAY_AUTHORIZATION_KEY = 'account.autopay.authorization' as const;
export const AUTOPAY_AUTHORIZATION_VERSION = '2026-12-01';

export interface AutopayAuthorizationFacts {
  /** The loan's brand key (Loan.brand): its lender and phone are named. */
  loanBrand: string;
  /** The method's name in the reader's language ("debit card"). */
  methodName: string;
  last4: string;
  loanNumber: string;
  /** The most one debit takes without 10 days' notice (regularPaymentOf). */
  rangeMaxCents: number;
}

export const autopayAuthorizationValues = (facts: AutopayAuthorizationFacts) => ({
  brand: lenderOf(facts.loanBrand).name,
  method: facts.methodName,
  last4: facts.last4,
  loanNumber: facts.loanNumber,
  max: formatCents(facts.rangeMaxCents),
  phone: lenderOf(facts.loanBrand).phoneNumber,
});

/**
 * The regular payment: the largest scheduled payment (a payday loan's one payment). The customer agrees to debits up
 * to it (12 CFR 1005.10(d)(2)); a larger one (a past-due amount caught up) is announced 10 days before.
 */
export const regularPaymentOf = (schedule: readonly { paymentAmount: number }[]): number =>
  schedule.reduce((most, row) => Math.max(most, row.paymentAmount), 0);

/**
 * How the authorization, the section and the copies name a method: a bank account the customer linked by its bank
 * ("First Platypus Bank account"), so the words name the account actually debited; else the method on file.
 */
export const autopayMethodName = (method: PaymentMethodName, institutionName?: string | null) =>
  institutionName
    ? { key: 'account.autopay.linkedMethod' as const, values: { institution: institutionName } }
    : { key: methodNameKey(method), values: undefined };

/** The kind its PDF is kept under among the account's documents (application_documents.kind). */
export const AUTOPAY_DOCUMENT_KIND = 'AUTOPAY';

/** The name the authorization's PDF is kept and downloaded under. */
export const autopayAuthorizationFileName = (loanNumber: string) => `autopay-authorization-${loanNumber}.pdf`;
