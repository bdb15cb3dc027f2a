// The messages the portal sends a customer about their loans and the channels it sends them on: the one list the
// server's tables, the GraphQL enums' checks, the senders and the preferences page are all derived from.

export const MESSAGE_KINDS = [
  'PAYMENT_REMINDER',
  'PAYMENT_RECEIVED',
  'PAYMENT_FAILED',
  'AUTOPAY_SCHEDULED',
  'AUTOPAY_STOPPED',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Notices the law requires us to give, which a customer cannot turn off by e-mail: the notice before a lender-initiated
 * withdrawal, the first or an unusual one (12 CFR 1041.9(b); for a varying amount also 12 CFR 1005.10(d)), and the
 * consumer-rights notice after two failed withdrawals stop autopay (12 CFR 1041.9(c)). Sent electronically only with
 * the customer's consent to electronic notices (15 U.S.C. 7001(c)); without it they go by mail.
 */
export const REQUIRED_BY_EMAIL: ReadonlySet<MessageKind> = new Set(['AUTOPAY_SCHEDULED', 'AUTOPAY_STOPPED']);

export const isRequiredNotice = (kind: MessageKind, channel: MessageChannel) =>
  channel === 'EMAIL' && REQUIRED_BY_EMAIL.has(kind);

/**
 * What a customer who never chose gets: every message by e-mail, the address they gave us for their account; every
 * message by text too, but a text goes only once they consent to texts, so texts are off until then.
 */
export const DEFAULT_CHOICE = true;

export const isMessageKind = (value: unknown): value is MessageKind => MESSAGE_KINDS.includes(value as MessageKind);
export const isMessageChannel = (value: unknown): value is MessageChannel =>
  MESSAGE_CHANNELS.includes(value as MessageChannel);
