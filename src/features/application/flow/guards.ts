// The named predicates the step table's guards are made of (shouldX: the page is part of this customer's flow; hasX /
// isX: the server holds the page's answers), and what the step function needs to know about the customer.
import type { Application } from '../../../../api/application/endpoints';
import { requiredUploads } from '../../../lib/application/agreements';

/** Incomplete applications are offered again for this long. */
export const RESUME_DAYS = 21;

/**
 * The one product code for which a returning customer still sees "Loan Details":
 * the Select Loan, offered only in Ohio stores, so a returning customer who asks for it must choose an Ohio store
 * again; every other returning customer's product and store are known.
 */
export const LOAN_DETAILS_PRODUCT_FOR_RETURNING = 'SLP';

/** What the step function needs to know about the customer besides the application. */
export interface FlowContext {
  /** The customer search says the loan systems already know this customer (online, retail or omni returning). */
  isReturningCustomer: boolean;
}

export const hasPersonalInformation = (a: Application) =>
  Boolean(a.customerInformation?.personalInformation?.firstName && a.customerInformation.contactInformation?.address);
export const hasProductPreference = (a: Application) => Boolean(a.preferredProductCode);
export const hasStore = (a: Application) => Boolean(a.storeInformation?.storeNumber);
export const hasIncome = (a: Application) => Boolean(a.customerInformation?.incomeInformation?.type);
export const isUnsubmitted = (a: Application) => a.status === 'UNSUBMITTED';
export const hasBankingInformation = (a: Application) => Boolean(a.customerInformation?.bankingInformation);
/** A bank account typed by hand (a linked one is read-only): it needs a bank verification. */
export const hasManualBankAccount = (a: Application) => a.customerInformation?.bankingInformation?.isReadOnly === false;
export const isBankVerified = (a: Application) =>
  a.customerInformation?.bankingInformation?.verificationStatus === 'APPROVED';
export const hasVerifiedPhone = (a: Application) =>
  a.loanApplication?.additionalAttributes?.otpResponse === 'OTP_VALID';
export const hasProduct = (a: Application) => Boolean(a.initialApplicationDetails?.product);
export const hasLoanRequest = (a: Application) => Boolean(a.loanRequest);
/** The identity check passed, or the customer chose to verify in a store (the retail path). */
export const hasIdentityStep = (a: Application) =>
  a.identityCheck?.status === 'APPROVED' || a.identityCheck?.optedOut === true;

/** Income from self-employment: upload-docs asks for proof of it. */
export const isSelfEmployed = (a: Application) => a.customerInformation?.incomeInformation?.type === 'SELF_EMPLOYED';
/** The agreements are saved (saveAgreements refuses unless every one is agreed and both methods are chosen). */
export const hasAgreements = (a: Application) => Boolean(a.repaymentMethod && a.fundingMethod);
/** upload-docs applies to a hand-entered bank account or a self-employed income (docs/application-after-income.md). */
export const shouldUploadDocuments = (a: Application) => requiredUploads(uploadFactsOf(a)).length > 0;
export const uploadFactsOf = (a: Application) => ({
  manualBank: hasManualBankAccount(a),
  selfEmployed: isSelfEmployed(a),
});
/** Every document upload-docs asks for is stored. */
export const hasUploads = (a: Application) =>
  requiredUploads(uploadFactsOf(a)).every((kind) => (a.uploadedDocumentKinds ?? []).includes(kind));

/** Loan Details is for new customers, and for returning customers only with the one product code above. */
export const shouldShowLoanDetails = (a: Application | null, ctx: FlowContext) =>
  !ctx.isReturningCustomer ||
  (a?.preferredProductCode ?? a?.initialApplicationDetails?.product?.productCode) ===
    LOAN_DETAILS_PRODUCT_FOR_RETURNING;

/** Applications older than 21 days are not offered again. */
export function isResumable(a: Application, now: Date = new Date()): boolean {
  const created = Date.parse(a.createdAt);
  if (!isUnsubmitted(a) || Number.isNaN(created)) return false;
  return now.getTime() - created < RESUME_DAYS * 24 * 60 * 60 * 1000;
}
