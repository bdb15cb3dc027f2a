// The application flow as one table: the five progress-bar steps with their routes, the pages a
// customer fills in order with what makes each one done, and one pure function from the application the server
// returns to the page it belongs on. Guards are named predicates (shouldX / hasX), as enrollment's steps are.
import type { Application } from '../../../api/application/endpoints';
import { requiredUploads } from '../../lib/application/agreements';
import type { MessageKey } from '../../lib/i18n';
import { applicationPaths as p, laterApplicationPages } from './paths';

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

// ---- guards ------------------------------------------------------------------------------------------------------

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

// ---- the progress bar --------------------------------------------------------------------------------------------

export type ProgressStepId = 'personal' | 'loanDetails' | 'income' | 'finalSteps' | 'confirmation';

interface ProgressStep {
  id: ProgressStepId;
  label: MessageKey;
  routes: readonly string[];
}

const later = (name: string) => `${p.home}/${name}`;
const BANK_ROUTES = laterApplicationPages.filter((path) => path === p.bank || path.startsWith(`${p.bank}/`));

export const PROGRESS_STEPS: readonly ProgressStep[] = [
  { id: 'personal', label: 'application.progress.personal', routes: [p.account, p.personal] },
  { id: 'loanDetails', label: 'application.progress.loanDetails', routes: [p.productPreference, p.storeSelect] },
  { id: 'income', label: 'application.progress.income', routes: [p.income, ...BANK_ROUTES] },
  {
    id: 'finalSteps',
    label: 'application.progress.finalSteps',
    routes: [
      'agreements',
      'otp',
      'products',
      'amount',
      'bank-verification',
      'upload-docs',
      'another-option-selected',
      'identity',
      'identity/verify',
      'identity/opt-out',
      'esign',
      'submit',
      'hold-esign',
    ].map(later),
  },
  { id: 'confirmation', label: 'application.progress.confirmation', routes: [later('thank-you')] },
];

/** The progress steps this customer sees (Loan Details hidden for most returning customers). */
export const visibleProgressSteps = (a: Application | null, ctx: FlowContext) =>
  PROGRESS_STEPS.filter((step) => step.id !== 'loanDetails' || shouldShowLoanDetails(a, ctx));

/** Where a page sits on the bar: its step counted from 1 among the visible ones, or null for pages outside it. */
export function progressOf(
  pathname: string,
  a: Application | null,
  ctx: FlowContext,
): { current: number; steps: readonly ProgressStep[] } | null {
  const steps = visibleProgressSteps(a, ctx);
  const index = steps.findIndex((step) => step.routes.includes(pathname));
  return index < 0 ? null : { current: index + 1, steps };
}

// ---- the pages filled in order -----------------------------------------------------------------------------------

interface FlowPage {
  path: string;
  /** The server holds this page's answers. */
  isDone: (a: Application) => boolean;
  /** The page is part of this customer's flow. */
  applies: (a: Application, ctx: FlowContext) => boolean;
}

const always = () => true;

export const FLOW: readonly FlowPage[] = [
  { path: p.account, isDone: always, applies: always },
  { path: p.personal, isDone: hasPersonalInformation, applies: always },
  { path: p.productPreference, isDone: hasProductPreference, applies: shouldShowLoanDetails },
  { path: p.storeSelect, isDone: hasStore, applies: shouldShowLoanDetails },
  { path: p.income, isDone: hasIncome, applies: always },
  { path: p.bank, isDone: hasBankingInformation, applies: always },
  { path: p.bankVerification, isDone: isBankVerified, applies: hasManualBankAccount },
  { path: p.agreements, isDone: hasAgreements, applies: always },
  { path: p.otp, isDone: hasVerifiedPhone, applies: always },
  { path: p.products, isDone: hasProduct, applies: always },
  { path: p.amount, isDone: hasLoanRequest, applies: always },
  { path: p.uploadDocs, isDone: hasUploads, applies: shouldUploadDocuments },
  { path: p.identity, isDone: hasIdentityStep, applies: always },
  // The review is the last page: it is never done, submitting leaves the fill-in pages.
  { path: p.submit, isDone: () => false, applies: always },
];

const flowIndex = (path: string) => FLOW.findIndex((page) => page.path === path);

/** The first page of this customer's flow the server holds no answers for. */
export function firstOpenPage(a: Application, ctx: FlowContext): string {
  return FLOW.find((page) => page.applies(a, ctx) && !page.isDone(a))?.path ?? p.bank;
}

/**
 * The page an application belongs on, from what the server returned: a decided application leaves the fill-in pages;
 * otherwise the first page without answers, or the page the customer last saved progress on when that comes before it
 * (they were there: resuming puts them back on the same step).
 */
export function applicationPageFor(a: Application | null, ctx: FlowContext): string {
  if (!a || a.status === 'WITHDRAWN') return p.welcome;
  if (a.status === 'DENIED') return later('adverse-action');
  if (a.status === 'APPROVED') return later('agreements');
  // Submitted and still in processing (or stopped at a submit error): the transition page listens, and the
  // listener's first message is the state now, which takes the customer to its page (a new method, e-sign, ...).
  if (a.applicationState) return p.transition;
  const open = firstOpenPage(a, ctx);
  const saved = a.loanApplicationProgress?.applicationUrl ?? '';
  const savedIndex = flowIndex(saved);
  const savedPage = FLOW[savedIndex];
  if (savedPage && savedPage.applies(a, ctx) && savedIndex > 0 && savedIndex <= flowIndex(open)) return saved;
  return open;
}

/** The next page after a save on `from` (the first open page, never back before `from`). */
export function nextPageAfter(from: string, a: Application, ctx: FlowContext): string {
  if (!isUnsubmitted(a)) return applicationPageFor(a, ctx);
  const fromIndex = flowIndex(from);
  const next = FLOW.find((page, i) => i > fromIndex && page.applies(a, ctx) && !page.isDone(a));
  const open = firstOpenPage(a, ctx);
  return flowIndex(open) < fromIndex + 1 ? open : (next?.path ?? p.bank);
}

/**
 * Whether a page of the flow may be shown: every page before it that applies is done. Pages outside the flow
 * (welcome, resume, outcomes, the later pages) are always allowed; a flow page that does not apply is not.
 */
export function canVisit(pathname: string, a: Application | null, ctx: FlowContext): boolean {
  // The bank link's pages and manual entry are the bank page's: open once the pages before bank are done.
  const index = flowIndex(BANK_ROUTES.includes(pathname) ? p.bank : pathname);
  if (index < 0) return true;
  if (!a) return pathname === p.account;
  if (!FLOW[index]!.applies(a, ctx)) return false;
  return FLOW.slice(0, index).every((page) => !page.applies(a, ctx) || page.isDone(a));
}

/** Page-view analytics skip the adverse-action, amount and bank routes. */
export function shouldTrackPageView(pathname: string): boolean {
  return ![later('adverse-action'), later('amount'), p.bank].some(
    (root) => pathname === root || pathname.startsWith(`${root}/`),
  );
}
