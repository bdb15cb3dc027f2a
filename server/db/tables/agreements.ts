// The customer's documents: every PDF the portal issued to a customer (the agreements
// they read, the loan agreement, an adverse-action notice, the agreement a loan conversion or refinance signs) and
// every file they uploaded, bytes included, so any API process can serve them (nothing lives on one machine's disk).
// Each belongs to exactly one owner (a check constraint), whose customer may download it: an application, a loan
// conversion, or a loan made outside the portal (the agreement of a loan the loan system holds, such as the demo
// loans). A row is immutable once signed: what the customer agreed to is kept exactly as shown (E-SIGN 7001(d):
// records retained and reproducible).
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanConversions } from './conversion';
import { applications, loans } from './lending';
import { createdAt } from './columns';

/** PostgreSQL bytea as a Node Buffer (Drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The application it was issued for or uploaded to; null for a conversion's agreement. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** The loan conversion or refinance whose signed agreement this is (server/conversion); else null. */
    conversionId: uuid('conversion_id').references(() => loanConversions.id, { onDelete: 'cascade' }),
    /** A loan made outside the portal (no application, no conversion) whose signed agreement this is; else null. */
    loanId: uuid('loan_id').references(() => loans.id, { onDelete: 'cascade' }),
    /** AGREEMENT (an application agreement), LOAN_AGREEMENT, ADVERSE_ACTION, UPLOAD or PAYOFF_LETTER (a loan's). */
    category: text('category').notNull(),
    /** The agreement's idTag (ESIGN_CONSENT, ...) or the upload's kind (BANK_STATEMENT, PROOF_OF_INCOME). */
    kind: text('kind').notNull(),
    lang: text('lang').notNull().default('en'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    /** When the customer agreed to (signed) this document; null while it is only issued. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_documents_application_idx').on(t.applicationId, t.category),
    index('application_documents_conversion_idx').on(t.conversionId),
    index('application_documents_loan_idx').on(t.loanId),
    check('application_documents_one_owner', sql`num_nonnulls(${t.applicationId}, ${t.conversionId}, ${t.loanId}) = 1`),
  ],
);
