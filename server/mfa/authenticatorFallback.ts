// "I can't use my authenticator app": a customer whose check asks for the authenticator's code may ask to use an
// e-mailed code instead. Whoever asks knows the password, but may not be the customer; so the customer is e-mailed a
// notice at once, and the e-mailed code is sent only once FALLBACK_WAIT_MS have passed since the request. A reset
// password (server/identity/operations/passwordSignIn.ts) or a right code from the authenticator cancels the request.
// Requests are per customer, not per check: one made on an earlier sign-in serves a later one, and each is read by
// time (open from opens_at until expires_at), so none needs sweeping.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import type { Lang } from '../../src/lib/i18n/lang';
import { withKeyLock, type Tx } from '../auth/keyLock';
import { serverText } from '../content/catalogues';
import type { Db } from '../db/client';
import { authenticatorFallbacks } from '../db/schema';
import type { UserRow } from '../identity/users';
import { openAndSend } from '../verification/codeVerification';
import { emailSending } from './codes';
import { ownCheck, type MfaDeps } from './store';
import { LENDER_TIME_ZONE } from '../../src/lib/application/dates';

/**
 * The wait before an e-mailed code stands in for the authenticator: a day, long enough for the notice to reach the
 * customer and be read, so that someone holding both the password and the mailbox cannot quietly use it. A customer
 * who cannot wait calls us (a CSR checks who they are and acts for them).
 */
export const FALLBACK_WAIT_MS = 24 * 60 * 60 * 1000;
/** How long an opened request stands: a day to sign in with the e-mailed code, then a new request is needed. */
export const FALLBACK_OPEN_MS = 24 * 60 * 60 * 1000;

export interface FallbackAnswer {
  opensAt: Date;
  /** The wait is over and a code went to the e-mail (an OTP_EMAIL code of this check). */
  codeSent: boolean;
  maskedEmail: string;
}

/** The customer's request that has not expired or been cancelled, newest first. */
async function liveRequest(db: Db | Tx, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(authenticatorFallbacks)
    .where(
      and(
        eq(authenticatorFallbacks.userId, userId),
        isNull(authenticatorFallbacks.cancelledAt),
        gt(authenticatorFallbacks.expiresAt, now),
      ),
    )
    .orderBy(desc(authenticatorFallbacks.requestedAt))
    .limit(1);
  return row;
}

/** Cancels the customer's live requests (their authenticator worked, or their password was reset). */
export async function cancelFallbacks(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(authenticatorFallbacks)
    .set({ cancelledAt: now })
    .where(and(eq(authenticatorFallbacks.userId, userId), isNull(authenticatorFallbacks.cancelledAt)));
}

/** When the code may be sent, as the customer reads it: their language, the lender's time zone named. */
export function fallbackTime(lang: Lang, at: Date): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: LENDER_TIME_ZONE,
    timeZoneName: 'short',
  }).format(at);
}

async function sendNotice(deps: MfaDeps, user: UserRow, lang: Lang, opensAt: Date): Promise<void> {
  await deps.outbox.send({
    to: user.email,
    channel: 'email',
    subject: serverText(lang, 'mfa.fallbackNotice.subject'),
    text: serverText(lang, 'mfa.fallbackNotice.body', { opensAt: fallbackTime(lang, opensAt) }),
  });
}

/**
 * requestAuthenticatorFallback for the customer's own pending OTP_TOTP check. Without a live request, one is made and
 * the notice e-mailed (in the language the customer uses the portal in). Once the request is open, the check's
 * e-mailed code is sent (once: later codes are resends). Null when there is no such check.
 */
export async function requestFallback(
  deps: MfaDeps,
  user: UserRow,
  input: { mfaId: string; lang: Lang },
  now: Date,
): Promise<FallbackAnswer | null> {
  const check = await ownCheck(deps.db, user, input.mfaId);
  if (!check || check.decision !== 'OTP_TOTP' || check.status !== 'PENDING') return null;
  // One request at a time per customer: two clicks make one request and one notice.
  const { request, made } = await withKeyLock(deps.db, `authenticator-fallback:${user.id}`, async (tx) => {
    const live = await liveRequest(tx, user.id, now);
    if (live) return { request: live, made: false };
    const opensAt = new Date(now.getTime() + FALLBACK_WAIT_MS);
    const [row] = await tx
      .insert(authenticatorFallbacks)
      .values({
        userId: user.id,
        requestedAt: now,
        opensAt,
        expiresAt: new Date(opensAt.getTime() + FALLBACK_OPEN_MS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('fallback request not stored');
    return { request: row, made: true };
  });
  if (made) await sendNotice(deps, user, input.lang, request.opensAt);
  const open = request.opensAt.getTime() <= now.getTime();
  if (open) await openAndSend(deps, emailSending(deps, check.id, user.email), now);
  return { opensAt: request.opensAt, codeSent: open, maskedEmail: maskEmail(user.email) };
}
