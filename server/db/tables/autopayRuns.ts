// What the payment scheduler did under each autopay enrollment (server/scheduler/runAutopay.ts): every debit attempt,
// every notice sent, and each business day's pass over an enrollment. These are the records the planner's input is
// built from (the debits already made, the notices sent) and the audit trail of every attempt and notice.
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { autopayEnrollments } from './autopay';
import { loans } from './lending';
import { payments } from './loans';

const enrollment = () =>
  uuid('enrollment_id')
    .notNull()
    .references(() => autopayEnrollments.id, { onDelete: 'cascade' });

/**
 * One attempt at a due date's debit: the first on its run date, a retry after a failure (at most 3 attempts in all,
 * the NACHA limit). `outcome` is PENDING until the payment settles, then POSTED, FAILED or RETURNED; NOT_TAKEN when
 * the payment was refused on the day (nothing charged), with why.
 */
export const autopayDebits = pgTable(
  'autopay_debits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: enrollment(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    dueDate: text('due_date').notNull(),
    runDate: text('run_date').notNull(),
    attempt: integer('attempt').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** After a failure: the day the next attempt runs, when one is allowed. */
    retryOn: text('retry_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('autopay_debits_attempt_uq').on(t.enrollmentId, t.dueDate, t.attempt),
    index('autopay_debits_outcome_idx').on(t.outcome),
  ],
);

/**
 * A notice sent about an enrollment's debits: before the first or an unusual withdrawal, before a debit above the
 * range agreed, or the consumer-rights notice after two failed attempts. EMAIL went through the outbox; MAIL is a
 * paper notice (no consent to electronic notices). One per kind and debit day.
 */
export const autopayNotices = pgTable(
  'autopay_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: enrollment(),
    kind: text('kind').notNull(),
    /** The debit it announces (the day of the second failure for the consumer-rights notice). */
    runDate: text('run_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    because: text('because').array().notNull().default([]),
    channel: text('channel').notNull(),
    sentOn: text('sent_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('autopay_notices_once_uq').on(t.enrollmentId, t.kind, t.runDate)],
);

/** An enrollment's pass on a business day: written in the pass's transaction, so each runs once a day. */
export const autopayPasses = pgTable(
  'autopay_passes',
  {
    enrollmentId: enrollment(),
    day: text('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.day] })],
);
