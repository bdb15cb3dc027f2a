// The application flow as one table: every page under /application is one record, in the order a customer meets them
// (records.ts says what a record holds). The route table, the progress bar, the pages filled in order, the saga
// handler maps and the events that wake the application's sagas are all read from it, so a page written here exists
// everywhere it must; docs/application-flow.md walks through adding one.
import {
  applicationStartSubmitted,
  conversionChosen,
  enrollmentLinkRequested,
  incomeSubmitted,
  personalSubmitted,
  productPreferenceSubmitted,
  resumeAccepted,
  startOverRequested,
  storeSubmitted,
  agreementsSubmitted,
  uploadsSubmitted,
  submitRequested,
} from '../../../../store/application';
import { esignSubmitted, leadContinued } from '../../../../store/applicationAfterDecision';
import {
  identityOptOutConfirmed,
  identityStepFinished,
  loanRequestSubmitted,
  otpCodeSubmitted,
  productChosen,
} from '../../../../store/applicationFinalSteps';
import { bankAccountChosen, bankLinkRequested, manualBankSubmitted } from '../../../../store/bank';
import type * as Outcomes from '../OutcomePages';
import type * as AdverseOutcomes from '../adverse/AdverseOutcomeScreens';
import type * as LinkErrors from '../bank/LinkErrorScreens';
import type * as LinkProgress from '../bank/LinkProgressScreens';
import { leadPaths } from '../afterDecision/leadPaths';
import { applicationPaths as p } from '../paths';
import * as is from './guards';
import type { Application } from '../../../../api/application/endpoints';
import type { FlowContext } from './guards';
import { answeredBy, answeredIn, saves, type ApplicationPage, type SaveInputs } from './records';

// Screens that share a file, each by its export's name (checked against the file's exports).
const outcome = (name: keyof typeof Outcomes) => `OutcomePages#${name}`;
const adverse = (name: keyof typeof AdverseOutcomes) => `adverse/AdverseOutcomeScreens#${name}`;
const linkError = (name: keyof typeof LinkErrors) => `bank/LinkErrorScreens#${name}`;
const linking = (name: keyof typeof LinkProgress) => `bank/LinkProgressScreens#${name}`;
const always = () => true;
/** A page filled in order: done when `isDone`, part of the customer's flow when `applies`. */
const inOrder = (
  isDone: (a: Application) => boolean,
  applies: (a: Application, ctx: FlowContext) => boolean = always,
) => ({
  isDone,
  applies,
});
/** Variables of a save that takes the application's id and the event's payload as they are. */
const idAnd = <P extends object>(payload: P, { applicationId }: SaveInputs) => ({ id: applicationId, ...payload });
/** The bank link's pages: shown when the bank page may be, on the bar's income step. */
const bankLink = { progress: 'income', partOf: p.bank } as const;

export const APPLICATION_PAGES: readonly ApplicationPage[] = [
  // ---- the first part: who the customer is, the loan they want, their income ----
  { path: p.home, screen: 'WelcomeScreen', title: 'shell.pageTitle.application' },
  { path: p.welcome, screen: 'WelcomeScreen', title: 'application.welcome.heading' },
  {
    path: p.resume,
    screen: 'ResumeScreen',
    title: 'application.resume.heading',
    signedOut: true,
    submits: [
      answeredBy(resumeAccepted, 'application', 'resume'),
      answeredBy(startOverRequested, 'application', 'startOver'),
    ],
  },
  {
    path: p.account,
    screen: 'AccountScreen',
    title: 'application.account.heading',
    progress: 'personal',
    step: inOrder(always),
    submits: [answeredBy(applicationStartSubmitted, 'application', 'startApplication')],
  },
  {
    path: p.personal,
    screen: 'PersonalScreen',
    title: 'application.personal.heading',
    progress: 'personal',
    step: inOrder(is.hasPersonalInformation),
    submits: [answeredBy(personalSubmitted, 'application', 'savePersonal')],
  },
  {
    path: p.productPreference,
    screen: 'ProductPreferenceScreen',
    title: 'application.product.heading',
    progress: 'loanDetails',
    step: inOrder(is.hasProductPreference, is.shouldShowLoanDetails),
    submits: [
      saves(
        productPreferenceSubmitted,
        'application',
        'SaveStoreInformationDocument',
        (choice, { applicationId, brandName }) => ({
          id: applicationId,
          storeInfo: { preferredProductCode: choice.productCode, channel: choice.channel, brandName },
          loanProgress: { applicationUrl: p.productPreference },
        }),
      ),
    ],
  },
  {
    path: p.storeSelect,
    screen: 'StoreSelectScreen',
    title: 'application.store.heading',
    progress: 'loanDetails',
    step: inOrder(is.hasStore, is.shouldShowLoanDetails),
    submits: [
      saves(
        storeSubmitted,
        'application',
        'SaveStoreInformationDocument',
        ({ storeNumber }, { application, brandName }) => ({
          id: application.id,
          storeInfo: {
            storeNumber,
            brandName,
            ...(application.preferredProductCode ? { preferredProductCode: application.preferredProductCode } : {}),
            channel: application.channel,
          },
          loanProgress: { applicationUrl: p.storeSelect },
        }),
        { readsApplication: true },
      ),
    ],
  },
  {
    path: p.income,
    screen: 'IncomeScreen',
    title: 'application.income.heading',
    progress: 'income',
    step: inOrder(is.hasIncome),
    submits: [
      saves(incomeSubmitted, 'application', 'SaveIncomeInformationDocument', (incomeInfo, { applicationId }) => ({
        id: applicationId,
        incomeInfo,
      })),
    ],
  },
  // Where the customer search leads instead of the next step.
  { path: p.notInState, screen: outcome('NotInState'), title: 'application.outcome.notInState.heading' },
  { path: p.notEligible, screen: outcome('NotEligible'), title: 'application.outcome.notEligible.heading' },
  {
    path: p.continueConversion,
    screen: outcome('ContinueConversion'),
    title: 'application.outcome.continueConversion.heading',
    submits: [answeredBy(conversionChosen, 'application', 'convert')],
  },
  {
    path: p.conversionEligibleEnrollment,
    screen: outcome('ConversionEligibleEnrollment'),
    title: 'application.outcome.conversionEligibleEnrollment.heading',
    submits: [answeredBy(enrollmentLinkRequested, 'application', 'linkRecord')],
  },
  {
    path: p.forceEnrollment,
    screen: outcome('ForceEnrollment'),
    title: 'application.outcome.forceEnrollment.heading',
    submits: [answeredBy(enrollmentLinkRequested, 'application', 'linkRecord')],
  },
  // ---- the second part: the bank account, the agreements, the final steps, the decision and after ----
  {
    path: p.bank,
    screen: 'bank/BankScreen',
    title: 'application.bank.heading',
    progress: 'income',
    step: inOrder(is.hasBankingInformation),
    submits: [answeredIn(bankLinkRequested, 'bank')],
  },
  {
    path: p.bankConsent,
    screen: 'bank/ConsentScreen',
    title: 'application.bank.consent.heading',
    ...bankLink,
  },
  { path: p.bankPlaid, screen: linking('PlaidScreen'), title: 'application.bank.plaid.heading', ...bankLink },
  { path: p.bankOpen, screen: linking('OpenScreen'), title: 'application.bank.open.heading', ...bankLink },
  { path: p.bankVerify, screen: linking('VerifyScreen'), title: 'application.bank.verify.heading', ...bankLink },
  {
    path: p.bankAccountSelect,
    screen: 'bank/AccountSelectScreen',
    title: 'application.bank.select.heading',
    ...bankLink,
    submits: [answeredIn(bankAccountChosen, 'bank')],
  },
  {
    path: p.bankErrorInitializing,
    screen: linkError('ErrorInitializingScreen'),
    title: 'application.bank.errorInitializing.heading',
    ...bankLink,
  },
  {
    path: p.bankInvalidCredentials,
    screen: linkError('InvalidCredentialsScreen'),
    title: 'application.bank.invalidCredentials.heading',
    ...bankLink,
  },
  { path: p.bankNoAuth, screen: linkError('NoAuthScreen'), title: 'application.bank.noAuth.heading', ...bankLink },
  { path: p.bankNoData, screen: linkError('NoDataScreen'), title: 'application.bank.noData.heading', ...bankLink },
  {
    path: p.bankNoChecking,
    screen: linkError('NoCheckingScreen'),
    title: 'application.bank.noChecking.heading',
    ...bankLink,
  },
  {
    path: p.bankManual,
    screen: 'bank/ManualBankScreen',
    title: 'application.bank.manual.heading',
    ...bankLink,
    submits: [answeredIn(manualBankSubmitted, 'bank')],
  },
  {
    path: p.bankVerification,
    screen: 'bank/BankVerificationScreen',
    title: 'application.bank.verification.heading',
    progress: 'finalSteps',
    step: inOrder(is.isBankVerified, is.hasManualBankAccount),
    submits: [answeredIn(bankLinkRequested, 'bank')],
  },
  {
    path: p.agreements,
    screen: 'agreements/AgreementsScreen',
    title: 'application.agreements.heading',
    progress: 'finalSteps',
    step: inOrder(is.hasAgreements),
    submits: [answeredIn(agreementsSubmitted, 'agreements')],
  },
  {
    path: p.otp,
    screen: 'finalSteps/OtpScreen',
    title: 'application.finalSteps.otp.heading',
    progress: 'finalSteps',
    step: inOrder(is.hasVerifiedPhone),
    submits: [answeredBy(otpCodeSubmitted, 'finalSteps', 'checkOtp')],
  },
  // Done once a product is chosen, which the preference step's save already does (the loan type is asked once,
  // docs/application-flow.md): the page asks only customers not asked before, or offered another set since.
  {
    path: p.products,
    screen: 'finalSteps/ProductsScreen',
    title: 'application.finalSteps.products.heading',
    progress: 'finalSteps',
    step: inOrder(is.hasProduct),
    submits: [saves(productChosen, 'finalSteps', 'SaveProductChoiceDocument', idAnd)],
  },
  {
    path: p.amount,
    screen: 'finalSteps/AmountScreen',
    title: 'application.finalSteps.amount.heading',
    progress: 'finalSteps',
    step: inOrder(is.hasLoanRequest),
    submits: [saves(loanRequestSubmitted, 'finalSteps', 'SaveLoanRequestDocument', idAnd)],
  },
  {
    path: p.uploadDocs,
    screen: 'agreements/UploadDocsScreen',
    title: 'application.agreements.upload.heading',
    progress: 'finalSteps',
    step: inOrder(is.hasUploads, is.shouldUploadDocuments),
    submits: [answeredIn(uploadsSubmitted, 'agreements')],
  },
  {
    path: p.identity,
    screen: 'finalSteps/IdentityScreen',
    title: 'application.finalSteps.identity.heading',
    progress: 'finalSteps',
    step: inOrder(is.hasIdentityStep),
    submits: [answeredBy(identityStepFinished, 'finalSteps', 'finishIdentityStep')],
  },
  {
    path: p.identityVerify,
    screen: 'finalSteps/IdentityVerifyScreen',
    title: 'application.finalSteps.identityVerify.heading',
    progress: 'finalSteps',
    submits: [answeredBy(identityStepFinished, 'finalSteps', 'finishIdentityStep')],
  },
  {
    path: p.identityOptOut,
    screen: 'finalSteps/IdentityOptOutScreen',
    title: 'application.finalSteps.identityOptOut.heading',
    progress: 'finalSteps',
    submits: [
      saves(
        identityOptOutConfirmed,
        'finalSteps',
        'OptOutOfIdentityCheckDocument',
        (_none, { applicationId }) => ({ applicationId }),
        {
          after: p.identity,
        },
      ),
    ],
  },
  {
    path: p.submit,
    screen: 'finalSteps/SubmitScreen',
    title: 'application.finalSteps.submit.heading',
    progress: 'finalSteps',
    // The review is the last page: it is never done, submitting leaves the fill-in pages.
    step: inOrder(() => false),
    submits: [answeredIn(submitRequested, 'decision')],
  },
  {
    path: p.transition,
    screen: 'decision/TransitionScreen',
    title: 'application.decision.transition.heading',
  },
  {
    path: p.agreementsNotReady,
    screen: 'afterDecision/NotReadyScreen',
    title: 'application.afterDecision.notReady.heading',
  },
  {
    path: p.esign,
    screen: 'afterDecision/EsignScreen',
    title: 'application.afterDecision.esign.heading',
    progress: 'finalSteps',
    submits: [answeredBy(esignSubmitted, 'application', 'esign')],
  },
  {
    path: p.holdEsign,
    screen: 'afterDecision/HoldEsignScreen',
    title: 'application.afterDecision.hold.heading',
    progress: 'finalSteps',
  },
  {
    path: p.thankYou,
    screen: 'afterDecision/ThankYouScreen',
    title: 'application.afterDecision.thankYou.pending',
    progress: 'confirmation',
  },
  {
    path: p.approvedAgreements,
    screen: 'afterDecision/ApprovedAgreementsScreen',
    title: 'application.afterDecision.approved.heading',
  },
  {
    path: p.anotherOptionSelected,
    screen: 'afterDecision/AnotherOptionSelectedScreen',
    title: 'application.afterDecision.anotherOption.heading',
    progress: 'finalSteps',
  },
  {
    path: p.adverseAction,
    screen: 'adverse/AdverseEntryScreen',
    title: 'application.adverse.entry.heading',
  },
  {
    path: p.adverseActionKeepInMind,
    screen: adverse('KeepInMindScreen'),
    title: 'application.adverse.keepInMind.heading',
  },
  { path: p.adverseActionRetail, screen: adverse('RetailScreen'), title: 'application.adverse.retail.heading' },
  {
    path: p.adverseActionThankYou,
    screen: adverse('AdverseThankYouScreen'),
    title: 'application.adverse.thankYou.heading',
  },
  // ---- a lead partner's links: an approved lead's agreements, or the welcome of a lead it could not approve ----
  {
    path: leadPaths.leadAgreements,
    screen: 'afterDecision/LeadAgreementsScreen',
    title: 'application.afterDecision.lead.agreements.heading',
    submits: [answeredBy(leadContinued, 'application', 'continueLead')],
  },
  {
    path: leadPaths.notApprovedLeadWelcome,
    screen: 'afterDecision/LeadWelcomeScreen',
    title: 'application.afterDecision.lead.welcome.heading',
  },
];

/** Every address the table serves. */
export const applicationPages = APPLICATION_PAGES.map((page) => page.path);
