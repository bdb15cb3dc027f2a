// The verification fields several flows share (spec 001 "Email code verification", one-time passwords): each call
// names what it is for by exactly one id, and is handed to that flow: a multi-factor check (mfaId, ./mfa.ts), an
// enrollment (enrollmentId, ./enrollment.ts), an application (applicationId: not built yet).
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { codeProblem } from '../../verification/input';
import {
  enrollmentEmailVerification,
  enrollmentOtpSearch,
  enrollmentResendEmailCode,
  enrollmentSendOtp,
  enrollmentVerifyEmailCode,
} from './enrollment';
import { mfaEmailVerification, mfaOtpSearch, mfaResendEmailCode, mfaSendOtp, mfaVerifyEmailCode } from './mfa';

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

/** Texted codes exist for enrollments and multi-factor checks so far: applications come later. */
function textedCodeTarget(ctx: GraphQLContext, ids: Ids): Exclude<Target, { kind: 'application' }> {
  const target = targetOf(ctx, ids);
  if (target.kind === 'application')
    throw gqlError('NOT_IMPLEMENTED', 'Texted codes for applications are not implemented yet.');
  return target;
}

export const verificationQueries: Pick<QueryResolvers, 'searchEmailVerification' | 'otpSearch'> = {
  searchEmailVerification: (_root, args, ctx) => {
    const target = targetOf(ctx, args);
    return target.kind === 'enrollment'
      ? enrollmentEmailVerification(ctx, target.id)
      : mfaEmailVerification(ctx, target.id);
  },

  otpSearch: (_root, { request }, ctx) => {
    const target = textedCodeTarget(ctx, request);
    return target.kind === 'enrollment'
      ? enrollmentOtpSearch(ctx, target.id, request.code)
      : mfaOtpSearch(ctx, target.id, request.code);
  },
};

export const verificationMutations: Pick<
  MutationResolvers,
  'validateEmailVerificationCode' | 'emailResendCode' | 'sendOtp'
> = {
  validateEmailVerificationCode: (_root, args, ctx) => {
    const problem = codeProblem(args.verificationCode);
    if (problem) throw badInput(problem);
    const target = targetOf(ctx, args);
    const input = {
      emailVerificationId: args.emailVerificationId,
      sessionId: args.sessionId,
      code: args.verificationCode.trim(),
    };
    return target.kind === 'enrollment'
      ? enrollmentVerifyEmailCode(ctx, { ...input, enrollmentId: target.id })
      : mfaVerifyEmailCode(ctx, { ...input, mfaId: target.id });
  },

  emailResendCode: (_root, args, ctx) => {
    const target = targetOf(ctx, args);
    return target.kind === 'enrollment'
      ? enrollmentResendEmailCode(ctx, target.id)
      : mfaResendEmailCode(ctx, target.id);
  },

  sendOtp: (_root, { request }, ctx) => {
    const target = textedCodeTarget(ctx, request);
    return target.kind === 'enrollment'
      ? enrollmentSendOtp(ctx, target.id, request.phoneNumber)
      : mfaSendOtp(ctx, target.id, request.phoneNumber);
  },
};
