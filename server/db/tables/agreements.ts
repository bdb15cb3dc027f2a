// The application's documents (issue 13, agreements room): every PDF the portal issued to a customer (the agreements
// they read, the loan agreement, an adverse-action notice) and every file they uploaded, bytes included, so any API
// process can serve them (nothing lives on one machine's disk). A row is immutable once signed: what the customer
// agreed to is kept exactly as shown (E-SIGN 7001(d): records retained and reproducible).
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './lending';
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
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** AGREEMENT (an application agreement), LOAN_AGREEMENT, ADVERSE_ACTION or UPLOAD. */
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
  (t) => [index('application_documents_application_idx').on(t.applicationId, t.category)],
);
