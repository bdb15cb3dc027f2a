// The "your password was changed" notice, posted on every successful change:
// one e-mail per account per minute at most, written to the outbox; unknown e-mails get nothing and no hint.
import { BRANDS, isBrandKey } from '../../brands/catalog';
import type { Services } from '../services';
import { findUser, type UserRow } from '../identity/users';
import { emailDigest } from './digests';
import { takeThrottle, type ThrottleRule } from './throttle';

export const PASSWORD_CHANGED_SUBJECT = 'Your password was changed';

/** At most one notice per e-mail per minute, so the public route cannot be used to flood someone's inbox. */
export const PASSWORD_CHANGED_THROTTLE: ThrottleRule = { bucket: 'password-changed', limit: 1, windowMs: 60_000 };

export type PasswordChangedOutcome = 'sent' | 'throttled' | 'no-account';

const when = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(at);

export function passwordChangedText(user: UserRow, publicUrl: string, at: Date): string {
  const brandKey = user.attributes['custom:brand'];
  const brand = isBrandKey(brandKey) ? BRANDS[brandKey] : undefined;
  const name = user.attributes.name?.trim();
  const resetUrl = `${publicUrl.replace(/\/+$/, '')}/authentication/forgot-password${brand ? `?brand=${brand.key}` : ''}`;
  const contact = brand
    ? `call ${brand.name} at ${brand.phoneNumber} (${brand.contactHours})`
    : 'call customer service at the number on our website';
  return [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `The password for your ${brand ? `${brand.name} ` : ''}account was changed on ${when(at)} Eastern time.`,
    '',
    "If you made this change, you don't need to do anything.",
    '',
    "If you didn't change your password, someone else may have access to your account. " +
      `Reset your password right away at ${resetUrl} and ${contact} so we can help secure your account.`,
  ].join('\n');
}

export async function notifyPasswordChanged(
  services: Pick<Services, 'db' | 'cipher' | 'outbox' | 'config'>,
  email: string,
  now = new Date(),
): Promise<PasswordChangedOutcome> {
  // Throttled before the account look-up, by e-mail digest, so known and unknown e-mails are treated alike.
  const throttle = await takeThrottle(services.db, PASSWORD_CHANGED_THROTTLE, emailDigest(services.cipher, email), now);
  if (!throttle.allowed) return 'throttled';
  const user = await findUser(services.db, email);
  if (!user || !user.enabled) return 'no-account';
  await services.outbox.send({
    to: user.email,
    channel: 'email',
    subject: PASSWORD_CHANGED_SUBJECT,
    text: passwordChangedText(user, services.config.publicUrl, now),
  });
  return 'sent';
}
