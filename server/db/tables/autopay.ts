// Autopay: a loan's enrollment in recurring debits of the amount due on each due date, the customer's authorization
// of them kept whole (Reg E, 12 CFR 1005.10(b): signed or similarly authenticated, with a copy to the customer), and
// the due dates the customer skipped. The debits themselves are made by the payment scheduler (server/scheduler),
// which reads these rows; the rules it follows are server/autopay/plan.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationDocuments } from './agreements';
import { createdAt } from './columns';
import { customers, loans } from './lending';
import { paymentAccounts } from './paymentAccounts';

/** The loan a row is about and its customer; both rows go with the loan. */
const loanAndCustomer = () => ({
  loanId: uuid('loan_id')
    .notNull()
    .references(() => loans.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
});

/**
 * One authorization as the customer gave it: the exact words shown and agreed, in the language shown, when, by
 * which sign-in, from which address and browser, with the method and the amount rule it covers. Never updated.
 */
export const autopayAuthorizations = pgTable(
  'autopay_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...loanAndCustomer(),
    /** The authorization text exactly as shown and agreed. */
    text: text('text').notNull(),
    /** The version of the catalogue text it was made from (AUTOPAY_AUTHORIZATION_VERSION). */
    textVersion: text('text_version').notNull(),
    lang: text('lang').notNull(),
    /** AMOUNT_DUE: the amount due on each due date. */
    amountRule: text('amount_rule').notNull(),
    /** The range of amounts agreed (12 CFR 1005.10(d)(2)): outside it a debit needs 10 days' notice. */
    rangeMinCents: integer('range_min_cents').notNull(),
    rangeMaxCents: integer('range_max_cents').notNull(),
    /** DEBIT_CARD | BANK_ACCOUNT, with the last 4 of the one on file. */
    method: text('method').notNull(),
    methodLast4: text('method_last4').notNull(),
    /** A bank account the customer linked to pay from (payment_accounts); null for the card or account on file. */
    paymentAccountId: uuid('payment_account_id').references(() => paymentAccounts.id, { onDelete: 'set null' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    /** The sign-in that agreed: the customer's user id, or the CSR's acting for them. */
    agreedBy: text('agreed_by').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The PDF copy (application_documents, owned by the loan). */
    documentId: uuid('document_id').references(() => applicationDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('autopay_authorizations_loan_idx').on(t.loanId)],
);

/**
 * A loan's autopay. ON: debits are made; OFF: turned off (or replaced by a new authorization); STOPPED: the scheduler
 * stopped it (two failed debits on a covered loan, 12 CFR 1041.8) and it needs a new authorization. At most one ON
 * or STOPPED per loan (a unique partial index), so a second enrollment cannot slip in beside the first.
 */
export const autopayEnrollments = pgTable(
  'autopay_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...loanAndCustomer(),
    authorizationId: uuid('authorization_id')
      .notNull()
      .references(() => autopayAuthorizations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    methodLast4: text('method_last4').notNull(),
    /** A bank account the customer linked to pay from (payment_accounts); null for the card or account on file. */
    paymentAccountId: uuid('payment_account_id').references(() => paymentAccounts.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('ON'),
    turnedOnAt: timestamp('turned_on_at', { withTimezone: true }).notNull(),
    turnedOnBy: text('turned_on_by').notNull(),
    turnedOffAt: timestamp('turned_off_at', { withTimezone: true }),
    turnedOffBy: text('turned_off_by'),
    /** Why it left ON: CUSTOMER (turned off), REAUTHORIZED (replaced), or the scheduler's reason for STOPPED. */
    endedReason: text('ended_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('autopay_enrollments_one_current')
      .on(t.loanId)
      .where(sql`${t.status} in ('ON', 'STOPPED')`),
    index('autopay_enrollments_status_idx').on(t.status),
  ],
);

/** A due date whose debit the customer skipped (before its cut-off), under one enrollment. */
export const autopaySkips = pgTable(
  'autopay_skips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => autopayEnrollments.id, { onDelete: 'cascade' }),
    /** The due date skipped (YYYY-MM-DD), as the schedule gives it. */
    dueDate: text('due_date').notNull(),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull(),
    skippedBy: text('skipped_by').notNull(),
  },
  (t) => [unique('autopay_skips_due_date_uq').on(t.enrollmentId, t.dueDate)],
);
