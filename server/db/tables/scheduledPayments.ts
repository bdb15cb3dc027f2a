// One-time payments a customer scheduled for a later day (server/scheduler runs them). A row is the customer's
// authorization for that amount, method and day; on its day the scheduler claims it (FOR UPDATE SKIP LOCKED), checks
// the amount against the ledger and takes it as a PENDING payment the payment worker settles, or records why not.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, loans } from './lending';
import { payments } from './loans';

export const scheduledPayments = pgTable(
  'scheduled_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The sign-in e-mail of the customer it is for: the subject of the audit rows its runs write. */
    customerEmail: text('customer_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** DEBIT_CARD | BANK_ACCOUNT: the card or bank account on file, as makePayment takes them. */
    method: text('method').notNull(),
    methodLast4: text('method_last4'),
    /** The US Eastern business day it runs, YYYY-MM-DD. */
    runsOn: text('runs_on').notNull(),
    /**
     * SCHEDULED | CANCELLED | TAKEN (a payment was taken: payment_id) | SKIPPED (not taken on its day: skip_reason).
     */
    status: text('status').notNull().default('SCHEDULED'),
    /** Why a SKIPPED row was not taken: ABOVE_PAYOFF | NOT_PAYABLE | NOTHING_DUE | MISSED_DAY. */
    skipReason: text('skip_reason'),
    /** The Reg E authorization (12 CFR 1005.10(b)) exactly as the customer saw and accepted it (the latest change's). */
    authorizationText: text('authorization_text').notNull(),
    /** The client's key for this one scheduling: a second click or a retry finds the first row (UNIQUE). */
    requestKey: text('request_key').notNull().unique(),
    /** Who asked: the user id of the customer, or of the CSR acting for them, and which of the two. */
    requestedBy: text('requested_by').notNull(),
    requestedAs: text('requested_as').notNull(),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the scheduler ran it (taken or skipped). */
    ranAt: timestamp('ran_at', { withTimezone: true }),
    /** The payment it became. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_payments_loan_idx').on(t.loanId, t.runsOn),
    index('scheduled_payments_due_idx').on(t.status, t.runsOn),
  ],
);
