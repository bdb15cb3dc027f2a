// Which of a customer's applications are still open for resuming. Incomplete applications are kept 21 days
// (INCOMPLETE_APPLICATION_DAYS); an older unsubmitted application is no longer offered.
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase, UNNAMED } from '../db/prepared';
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
  const values = { email: email.toLowerCase(), cutoff: cutoff.toISOString() };
  const [row] = opts.loanNumber
    ? await resumableWithLoan(db).execute({ ...values, loanNumber: opts.loanNumber })
    : await resumable(db).execute(values);
  return row ?? null;
}

/** The resumable applications, newest first: `loanNumber` narrows them to the one for that loan. */
const resumableQuery = (db: Db, loanNumber: boolean) =>
  db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.email, sql.placeholder('email')),
        eq(applications.status, 'UNSUBMITTED'),
        // A placeholder's value reaches the driver as given: the cut-off goes as its ISO text, as the column's own
        // mapping would write it.
        gte(applications.modifiedAt, sql.placeholder('cutoff')),
        // Submitted ones are followed on the transition page, not resumed; SUBMIT_ERROR is open again (a new method).
        or(isNull(applications.applicationState), eq(applications.applicationState, 'SUBMIT_ERROR')),
        loanNumber ? eq(applications.loanNumber, sql.placeholder('loanNumber')) : undefined,
      ),
    )
    .orderBy(desc(applications.modifiedAt))
    .limit(1)
    .prepare(UNNAMED);

const resumable = preparedPerDatabase((db) => resumableQuery(db, false));
const resumableWithLoan = preparedPerDatabase((db) => resumableQuery(db, true));

export async function findPendingApplication(db: Db, email: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.email, email.toLowerCase()), inArray(applications.applicationState, PENDING_STATES)))
    .orderBy(desc(applications.modifiedAt))
    .limit(1);
  return row ?? null;
}
