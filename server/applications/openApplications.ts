// Which of a customer's applications are still open for resuming. Incomplete applications are kept 21 days
// (INCOMPLETE_APPLICATION_DAYS); an older unsubmitted application is no longer offered.
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { IN_PROGRESS_STATES } from '../decision/stateMachine';

export const INCOMPLETE_APPLICATION_DAYS = 21;

/**
 * States in which a submitted application is still waiting on the lender or on the customer's signature: the decision's
 * own list, so the customer search (one application at a time) and the duplicate check at submit never disagree. An
 * ESIGN_ERROR application waits for the customer to sign again; SUBMIT_APPROVED is on its way to the documents.
 */
export const PENDING_STATES = IN_PROGRESS_STATES;

export type ApplicationRow = typeof applications.$inferSelect;

export async function findResumableApplication(
  db: Db,
  email: string,
  opts: { loanNumber?: string | null | undefined; now?: Date } = {},
): Promise<ApplicationRow | null> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - INCOMPLETE_APPLICATION_DAYS * 86_400_000);
  const conditions = [
    eq(applications.email, email.toLowerCase()),
    eq(applications.status, 'UNSUBMITTED'),
    gte(applications.modifiedAt, cutoff),
    // Submitted ones are followed on the transition page, not resumed; SUBMIT_ERROR is open again (a new method).
    or(isNull(applications.applicationState), eq(applications.applicationState, 'SUBMIT_ERROR'))!,
  ];
  if (opts.loanNumber) conditions.push(eq(applications.loanNumber, opts.loanNumber));
  const [row] = await db
    .select()
    .from(applications)
    .where(and(...conditions))
    .orderBy(desc(applications.modifiedAt))
    .limit(1);
  return row ?? null;
}

export async function findPendingApplication(db: Db, email: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.email, email.toLowerCase()), inArray(applications.applicationState, PENDING_STATES)))
    .orderBy(desc(applications.modifiedAt))
    .limit(1);
  return row ?? null;
}
