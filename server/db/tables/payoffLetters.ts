// Payoff letters: each letter a customer asked for, with the figures it quoted as the ledger gave them that day, beside
// its PDF (an application_documents row the loan owns, so it is listed and downloaded with the account's documents).
// A quote is a record of what the lender told the customer it would accept: kept as issued, never changed.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationDocuments } from './agreements';
import { createdAt } from './columns';
import { loans } from './lending';

export const payoffLetters = pgTable(
  'payoff_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .unique()
      .references(() => applicationDocuments.id, { onDelete: 'cascade' }),
    /** The last US Eastern day (YYYY-MM-DD) the payoff holds. */
    goodThrough: text('good_through').notNull(),
    /** The US Eastern day it was produced. */
    issuedOn: text('issued_on').notNull(),
    payoffCents: integer('payoff_cents').notNull(),
    principalCents: integer('principal_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    /** A day's interest in tenths of a cent; null for a loan with a flat finance charge. */
    perDiemMills: integer('per_diem_mills'),
    /** Payments pending when it was produced, not counted in the payoff. */
    pendingCents: integer('pending_cents').notNull(),
    lang: text('lang').notNull(),
    /** The identity subject who asked: the customer, or the CSR acting as them. */
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payoff_letters_loan_idx').on(t.loanId, t.goodThrough)],
);
