// A customer's reply to our texts. The consent words promise that STOP stops texts and HELP gets help, and a consumer
// may revoke consent to texts by any reasonable means, honoured promptly (47 CFR 64.1200(a)(10)); the carriers' and
// CTIA's opt-out words all count. So a reply that is one of those words withdraws the consent to texts of every
// customer whose phone on file is the number it came from, and one last text confirms it (the one message the rules
// allow after an opt-out). HELP answers who we are, our phone and how to stop. START is not consent: consent is the
// words the preferences page shows, so the reply says to agree there. Anything else gets no answer: this is not a
// conversation, and answering every message would loop with an automatic reply on the other end.
import { asc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BRANDS, brandOrDefault } from '../../brands/catalog';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import type { Outbox } from '../outbox/outbox';
import { messageLanguageOf } from './choices';
import { latestConsent, phoneDigits, withdrawConsent } from './consents';

/** The words that stop texts: the carriers' standard opt-out words. */
export const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const;
export const HELP_WORDS = ['HELP', 'INFO'] as const;
export const START_WORDS = ['START', 'UNSTOP'] as const;

export type ReplyKind = 'OPT_OUT' | 'HELP' | 'START' | 'OTHER';

/** The outbox subject of our answers (a text has none; the outbox lists by it). */
export const REPLY_SUBJECT = 'Reply to a text';

/** Who recorded a withdrawal made by a reply: this, then the words received. */
export const TEXT_REPLY = 'TEXT_REPLY';

const KINDS: readonly [ReplyKind, readonly string[]][] = [
  ['OPT_OUT', OPT_OUT_WORDS],
  ['HELP', HELP_WORDS],
  ['START', START_WORDS],
];

/**
 * What a reply asks for. The whole message must be the word: case, spaces inside it ("Opt out", "STOP ALL") and a
 * closing full stop or exclamation mark do not matter; a sentence that merely contains "stop" is not an opt-out.
 */
export function replyKindOf(body: string): ReplyKind {
  const word = body
    .replace(/\s+/g, '')
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return KINDS.find(([, words]) => words.includes(word))?.[0] ?? 'OTHER';
}

/** A number for the logs: its last four digits only. */
export const maskedPhone = (phone: string) => `***-***-${phoneDigits(phone).slice(-4)}`;

export interface InboundText {
  from: string;
  body: string;
  receivedAt: Date;
}

export interface TextReplyDeps {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

export interface TextReplyOutcome {
  kind: ReplyKind;
  /** The customers whose phone on file is the number. */
  customers: number;
  /** The consents to texts this reply withdrew. */
  withdrawn: number;
  /** Whether a reply text was queued. */
  answered: boolean;
}

const ANSWER_KEYS: Record<ReplyKind, MessageKey | null> = {
  OPT_OUT: 'account.textReply.stopped',
  HELP: 'account.textReply.help',
  START: 'account.textReply.start',
  OTHER: null,
};

interface Holder {
  id: string;
  brand: string;
}

/**
 * The customers whose phone on file is `digits` (stored with or without punctuation or a leading 1), their rows
 * locked: the same reply delivered twice at once (a provider's retry) withdraws once.
 */
function holdersOf(db: Db, digits: string): Promise<Holder[]> {
  const stored = sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g')`;
  return db
    .select({ id: customers.id, brand: customers.brand })
    .from(customers)
    .where(sql`${stored} in (${digits}, ${`1${digits}`})`)
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .for('update');
}

/** A reply text, in `lang`, naming the brand and its phone. */
function answerText(key: MessageKey, lang: Lang, brandKey: string): string {
  const brand = BRANDS[brandOrDefault(brandKey)];
  return serverText(lang, key, { brand: brand.name, phone: brand.phoneNumber });
}

/**
 * Handles one reply: withdraws, answers, or does nothing, as the reply asks. The withdrawals and the one answer are
 * written in one transaction, so a failure leaves neither. A number no customer has on file gets the HELP answer
 * (in English, under the default brand) and nothing else: there is no consent of theirs to withdraw. Where several
 * customers share the number, each one's consent is withdrawn and the one answer is in the language and brand of
 * the customer who has been with us longest.
 */
export async function handleTextReply(deps: TextReplyDeps, text: InboundText): Promise<TextReplyOutcome> {
  const { db, outbox, log } = deps;
  const kind = replyKindOf(text.body);
  const digits = phoneDigits(text.from);
  const received = text.body.trim().slice(0, 40);
  return db.transaction(async (tx) => {
    const holders = await holdersOf(tx, digits);
    const first = holders[0];
    const key = first || kind === 'HELP' ? ANSWER_KEYS[kind] : null;
    const lang = first ? await messageLanguageOf(tx, first.id) : 'en';
    let count = 0;
    if (kind === 'OPT_OUT') {
      for (const holder of holders) {
        const change = {
          customerId: holder.id,
          consent: 'SMS' as const,
          at: text.receivedAt,
          recordedBy: `${TEXT_REPLY}: ${received}`,
        };
        // Only a consent in force is withdrawn; one never given or already withdrawn stays as it is.
        if ((await latestConsent(tx, holder.id, 'SMS'))?.action !== 'GIVEN') continue;
        await withdrawConsent(tx, change);
        count += 1;
      }
    }
    if (key) {
      const answer = {
        to: digits,
        channel: 'sms' as const,
        subject: REPLY_SUBJECT,
        text: answerText(key, lang, first?.brand ?? ''),
      };
      await outbox.send(answer, tx);
    }
    const outcome = { kind, customers: holders.length, withdrawn: count, answered: key !== null };
    // The number masked and never the message: both are the customer's.
    log.info({ event: 'sms.reply', from: maskedPhone(text.from), ...outcome }, 'text reply handled');
    return outcome;
  });
}
