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
  /**
   * Writes the message to the outbox; with `within`, in that transaction, so the message leaves only if what decided
   * it commits (a notice recorded with the message it sends).
   */
  send(message: OutgoingMessage, within?: Db): Promise<void>;
  list(to?: string): Promise<OutboxEntry[]>;
}

export interface OutboxEntry extends Required<Omit<OutgoingMessage, 'code'>> {
  id: string;
  code: string | null;
  createdAt: string;
}

export interface OutboxOptions {
  keepCodes: boolean;
  /**
   * Delivery for these channels is configured (SMTP for e-mail): their messages are queued, with the text as sent
   * sealed by `seal`, for server/outbox/delivery.ts. Sending never waits for delivery: a slow or down mail server
   * must not hold a customer's request, and any API process may deliver what another queued.
   */
  delivery?: { channels: ReadonlySet<OutgoingMessage['channel']>; seal(text: string): string; queued(): void };
}

export function makeOutbox(db: Db, opts: OutboxOptions = { keepCodes: true }): Outbox {
  const { keepCodes, delivery } = opts;
  return {
    async send(message, within) {
      // In production the stored copy must not be a way into accounts: no code field, and the code in the text
      // (a reset link, a one-time code) is masked once the message has been handed to delivery.
      const stored = keepCodes
        ? message
        : { ...message, text: message.code ? message.text.split(message.code).join('******') : message.text };
      const queued = delivery?.channels.has(message.channel) ?? false;
      await (within ?? db).insert(outbox).values({
        ...stored,
        to: message.to.toLowerCase(),
        code: keepCodes ? (message.code ?? null) : null,
        ...(queued && delivery ? { sealedText: delivery.seal(message.text), nextAttemptAt: new Date() } : {}),
      });
      if (queued) delivery?.queued();
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
