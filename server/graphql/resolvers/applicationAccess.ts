// Whose application is this: every operation taking an application id goes through ownApplication. A customer
// reaches only their own; a CSR only those of the customer they act as. Any other id (someone else's, unknown or
// malformed, so ids cannot be probed) is FORBIDDEN, and a CSR's refusal is written to the audit log.
import { dataOf } from '../../applications/data';
import type { ApplicationRow } from '../../applications/openApplications';
import { findApplication } from '../../applications/repository';
import { auditLog } from '../../db/schema';
import { NEEDS_NEW_METHOD } from '../../decision/engine';
import type { DecisionData } from '../../decision/facts';
import type { GraphQLContext } from '../context';
import { badInput, forbidden } from '../errors';
import { customerEmailFor } from './customerScope';

export async function ownApplication(ctx: GraphQLContext, id: string, operation: string): Promise<ApplicationRow> {
  const email = customerEmailFor(ctx);
  const row = await findApplication(ctx.services.db, id);
  if (row && row.email.toLowerCase() === email) return row;
  if (ctx.caller?.role === 'CSR') {
    await ctx.services.db.insert(auditLog).values({
      actorUserId: ctx.caller.claims.sub,
      actorEmail: ctx.caller.claims.email,
      subjectEmail: email,
      operation: 'application.refused',
      details: { operation, requestId: ctx.requestId, applicationId: row ? row.id : null },
    });
  }
  ctx.log.info({ event: 'application.refused', operation }, 'application of another customer refused');
  throw forbidden('This application is not yours.');
}

const SUBMITTED = 'This application has been submitted or withdrawn and can no longer be changed.';

/** The same, for saves: a submitted or withdrawn application can no longer change. */
export async function ownUnsubmittedApplication(
  ctx: GraphQLContext,
  id: string,
  operation: string,
): Promise<ApplicationRow> {
  const row = await ownApplication(ctx, id, operation);
  if (row.status !== 'UNSUBMITTED' || row.applicationState) throw badInput(SUBMITTED);
  return row;
}

/**
 * For saveAgreements: an unsubmitted application, or one whose decision asked for another funding or repayment method
 * (SUBMIT_ERROR with CARD_ERROR_1/2 or NEEDS_NEW_*; server/decision/engine.ts), which is saved and submitted anew. That
 * is the one change a submitted application takes; any other submitted state is refused.
 */
export async function ownApplicationOpenToNewMethod(
  ctx: GraphQLContext,
  id: string,
  operation: string,
): Promise<ApplicationRow> {
  const row = await ownApplication(ctx, id, operation);
  if (row.status !== 'UNSUBMITTED') throw badInput(SUBMITTED);
  if (!row.applicationState) return row;
  const outcome = (dataOf(row) as DecisionData).decision?.outcome;
  if (row.applicationState === 'SUBMIT_ERROR' && outcome && NEEDS_NEW_METHOD.includes(outcome)) return row;
  throw badInput(
    row.applicationState === 'SUBMIT_ERROR'
      ? 'This application is waiting to be submitted again; its funding and repayment methods change only when the decision asks for a new one.'
      : SUBMITTED,
  );
}
