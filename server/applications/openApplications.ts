// Which of a customer's applications are still open for resuming. Incomplete applications are kept 21 days
// (INCOMPLETE_APPLICATION_DAYS); an older unsubmitted application is no longer offered.
import { and, desc, eq, gte, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { batchedPerDatabase, inKeyOrder, keysAsJson } from '../db/batch';
import { rowsOf, type Db } from '../db/client';
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

const cutoffOf = (now: Date | undefined) =>
  new Date((now ?? new Date()).getTime() - INCOMPLETE_APPLICATION_DAYS * 86_400_000);

export async function findResumableApplication(
  db: Db,
  email: string,
  opts: { loanNumber?: string | null | undefined; now?: Date } = {},
): Promise<ApplicationRow | null> {
  const values = { email: email.toLowerCase(), cutoff: cutoffOf(opts.now).toISOString() };
  const [row] = opts.loanNumber
    ? await resumableWithLoan(db).execute({ ...values, loanNumber: opts.loanNumber })
    : await resumable(db).execute(values);
  return row ?? null;
}

/**
 * What makes an application resumable, for the customer `email` as of `cutoff` (both SQL: placeholders for one
 * look-up, a batch's columns for many).
 */
const resumableWhere = (email: SQLWrapper, cutoff: SQLWrapper) =>
  and(
    eq(applications.email, email),
    eq(applications.status, 'UNSUBMITTED'),
    gte(applications.modifiedAt, cutoff),
    // Submitted ones are followed on the transition page, not resumed; SUBMIT_ERROR is open again (a new method).
    or(isNull(applications.applicationState), eq(applications.applicationState, 'SUBMIT_ERROR')),
  );

/** The resumable applications, newest first: `loanNumber` narrows them to the one for that loan. */
const resumableQuery = (db: Db, loanNumber: boolean) =>
  db
    .select()
    .from(applications)
    .where(
      and(
        // A placeholder's value reaches the driver as given: the cut-off goes as its ISO text, as the column's own
        // mapping would write it.
        resumableWhere(sql.placeholder('email'), sql.placeholder('cutoff')),
        loanNumber ? eq(applications.loanNumber, sql.placeholder('loanNumber')) : undefined,
      ),
    )
    .orderBy(desc(applications.modifiedAt))
    .limit(1)
    .prepare(UNNAMED);

/**
 * Whether the customer has an application to resume (the sign-in's routing asks on every sign-in). The look-ups of
 * one turn of the event loop share one statement (../db/batch.ts).
 */
export function hasResumableApplication(db: Db, email: string, now?: Date): Promise<boolean> {
  return resumableExists(db, { email: email.toLowerCase(), cutoff: cutoffOf(now).toISOString() });
}

const resumableExists = batchedPerDatabase<{ email: string; cutoff: string }, boolean>(async (db, keys) => {
  const batch = keysAsJson(keys, (key) => ({ e: key.email, c: key.cutoff }));
  const rows = await rowsOf<{ i: number }>(
    db,
    sql`SELECT q.i FROM json_to_recordset(${batch}::json) AS q(i int, e text, c timestamptz)
      WHERE EXISTS (SELECT 1 FROM ${applications} WHERE ${resumableWhere(sql`q.e`, sql`q.c`)})`,
  );
  return inKeyOrder(keys.length, rows).map((row) => row !== undefined);
});

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
