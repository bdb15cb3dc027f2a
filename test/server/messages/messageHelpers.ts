// Shared by the messages server tests: a demo customer's row, their consent to texts given or withdrawn as the page
// records it, the messages decided for one subject, and what the outbox holds for an address.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { customers, loans, messagesSent } from '../../../server/db/schema';
import type { Outbox } from '../../../server/outbox/outbox';
import { giveConsent, withdrawConsent } from '../../../server/preferences/consents';
import { consentWording } from '../../../server/preferences/wording';

export type CustomerRow = typeof customers.$inferSelect;

export async function customerOf(db: Db, email: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`${email} is not seeded`);
  return row;
}

export const loanIdOf = async (db: Db, loanNumber: string) =>
  (await db.select({ id: loans.id }).from(loans).where(eq(loans.loanNumber, loanNumber)))[0]!.id;

/** The customer agrees to texts, in English, for the number on file. */
export const giveTextConsent = (db: Db, row: CustomerRow, at: Date) =>
  giveConsent(
    db,
    { customerId: row.id, consent: 'SMS', lang: 'en', facts: row, at, recordedBy: row.email },
    consentWording('SMS', 'en', row)!,
  );

export const withdrawTextConsent = (db: Db, row: CustomerRow, at: Date) =>
  withdrawConsent(db, { customerId: row.id, consent: 'SMS', at, recordedBy: row.email });

/** The rows decided about one subject, by channel. */
export async function decided(db: Db, subject: string) {
  const rows = await db.select().from(messagesSent).where(eq(messagesSent.subject, subject));
  return Object.fromEntries(rows.map((r) => [r.channel, r])) as Partial<Record<'EMAIL' | 'SMS', (typeof rows)[number]>>;
}

/** The rows of one kind for one customer. */
export const decidedOf = (db: Db, customerId: string, kind: string) =>
  db
    .select()
    .from(messagesSent)
    .where(and(eq(messagesSent.customerId, customerId), eq(messagesSent.kind, kind)));

/** What the outbox holds for an e-mail address or phone number, oldest first. */
export const sentTo = async (outbox: Outbox, to: string) => (await outbox.list(to)).reverse();

/** A reminder's subject: the loan and its due date. */
export const reminderSubject = (loanId: string, dueDate: string) => `due:${loanId}:${dueDate}`;
