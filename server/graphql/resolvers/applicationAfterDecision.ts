// After the decision: the e-sign screens' application state, funds timing, signed
// documents, the adverse-action routing answers and notice, the conversion denial and the approved lead's clone.
// Thin: every operation taking an application id goes through ownApplication; the rules live in server/afterDecision.
import { isBrandKey } from '../../../brands/catalog';
import { stateCodeRule } from '../../../src/lib/application/personal';
import {
  adverseActionNotice,
  anotherOptionAvailable,
  brandOfRow,
  conversionDenialOf,
  hasRetailStores,
} from '../../afterDecision/adverse';
import { applicationStateOf } from '../../afterDecision/applicationState';
import { fundsTiming } from '../../afterDecision/fundsTiming';
import { cloneApprovedLead } from '../../afterDecision/leads';
import { esignOf } from '../../afterDecision/esign';
import { loanAgreementFor } from '../../afterDecision/loanAgreement';
import { adverseNoticeDocument } from '../../afterDecision/noticeDocument';
import { signedDocumentsOf } from '../../afterDecision/signedDocuments';
import { dataOf } from '../../applications/data';
import { refuseFields } from '../../applications/refusal';
import { updateApplication } from '../../applications/repository';
import { toApplication } from '../../applications/toGraphQL';
import { statesWithStores } from '../../products/customerFacts';
import { requireMfaPassed } from '../authz';
import { badInput, forbidden } from '../errors';
import { denyConversionOfCustomer } from './conversion';
import { customerEmailFor } from '../../access/customerScope';
import { findCustomerByEmail } from '../../customers/search';
import { todayEastern } from '../../../src/lib/application/dates';
import { DEFAULT_LANG } from '../../../src/lib/i18n/lang';
import {
  eppDetails,
  loanRequestOf,
  offerDetails,
  openLoanDetails,
  originatedDetails,
} from '../../afterDecision/loanDetails';
import { openLoanOf } from '../../afterDecision/openLoan';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { ownApplication } from '../../applications/access';

function stateArg(value: string): string {
  const key = stateCodeRule(value);
  if (key) refuseFields([{ field: 'stateCode', key }]);
  return value.trim().toUpperCase();
}

/** Funds move once the loan is signed: its signature time, else (originated without one on record) now. */
const SIGNED_STATES = new Set([
  'ESIGNING',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_ORIGINATION',
  'ORIGINATED',
]);

export const afterDecisionQueries: Pick<
  QueryResolvers,
  | 'applicationState'
  | 'getAdverseActionDetail'
  | 'getAnotherOptionDetail'
  | 'adverseActionNotice'
  | 'getFundsTiming'
  | 'signedDocuments'
  | 'loanAgreement'
  | 'getInitialLoanDetails'
> = {
  applicationState: async (_root, { id }, ctx) =>
    applicationStateOf(await ownApplication(ctx, id, 'Query.applicationState')) as never,

  getAdverseActionDetail: async (_root, { applicationId, stateCode, brandName }, ctx) => {
    await ownApplication(ctx, applicationId, 'Query.getAdverseActionDetail');
    if (!isBrandKey(brandName)) throw badInput('Unknown brandName.');
    return { hasRetailStores: hasRetailStores(stateArg(stateCode), await statesWithStores(ctx.services.db)) };
  },

  getAnotherOptionDetail: async (_root, { applicationId, partnerBrand }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.getAnotherOptionDetail');
    if (partnerBrand != null && partnerBrand !== '' && !isBrandKey(partnerBrand))
      throw badInput('Unknown partnerBrand.');
    return { anotherOptionAvailable: anotherOptionAvailable(row, await statesWithStores(ctx.services.db)) };
  },

  adverseActionNotice: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.adverseActionNotice');
    const notice = adverseActionNotice(row);
    if (!notice) throw badInput('This application was not declined: there is no adverse-action notice.');
    const pdf = await adverseNoticeDocument(ctx.services.db, row, notice, ctx.lang ?? DEFAULT_LANG);
    return { ...notice, pdfUrl: pdf.url };
  },

  getFundsTiming: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.getFundsTiming');
    if (!row.applicationState || !SIGNED_STATES.has(row.applicationState))
      throw badInput('The loan is not signed yet: funds timing follows the signature.');
    const data = dataOf(row) as { fundingMethod?: string | null };
    const signedAt = esignOf(row)?.signedAt;
    const timing = fundsTiming({
      brand: brandOfRow(row),
      fundingMethod: data.fundingMethod,
      signedAt: signedAt ? new Date(signedAt) : new Date(),
    });
    return {
      fundingMethod: timing.method,
      asSoonAsMinutes: timing.minutes,
      availableAt: timing.availableAt,
      businessDate: timing.businessDate,
    };
  },

  // The forms of the query and what each answers: server/afterDecision/loanDetails.ts and docs/decision.md.
  getInitialLoanDetails: async (
    _root,
    { applicationId, customerCode, submissionFlow, isOriginated, eppAppSchedule },
    ctx,
  ) => {
    const today = todayEastern();
    if (!applicationId) {
      if (!customerCode?.trim()) throw badInput('Give an applicationId or a customerCode.');
      // This form reads the customer's open loan: account data, beyond the application pass the field allows.
      await requireMfaPassed(ctx, 'ACCOUNT');
      const customer = await findCustomerByEmail(ctx.services.db, customerEmailFor(ctx));
      const code = customerCode.trim();
      if (!customer || (customer.loanProCustomerId !== code && customer.qFundCustomerId !== code))
        throw forbidden('You can only see your own loans.');
      const loan = await openLoanOf(ctx.services.db, customer.id);
      return loan ? openLoanDetails(loan) : null;
    }
    const row = await ownApplication(ctx, applicationId, 'Query.getInitialLoanDetails');
    if (submissionFlow != null && submissionFlow !== row.applicationType)
      throw badInput(`This application follows the ${row.applicationType} flow, not ${submissionFlow}.`);
    if (eppAppSchedule) {
      if (row.applicationType !== 'EPP')
        throw badInput('Only an extended payment plan application has an EPP schedule.');
      return eppDetails(row, today);
    }
    const request = loanRequestOf(dataOf(row));
    if (!request) throw badInput('No loan amount has been chosen on this application yet.');
    if (isOriginated) {
      if (row.applicationState !== 'ORIGINATED') throw badInput('This loan has not been originated yet.');
      return originatedDetails(row, request, today);
    }
    return offerDetails(row, request, today, null);
  },

  signedDocuments: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.signedDocuments');
    return signedDocumentsOf(ctx.services.db, row, ctx.lang ?? DEFAULT_LANG);
  },

  // When the PDF is made and how it stays one row: server/afterDecision/loanAgreement.ts.
  loanAgreement: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.loanAgreement');
    const doc = await loanAgreementFor(ctx.services.db, row, ctx.lang ?? DEFAULT_LANG);
    return {
      ...doc,
      signedAt: doc.signedAt?.toISOString() ?? null,
      createdAt: doc.createdAt.toISOString(),
    };
  },
};

/** Applications are named by UUIDs; loan-system customer codes never are (LP-..., QF-...). */
const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const afterDecisionMutations: Pick<
  MutationResolvers,
  'createConversionDenial' | 'cloneApprovedLeadApplication'
> = {
  // The conversion offered is no longer available. A loan-system customer code is the
  // /loan/conversion flow's (a DENIED loan conversion: ./conversion.ts); an application id is the adverse-action
  // entry for a CONVERSION application, recorded once on the application so its notice can say so.
  createConversionDenial: async (_root, { id }, ctx) => {
    if (!APPLICATION_ID.test(id)) {
      // The customer-code form writes against the open payday loan: account data, beyond the application pass.
      await requireMfaPassed(ctx, 'ACCOUNT');
      return denyConversionOfCustomer(ctx, id);
    }
    const row = await ownApplication(ctx, id, 'Mutation.createConversionDenial');
    if (row.applicationType !== 'CONVERSION')
      throw badInput('Only a conversion application can have its conversion denied.');
    const recorded = conversionDenialOf(row);
    if (recorded) return { id: row.id, ...recorded };
    const denial = { deniedAt: new Date().toISOString(), loanNumber: row.loanNumber };
    await updateApplication(ctx.services.db, row.id, {
      data: { ...dataOf(row), conversionDenial: denial } as never,
    });
    ctx.log.info({ event: 'application.conversionDenied', applicationId: row.id }, 'conversion denied');
    return { id: row.id, ...denial };
  },

  cloneApprovedLeadApplication: async (_root, { id }, ctx) => {
    const row = await ownApplication(ctx, id, 'Mutation.cloneApprovedLeadApplication');
    const clone = await cloneApprovedLead(ctx.services.db, row);
    ctx.log.info({ event: 'application.leadCloned', applicationId: clone.id, from: row.id }, 'approved lead cloned');
    return toApplication(clone);
  },
};
