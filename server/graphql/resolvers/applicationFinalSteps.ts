// The application's final steps: the texted code (the applicationId side of sendOtp / otpSearch,
// see ./verification.ts), the product and the loan asked for, and the identity check (photo ID, opting out, the
// phone check). Every operation takes the application through ownApplication (a customer's own; a CSR's only while
// acting as that customer, audited); saves need it unsubmitted. Logs name the application and the outcome only.
import { OtpRefusal, checkApplicationOtp, sendApplicationOtp } from '../../applications/finalSteps/otp';
import {
  documentProblem,
  identityCheckSummary,
  optOutOfIdentityCheck,
  readIdentityCheck,
  startIdentityCheck,
  type IdentityCheckRow,
} from '../../applications/finalSteps/identityCheck';
import {
  checkLoanRequest,
  offeredProduct,
  saveLoanRequest,
  saveProductChoice,
} from '../../applications/finalSteps/loanRequest';
import { startPhoneCheck } from '../../applications/finalSteps/phoneCheck';
import { finalStepsOf } from '../../applications/finalSteps/stored';
import { dataOf } from '../../applications/data';
import type { ApplicationRow } from '../../applications/openApplications';
import { findApplication } from '../../applications/repository';
import { toApplication } from '../../applications/toGraphQL';
import { serverText } from '../../content/catalogues';
import { codeProblem } from '../../verification/input';
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import type {
  ApplicationResolvers,
  IntellicheckVerification,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers';
import { ownApplication, ownUnsubmittedApplication } from '../../applications/access';
import type { VerificationFlow } from './verification';
import { codeDepsOf } from './codeDeps';

const depsOf = (ctx: GraphQLContext) => codeDepsOf(ctx);

/** A refusal about one field, in the shape the forms read (extensions.fieldErrors). */
const refuseField = (field: string, message: string, key?: string) =>
  gqlError('BAD_USER_INPUT', message, { field, fieldErrors: key ? [{ field, key }] : [] });

async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OtpRefusal)
      throw error.field ? refuseField(error.field, error.message) : badInput(error.message);
    throw error;
  }
}

const checkOut = (check: IdentityCheckRow): IntellicheckVerification => ({
  id: check.id,
  applicationId: check.applicationId,
  status: check.status as IntellicheckVerification['status'],
  userToken: null,
});

/** The applicationId side of the verification fields: texted codes only (applications have no e-mailed code). */
export const applicationVerification: Pick<VerificationFlow, 'sendOtp' | 'otpSearch'> = {
  async sendOtp(ctx, applicationId, phoneNumber) {
    const row = await ownUnsubmittedApplication(ctx, applicationId, 'Mutation.sendOtp');
    const sent = await refusing(() => sendApplicationOtp(depsOf(ctx), row, phoneNumber));
    ctx.log.info(
      { event: 'application.sendOtp', applicationId: row.id, outcome: sent.outcome },
      'application SMS code',
    );
    return { success: sent.success, sentTo: sent.sentTo };
  },

  async otpSearch(ctx, applicationId, code) {
    const problem = codeProblem(code);
    if (problem) throw refuseField('code', problem);
    const row = await ownUnsubmittedApplication(ctx, applicationId, 'Query.otpSearch');
    const result = await checkApplicationOtp(depsOf(ctx), row, code.trim());
    ctx.log.info(
      { event: 'application.otpSearch', applicationId: row.id, outcome: result },
      'application SMS code checked',
    );
    return { result };
  },
};

export const applicationFinalStepsQueries: Pick<
  QueryResolvers,
  'searchIntellicheckVerification' | 'generateBokuEVURL'
> = {
  searchIntellicheckVerification: async (_root, { applicationId }, ctx) => {
    const row = await ownApplication(ctx, applicationId, 'Query.searchIntellicheckVerification');
    const check = await readIdentityCheck(ctx.services.db, row.id, ctx.services.clock());
    return check ? checkOut(check) : null;
  },

  generateBokuEVURL: async (_root, { applicationId, phoneNumber }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, applicationId, 'Query.generateBokuEVURL');
    const url = await refusing(() => startPhoneCheck(ctx.services.db, row, phoneNumber));
    ctx.log.info({ event: 'identity.phoneCheck', applicationId: row.id, outcome: 'started' }, 'phone check started');
    return url;
  },
};

export const applicationFinalStepsMutations: Pick<
  MutationResolvers,
  'saveProductChoice' | 'saveLoanRequest' | 'submitIdentityDocument' | 'optOutOfIdentityCheck'
> = {
  saveProductChoice: async (_root, { id, productCode, channel }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveProductChoice');
    const product = await offeredProduct(ctx.services.db, row, productCode, channel);
    if (!product) {
      const key = 'application.finalSteps.products.unavailable';
      throw refuseField('productCode', serverText('en', key), key);
    }
    return toApplication(await saveProductChoice(ctx.services.db, row, product));
  },

  saveLoanRequest: async (_root, { id, productCode, channel, amountCents, term }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, id, 'Mutation.saveLoanRequest');
    const product = await offeredProduct(ctx.services.db, row, productCode, channel);
    if (!product) {
      const key = 'application.finalSteps.products.unavailable';
      throw refuseField('productCode', serverText('en', key), key);
    }
    const problems = checkLoanRequest(product, amountCents, term);
    const first = problems[0];
    if (first) {
      throw gqlError('BAD_USER_INPUT', serverText('en', first.key), {
        fieldErrors: problems.map(({ field, key }) => ({ field, key })),
      });
    }
    const saved = await saveLoanRequest(ctx.services.db, row, { productCode, channel, amountCents, term });
    ctx.log.info({ event: 'application.loanRequest', applicationId: row.id, outcome: 'saved' }, 'loan request saved');
    return toApplication(saved);
  },

  submitIdentityDocument: async (_root, { applicationId, document }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, applicationId, 'Mutation.submitIdentityDocument');
    const problem = documentProblem(document);
    if (problem) throw refuseField(problem.field, problem.message);
    const check = await startIdentityCheck(ctx.services.db, row, document.fileName, ctx.services.clock());
    ctx.log.info({ event: 'identity.document', applicationId: row.id, outcome: 'started' }, 'identity check started');
    return checkOut(check);
  },

  optOutOfIdentityCheck: async (_root, { applicationId }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, applicationId, 'Mutation.optOutOfIdentityCheck');
    const saved = await optOutOfIdentityCheck(ctx.services.db, row, ctx.services.clock());
    ctx.log.info({ event: 'identity.optOut', applicationId: row.id }, 'identity check opted out');
    return toApplication(saved);
  },
};

/** Application.loanRequest and Application.identityCheck, read from the stored row (never another customer's). */
export const applicationFinalStepsFields: Pick<
  ApplicationResolvers<GraphQLContext>,
  'loanRequest' | 'identityCheck'
> = {
  loanRequest: async (application, _args, ctx) => {
    if (application.loanRequest !== undefined) return application.loanRequest;
    const row = await rowOf(ctx, application.id);
    const stored = row ? finalStepsOf(dataOf(row)).loanRequest : null;
    // Only a whole request (what saveLoanRequest writes): a partial one written another way is no request, rather
    // than a failed read of the whole application.
    return stored?.productCode && stored.channel && Number.isSafeInteger(stored.amountCents) && stored.term
      ? stored
      : null;
  },
  identityCheck: async (application, _args, ctx) => {
    const row = await rowOf(ctx, application.id);
    return row ? identityCheckSummary(ctx.services.db, row, ctx.services.clock()) : null;
  },
};

/** The row behind an Application the resolvers already returned (so it passed ownApplication). */
const rowOf = (ctx: GraphQLContext, id: string): Promise<ApplicationRow | null> => findApplication(ctx.services.db, id);
