// What a customer chose about the messages we send them: which message on which channel, their consents to texts
// and to electronic notices, and the language of their messages. Consents are histories: each giving or withdrawal
// is a new row, never changed or deleted, so what the customer agreed to, and when, can always be shown
// (server/preferences/consents.ts is their only writer and only inserts).
import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './lending';

/** A customer's own choice for one message on one channel; no row means the default (src/lib/preferences). */
export const messageChoices = pgTable(
  'message_choices',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** A MESSAGE_KINDS value. */
    kind: text('kind').notNull(),
    /** EMAIL | SMS */
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The e-mail of who made the choice: the customer, or the CSR acting for them. */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind, t.channel] })],
);

/** The language a customer wants their messages in; no row means the one they use the portal in, else English. */
export const messageLanguages = pgTable('message_languages', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** en | es */
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * Every consent given or withdrawn: to texts about the account (SMS, covering one phone number) and to notices and
 * documents in electronic form instead of paper (ESIGN). Append-only; the newest row of a kind is in force.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order records were written in: the newest is in force even when two share a time. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SMS | ESIGN */
    consent: text('consent').notNull(),
    /** GIVEN | WITHDRAWN */
    action: text('action').notNull(),
    /** The words shown to the customer, exactly (the consent wording or the E-SIGN disclosure). */
    wording: text('wording').notNull(),
    /** The language the words were shown in (en | es). */
    language: text('language').notNull(),
    /** For SMS: the ten-digit phone number the consent covers. */
    phone: text('phone'),
    /** When, by the server's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The e-mail of who recorded it (the customer's sign-in). */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_customer_idx').on(t.customerId, t.consent, t.seq)],
);
