// The multi-factor check's authenticator-app code and its e-mail fallback (server/mfa/authenticatorCode.ts,
// ./authenticatorFallback.ts). Only the customer's own sign-in: a CSR is never asked for a customer's check. Times
// are the server's clock. Logs name the check and the outcome, never the code or the e-mail.
import { requestFallback } from '../../mfa/authenticatorFallback';
import { verifyAuthenticatorCode } from '../../mfa/authenticatorCode';
import { findCustomer } from '../../mfa/store';
import { codeProblem, isMfaId } from '../../mfa/validate';
import { customerEmailFor } from '../../access/customerScope';
import type { GraphQLContext } from '../context';
import { badInput, forbidden, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { codeDepsOf } from './codeDeps';

async function ownUser(ctx: GraphQLContext) {
  if (ctx.caller?.role !== 'USER') throw forbidden('Only the customer signing in answers their check.');
  const user = await findCustomer(ctx.services.db, customerEmailFor(ctx));
  if (!user) throw gqlError('NOT_FOUND', 'No customer account to check.');
  return user;
}

const depsOf = (ctx: GraphQLContext) => codeDepsOf(ctx);

const loggable = (mfaId: string) => (isMfaId(mfaId) ? mfaId : 'invalid');

export const authenticatorCheckMutations: Pick<
  MutationResolvers,
  'verifyAuthenticatorCode' | 'requestAuthenticatorFallback'
> = {
  verifyAuthenticatorCode: async (_root, { mfaId, code }, ctx) => {
    const problem = codeProblem(code);
    if (problem) throw badInput(problem);
    const user = await ownUser(ctx);
    const result = await verifyAuthenticatorCode(depsOf(ctx), user, { mfaId, code: code.trim() }, ctx.services.clock());
    if (!result) throw gqlError('NOT_FOUND', 'No such authenticator-code check.');
    ctx.log.info({ event: 'mfa.authenticatorCode', mfaId: loggable(mfaId), outcome: result }, 'authenticator code');
    return { result };
  },

  requestAuthenticatorFallback: async (_root, { mfaId }, ctx) => {
    const user = await ownUser(ctx);
    const answer = await requestFallback(depsOf(ctx), user, { mfaId, lang: ctx.lang ?? 'en' }, ctx.services.clock());
    if (!answer) throw gqlError('NOT_FOUND', 'No such authenticator-code check.');
    ctx.log.info(
      { event: 'mfa.authenticatorFallback', mfaId: loggable(mfaId), codeSent: answer.codeSent },
      'authenticator fallback',
    );
    return { opensAt: answer.opensAt.toISOString(), codeSent: answer.codeSent, maskedEmail: answer.maskedEmail };
  },
};
