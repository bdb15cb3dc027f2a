// The codes enrollment sends: to the e-mail entered (the new account's username) and by SMS to the phone on file.
// Written to the outbox like every message (server/outbox); the texts name no personal data.
import type { Outbox } from '../outbox/outbox';

export const ENROLLMENT_EMAIL_SUBJECT = 'Your verification code';
export const ENROLLMENT_SMS_SUBJECT = 'Verification code';

export async function emailEnrollmentCode(outbox: Outbox, to: string, code: string): Promise<void> {
  await outbox.send({
    to,
    channel: 'email',
    subject: ENROLLMENT_EMAIL_SUBJECT,
    text:
      `Your verification code is ${code}. It expires in 10 minutes.\n\n` +
      'Enter it to finish creating your online account. If you did not ask to create one, ignore this e-mail ' +
      'and do not share the code with anyone.',
    code,
  });
}

/** `phone` is the 10 digits on file; SMS delivery reads the outbox `to` as the number. */
export async function textEnrollmentCode(outbox: Outbox, phone: string, code: string): Promise<void> {
  await outbox.send({
    to: phone,
    channel: 'sms',
    subject: ENROLLMENT_SMS_SUBJECT,
    text: `Your verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
    code,
  });
}
