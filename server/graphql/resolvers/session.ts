// timeoutExpireAction: the browser reports that a session ended by inactivity (or that the user chose to end it
// from the inactivity prompt) just before it signs out, so support can tell a timeout from a sign-out. Recorded in
// the audit log against the caller; an admin acting as a customer is recorded by the @auth guard as well.
import { writeAudit } from '../../access/audit';
import type { MutationResolvers } from '../generated/resolvers';

export const sessionMutations: Pick<MutationResolvers, 'timeoutExpireAction'> = {
  timeoutExpireAction: async (_root, { isEnrollment, isManualTrigger }, ctx) => {
    const details = {
      isEnrollment: isEnrollment === true,
      isManualTrigger: isManualTrigger === true,
      sessionId: ctx.sessionId ?? null,
      requestId: ctx.requestId,
    };
    await writeAudit(ctx, {
      operation: 'session.timeoutExpired',
      subjectEmail: ctx.caller?.role === 'ENROLLMENT' ? null : ctx.customerEmail,
      details,
    });
    ctx.log.info({ event: 'session.timeout', ...details }, 'session ended from the inactivity prompt');
    return { success: true };
  },
};
