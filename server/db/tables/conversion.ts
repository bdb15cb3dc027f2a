// Conversion and refinance of an open payday loan: one row per offer the customer took, from the
// choice on the Customize step through the signature (ESign) to the new loan (Confirmation), or DENIED when the offer
// was withdrawn or underwriting declined it. Every API process reads the same rows; nothing is kept in memory. The
// signed agreement is a row of application_documents (conversion_id), served like every other signed document.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './lending';

export const loanConversions = pgTable(
  'loan_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    originalLoanNumber: text('original_loan_number').notNull(),
    /** CONVERSION | REFINANCE */
    type: text('type').notNull(),
    /** Refinance option 1, 2 or 3; null for a conversion. */
    refinanceOptionId: integer('refinance_option_id'),
    /** The amount chosen (conversion: the new loan; refinance: paid back or borrowed), cents. */
    amountCents: integer('amount_cents').notNull(),
    /** The offer the choice was made on (server/conversion/offers.ts offerIdOf): a changed loan makes it stale. */
    offerId: text('offer_id').notNull(),
    /** CUSTOMIZE | ESIGNED | CONFIRMED | DENIED */
    status: text('status').notNull().default('CUSTOMIZE'),
    /** The terms as disclosed when signed (Fed box figures and schedule), kept as shown (E-SIGN 7001(d)). */
    terms: text('terms'),
    signatureName: text('signature_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    newLoanNumber: text('new_loan_number'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('loan_conversions_customer_idx').on(t.customerId)],
);
