// The risk check behind POST /auth: failed sign-ins reported by the browser, and whether a
// password reset may go ahead. A report is evidence about a device, never about an account: anyone can send one for
// any e-mail, so reports never lock anything. The lock is the identity service's own (users.locked_until, set by
// recordFailedPassword when it refuses real wrong passwords); a report only reads it, so its LOCKED answer and a
// sign-in always agree, and an unknown e-mail, which can never be locked, answers like an account without real
// failures.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { deniedDevices, signInFailures } from '../db/schema';
import { isLocked, LOCKOUT_MS, MAX_FAILED_SIGN_INS } from '../identity/passwords';
import { findUser } from '../identity/users';
import { emailDigest, fingerprintDigest } from './digests';
import { withKeyLock } from './keyLock';

export const LOCKED_MESSAGE =
  'Too many failed attempts. For your security, sign-in is locked for 15 minutes. You can reset your password or try again later.';

/** The device window: failures a device reported within this long count towards DEVICE_MAX_FAILURES. */
export const STREAK_WINDOW_MS = 15 * 60 * 1000;
/**
 * A device reporting this many failed sign-ins (any e-mails) within STREAK_WINDOW_MS is locked out of password
 * resets: it is a browser working through many accounts. The only device a report can hurt is the reporter's own.
 */
export const DEVICE_MAX_FAILURES = 10;

export type ForgotPasswordResult = 'DENIED' | 'FAILED_P' | 'OK';
/**
 * `attemptsLeft`: wrong passwords the account may still take before the lock, so the sign-in page can warn before the
 * last one (Cognito does not say; this identity service knows its own count). An unknown e-mail answers the same shape,
 * counted from the reports about it, so the answer's form never tells accounts from strangers.
 */
export type FailedLoginAnswer =
  { results: 'OK'; attemptsLeft: number } | { results: 'LOCKED'; message: string; lockedUntil: string };

interface Deps {
  db: Db;
  cipher: Cipher;
}

const locked = (until: Date): FailedLoginAnswer => ({
  results: 'LOCKED',
  message: LOCKED_MESSAGE,
  lockedUntil: until.toISOString(),
});

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
 * failedLogin: records the report for the device (and the e-mail, for support) and answers LOCKED while the identity
 * service has the account locked, else OK. It counts nothing towards a lock: five reports about a stranger's e-mail
 * leave the stranger's account as it was.
 */
export async function recordFailedLogin(
  deps: Deps,
  input: { email: string; blackBox: string },
  now = new Date(),
): Promise<FailedLoginAnswer> {
  const { db, cipher } = deps;
  const emailHash = emailDigest(cipher, input.email);
  const fingerprintHash = fingerprintDigest(cipher, input.blackBox);
  const user = await findUser(db, input.email);
  const lockedUntil = user && isLocked(user, now.getTime()) ? user.lockedUntil : null;
  const reported = await withKeyLock(db, `auth-email:${emailHash}`, async (tx) => {
    // Keep a day of history per e-mail: enough for the device window and for support to read a recent attack.
    await tx
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.emailHash, emailHash),
          lt(signInFailures.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    await tx
      .insert(signInFailures)
      .values({ emailHash, fingerprintHash, outcome: lockedUntil ? 'locked' : 'reported', createdAt: now });
    if (user) return 0;
    // A stranger's e-mail: as many as an account that failed this often within a lock window would have.
    const [recent] = await tx
      .select({ n: count() })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.emailHash, emailHash),
          gt(signInFailures.createdAt, new Date(now.getTime() - LOCKOUT_MS)),
        ),
      );
    return recent?.n ?? 1;
  });
  if (lockedUntil) return locked(lockedUntil);
  const failed = user ? user.failedSignIns : ((reported - 1) % MAX_FAILED_SIGN_INS) + 1;
  return { results: 'OK', attemptsLeft: Math.max(1, MAX_FAILED_SIGN_INS - failed) };
}

/**
 * Adds a device to the deny list (support tooling, tests); only its digest is stored. `device` is the device key of
 * server/http/deviceCookie.ts (cookie id and blackBox), the same the routes digest.
 */
export async function denyDevice(deps: Deps, device: string, reason: string): Promise<void> {
  await deps.db
    .insert(deniedDevices)
    .values({ fingerprintHash: fingerprintDigest(deps.cipher, device), reason })
    .onConflictDoNothing();
}
