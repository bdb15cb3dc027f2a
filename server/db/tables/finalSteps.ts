// The application's final steps: the photo-ID check and the phone check of the identity step. Each is a
// row any API process can read and move on: the document check's decision is due at `decideAt` and is taken by
// whichever request reads the row first after it (a conditional UPDATE), never by a timer one process owns.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applications } from './lending';

/** One photo-ID check per application (a new upload replaces the last); the image itself is never kept. */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** PENDING | APPROVED | DENIED */
    status: text('status').notNull().default('PENDING'),
    /** What the demo service will answer once `decideAt` has passed (APPROVED or DENIED). */
    outcome: text('outcome').notNull(),
    decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identity_checks_application_idx').on(t.applicationId)],
);

/** The phone check (generateBokuEVURL): opened once through its URL before it expires. */
export const phoneChecks = pgTable(
  'phone_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The phone's last 4 digits only. */
    phoneLast4: text('phone_last4').notNull(),
    /** PENDING | APPROVED */
    status: text('status').notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_checks_application_idx').on(t.applicationId)],
);
