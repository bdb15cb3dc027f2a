// Password policy (8–64 characters, a letter and a digit) and the lockout that follows repeated wrong passwords:
// 5 consecutive failures lock the account for 15 minutes, during which even the right password is refused.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { invalidParameter, invalidPassword, passwordAttemptsExceeded } from './errors';
import type { UserRow } from './users';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export function assertPasswordPolicy(password: string, member = 'password'): void {
  // Cognito's own request constraint on password members, checked before the pool's policy.
  if (!/^[\S]+.*[\S]+$/.test(password)) {
    throw invalidParameter(
      `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    );
  }
  if (password.length < 8) throw invalidPassword('Password not long enough');
  if (password.length > 64) throw invalidPassword('Password is too long');
  if (!/[0-9]/.test(password)) throw invalidPassword('Password must have numeric characters');
  if (!/\p{L}/u.test(password)) throw invalidPassword('Password must have alphabetic characters');
}

export function isLocked(user: UserRow, now = Date.now()): boolean {
  return !!user.lockedUntil && user.lockedUntil.getTime() > now;
}

export function assertNotLocked(user: UserRow): void {
  if (isLocked(user)) throw passwordAttemptsExceeded();
}

/** Counts a wrong password; the fifth in a row starts the lockout and resets the counter for afterwards. */
export async function recordFailedPassword(db: Db, user: UserRow): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1`, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning({ failedSignIns: users.failedSignIns });
  if (row && row.failedSignIns >= MAX_FAILED_SIGN_INS) {
    await db
      .update(users)
      .set({ failedSignIns: 0, lockedUntil: new Date(Date.now() + LOCKOUT_MS) })
      .where(eq(users.id, user.id));
  }
}

export async function recordSuccessfulPassword(db: Db, user: UserRow): Promise<void> {
  if (user.failedSignIns === 0 && !user.lockedUntil) return;
  await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, user.id));
}
