// A re-check's own state, shared by the ways it is answered: the caller's re-check looked up through the sign-in that
// started it (anyone else's reads as none), its lifetime (that of its e-mailed code), the five attempts its app codes
// and passkey answers share, and settling it once (APPROVED and DENIED are final).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recheckAttempts, rechecks } from '../db/schema';
import type { UserRow } from '../identity/users';
import type { SignInRef } from '../mfa/gate';
import { CODE_TTL_MS, MAX_ATTEMPTS } from '../verification/codeChallenges';

export type RecheckRow = typeof rechecks.$inferSelect;

/** The re-check `recheckId` if it is this customer's and was started by this very sign-in. */
export async function ownRecheck(
  db: Db,
  user: UserRow,
  signIn: SignInRef,
  recheckId: string,
): Promise<RecheckRow | undefined> {
  const [row] = await db
    .select()
    .from(rechecks)
    .where(
      and(
        eq(rechecks.id, recheckId),
        eq(rechecks.userId, user.id),
        eq(rechecks.originJti, signIn.originJti),
        eq(rechecks.subject, signIn.subject),
      ),
    )
    .limit(1);
  return row;
}

/** A re-check lives as long as its e-mailed code would, whichever way it is answered. */
export const recheckExpired = (row: RecheckRow, now: Date): boolean =>
  now.getTime() - row.createdAt.getTime() >= CODE_TTL_MS;

/** Claims one of the re-check's attempts; null when they are used up. */
export async function claimAttempt(db: Db, recheckId: string): Promise<number | null> {
  await db.insert(recheckAttempts).values({ recheckId }).onConflictDoNothing();
  const [claimed] = await db
    .update(recheckAttempts)
    .set({ attempts: sql`${recheckAttempts.attempts} + 1` })
    .where(and(eq(recheckAttempts.recheckId, recheckId), lt(recheckAttempts.attempts, MAX_ATTEMPTS)))
    .returning({ attempts: recheckAttempts.attempts });
  return claimed?.attempts ?? null;
}

/** Whether an attempt that failed was the last one allowed. */
export const lastAttempt = (attempts: number): boolean => attempts >= MAX_ATTEMPTS;

/** Settles a pending re-check; false when another answer settled it first. */
export async function settle(db: Db, recheckId: string, status: 'APPROVED' | 'DENIED', now: Date): Promise<boolean> {
  const settled = await db
    .update(rechecks)
    .set({ status, decidedAt: now })
    .where(and(eq(rechecks.id, recheckId), eq(rechecks.status, 'PENDING')))
    .returning({ id: rechecks.id });
  return settled.length > 0;
}
