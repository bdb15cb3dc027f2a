// Multi-factor after sign-in and its e-mailed code (spec 000 "Multi-factor routes", spec 001 "Email code
// verification"). Thin: scope the caller, validate, call server/mfa. Enrollment's e-mail verification (enrollmentId)
// and the application flow's remember-device (applicationId only) belong to later issues and answer NOT_IMPLEMENTED.
// Logs name the check (mfaId) and the outcome, never the code, the blackBox or the e-mail.
import {
  findCustomer,
  findEmailVerification,
  rememberDevice,
  resendCode,
  startChallenge,
  verifyCode,
  type MfaDeps,
} from '../../mfa/challenges';
import { blackBoxProblem, codeProblem, isMfaId } from '../../mfa/validate';
import type { GraphQLContext } from '../context';
import { badInput, forbidden, gqlError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { customerEmailFor } from './customerScope';

const depsOf = (ctx: GraphQLContext): MfaDeps => ({
  db: ctx.services.db,
  cipher: ctx.services.cipher,
  outbox: ctx.services.outbox,
});

/** The customer the check belongs to: the caller, or the customer a CSR acts as. */
async function customerOf(ctx: GraphQLContext) {
  if (ctx.caller?.role === 'ENROLLMENT') throw forbidden('Multi-factor checks belong to signed-in customers.');
  const user = await findCustomer(ctx.services.db, customerEmailFor(ctx));
  if (!user) throw gqlError('NOT_FOUND', 'No customer account to check.');
  return user;
}

/** Which check a verification call is about: mfaId; enrollmentId alone is a later issue. */
function mfaIdOf(args: { enrollmentId?: string | null; mfaId?: string | null }): string {
  if (args.mfaId && args.enrollmentId) throw badInput('Give either enrollmentId or mfaId, not both.');
  if (args.mfaId) return args.mfaId;
  if (args.enrollmentId)
    throw gqlError('NOT_IMPLEMENTED', 'E-mail verification for enrollment is not implemented yet.');
  throw badInput('mfaId is required.');
}

function checkBlackBox(blackBox: string): void {
  const problem = blackBoxProblem(blackBox);
  if (problem) throw badInput(problem);
}

/** The mfaId as it may be logged: a client could send anything in its place. */
const loggable = (mfaId: string) => (isMfaId(mfaId) ? mfaId : 'invalid');

const noVerification = () => gqlError('NOT_FOUND', 'No such e-mail verification.');

export const mfaQueries: Pick<QueryResolvers, 'searchEmailVerification'> = {
  searchEmailVerification: async (_root, args, ctx) => {
    const mfaId = mfaIdOf(args);
    const found = await findEmailVerification(depsOf(ctx), await customerOf(ctx), mfaId);
    if (!found) throw noVerification();
    return found;
  },
};

export const mfaMutations: Pick<
  MutationResolvers,
  'startMfa' | 'validateEmailVerificationCode' | 'emailResendCode' | 'rememberDevice'
> = {
  startMfa: async (_root, { blackBox }, ctx) => {
    checkBlackBox(blackBox);
    const started = await startChallenge(depsOf(ctx), await customerOf(ctx), blackBox);
    ctx.log.info(
      { event: 'mfa.start', mfaId: started.mfaId, decision: started.decision, reason: started.reason },
      'multi-factor check started',
    );
    return { mfaId: started.mfaId, decision: started.decision, maskedEmail: started.maskedEmail, maskedPhone: null };
  },

  validateEmailVerificationCode: async (_root, args, ctx) => {
    const problem = codeProblem(args.verificationCode);
    if (problem) throw badInput(problem);
    const mfaId = mfaIdOf(args);
    const outcome = await verifyCode(depsOf(ctx), await customerOf(ctx), {
      mfaId,
      emailVerificationId: args.emailVerificationId,
      sessionId: args.sessionId,
      code: args.verificationCode.trim(),
    });
    if (!outcome) throw noVerification();
    ctx.log.info(
      { event: 'mfa.verify', mfaId: loggable(mfaId), status: outcome.status, reason: outcome.reason },
      'multi-factor code checked',
    );
    return { success: outcome.status === 'APPROVED', status: outcome.status };
  },

  emailResendCode: async (_root, args, ctx) => {
    const mfaId = mfaIdOf(args);
    const outcome = await resendCode(depsOf(ctx), await customerOf(ctx), mfaId);
    if (!outcome) throw noVerification();
    ctx.log.info({ event: 'mfa.resend', mfaId: loggable(mfaId), outcome: outcome.reason }, 'multi-factor code resend');
    return { success: outcome.success, sessionId: outcome.sessionId };
  },

  rememberDevice: async (_root, { applicationId, mfaId, blackBox }, ctx) => {
    checkBlackBox(blackBox);
    if (!mfaId) {
      if (applicationId)
        throw gqlError('NOT_IMPLEMENTED', 'Remembering a device from an application is not implemented yet.');
      throw badInput('mfaId is required.');
    }
    const outcome = await rememberDevice(depsOf(ctx), await customerOf(ctx), { mfaId, blackBox });
    ctx.log.info({ event: 'mfa.rememberDevice', mfaId: loggable(mfaId), outcome }, 'remember device');
    return { success: outcome === 'remembered' };
  },
};
