// Shared by the messages server tests: a demo customer's row, their consent to texts given or withdrawn as the page
// records it, the messages decided for one subject, and what the outbox holds for an address.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../server/db/client';
import { customers, loans, messagesSent } from '../../../server/db/schema';
import type { Outbox } from '../../../server/outbox/outbox';
import { giveConsent, withdrawConsent } from '../../../server/preferences/consents';
import { consentWording, type ConsentKind } from '../../../server/preferences/wording';
import { startHarness, type Harness } from '../harness';
import { eastern, PAULA } from '../scheduler/schedulerHelpers';
import { testClock, type TestClock } from '../testClock';

export type CustomerRow = typeof customers.$inferSelect;

export async function customerOf(db: Db, email: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`${email} is not seeded`);
  return row;
}

export const loanIdOf = async (db: Db, loanNumber: string) =>
  (await db.select({ id: loans.id }).from(loans).where(eq(loans.loanNumber, loanNumber)))[0]!.id;

/** The customer agrees, in English, to texts (for the number on file) or to electronic notices. */
export const giveConsentTo = (db: Db, row: CustomerRow, at: Date, consent: ConsentKind = 'SMS') =>
  giveConsent(
    db,
    { customerId: row.id, consent, lang: 'en', facts: row, at, recordedBy: row.email },
    consentWording(consent, 'en', row)!,
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

export interface PaulaServer {
  h: Harness;
  db: Db;
  paula: CustomerRow;
  clock: TestClock;
  /** The clock moved to `hh:mm` US Eastern on `day` (Paula lives in Ohio); answers that instant. */
  moveTo(day: string, hh: number, mm?: number): Date;
  /** The payment scheduler's pass at the clock's time. */
  tick(): ReturnType<Harness['server']['services']['paymentScheduler']['tick']>;
  texts(): ReturnType<typeof sentTo>;
  mail(): ReturnType<typeof sentTo>;
}

/**
 * One API process for a test file, on a clock at noon US Eastern on `day`, its payment worker and scheduler run only
 * when the test says; Paula (open.payday) is the customer.
 */
export function usePaulaServer(day: string): PaulaServer {
  const clock = testClock(eastern(day));
  const ctx = { clock } as PaulaServer;
  beforeAll(async () => {
    const h = await startHarness(
      {},
      { clock: clock.now, paymentWorker: { enabled: false }, paymentScheduler: { enabled: false } },
    );
    const db = h.server.services.db;
    const paula = await customerOf(db, PAULA);
    Object.assign(ctx, {
      h,
      db,
      paula,
      moveTo: (d: string, hh: number, mm = 0) => clock.advance(eastern(d, hh, mm).getTime() - clock.now().getTime()),
      tick: () => h.server.services.paymentScheduler.tick(clock.now()),
      texts: () => sentTo(h.server.services.outbox, paula.phone!),
      mail: () => sentTo(h.server.services.outbox, PAULA),
    });
  }, 60_000);
  afterAll(() => ctx.h?.close());
  return ctx;
}
