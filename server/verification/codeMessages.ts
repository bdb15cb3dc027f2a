// The messages that carry a one-time code, whatever flow sends them (enrollment, multi-factor). Written to the outbox
// like every message (server/outbox); the texts name no personal data. An e-mail ends with the flow's own advice.
import type { Outbox } from '../outbox/outbox';
import { CODE_TTL_MS } from './codeChallenges';

export const CODE_EMAIL_SUBJECT = 'Your verification code';
export const CODE_SMS_SUBJECT = 'Verification code';

const lifetime = `It expires in ${CODE_TTL_MS / 60_000} minutes.`;

/** `advice` tells the customer what the code is for and what to do when they did not ask for it. */
export async function emailCode(outbox: Outbox, to: string, code: string, advice: string): Promise<void> {
  await outbox.send({
    to,
    channel: 'email',
    subject: CODE_EMAIL_SUBJECT,
    text: `Your verification code is ${code}. ${lifetime}\n\n${advice}`,
    code,
  });
}

/** `phone` is the 10 digits on file; SMS delivery reads the outbox `to` as the number. */
export async function textCode(outbox: Outbox, phone: string, code: string): Promise<void> {
  await outbox.send({
    to: phone,
    channel: 'sms',
    subject: CODE_SMS_SUBJECT,
    text: `Your verification code is ${code}. ${lifetime} Never share it with anyone.`,
    code,
  });
}
