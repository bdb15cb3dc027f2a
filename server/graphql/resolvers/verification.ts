// The verification fields several flows share (one-time passwords): each call
// names what it is for by exactly one id, and is handed to that flow: a multi-factor check (mfaId, ./mfa.ts), an
// enrollment (enrollmentId, ./enrollment.ts), an application (applicationId: its texted code only,
// ./applicationFinalSteps.ts). How a verdict reads in the contract is written here once; a flow answers with its
// domain outcome.
import type { ResendOutcome, VerifyOutcome } from '../../verification/codeChallenges';
import type { EmailVerificationIds } from '../../verification/codeVerification';
import { codeProblem } from '../../verification/input';
import { requireMfaPassed } from '../authz';
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import type { MutationResolvers, OtpSearchResult, OtpSendResult, QueryResolvers } from '../generated/resolvers';
import { applicationVerification } from './applicationFinalSteps';
import { enrollmentVerification } from './enrollment';
import { mfaVerification } from './mfa';

/** One flow's side of the fields, given the flow's id; null where it has no such e-mail verification. */
export interface VerificationFlow {
  emailVerification(ctx: GraphQLContext, id: string): Promise<EmailVerificationIds | null>;
  verifyEmailCode(
    ctx: GraphQLContext,
    id: string,
    input: { emailVerificationId: string; sessionId: string; code: string },
  ): Promise<VerifyOutcome | null>;
  resendEmailCode(ctx: GraphQLContext, id: string): Promise<ResendOutcome | null>;
  sendOtp(ctx: GraphQLContext, id: string, phoneNumber?: string | null): Promise<OtpSendResult>;
  otpSearch(ctx: GraphQLContext, id: string, code: string): Promise<OtpSearchResult>;
}

type Target = { kind: 'mfa'; id: string } | { kind: 'enrollment'; id: string } | { kind: 'application'; id: string };

interface Ids {
  applicationId?: string | null | undefined;
  enrollmentId?: string | null | undefined;
  mfaId?: string | null | undefined;
}

/** Exactly one id names the target; with none, the caller's own kind of flow says which id is missing. */
function targetOf(ctx: GraphQLContext, ids: Ids): Target {
  const given: Target[] = [];
  if (ids.mfaId) given.push({ kind: 'mfa', id: ids.mfaId });
  if (ids.enrollmentId) given.push({ kind: 'enrollment', id: ids.enrollmentId });
  if (ids.applicationId) given.push({ kind: 'application', id: ids.applicationId });
  if (given.length > 1) {
    throw badInput(
      ids.applicationId
        ? 'Give only one of applicationId, enrollmentId or mfaId.'
        : 'Give either enrollmentId or mfaId, not both.',
    );
  }
  const [target] = given;
  if (!target) throw badInput(ctx.caller?.role === 'ENROLLMENT' ? 'enrollmentId is required.' : 'mfaId is required.');
  return target;
}

/**
 * The flow of an e-mailed code. Applications have none yet: their id is looked up as a check's, and found nowhere
 * (NOT_FOUND), as before there were application flows.
 */
function emailFlowOf(ctx: GraphQLContext, ids: Ids): { flow: VerificationFlow; id: string } {
  const target = targetOf(ctx, ids);
  return { flow: target.kind === 'enrollment' ? enrollmentVerification : mfaVerification, id: target.id };
}

/**
 * Texted codes: an enrollment's, a multi-factor check's or an application's (the otp step). The fields run before
 * the multi-factor check passes (they are its codes); an application's code is customer data and needs it passed.
 */
async function textFlowOf(
  ctx: GraphQLContext,
  ids: Ids,
): Promise<{ flow: Pick<VerificationFlow, 'sendOtp' | 'otpSearch'>; id: string }> {
  const target = targetOf(ctx, ids);
  if (target.kind === 'application') {
    await requireMfaPassed(ctx);
    return { flow: applicationVerification, id: target.id };
  }
  return { flow: target.kind === 'enrollment' ? enrollmentVerification : mfaVerification, id: target.id };
}

/** The flow's answer, or NOT_FOUND when it has no such e-mail verification. */
function found<T>(value: T | null): T {
  if (value === null) throw gqlError('NOT_FOUND', 'No such e-mail verification.');
  return value;
}

export const verificationQueries: Pick<QueryResolvers, 'searchEmailVerification' | 'otpSearch'> = {
  searchEmailVerification: async (_root, args, ctx) => {
    const { flow, id } = emailFlowOf(ctx, args);
    return found(await flow.emailVerification(ctx, id));
  },

  otpSearch: async (_root, { request }, ctx) => {
    const { flow, id } = await textFlowOf(ctx, request);
    return flow.otpSearch(ctx, id, request.code);
  },
};

export const verificationMutations: Pick<
  MutationResolvers,
  'validateEmailVerificationCode' | 'emailResendCode' | 'sendOtp'
> = {
  validateEmailVerificationCode: async (_root, args, ctx) => {
    const problem = codeProblem(args.verificationCode);
    if (problem) throw badInput(problem);
    const { flow, id } = emailFlowOf(ctx, args);
    const input = {
      emailVerificationId: args.emailVerificationId,
      sessionId: args.sessionId,
      code: args.verificationCode.trim(),
    };
    const outcome = found(await flow.verifyEmailCode(ctx, id, input));
    return { success: outcome.status === 'APPROVED', status: outcome.status };
  },

  emailResendCode: async (_root, args, ctx) => {
    const { flow, id } = emailFlowOf(ctx, args);
    const outcome = found(await flow.resendEmailCode(ctx, id));
    return { success: outcome.success, sessionId: outcome.sessionId };
  },

  sendOtp: async (_root, { request }, ctx) => {
    const { flow, id } = await textFlowOf(ctx, request);
    return flow.sendOtp(ctx, id, request.phoneNumber);
  },
};
