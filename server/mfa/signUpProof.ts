// A new customer's sign-up confirmation code proves their e-mail the way a multi-factor e-mailed code does
// (OTP_EMAIL): same mailbox, same kind of 6-digit code, minutes apart. So the first sign-in that follows it is not
// asked for a second code. The proof is a multi-factor check row of its own (decision OTP_EMAIL, APPROVED, no sign-in
// yet), written when the code is confirmed (the PostConfirmation trigger, server/signUp/triggers.ts) and claimed by
// the first check the customer's own sign-in starts within SIGN_UP_PROOF_MS (./challenges.ts), never again.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { mfaChallenges } from '../db/schema';
import type { SignInRef } from './gate';

/** How long after the confirmation its proof may stand for the first sign-in's check. */
export const SIGN_UP_PROOF_MS = 15 * 60 * 1000;

/**
 * Stands where a check row keeps its device's keyed digest: no device digest (hex) can equal it, so "remember this
 * device" never accepts the proof as a check passed on some device.
 */
export const SIGN_UP_PROOF_DEVICE = 'sign-up-confirmation';

/** Records that this user's e-mail was just proved by their sign-up confirmation code. */
export async function recordSignUpProof(db: Db | Tx, userId: string, now = new Date()): Promise<void> {
  await db.insert(mfaChallenges).values({
    userId,
    fingerprintHash: SIGN_UP_PROOF_DEVICE,
    decision: 'OTP_EMAIL',
    status: 'APPROVED',
    decidedAt: now,
    createdAt: now,
  });
}

/** The id of this user's proof that no sign-in has claimed yet and that is still fresh; null when there is none. */
export async function unclaimedSignUpProof(tx: Db | Tx, userId: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .select({ id: mfaChallenges.id })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.userId, userId),
        eq(mfaChallenges.fingerprintHash, SIGN_UP_PROOF_DEVICE),
        eq(mfaChallenges.status, 'APPROVED'),
        isNull(mfaChallenges.originJti),
        gt(mfaChallenges.createdAt, new Date(now.getTime() - SIGN_UP_PROOF_MS)),
      ),
    )
    .orderBy(desc(mfaChallenges.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Ties the proof to the sign-in it served, so no later sign-in can use it; false when another already did. */
export async function claimSignUpProof(tx: Db | Tx, proofId: string, signIn: SignInRef): Promise<boolean> {
  const claimed = await tx
    .update(mfaChallenges)
    .set({ originJti: signIn.originJti, originSub: signIn.subject })
    .where(and(eq(mfaChallenges.id, proofId), isNull(mfaChallenges.originJti)))
    .returning({ id: mfaChallenges.id });
  return claimed.length > 0;
}
