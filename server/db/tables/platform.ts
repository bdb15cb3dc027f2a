// What every area writes to: the outbox of e-mails and texts, the audit log and feature-flag overrides.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every e-mail and SMS the system sends; SMTP/SMS delivery reads from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    channel: text('channel').notNull(), // email | sms
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Delivery (server/outbox/delivery.ts). The message as sent, sealed, kept only until it is delivered or given
    // up: the readable `text` above has its code masked in production, so delivery cannot send that one.
    sealedText: text('sealed_text'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker's claim on the row; another process may take it over once it has passed (the worker died). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.to), index('outbox_pending_idx').on(t.nextAttemptAt)],
);

/** Who did what on whose behalf: every admin "auth as" call and every security-relevant event. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actorUserId: uuid('actor_user_id'),
  actorEmail: text('actor_email'),
  subjectEmail: text('subject_email'),
  operation: text('operation').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Persistent feature-flag overrides (the flags file holds the defaults). */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sealed known value, written with the data key the first time the database is opened: a later start with
 * another key fails to open it and stops with a message that says so (server/db/keyCheck.ts), instead of failing
 * at the first sealed value a request reads.
 */
export const dataKeyCheck = pgTable('data_key_check', {
  id: integer('id').primaryKey(),
  sealed: text('sealed').notNull(),
  createdAt: createdAt(),
});
