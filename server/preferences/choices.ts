// Which messages the customer wants on which channel, and the language of their messages. Only the customer's own
// choices are stored; everything else is the default (src/lib/preferences/messages.ts).
import { eq } from 'drizzle-orm';
import { isLang, type Lang } from '../../src/lib/i18n/lang';
import {
  DEFAULT_CHOICE,
  isRequiredNotice,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
} from '../../src/lib/preferences/messages';
import type { Db } from '../db/client';
import { customers, messageChoices, messageLanguages, users } from '../db/schema';
import { RequestRefused } from '../domainErrors';

export interface MessageChoice {
  kind: MessageKind;
  channel: MessageChannel;
  enabled: boolean;
  /** A notice the law requires: always on by e-mail, whatever was stored. */
  required: boolean;
}

/** Every message on every channel, in the order of the one list, with the customer's choice or the default. */
export async function choicesOf(db: Db, customerId: string): Promise<MessageChoice[]> {
  const rows = await db.select().from(messageChoices).where(eq(messageChoices.customerId, customerId));
  const chosen = new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled]));
  return MESSAGE_KINDS.flatMap((kind) =>
    MESSAGE_CHANNELS.map((channel) => {
      const required = isRequiredNotice(kind, channel);
      const enabled = required || (chosen.get(`${kind}:${channel}`) ?? DEFAULT_CHOICE);
      return { kind, channel, enabled, required };
    }),
  );
}

/** Stores the customer's choices; turning a required notice off is refused, and nothing of the request is kept. */
export async function saveChoices(
  db: Db,
  customerId: string,
  choices: readonly Pick<MessageChoice, 'kind' | 'channel' | 'enabled'>[],
  by: { at: Date; email: string },
): Promise<void> {
  if (choices.some((c) => !c.enabled && isRequiredNotice(c.kind, c.channel)))
    throw new RequestRefused('This notice is required by law and is always sent by e-mail.');
  if (choices.length === 0) return;
  await db.transaction(async (tx) => {
    for (const c of choices) {
      const values = { enabled: c.enabled, updatedAt: by.at, updatedBy: by.email };
      await tx
        .insert(messageChoices)
        .values({ customerId, kind: c.kind, channel: c.channel, ...values })
        .onConflictDoUpdate({
          target: [messageChoices.customerId, messageChoices.kind, messageChoices.channel],
          set: values,
        });
    }
  });
}

/**
 * The language of the customer's messages: their choice here, else the language of their portal account (its
 * `locale`, as security notices read it) when we speak it, else English.
 */
export async function messageLanguageOf(db: Db, customerId: string): Promise<Lang> {
  const [row] = await db
    .select({ chosen: messageLanguages.language, attributes: users.attributes })
    .from(customers)
    .leftJoin(messageLanguages, eq(messageLanguages.customerId, customers.id))
    .leftJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, customerId))
    .limit(1);
  const chosen = row?.chosen;
  if (isLang(chosen)) return chosen;
  const locale = row?.attributes?.locale?.slice(0, 2).toLowerCase();
  return isLang(locale) ? locale : 'en';
}

export async function setMessageLanguage(
  db: Db,
  customerId: string,
  language: Lang,
  by: { at: Date; email: string },
): Promise<void> {
  const values = { language, updatedAt: by.at, updatedBy: by.email };
  await db
    .insert(messageLanguages)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: messageLanguages.customerId, set: values });
}
