// Multi-factor after sign-in and its e-mailed code (spec 000 "Multi-factor routes", spec 001 "Email code
// verification"). Thin: scope the caller, validate, call server/mfa. The verification fields shared with enrollment
// reach the mfaId helpers below through ./verification.ts; the application flow's remember-device (applicationId
// only) belongs to a later issue and answers NOT_IMPLEMENTED. Logs name the check (mfaId) and the outcome, never the
// code, the blackBox or the e-mail.
import {
  findCustomer,
  findEmailVerification,
  rememberDevice,
  resendCode,
  startChallenge,
  verifyCode,
  type MfaDeps,
} from '../../mfa/challenges';
import { blackBoxProblem, isMfaId } from '../../mfa/validate';
import type { GraphQLContext } from '../context';
import { badInput, forbidden, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
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

function checkBlackBox(blackBox: string): void {
  const problem = blackBoxProblem(blackBox);
  if (problem) throw badInput(problem);
}

/** The mfaId as it may be logged: a client could send anything in its place. */
const loggable = (mfaId: string) => (isMfaId(mfaId) ? mfaId : 'invalid');

const noVerification = () => gqlError('NOT_FOUND', 'No such e-mail verification.');

export async function mfaEmailVerification(ctx: GraphQLContext, mfaId: string) {
  const found = await findEmailVerification(depsOf(ctx), await customerOf(ctx), mfaId);
  if (!found) throw noVerification();
  return found;
}

export async function mfaVerifyEmailCode(
  ctx: GraphQLContext,
  input: { mfaId: string; emailVerificationId: string; sessionId: string; code: string },
) {
  const outcome = await verifyCode(depsOf(ctx), await customerOf(ctx), input);
  if (!outcome) throw noVerification();
  ctx.log.info(
    { event: 'mfa.verify', mfaId: loggable(input.mfaId), status: outcome.status, reason: outcome.reason },
    'multi-factor code checked',
  );
  return { success: outcome.status === 'APPROVED', status: outcome.status };
}

export async function mfaResendEmailCode(ctx: GraphQLContext, mfaId: string) {
  const outcome = await resendCode(depsOf(ctx), await customerOf(ctx), mfaId);
  if (!outcome) throw noVerification();
  ctx.log.info({ event: 'mfa.resend', mfaId: loggable(mfaId), outcome: outcome.reason }, 'multi-factor code resend');
  return { success: outcome.success, sessionId: outcome.sessionId };
}

export const mfaMutations: Pick<MutationResolvers, 'startMfa' | 'rememberDevice'> = {
  startMfa: async (_root, { blackBox }, ctx) => {
    checkBlackBox(blackBox);
    const started = await startChallenge(depsOf(ctx), await customerOf(ctx), blackBox);
    ctx.log.info(
      { event: 'mfa.start', mfaId: started.mfaId, decision: started.decision, reason: started.reason },
      'multi-factor check started',
    );
    return { mfaId: started.mfaId, decision: started.decision, maskedEmail: started.maskedEmail, maskedPhone: null };
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
