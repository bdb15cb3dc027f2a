// Re-checks before changes (server/recheck) and ending the caller's other sessions (server/identity). A customer's own
// sign-in only: the @auth rule admits role USER, and each call is about the token's own sign-in (origin_jti). Every
// re-check started and answered, and every ending of other sessions, is written to the audit log; logs never hold a
// code or an address.
import { writeAudit } from '../../access/audit';
import { endOtherSessions } from '../../identity/endOtherSessions';
import { recordSecurityEvent } from '../../security/events';
import { passkeyOptionsFor } from '../../recheck/passkey';
import { sendRecheckCode, startRecheck } from '../../recheck/rechecks';
import { ownRecheck } from '../../recheck/settle';
import { isUuid } from '../../verification/input';
import { answerRecheck } from './recheckAnswer';
import { callerSignIn, depsOf, siteOf } from './recheckCaller';
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';

const audit = (ctx: GraphQLContext, operation: string, details: Record<string, unknown>) =>
  writeAudit(ctx, { operation, subjectEmail: ctx.customerEmail, details });

const notFound = () => gqlError('NOT_FOUND', 'No such re-check of this sign-in.');

export const recheckMutations: Pick<
  MutationResolvers,
  'startRecheck' | 'sendRecheckCode' | 'recheckPasskeyOptions' | 'answerRecheck' | 'endOtherSessions'
> = {
  startRecheck: async (_root, _args, ctx) => {
    const { user, signIn } = await callerSignIn(ctx);
    const started = await startRecheck(depsOf(ctx), user, signIn, siteOf(ctx), ctx.services.clock());
    await audit(ctx, 'recheck.start', {
      outcome: started.ok ? (started.codeSent ? 'sent' : 'offered') : started.reason,
      recheckId: started.ok ? started.recheckId : null,
      methods: started.ok ? started.methods : null,
    });
    if (!started.ok) throw gqlError('TOO_MANY_REQUESTS', 'Too many codes were sent. Please try again in an hour.');
    ctx.log.info({ event: 'recheck.start', recheckId: started.recheckId }, 're-check started');
    const { ok: _ok, ...answer } = started;
    return answer;
  },

  sendRecheckCode: async (_root, { recheckId }, ctx) => {
    if (!isUuid(recheckId)) throw badInput('recheckId is not a re-check id.');
    const { user, signIn } = await callerSignIn(ctx);
    const sent = await sendRecheckCode(depsOf(ctx), user, signIn, recheckId, ctx.services.clock());
    await audit(ctx, 'recheck.sendCode', { recheckId, outcome: sent.ok ? 'sent' : sent.reason });
    if (sent.ok) return { maskedEmail: sent.maskedEmail, expiresInMinutes: sent.expiresInMinutes };
    if (sent.reason === 'NOT_FOUND') throw notFound();
    throw badInput(
      sent.reason === 'ALREADY_SENT'
        ? 'A code was already sent for this re-check. For a new one, start a new re-check.'
        : 'This re-check is over. Start a new one.',
    );
  },

  recheckPasskeyOptions: async (_root, { recheckId }, ctx) => {
    if (!isUuid(recheckId)) throw badInput('recheckId is not a re-check id.');
    const { user, signIn } = await callerSignIn(ctx);
    const row = await ownRecheck(ctx.services.db, user, signIn, recheckId);
    if (!row) throw notFound();
    const result = await passkeyOptionsFor(ctx.services.db, user, row, siteOf(ctx), ctx.services.clock());
    await audit(ctx, 'recheck.passkeyOptions', { recheckId, outcome: result.ok ? 'issued' : result.reason });
    if (result.ok) return { options: JSON.stringify(result.options) };
    throw badInput(
      result.reason === 'NOT_OFFERED'
        ? 'You have no passkey for this site. Confirm it is you another way.'
        : 'This re-check is over. Start a new one.',
    );
  },

  answerRecheck: async (_root, args, ctx) => {
    const outcome = await answerRecheck(ctx, depsOf(ctx), args);
    await audit(ctx, 'recheck.answer', { recheckId: args.recheckId, method: args.method, outcome });
    ctx.log.info({ event: 'recheck.answer', recheckId: args.recheckId, outcome }, 're-check answered');
    if (outcome === 'NOT_FOUND') throw notFound();
    if (outcome === 'NOT_OFFERED') throw badInput('This re-check cannot be answered that way. Choose another.');
    if (outcome === 'NO_CODE') throw badInput('No code was sent for this re-check yet. Ask for one first.');
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
