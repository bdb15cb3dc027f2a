// The reminders and payment notices the portal sent, held or did not send (server/messages/): one row per customer,
// message, subject (a loan's due date, a payment, an autopay notice) and channel, its key unique, so a message is
// decided once however many processes look: the process whose insert lands sends it, in the same transaction. A
// text held for the night keeps when it may go (`send_after`); one not sent keeps why, for an audit.
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, loans } from './lending';

/** The facts a message's words are filled from, kept so a held text is written when it goes. */
export interface MessageFacts {
  loanNumber: string;
  amountCents?: number;
  /** The day the message is about (due date, day paid, day of the debit), YYYY-MM-DD. */
  day?: string;
  /** A reminder of a due date autopay will debit. */
  autopay?: boolean;
  /** A payment that failed (FAILED) or was sent back (RETURNED). */
  outcome?: string;
}

export const messagesSent = pgTable(
  'messages_sent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** A MESSAGE_KINDS value. */
    kind: text('kind').notNull(),
    /** What the message is about: `due:<loan id>:<date>`, `payment:<payment id>`, `autopay:<notice>`. */
    subject: text('subject').notNull(),
    /** EMAIL | SMS */
    channel: text('channel').notNull(),
    /** SENT | HELD (a text waiting for the morning) | NOT_SENT (why in `reason`) */
    status: text('status').notNull(),
    /** Why it was held or not sent: a mayMessage reason (TURNED_OFF, NO_SMS_CONSENT, QUIET_HOURS, ...). */
    reason: text('reason'),
    /** The brand whose name and phone the message carries: the loan's. */
    brand: text('brand').notNull(),
    facts: jsonb('facts').$type<MessageFacts>().notNull(),
    /** A held text: the first instant it may go. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    /** The address it went to, and the language it was written in, once sent. */
    sentTo: text('sent_to'),
    language: text('language'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('messages_sent_once_uq').on(t.customerId, t.kind, t.subject, t.channel),
    index('messages_sent_held_idx').on(t.status, t.sendAfter),
  ],
);

/** A loan's reminder pass on a US Eastern day: written in the pass's transaction, so each loan is looked at once a day. */
export const reminderPasses = pgTable(
  'reminder_passes',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.day] })],
);
