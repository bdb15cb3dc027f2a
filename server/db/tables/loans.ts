// The account room's tables: a loan's payment schedule and the payments made on it. Money is integer cents.
// A payment is a row any API process may settle (server/payments/worker.ts), so none lives in one process's memory;
// the POSTED ones, in the order they posted, are the loan's ledger.
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, loans } from './lending';
import { paymentAccounts } from './paymentAccounts';

export const loanSchedule = pgTable(
  'loan_schedule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    installmentNumber: integer('installment_number').notNull(),
    dueDate: text('due_date').notNull(), // ISO yyyy-mm-dd
    paymentCents: integer('payment_cents').notNull(),
    principalCents: integer('principal_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [unique('loan_schedule_installment_uq').on(t.loanId, t.installmentNumber)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** DUE | CUSTOM | PAYOFF */
    kind: text('kind').notNull(),
    /** DEBIT_CARD | BANK_ACCOUNT */
    method: text('method').notNull(),
    /** The last 4 of the card or account charged. */
    methodLast4: text('method_last4'),
    /** The linked bank account charged (payment_accounts), when it is not the loan's own card or account. */
    paymentAccountId: uuid('payment_account_id').references(() => paymentAccounts.id, { onDelete: 'set null' }),
    /** The Reg E authorization text (12 CFR 1005.10(b)) exactly as the customer saw and accepted it. */
    authorizationText: text('authorization_text').notNull(),
    /** The client's key for this one payment: a second click or a retry finds the first row (UNIQUE). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    /**
     * PENDING | POSTED | FAILED | RETURNED. RETURNED: the loan could not take it when it settled (closed or replaced,
     * or paid down below it by another payment), so the money goes back (server/payments/settle.ts).
     */
    status: text('status').notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    /** Why a RETURNED payment was returned: LOAN_CLOSED | ABOVE_PAYOFF. */
    returnReason: text('return_reason'),
    /** The US Eastern day a POSTED payment was applied to the loan's ledger (src/lib/lending/ledger.ts). */
    postedOn: text('posted_on'),
    /** A POSTED payment's split as the ledger applied it: interest accrued (or the fee) first, then principal. */
    interestCents: integer('interest_cents'),
    principalCents: integer('principal_cents'),
    /** Who asked: the customer's user id, or the CSR acting for them. */
    requestedBy: text('requested_by'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_loan_idx').on(t.loanId, t.createdAt), index('payments_pending_idx').on(t.status)],
);
