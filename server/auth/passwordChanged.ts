// The "your password was changed" notice, posted on every successful change: a security notice
// (server/notices/securityNotice.ts), one e-mail per account per minute at most; unknown e-mails get nothing and no
// hint.
import { en } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { sendSecurityNotice } from '../notices/securityNotice';
import type { Services } from '../services';
import { emailDigest } from './digests';
import { takeThrottle, type ThrottleRule } from './throttle';

export const PASSWORD_CHANGED_SUBJECT = en['account.securityNotice.passwordChanged.subject'];

/** At most one notice per e-mail per minute, so the public route cannot be used to flood someone's inbox. */
export const PASSWORD_CHANGED_THROTTLE: ThrottleRule = { bucket: 'password-changed', limit: 1, windowMs: 60_000 };

export type PasswordChangedOutcome = 'sent' | 'throttled' | 'no-account';

export async function notifyPasswordChanged(
  services: Pick<Services, 'db' | 'cipher' | 'outbox' | 'config'>,
  email: string,
  now = new Date(),
  language: Lang = 'en',
): Promise<PasswordChangedOutcome> {
  // Throttled before the account look-up, by e-mail digest, so known and unknown e-mails are treated alike.
  const throttle = await takeThrottle(services.db, PASSWORD_CHANGED_THROTTLE, emailDigest(services.cipher, email), now);
  if (!throttle.allowed) return 'throttled';
  return sendSecurityNotice(services, { email, kind: 'passwordChanged', language, now });
}
