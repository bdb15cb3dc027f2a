// The words of each reminder and payment notice, in the customer's language, with the brand's name and phone (the
// loan's brand): an e-mail with a subject and a few short paragraphs, or a text of one SMS-sized line that names
// the brand, what happened, the amount, the day and the phone, and says how to stop texts. Every word is in the
// catalogues (src/lib/i18n/messages/).
import { lenderOf } from '../../src/lib/account/authorization';
import { formatShortDate } from '../../src/lib/format/dates';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { formatCents } from '../../src/lib/money';
import type { MessageChannel, MessageKind } from '../../src/lib/preferences/messages';
import { serverText } from '../content/catalogues';
import type { MessageFacts } from '../db/schema';

export interface MessageWords {
  subject: string;
  text: string;
}

/** The catalogue keys of a message: the e-mail's subject and paragraphs, and the text's one line. */
interface Keys {
  subject?: MessageKey;
  paragraphs?: readonly MessageKey[];
  sms: MessageKey;
}

/** A payment that did not go through: declined (FAILED), or not applied and sent back (RETURNED). */
const wasReturned = (facts: MessageFacts) => facts.outcome === 'RETURNED';

function keysOf(kind: MessageKind, facts: MessageFacts): Keys {
  switch (kind) {
    case 'PAYMENT_REMINDER':
      return facts.autopay
        ? {
            subject: 'account.message.reminderAutopay.subject',
            paragraphs: ['account.message.reminderAutopay.body', 'account.message.contact'],
            sms: 'account.message.text.reminderAutopay',
          }
        : {
            subject: 'account.message.reminder.subject',
            paragraphs: [
              'account.message.reminder.body',
              'account.message.reminder.howToPay',
              'account.message.contact',
            ],
            sms: 'account.message.text.reminder',
          };
    case 'PAYMENT_RECEIVED':
      return {
        subject: 'account.message.received.subject',
        paragraphs: ['account.message.received.body', 'account.message.contact'],
        sms: 'account.message.text.received',
      };
    case 'PAYMENT_FAILED':
      return wasReturned(facts)
        ? {
            subject: 'account.message.failed.subject',
            paragraphs: ['account.message.returned.body', 'account.message.returned.whatToDo'],
            sms: 'account.message.text.returned',
          }
        : {
            subject: 'account.message.failed.subject',
            paragraphs: ['account.message.failed.body', 'account.message.failed.whatToDo'],
            sms: 'account.message.text.failed',
          };
    // The autopay notices' e-mails (or paper) are written by server/autopay/notices.ts; only their texts are here.
    case 'AUTOPAY_SCHEDULED':
      return { sms: 'account.message.text.autopayScheduled' };
    case 'AUTOPAY_STOPPED':
      return { sms: 'account.message.text.autopayStopped' };
  }
}

/** The message's words on `channel` in `lang`; null when that channel's words are written elsewhere. */
export function wordsOf(
  kind: MessageKind,
  channel: MessageChannel,
  lang: Lang,
  brand: string,
  facts: MessageFacts,
): MessageWords | null {
  const lender = lenderOf(brand);
  const values = {
    brand: lender.name,
    phone: lender.phoneNumber,
    loanNumber: facts.loanNumber,
    amount: formatCents(facts.amountCents ?? 0),
    date: facts.day ? formatShortDate(facts.day, lang) : '',
  };
  const keys = keysOf(kind, facts);
  if (channel === 'SMS') return { subject: '', text: serverText(lang, keys.sms, values) };
  if (!keys.subject || !keys.paragraphs) return null;
  const paragraphs = [...keys.paragraphs, 'account.message.choices' as const];
  return {
    subject: serverText(lang, keys.subject, values),
    text: paragraphs.map((key) => serverText(lang, key, values)).join('\n\n'),
  };
}
