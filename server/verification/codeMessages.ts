// The messages that carry a one-time code, whatever flow sends them (enrollment, multi-factor, re-checks, the
// application's texted code). Written to the outbox like every message (server/outbox); the texts name no personal
// data. They go in the language of the page that asked for the code: the customer is reading that language as the
// code arrives. An e-mail ends with the flow's own advice: what the code is for and what to do if they did not ask.
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import type { Outbox } from '../outbox/outbox';
import { CODE_TTL_MS } from './codeChallenges';

/** Why the code was sent; each purpose has its advice in the catalogue. */
export type CodePurpose = 'enrollment' | 'signIn' | 'recheck';

const ADVICE = {
  enrollment: 'verification.message.advice.enrollment',
  signIn: 'verification.message.advice.signIn',
  recheck: 'verification.message.advice.recheck',
} as const satisfies Record<CodePurpose, string>;

const body = (lang: Lang, code: string) =>
  serverText(lang, 'verification.message.body', { code, minutes: CODE_TTL_MS / 60_000 });

export async function emailCode(
  outbox: Outbox,
  to: string,
  code: string,
  purpose: CodePurpose,
  lang: Lang = 'en',
): Promise<void> {
  await outbox.send({
    to,
    channel: 'email',
    subject: serverText(lang, 'verification.message.email.subject'),
    text: `${body(lang, code)}\n\n${serverText(lang, ADVICE[purpose])}`,
    code,
  });
}

/** `phone` is the 10 digits on file; SMS delivery reads the outbox `to` as the number. */
export async function textCode(outbox: Outbox, phone: string, code: string, lang: Lang = 'en'): Promise<void> {
  await outbox.send({
    to: phone,
    channel: 'sms',
    subject: serverText(lang, 'verification.message.sms.subject'),
    text: `${body(lang, code)} ${serverText(lang, 'verification.message.sms.never')}`,
    code,
  });
}
