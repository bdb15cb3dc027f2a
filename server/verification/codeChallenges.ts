// One-time codes the portal checks itself: a multi-factor check's e-mailed code, an enrollment's e-mailed and texted
// codes. One implementation for all of them, over code_challenges, keyed by owner (kind and id) and channel.
//
// Codes follow server/identity/codes.ts: 6 digits from a CSPRNG, stored only as a keyed digest (bound to the owner
// and the code's session), compared in constant time. Every limit is enforced by a conditional UPDATE, so parallel
// requests cannot exceed it on PostgreSQL: a submission first claims one of the challenge's MAX_ATTEMPTS attempts
// (`attempts = attempts + 1 ... WHERE attempts < max RETURNING`), then compares; a resend claims one of MAX_SENDS
// sends only if RESEND_WAIT_MS have passed since the last.
//
// Two ways to submit a code:
// - with the session id the client was given (e-mail codes: validateEmailVerificationCode). A code that cannot be
//   tried (stale session, expired, attempts used up) settles the challenge as DENIED for good.
// - without one (texted codes: otpSearch has no session). The current code is meant; an expired or replaced code is
//   answered as such and the challenge stays open, so the customer can ask for a new one.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { codeChallenges } from '../db/schema';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Codes a challenge accepts in total, across resends; the fifth wrong one denies it. */
export const MAX_ATTEMPTS = 5;
/** Codes sent per challenge, the first one included. */
export const MAX_SENDS = 5;
export const RESEND_WAIT_MS = 30 * 1000;

export type OwnerKind = 'mfa' | 'enrollment' | 'application' | 'recheck';
export type CodeChannel = 'email' | 'sms';
export type VerificationStatus = 'APPROVED' | 'PENDING' | 'DENIED';
export type ChallengeRow = typeof codeChallenges.$inferSelect;

/** Whose code it is and how it travels: one challenge per owner and channel. */
export interface CodeOwner {
  kind: OwnerKind;
  id: string;
  channel: CodeChannel;
}

export interface CodeDeps {
  db: Db;
  cipher: Cipher;
}

const codeDigest = (
  cipher: Cipher,
  row: Pick<ChallengeRow, 'ownerKind' | 'ownerId'>,
  sessionId: string,
  code: string,
) => cipher.digest(`code:${row.ownerKind}:${row.ownerId}:${sessionId}:${code}`);

function matches(
  cipher: Cipher,
  row: Pick<ChallengeRow, 'ownerKind' | 'ownerId'>,
  hash: string | null,
  sessionId: string | null,
  code: string,
): boolean {
  if (!hash || !sessionId) return false;
  const expected = Buffer.from(hash, 'hex');
  const given = Buffer.from(codeDigest(cipher, row, sessionId, code), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A fresh code and the row values that hold it (digest only). */
function issueCode(cipher: Cipher, owner: Pick<ChallengeRow, 'ownerKind' | 'ownerId'>, now: Date) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sessionId = randomUUID();
  return {
    code,
    values: {
      sessionId,
      codeHash: codeDigest(cipher, owner, sessionId, code),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      lastSentAt: now,
    },
  };
}

export interface OpenedChallenge {
  challengeId: string;
  sessionId: string;
  /** The code in clear, for the caller to send (after its transaction commits); never stored. */
  code: string;
}

/**
 * Opens the owner's challenge on this channel with its first code (one send counted). Null when the owner already
 * has one there: a challenge is opened once, later codes are resends.
 */
export async function openChallenge(
  db: Db | Tx,
  cipher: Cipher,
  owner: CodeOwner,
  now = new Date(),
): Promise<OpenedChallenge | null> {
  const issued = issueCode(cipher, { ownerKind: owner.kind, ownerId: owner.id }, now);
  const [row] = await db
    .insert(codeChallenges)
    .values({
      ownerKind: owner.kind,
      ownerId: owner.id,
      channel: owner.channel,
      status: 'PENDING',
      ...issued.values,
      sends: 1,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: codeChallenges.id });
  return row ? { challengeId: row.id, sessionId: issued.values.sessionId, code: issued.code } : null;
}

export async function findChallenge(db: Db, owner: CodeOwner): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(codeChallenges)
    .where(
      and(
        eq(codeChallenges.ownerKind, owner.kind),
        eq(codeChallenges.ownerId, owner.id),
        eq(codeChallenges.channel, owner.channel),
      ),
    )
    .limit(1);
  return row;
}

async function reread(db: Db, row: ChallengeRow): Promise<ChallengeRow> {
  const [fresh] = await db.select().from(codeChallenges).where(eq(codeChallenges.id, row.id)).limit(1);
  return fresh ?? row;
}

export type VerifyReason =
  'approved' | 'replay' | 'mismatch' | 'replaced' | 'attempts' | 'expired' | 'stale-session' | 'settled';

export interface VerifyOutcome {
  /** This submission's answer. */
  status: VerificationStatus;
  reason: VerifyReason;
  /**
   * The challenge's own status after the call, read back when it is settled: what an owner (a check, an enrollment)
   * follows. It can differ from `status`: a wrong code that lost a race to the right one answers DENIED while the
   * challenge is APPROVED.
   */
  challengeStatus: VerificationStatus;
}

type Answer = Omit<VerifyOutcome, 'challengeStatus'>;

async function deny(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(codeChallenges)
    .set({ status: 'DENIED', decidedAt: now })
    .where(and(eq(codeChallenges.id, id), eq(codeChallenges.status, 'PENDING')));
}

/** Why a code for this session cannot be tried on the challenge as it stands, or null when it can. */
function refusal(
  row: ChallengeRow,
  sessionId: string,
  now: Date,
): Exclude<VerifyReason, 'approved' | 'mismatch' | 'replaced' | 'replay'> | null {
  if (row.status !== 'PENDING') return 'settled';
  if (row.sessionId !== sessionId) return 'stale-session';
  if (row.codeExpiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= MAX_ATTEMPTS) return 'attempts';
  return null;
}

/**
 * Answers for a code that cannot be tried: a challenge already approved with this very code and session answers
 * APPROVED again (a repeated submission grants nothing new). Otherwise, with the client's session id (`strict`),
 * anything else is DENIED and a pending challenge is denied for good; without one, an expired code leaves the
 * challenge open (PENDING, "expired": send a new one) and only used-up attempts deny it.
 */
async function settle(
  deps: CodeDeps,
  row: ChallengeRow,
  sessionId: string,
  code: string,
  strict: boolean,
  now: Date,
): Promise<Answer> {
  if (
    row.status === 'APPROVED' &&
    row.sessionId === sessionId &&
    matches(deps.cipher, row, row.codeHash, sessionId, code)
  )
    return { status: 'APPROVED', reason: 'replay' };
  const reason = refusal(row, sessionId, now) ?? 'settled';
  if (!strict && row.status === 'PENDING' && reason !== 'attempts') return { status: 'PENDING', reason: 'expired' };
  if (row.status === 'PENDING') await deny(deps.db, row.id, now);
  return { status: 'DENIED', reason };
}

/**
 * Checks a code: APPROVED for the right, unexpired code of the current session; PENDING for a wrong code while
 * attempts remain ("replaced" when it is the code a resend replaced); DENIED once attempts are used up, and
 * otherwise as `settle` says. `sessionId` is the client's (strict) or omitted for "the current code".
 */
export async function verifyCode(
  deps: CodeDeps,
  row: ChallengeRow,
  input: { sessionId?: string | undefined; code: string },
  now = new Date(),
): Promise<VerifyOutcome> {
  const answer = await check(deps, row, input, now);
  if (answer.status === 'PENDING') return { ...answer, challengeStatus: 'PENDING' };
  const fresh = await reread(deps.db, row);
  return { ...answer, challengeStatus: fresh.status as VerificationStatus };
}

async function check(
  deps: CodeDeps,
  row: ChallengeRow,
  input: { sessionId?: string | undefined; code: string },
  now: Date,
): Promise<Answer> {
  const { db, cipher } = deps;
  const strict = input.sessionId !== undefined;
  const sessionId = input.sessionId ?? row.sessionId;
  const { code } = input;
  if (refusal(row, sessionId, now)) return settle(deps, row, sessionId, code, strict, now);

  const [claimed] = await db
    .update(codeChallenges)
    .set({ attempts: sql`${codeChallenges.attempts} + 1` })
    .where(
      and(
        eq(codeChallenges.id, row.id),
        eq(codeChallenges.status, 'PENDING'),
        eq(codeChallenges.sessionId, sessionId),
        gt(codeChallenges.codeExpiresAt, now),
        lt(codeChallenges.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  // Someone else changed the challenge in between (a resend, another submission): answer from what it is now.
  if (!claimed) return settle(deps, await reread(db, row), sessionId, code, strict, now);

  if (matches(cipher, claimed, claimed.codeHash, sessionId, code)) {
    const [approved] = await db
      .update(codeChallenges)
      .set({ status: 'APPROVED', decidedAt: now })
      .where(
        and(
          eq(codeChallenges.id, row.id),
          eq(codeChallenges.status, 'PENDING'),
          eq(codeChallenges.sessionId, sessionId),
        ),
      )
      .returning({ id: codeChallenges.id });
    if (approved) return { status: 'APPROVED', reason: 'approved' };
    return settle(deps, await reread(db, row), sessionId, code, strict, now);
  }
  if (claimed.attempts >= MAX_ATTEMPTS) {
    await deny(db, row.id, now);
    return { status: 'DENIED', reason: 'attempts' };
  }
  const replaced = matches(cipher, claimed, claimed.replacedCodeHash, claimed.replacedSessionId, code);
  return { status: 'PENDING', reason: replaced ? 'replaced' : 'mismatch' };
}

export interface ResendOutcome {
  success: boolean;
  sessionId: string;
  reason: 'sent' | 'too-soon' | 'limit' | 'settled';
}

/**
 * A new code (the old one stops working) unless the challenge is settled or the code was sent too recently or too
 * often. `deliver` sends the new code; it runs only when one was issued.
 */
export async function resendCode(
  deps: CodeDeps,
  row: ChallengeRow,
  deliver: (code: string) => Promise<void>,
  now = new Date(),
): Promise<ResendOutcome> {
  const { db, cipher } = deps;
  if (row.status !== 'PENDING') return { success: false, sessionId: row.sessionId, reason: 'settled' };

  const issued = issueCode(cipher, row, now);
  const [claimed] = await db
    .update(codeChallenges)
    .set({
      ...issued.values,
      replacedSessionId: sql`${codeChallenges.sessionId}`,
      replacedCodeHash: sql`${codeChallenges.codeHash}`,
      sends: sql`${codeChallenges.sends} + 1`,
    })
    .where(
      and(
        eq(codeChallenges.id, row.id),
        eq(codeChallenges.status, 'PENDING'),
        lt(codeChallenges.sends, MAX_SENDS),
        lte(codeChallenges.lastSentAt, new Date(now.getTime() - RESEND_WAIT_MS)),
      ),
    )
    .returning({ sessionId: codeChallenges.sessionId });
  if (!claimed) {
    const fresh = await reread(db, row);
    const reason = fresh.status !== 'PENDING' ? 'settled' : fresh.sends >= MAX_SENDS ? 'limit' : 'too-soon';
    return { success: false, sessionId: fresh.sessionId, reason };
  }
  await deliver(issued.code);
  return { success: true, sessionId: claimed.sessionId, reason: 'sent' };
}
