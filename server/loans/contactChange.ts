// A change of the contact e-mail or phone the loan system holds, checked by a code sent to the new
// address: whoever asks must be able to read it there. The identity service's code machinery does the rest (6 digits,
// stored as a keyed digest, 10 minutes, 3 tries, at most 10 codes an hour per change), its subject naming the
// customer, the channel and the new value, so a code for one change never confirms another. The portal sign-in
// e-mail is the identity's and does not change here.
import { eq } from 'drizzle-orm';
import { maskEmail, maskNumber } from '../../src/lib/mask';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { makeCodes, type CodeCheck } from '../identity/codes';
import type { Outbox } from '../outbox/outbox';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';

export type ContactChannel = 'EMAIL' | 'PHONE';
export const CONTACT_CODE_MINUTES = 10;

export interface ContactDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
  /** The language of the page that asked, which the code's message is written in. */
  lang?: Lang;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The value as stored (e-mail lower-cased, phone as 10 digits), or null when it is not one. */
export function normalContact(channel: ContactChannel, value: string): string | null {
  const trimmed = value.trim();
  if (channel === 'EMAIL') return trimmed.length <= 100 && EMAIL.test(trimmed) ? trimmed.toLowerCase() : null;
  const digits = trimmed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

const subjectOf = (customerId: string, channel: ContactChannel, value: string) =>
  `contact-change:${channel}:${customerId}:${value}`;

export const maskedContact = (channel: ContactChannel, value: string) =>
  channel === 'EMAIL' ? maskEmail(value) : maskNumber(value);

/** Sends the code to the new address; throws the identity's LimitExceededException past the hourly cap. */
export async function startContactChange(
  deps: ContactDeps,
  customerId: string,
  channel: ContactChannel,
  value: string,
): Promise<void> {
  const lang = deps.lang ?? 'en';
  const code = await makeCodes(deps.db, deps.cipher).issue(subjectOf(customerId, channel, value), 'custom_auth');
  await deps.outbox.send({
    to: value,
    channel: channel === 'EMAIL' ? 'email' : 'sms',
    subject: serverText(lang, 'verification.message.contactChange.subject'),
    text: `${serverText(lang, 'verification.message.body', { code, minutes: CONTACT_CODE_MINUTES })} ${serverText(lang, 'verification.message.advice.contactChange')}`,
    code,
  });
}

/** Checks the code and, when it is right, makes the change. */
export async function finishContactChange(
  deps: ContactDeps,
  customerId: string,
  channel: ContactChannel,
  value: string,
  code: string,
): Promise<CodeCheck> {
  const result = await makeCodes(deps.db, deps.cipher).check(
    subjectOf(customerId, channel, value),
    'custom_auth',
    code,
  );
  if (result !== 'ok') return result;
  await deps.db
    .update(customers)
    .set(channel === 'EMAIL' ? { email: value } : { phone: value })
    .where(eq(customers.id, customerId));
  return result;
}
