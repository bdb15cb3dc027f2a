// Fresh proofs before changes: changing the e-mail, phone, password or a factor needs a proof of who is signed in
// (a code, a passkey) made by this very sign-in (its origin_jti) within the last RECHECK_WINDOW_MINUTES, so a session
// left open on a shared computer, or a stolen token, cannot lock the owner out. The proof is written when the
// sign-in's multi-factor check passes with one (server/mfa/gate.ts recordPass) and by a re-check
// (server/recheck/rechecks.ts); a remembered device's BYPASS proves nothing now and writes none.
import { and, eq, sql } from 'drizzle-orm';
import { RECHECK_REQUIRED_MESSAGE, RECHECK_WINDOW_MINUTES } from '../../src/lib/security/recheck';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { recentProofs } from '../db/schema';
import type { SignInRef } from '../mfa/gate';
import { CognitoError } from './errors';

export const RECENT_PROOF_MS = RECHECK_WINDOW_MINUTES * 60 * 1000;

/** The ways a pass is made that prove nothing fresh: a remembered device, a just-confirmed sign-up, no check at all. */
const NOT_PROOFS = new Set(['BYPASS', 'ALLOW', 'NOT_NEEDED']);

/** Whether a multi-factor pass made this way is a fresh proof (a code or a passkey, not a remembered device). */
export const provesFreshly = (how: string): boolean => !NOT_PROOFS.has(how);

/** Records that `signIn` proved itself `method` at `now` (the newer proof replaces the older). */
export async function recordProof(db: Db | Tx, signIn: SignInRef, method: string, now: Date): Promise<void> {
  await db
    .insert(recentProofs)
    .values({ originJti: signIn.originJti, subject: signIn.subject, method, provedAt: now })
    .onConflictDoUpdate({
      target: recentProofs.originJti,
      set: { method, provedAt: now },
      // Never another identity's row.
      setWhere: eq(recentProofs.subject, signIn.subject),
    });
}

/** Development only (the dev routes): makes every proof of a subject `ms` older, as if that time had passed. */
export async function ageProofs(db: Db, subject: string, ms: number): Promise<void> {
  await db
    .update(recentProofs)
    .set({ provedAt: sql`${recentProofs.provedAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(recentProofs.subject, subject));
}

/** When this sign-in last proved itself; null when it never did. */
export async function lastProofAt(db: Db, signIn: SignInRef): Promise<Date | null> {
  const [row] = await db
    .select({ provedAt: recentProofs.provedAt })
    .from(recentProofs)
    .where(and(eq(recentProofs.originJti, signIn.originJti), eq(recentProofs.subject, signIn.subject)))
    .limit(1);
  return row?.provedAt ?? null;
}

/** True while the sign-in's last proof is younger than RECENT_PROOF_MS (a clock set back counts as fresh). */
export async function hasRecentProof(db: Db, signIn: SignInRef, now: Date): Promise<boolean> {
  const at = await lastProofAt(db, signIn);
  return at !== null && now.getTime() - at.getTime() < RECENT_PROOF_MS;
}

/** Cognito's NotAuthorizedException with the message the client knows to answer with a re-check. */
export const recheckRequired = () => new CognitoError('NotAuthorizedException', RECHECK_REQUIRED_MESSAGE);

/**
 * For identity operations: refuses (recheckRequired) unless the access token's sign-in proved itself lately. One
 * call after the token is verified: `await assertRecentProof(ctx, payload)`.
 */
export async function assertRecentProof(
  ctx: { db: Db; clock: () => Date },
  payload: { origin_jti?: unknown; sub?: unknown },
): Promise<void> {
  const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : null;
  const subject = typeof payload.sub === 'string' ? payload.sub : null;
  if (!originJti || !subject || !(await hasRecentProof(ctx.db, { originJti, subject }, ctx.clock()))) {
    throw recheckRequired();
  }
}
