// Re-checks: a signed-in customer proves again who they are before a change that needs a fresh proof
// (server/identity/recentProof.ts). A re-check belongs to the sign-in that started it and, once answered, proves that
// sign-in only. Today it is answered with a code e-mailed to the account's address (the portal's code machinery:
// 6 digits, 10 minutes, 5 attempts, server/verification); the start answer lists the methods the customer may use,
// so an authenticator code or a passkey joins by adding a method and its check in `answerRecheck`.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { rechecks } from '../db/schema';
import { recordProof } from '../identity/recentProof';
import type { UserRow } from '../identity/users';
import type { SignInRef } from '../mfa/gate';
import type { Outbox } from '../outbox/outbox';
import { CODE_TTL_MS, findChallenge, verifyCode, type CodeOwner } from '../verification/codeChallenges';
import { emailCode } from '../verification/codeMessages';
import { openAndSend } from '../verification/codeVerification';

/** The ways a re-check can be answered; the schema's RecheckMethod names the same. */
export type RecheckMethod = 'EMAIL_CODE';

/** Re-checks a customer may start per RECHECK_WINDOW_MS: each one e-mails a code. */
export const MAX_RECHECKS = 10;
export const RECHECK_WINDOW_MS = 60 * 60 * 1000;

const EMAIL_ADVICE =
  'You asked to confirm it is you before changing your account. If you did not, do not share this code with anyone and change your password.';

export interface RecheckDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
}

export type StartedRecheck =
  | { ok: true; recheckId: string; methods: RecheckMethod[]; maskedEmail: string; expiresInMinutes: number }
  | { ok: false; reason: 'too-many' };

const ownerOf = (recheckId: string): CodeOwner => ({ kind: 'recheck', id: recheckId, channel: 'email' });

/** The methods this customer can answer with; a factor that can answer a re-check adds itself here. */
export function methodsOf(_user: UserRow): RecheckMethod[] {
  return ['EMAIL_CODE'];
}

/** Starts a re-check for `signIn` and e-mails its code, unless the customer started too many lately. */
export async function startRecheck(
  deps: RecheckDeps,
  user: UserRow,
  signIn: SignInRef,
  now: Date,
): Promise<StartedRecheck> {
  const [recent] = await deps.db
    .select({ n: count() })
    .from(rechecks)
    .where(and(eq(rechecks.userId, user.id), gt(rechecks.createdAt, new Date(now.getTime() - RECHECK_WINDOW_MS))));
  if ((recent?.n ?? 0) >= MAX_RECHECKS) return { ok: false, reason: 'too-many' };
  const recheckId = randomUUID();
  await deps.db.insert(rechecks).values({
    id: recheckId,
    userId: user.id,
    originJti: signIn.originJti,
    subject: signIn.subject,
    createdAt: now,
  });
  await openAndSend(
    deps,
    { owner: ownerOf(recheckId), deliver: (code) => emailCode(deps.outbox, user.email, code, EMAIL_ADVICE) },
    now,
  );
  return {
    ok: true,
    recheckId,
    methods: methodsOf(user),
    maskedEmail: maskEmail(user.email),
    expiresInMinutes: CODE_TTL_MS / 60_000,
  };
}

/**
 * APPROVED: the sign-in is proved now. WRONG_CODE: try again (attempts remain). EXPIRED: the code's time ran out;
 * start a new re-check. LOCKED: the attempts are used up or the re-check was settled; start a new one.
 * NOT_FOUND: no re-check of this sign-in by that id.
 */
export type RecheckOutcome = 'APPROVED' | 'WRONG_CODE' | 'EXPIRED' | 'LOCKED' | 'NOT_FOUND';

/** Answers the sign-in's own re-check with its e-mailed code. */
export async function answerRecheck(
  deps: RecheckDeps,
  user: UserRow,
  signIn: SignInRef,
  input: { recheckId: string; method: RecheckMethod; code: string },
  now: Date,
): Promise<RecheckOutcome> {
  const [row] = await deps.db
    .select()
    .from(rechecks)
    .where(
      and(
        eq(rechecks.id, input.recheckId),
        eq(rechecks.userId, user.id),
        eq(rechecks.originJti, signIn.originJti),
        eq(rechecks.subject, signIn.subject),
      ),
    )
    .limit(1);
  const challenge = row ? await findChallenge(deps.db, ownerOf(row.id)) : undefined;
  if (!row || !challenge) return 'NOT_FOUND';
  const outcome = await verifyCode(deps, challenge, { code: input.code }, now);
  if (outcome.challengeStatus !== 'PENDING') {
    await deps.db
      .update(rechecks)
      .set({ status: outcome.challengeStatus, decidedAt: now })
      .where(and(eq(rechecks.id, row.id), eq(rechecks.status, 'PENDING')));
  }
  if (outcome.status === 'APPROVED' && outcome.reason === 'approved') {
    await recordProof(deps.db, signIn, input.method, now);
    return 'APPROVED';
  }
  if (outcome.status === 'PENDING') return outcome.reason === 'expired' ? 'EXPIRED' : 'WRONG_CODE';
  return outcome.reason === 'expired' ? 'EXPIRED' : 'LOCKED';
}
