// The decision room's tables: timed steps of the application state machine (server/decision/jobs.ts) as rows any API
// process may take, so no process's timer owns an application's progress.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applications } from './lending';

/** A step due at `runAt`; taken with FOR UPDATE SKIP LOCKED, done once (`doneAt`), retried when its lease ran out. */
export const decisionJobs = pgTable(
  'decision_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** underwrite | releaseReview | esign | originate */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the job; a lease older than the job lease is taken again (the worker died). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('decision_jobs_due_idx').on(t.doneAt, t.runAt)],
);
