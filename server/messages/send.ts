// The one sender of reminders and payment notices. A message goes by every channel the customer gets, as mayMessage
// answers (server/preferences/mayMessage.ts): e-mail unless turned off; a text only with consent to texts, unless
// turned off, and never at night where the customer is. Each (customer, message, subject, channel) is decided once
// however many processes try: its row in messages_sent is inserted with a unique key in the caller's transaction,
// and only the transaction whose insert lands writes the message to the outbox, in that same transaction. A text
// refused for the night is held (`send_after`, sent by ./held.ts when its time comes); one not sent keeps the reason.
import { eq } from 'drizzle-orm';
import { MESSAGE_CHANNELS, type MessageChannel, type MessageKind } from '../../src/lib/preferences/messages';
import type { Tx } from '../auth/keyLock';
import { customers, messagesSent, type MessageFacts } from '../db/schema';
import type { Outbox } from '../outbox/outbox';
import { messageLanguageOf } from '../preferences/choices';
import { phoneDigits } from '../preferences/consents';
import { mayMessage, type MayMessage } from '../preferences/mayMessage';
import { wordsOf } from './words';

export interface MessageRequest {
  customerId: string;
  kind: MessageKind;
  /** What it is about, part of its once-only key: `due:<loan id>:<date>`, `payment:<payment id>`, ... */
  subject: string;
  /** The loan's brand: its name and phone are in the message. */
  brand: string;
  facts: MessageFacts;
  /** The channels this sender writes (every channel unless another writes one, as the autopay e-mails are). */
  channels?: readonly MessageChannel[];
}

export type MessageStatus = 'SENT' | 'HELD' | 'NOT_SENT';

export interface ChannelOutcome {
  channel: MessageChannel;
  status: MessageStatus;
  reason?: string;
}

type SentRow = typeof messagesSent.$inferSelect;
type Decision = Pick<SentRow, 'status' | 'reason' | 'sendAfter' | 'sentTo' | 'language' | 'sentAt'>;
type Outgoing = { to: string; subject: string; text: string } | null;

/** What becomes of the message on `channel` now: its row's status, and the message to write when it goes. */
export async function decide(
  tx: Tx,
  message: Pick<SentRow, 'customerId' | 'kind' | 'channel' | 'brand' | 'facts'>,
  now: Date,
): Promise<{ decision: Decision; outgoing: Outgoing }> {
  const kind = message.kind as MessageKind;
  const channel = message.channel as MessageChannel;
  const may: MayMessage = await mayMessage(tx, message.customerId, kind, channel, now);
  const none = { sendAfter: null, sentTo: null, language: null, sentAt: null };
  if (!may.allowed) {
    const held = may.reason === 'QUIET_HOURS' && may.nextAllowedAt;
    return {
      decision: held
        ? { ...none, status: 'HELD', reason: may.reason, sendAfter: may.nextAllowedAt ?? null }
        : { ...none, status: 'NOT_SENT', reason: may.reason },
      outgoing: null,
    };
  }
  const [customer] = await tx
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, message.customerId));
  const phone = customer?.phone ? phoneDigits(customer.phone) : null;
  const to = channel === 'EMAIL' ? customer?.email : phone;
  if (!to) return { decision: { ...none, status: 'NOT_SENT', reason: 'NO_ADDRESS' }, outgoing: null };
  const language = await messageLanguageOf(tx, message.customerId);
  const words = wordsOf(kind, channel, language, message.brand, message.facts);
  // The autopay notices' e-mails are the law's notices, written by server/autopay/notices.ts alone.
  if (!words) throw new Error(`${kind} by ${channel} is not written by this sender`);
  return {
    decision: { ...none, status: 'SENT', reason: null, sentTo: to, language, sentAt: now },
    outgoing: { to, ...words },
  };
}

/** Writes the message to the outbox in the caller's transaction. */
export const deliver = (tx: Tx, outbox: Outbox, channel: MessageChannel, outgoing: NonNullable<Outgoing>) =>
  outbox.send({ ...outgoing, channel: channel === 'EMAIL' ? 'email' : 'sms' }, tx);

/**
 * Sends the message on each channel not yet decided, in the caller's transaction; answers what became of it on each
 * channel this call decided (none when another call, in this or another process, decided them first).
 */
export async function sendMessage(
  tx: Tx,
  outbox: Outbox,
  request: MessageRequest,
  now: Date,
): Promise<ChannelOutcome[]> {
  const { channels, ...about } = request;
  const outcomes: ChannelOutcome[] = [];
  for (const channel of channels ?? MESSAGE_CHANNELS) {
    const message = { ...about, channel };
    const { decision, outgoing } = await decide(tx, message, now);
    const [claimed] = await tx
      .insert(messagesSent)
      .values({ ...message, ...decision, decidedAt: now })
      .onConflictDoNothing({
        target: [messagesSent.customerId, messagesSent.kind, messagesSent.subject, messagesSent.channel],
      })
      .returning({ id: messagesSent.id });
    if (!claimed) continue;
    if (outgoing) await deliver(tx, outbox, channel, outgoing);
    outcomes.push({
      channel,
      status: decision.status as MessageStatus,
      ...(decision.reason && { reason: decision.reason }),
    });
  }
  return outcomes;
}
