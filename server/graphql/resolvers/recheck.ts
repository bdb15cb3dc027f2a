// Re-checks before changes (server/recheck) and ending the caller's other sessions (server/identity). A customer's own
// sign-in only: the @auth rule admits role USER, and each call is about the token's own sign-in (origin_jti). Every
// re-check started and answered, and every ending of other sessions, is written to the audit log; logs never hold a
// code or an address.
import { writeAudit } from '../../access/audit';
import { endOtherSessions } from '../../identity/endOtherSessions';
import { recordSecurityEvent } from '../../security/events';
import { findUser } from '../../identity/users';
import { signInOf } from '../../mfa/gate';
import { answerRecheck, startRecheck, type RecheckDeps } from '../../recheck/rechecks';
import { codeProblem, isUuid } from '../../verification/input';
import type { GraphQLContext } from '../context';
import { badInput, forbidden, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';

const depsOf = (ctx: GraphQLContext): RecheckDeps => ({
  db: ctx.services.db,
  cipher: ctx.services.cipher,
  outbox: ctx.services.outbox,
});

/** The caller's own account and sign-in; a token naming no sign-in cannot be re-checked. */
async function callerSignIn(ctx: GraphQLContext) {
  const signIn = signInOf(ctx.caller);
  if (!signIn || !ctx.customerEmail) throw forbidden('Only a signed-in customer can do this.');
  const user = await findUser(ctx.services.db, ctx.customerEmail);
  if (!user || user.id !== signIn.subject) throw forbidden('Only a signed-in customer can do this.');
  return { user, signIn };
}

const audit = (ctx: GraphQLContext, operation: string, details: Record<string, unknown>) =>
  writeAudit(ctx, { operation, subjectEmail: ctx.customerEmail, details });

export const recheckMutations: Pick<MutationResolvers, 'startRecheck' | 'answerRecheck' | 'endOtherSessions'> = {
  startRecheck: async (_root, _args, ctx) => {
    const { user, signIn } = await callerSignIn(ctx);
    const started = await startRecheck(depsOf(ctx), user, signIn, ctx.services.clock());
    await audit(ctx, 'recheck.start', {
      outcome: started.ok ? 'sent' : started.reason,
      recheckId: started.ok ? started.recheckId : null,
    });
    if (!started.ok) throw gqlError('TOO_MANY_REQUESTS', 'Too many codes were sent. Please try again in an hour.');
    ctx.log.info({ event: 'recheck.start', recheckId: started.recheckId }, 're-check started');
    return {
      recheckId: started.recheckId,
      methods: started.methods,
      maskedEmail: started.maskedEmail,
      expiresInMinutes: started.expiresInMinutes,
    };
  },

  answerRecheck: async (_root, { recheckId, method, code }, ctx) => {
    if (!isUuid(recheckId)) throw badInput('recheckId is not a re-check id.');
    const problem = codeProblem(code ?? '');
    if (problem || !code) throw badInput(problem ?? 'Required.');
    const { user, signIn } = await callerSignIn(ctx);
    const outcome = await answerRecheck(
      depsOf(ctx),
      user,
      signIn,
      { recheckId, method, code: code.trim() },
      ctx.services.clock(),
    );
    await audit(ctx, 'recheck.answer', { recheckId, method, outcome });
    ctx.log.info({ event: 'recheck.answer', recheckId, outcome }, 're-check answered');
    if (outcome === 'NOT_FOUND') throw gqlError('NOT_FOUND', 'No such re-check of this sign-in.');
    return { outcome };
  },

  endOtherSessions: async (_root, _args, ctx) => {
    const { user, signIn } = await callerSignIn(ctx);
    const ended = await endOtherSessions(ctx.services.db, user.id, signIn.originJti);
    await audit(ctx, 'sessions.endOthers', { ended });
    await recordSecurityEvent(ctx.services.db, { userId: user.id, email: user.email }, 'OTHER_SESSIONS_ENDED');
    ctx.log.info({ event: 'sessions.endOthers', ended }, 'other sessions ended');
    return { ended };
  },
};
