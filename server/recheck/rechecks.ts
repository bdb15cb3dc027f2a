// Re-checks: a signed-in customer proves again who they are before a change that needs a fresh proof
// (server/identity/recentProof.ts). A re-check belongs to the sign-in that started it and, once answered, proves that
// sign-in only. It is answered with the authenticator app's code (./appCode.ts) or a passkey (./passkey.ts) when the
// customer has one, or with a code e-mailed to the account's address (the portal's code machinery: 6 digits,
// 10 minutes, 5 attempts, server/verification), which is always offered as the fallback. The code is e-mailed at
// start only when nothing stronger is offered; otherwise only when the customer picks e-mail, once per re-check, so
// the hourly cap on re-checks is a cap on e-mails too.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { rechecks } from '../db/schema';
import { passkeysFor } from '../identity/passkeys';
import { recordProof } from '../identity/recentProof';
import type { RelyingParty } from '../identity/relyingParty';
import { authenticatorOn, findSoftwareToken } from '../identity/softwareTokens';
import type { UserRow } from '../identity/users';
import type { SignInRef } from '../mfa/gate';
import type { Outbox } from '../outbox/outbox';
import { CODE_TTL_MS, findChallenge, verifyCode, type CodeOwner } from '../verification/codeChallenges';
import { emailCode } from '../verification/codeMessages';
import { openAndSend } from '../verification/codeVerification';
import { ownRecheck, settle } from './settle';
import type { Lang } from '../../src/lib/i18n/lang';

/** The ways a re-check can be answered; the schema's RecheckMethod names the same. */
export type RecheckMethod = 'AUTHENTICATOR' | 'PASSKEY' | 'EMAIL_CODE';

/** Re-checks a customer may start per RECHECK_WINDOW_MS: each one e-mails at most one code. */
export const MAX_RECHECKS = 10;
export const RECHECK_WINDOW_MS = 60 * 60 * 1000;

export interface RecheckDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
  /** The language of the page that asked, for the codes it sends (server/verification/codeMessages.ts). */
  lang?: Lang;
}

export type StartedRecheck =
  | {
      ok: true;
      recheckId: string;
      methods: RecheckMethod[];
      codeSent: boolean;
      maskedEmail: string;
      expiresInMinutes: number;
    }
  | { ok: false; reason: 'too-many' };

const ownerOf = (recheckId: string): CodeOwner => ({ kind: 'recheck', id: recheckId, channel: 'email' });

/**
 * The methods this customer can answer with, strongest first: the app when it is on, a passkey when they have one
 * for this site (the browser offers a passkey only on the site it was made for), and the e-mailed code always.
 */
export async function methodsOf(db: Db, user: UserRow, rp: RelyingParty | undefined): Promise<RecheckMethod[]> {
  const app = authenticatorOn(await findSoftwareToken(db, user.id));
  const passkey = !!rp && (await passkeysFor(db, user.id, rp.id)).length > 0;
  return [...(app ? (['AUTHENTICATOR'] as const) : []), ...(passkey ? (['PASSKEY'] as const) : []), 'EMAIL_CODE'];
}

/** E-mails the re-check's code; false when one was sent for it already. */
async function emailTheCode(deps: RecheckDeps, user: UserRow, recheckId: string, now: Date): Promise<boolean> {
  const opened = await openAndSend(
    deps,
    { owner: ownerOf(recheckId), deliver: (code) => emailCode(deps.outbox, user.email, code, 'recheck', deps.lang) },
    now,
  );
  return opened !== null;
}

/** Starts a re-check for `signIn` (its code e-mailed when nothing stronger is offered), unless too many lately. */
export async function startRecheck(
  deps: RecheckDeps,
  user: UserRow,
  signIn: SignInRef,
  rp: RelyingParty | undefined,
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
  const methods = await methodsOf(deps.db, user, rp);
  const codeSent = methods.length === 1 && (await emailTheCode(deps, user, recheckId, now));
  return {
    ok: true,
    recheckId,
    methods,
    codeSent,
    maskedEmail: maskEmail(user.email),
    expiresInMinutes: CODE_TTL_MS / 60_000,
  };
}

export type CodeSendResult =
  | { ok: true; maskedEmail: string; expiresInMinutes: number }
  | { ok: false; reason: 'NOT_FOUND' | 'ALREADY_SENT' | 'SETTLED' };

/** The customer picked e-mail: sends the code of their own re-check, once. */
export async function sendRecheckCode(
  deps: RecheckDeps,
  user: UserRow,
  signIn: SignInRef,
  recheckId: string,
  now: Date,
): Promise<CodeSendResult> {
  const row = await ownRecheck(deps.db, user, signIn, recheckId);
  if (!row) return { ok: false, reason: 'NOT_FOUND' };
  if (row.status !== 'PENDING') return { ok: false, reason: 'SETTLED' };
  if (!(await emailTheCode(deps, user, row.id, now))) return { ok: false, reason: 'ALREADY_SENT' };
  return { ok: true, maskedEmail: maskEmail(user.email), expiresInMinutes: CODE_TTL_MS / 60_000 };
}

/**
 * APPROVED: the sign-in is proved now. WRONG_CODE: try again (attempts remain). EXPIRED: the code's time ran out;
 * start a new re-check. LOCKED: the attempts are used up or the re-check was settled; start a new one.
 * NOT_FOUND: no re-check of this sign-in by that id. NO_CODE: no code was e-mailed for it (sendRecheckCode first).
 */
export type EmailCodeOutcome = 'APPROVED' | 'WRONG_CODE' | 'EXPIRED' | 'LOCKED' | 'NOT_FOUND' | 'NO_CODE';

/** Answers the sign-in's own re-check with its e-mailed code. */
export async function answerWithEmailCode(
  deps: RecheckDeps,
  user: UserRow,
  signIn: SignInRef,
  input: { recheckId: string; code: string },
  now: Date,
): Promise<EmailCodeOutcome> {
  const row = await ownRecheck(deps.db, user, signIn, input.recheckId);
  if (!row) return 'NOT_FOUND';
  const challenge = await findChallenge(deps.db, ownerOf(row.id));
  if (!challenge) return 'NO_CODE';
  // Answered another way already.
  if (row.status !== 'PENDING' && challenge.status === 'PENDING') return 'LOCKED';
  const outcome = await verifyCode(deps, challenge, { code: input.code }, now);
  if (outcome.challengeStatus !== 'PENDING') await settle(deps.db, row.id, outcome.challengeStatus, now);
  if (outcome.status === 'APPROVED' && outcome.reason === 'approved') {
    await recordProof(deps.db, signIn, 'EMAIL_CODE', now);
    return 'APPROVED';
  }
  if (outcome.status === 'PENDING') return outcome.reason === 'expired' ? 'EXPIRED' : 'WRONG_CODE';
  return outcome.reason === 'expired' ? 'EXPIRED' : 'LOCKED';
}
