// The risk check behind POST /auth (spec 000 section 7): failed sign-ins reported by the browser, and whether a
// password reset may go ahead. The lock is the identity service's own (users.locked_until / failed_sign_ins), so a
// sign-in and this check always agree; e-mails without an account get the same answers from a shadow streak, so the
// route never reveals whether an account exists.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { deniedDevices, signInFailures, signInRisk, users } from '../db/schema';
import { isLocked, LOCKOUT_MS, MAX_FAILED_SIGN_INS, recordFailedPassword } from '../identity/passwords';
import { findUser, type UserRow } from '../identity/users';
import { emailDigest, fingerprintDigest } from './digests';
import { withKeyLock, type Tx } from './keyLock';

export const LOCKED_MESSAGE =
  'Too many failed attempts. For your security, sign-in is locked for 15 minutes. You can reset your password or try again later.';

/** A streak of failures breaks when two are further apart than this (the spec's "5 in a row within 15 minutes"). */
export const STREAK_WINDOW_MS = 15 * 60 * 1000;
/**
 * A device reporting this many failed sign-ins (any e-mails) within STREAK_WINDOW_MS is locked out of password
 * resets: one customer mistyping their own password locks their e-mail first, so this catches a browser working
 * through many accounts.
 */
export const DEVICE_MAX_FAILURES = 10;
/** The browser reports a failed sign-in right after the identity service refused it; later changes are not echoes. */
export const ECHO_MS = 60 * 1000;

export type ForgotPasswordResult = 'DENIED' | 'FAILED_P' | 'OK';
export type FailedLoginAnswer = { results: 'OK' } | { results: 'LOCKED'; message: string; lockedUntil: string };

/** How a report was treated (kept in sign_in_failures.outcome) and what the browser is told. */
interface Counted {
  outcome: 'counted' | 'echo' | 'locked';
  answer: FailedLoginAnswer;
}

interface Deps {
  db: Db;
  cipher: Cipher;
}

const locked = (until: Date): FailedLoginAnswer => ({
  results: 'LOCKED',
  message: LOCKED_MESSAGE,
  lockedUntil: until.toISOString(),
});

async function riskState(db: Db | Tx, emailHash: string) {
  const [row] = await db.select().from(signInRisk).where(eq(signInRisk.emailHash, emailHash)).limit(1);
  return row;
}

async function saveRiskState(tx: Tx, emailHash: string, values: Partial<typeof signInRisk.$inferInsert>) {
  const set = { ...values, updatedAt: new Date() };
  await tx
    .insert(signInRisk)
    .values({ emailHash, ...set })
    .onConflictDoUpdate({ target: signInRisk.emailHash, set });
}

async function deviceIsDenied(db: Db, fingerprintHash: string, now: Date): Promise<boolean> {
  const [denied] = await db
    .select({ hash: deniedDevices.fingerprintHash })
    .from(deniedDevices)
    .where(eq(deniedDevices.fingerprintHash, fingerprintHash))
    .limit(1);
  if (denied) return true;
  const [recent] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.fingerprintHash, fingerprintHash),
        gt(signInFailures.createdAt, new Date(now.getTime() - STREAK_WINDOW_MS)),
      ),
    );
  return (recent?.n ?? 0) >= DEVICE_MAX_FAILURES;
}

/**
 * forgotPassword: DENIED for a denied or locked-out device; FAILED_P for a passwordless account. A locked e-mail is
 * not denied: the lock stops password guessing, and a reset (which needs the mailbox) is the way out the lock
 * message itself offers.
 */
export async function checkForgotPassword(
  deps: Deps,
  input: { email: string; blackBox: string; enablePasswordlessFlow: boolean },
  now = new Date(),
): Promise<ForgotPasswordResult> {
  const { db, cipher } = deps;
  if (await deviceIsDenied(db, fingerprintDigest(cipher, input.blackBox), now)) return 'DENIED';
  const user = await findUser(db, input.email);
  if (input.enablePasswordlessFlow && user?.attributes['custom:isPasswordless'] === 'true') return 'FAILED_P';
  return 'OK';
}

/**
 * Rate limit per e-mail (why /auth cannot lock an account faster than the identity service would): the identity
 * service locks after MAX_FAILED_SIGN_INS wrong passwords and counts nothing while locked, so anyone can lock any
 * account with five InitiateAuth calls. Here a report counts as one failure on the same counter, never while the
 * e-mail is locked, and not at all when it only echoes a wrong password the identity service has already counted
 * (the browser reports every failed sign-in), so five reports are the fastest way to a lock, as with five wrong
 * passwords, and a customer's own mistakes are never counted twice.
 */
async function countForAccount(tx: Tx, emailHash: string, user: UserRow, now: Date): Promise<Counted> {
  if (isLocked(user, now.getTime()) && user.lockedUntil) return { outcome: 'locked', answer: locked(user.lockedUntil) };
  const state = await riskState(tx, emailHash);
  const changedSinceOurReport = state?.identitySeenAt?.getTime() !== user.updatedAt.getTime();
  if (user.failedSignIns > 0 && changedSinceOurReport && now.getTime() - user.updatedAt.getTime() < ECHO_MS) {
    await saveRiskState(tx, emailHash, { identitySeenAt: user.updatedAt, lastFailureAt: now });
    return { outcome: 'echo', answer: { results: 'OK' } };
  }
  if (user.failedSignIns > 0 && now.getTime() - user.updatedAt.getTime() > STREAK_WINDOW_MS) {
    // The last failure is too old to be part of this streak.
    await tx
      .update(users)
      .set({ failedSignIns: 0 })
      .where(and(eq(users.id, user.id), eq(users.failedSignIns, user.failedSignIns)));
  }
  await recordFailedPassword(tx, user);
  const after = (await findUser(tx, user.username)) ?? user;
  await saveRiskState(tx, emailHash, { identitySeenAt: after.updatedAt, lastFailureAt: now });
  const answer =
    isLocked(after, now.getTime()) && after.lockedUntil ? locked(after.lockedUntil) : { results: 'OK' as const };
  return { outcome: 'counted', answer };
}

/** The same streak for an e-mail with no account, kept in sign_in_risk. */
async function countForUnknown(tx: Tx, emailHash: string, now: Date): Promise<Counted> {
  const state = await riskState(tx, emailHash);
  if (state?.lockedUntil && state.lockedUntil > now) return { outcome: 'locked', answer: locked(state.lockedUntil) };
  const inStreak = state?.lastFailureAt && now.getTime() - state.lastFailureAt.getTime() <= STREAK_WINDOW_MS;
  const failures = (inStreak ? (state?.failures ?? 0) : 0) + 1;
  if (failures >= MAX_FAILED_SIGN_INS) {
    const until = new Date(now.getTime() + LOCKOUT_MS);
    await saveRiskState(tx, emailHash, { failures: 0, lastFailureAt: now, lockedUntil: until });
    return { outcome: 'counted', answer: locked(until) };
  }
  await saveRiskState(tx, emailHash, { failures, lastFailureAt: now, lockedUntil: null });
  return { outcome: 'counted', answer: { results: 'OK' } };
}

/** failedLogin: records the failure for the e-mail and device and answers OK, or LOCKED once the e-mail is locked. */
export async function recordFailedLogin(
  deps: Deps,
  input: { email: string; blackBox: string },
  now = new Date(),
): Promise<FailedLoginAnswer> {
  const { db, cipher } = deps;
  const emailHash = emailDigest(cipher, input.email);
  const fingerprintHash = fingerprintDigest(cipher, input.blackBox);
  return withKeyLock(db, `auth-email:${emailHash}`, async (tx) => {
    const user = await findUser(tx, input.email);
    const { outcome, answer } = user
      ? await countForAccount(tx, emailHash, user, now)
      : await countForUnknown(tx, emailHash, now);
    // Keep a day of history per e-mail: enough for the device window and for support to read a recent attack.
    await tx
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.emailHash, emailHash),
          lt(signInFailures.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    await tx.insert(signInFailures).values({ emailHash, fingerprintHash, outcome, createdAt: now });
    return answer;
  });
}

/** Adds a device to the deny list (support tooling, tests); only its digest is stored. */
export async function denyDevice(deps: Deps, blackBox: string, reason: string): Promise<void> {
  await deps.db
    .insert(deniedDevices)
    .values({ fingerprintHash: fingerprintDigest(deps.cipher, blackBox), reason })
    .onConflictDoNothing();
}
