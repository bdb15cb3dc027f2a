// Every message the system sends is written here first; delivery (SMTP, SMS provider) reads from the table.
// In the embedded default nothing leaves the machine and `/dev/outbox` shows what would have been sent.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  /** The one-time code or link token the message carries, so dev tools and tests can read it. */
  code?: string | undefined;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
  list(to?: string): Promise<OutboxEntry[]>;
}

export interface OutboxEntry extends Required<Omit<OutgoingMessage, 'code'>> {
  id: string;
  code: string | null;
  createdAt: string;
}

export function makeOutbox(db: Db, deliver?: (m: OutgoingMessage) => Promise<void>): Outbox {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, to: message.to.toLowerCase(), code: message.code ?? null });
      if (deliver) await deliver(message);
    },
    async list(to) {
      const rows = await db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(200);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        channel: r.channel as 'email' | 'sms',
        subject: r.subject,
        text: r.text,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
