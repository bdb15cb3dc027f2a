// The multi-factor gate: a sign-in (one origin_jti, the refresh-token origin every access and ID token of that
// sign-in carries; real Cognito stamps the same claim) passes once, recorded here in the database (mfa_passes), so
// every API process reads the same answer. Customer-data operations (server/graphql/authz.ts, the documents routes,
// realtime subscriptions) ask `callerPassedMfa`; the passes are written by the check itself (./challenges.ts for a
// decision that needs no code, ./codes.ts once the codes are right) and by the sign-in route that needs no check
// (./signInRoute.ts).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { mfaPasses } from '../db/schema';
import type { Caller } from '../graphql/context';

export type PassHow = 'CODE' | 'BYPASS' | 'ALLOW' | 'NOT_NEEDED';

/** The sign-in a pass is for: its origin_jti and the token subject that sign-in belongs to. */
export interface SignInRef {
  originJti: string;
  subject: string;
}

/** The caller's sign-in, when the caller is a customer whose token names one (every token the pool mints does). */
export function signInOf(caller: Caller | null | undefined): SignInRef | null {
  if (!caller || caller.role !== 'USER' || !caller.claims.originJti) return null;
  return { originJti: caller.claims.originJti, subject: caller.claims.sub };
}

/** Records that a sign-in passed; a second pass of the same sign-in changes nothing. */
export async function recordPass(
  db: Db | Tx,
  signIn: SignInRef,
  how: PassHow,
  mfaId: string | null = null,
  now = new Date(),
): Promise<void> {
  await db
    .insert(mfaPasses)
    .values({ originJti: signIn.originJti, subject: signIn.subject, how, mfaId, passedAt: now })
    .onConflictDoNothing();
}

/** True once this very sign-in passed (a pass of another sign-in of the same customer does not count). */
export async function hasPassed(db: Db, signIn: SignInRef): Promise<boolean> {
  const [row] = await db
    .select({ how: mfaPasses.how })
    .from(mfaPasses)
    .where(and(eq(mfaPasses.originJti, signIn.originJti), eq(mfaPasses.subject, signIn.subject)))
    .limit(1);
  return !!row;
}

/**
 * Whether the caller may reach customer data as far as multi-factor goes. A customer: their own sign-in passed. A
 * CSR (acting as a customer or not) is governed by the CSR's own sign-in, a staff sign-in the customer decision table
 * does not apply to: the customer's check neither opens nor closes anything for them. Anyone else (no caller, an
 * enrollment identity) is the role check's business, not this one's.
 */
export async function callerPassedMfa(db: Db, caller: Caller | null | undefined): Promise<boolean> {
  if (!caller || caller.role !== 'USER') return true;
  const signIn = signInOf(caller);
  return signIn !== null && hasPassed(db, signIn);
}
