// The multi-factor gate: a sign-in (one origin_jti, the refresh-token origin every access and ID token of that
// sign-in carries; real Cognito stamps the same claim) passes once, recorded here in the database (mfa_passes), so
// every API process reads the same answer. Customer-data operations (server/graphql/authz.ts, the documents routes,
// realtime subscriptions) ask `passScopeOf`/`callerPassedMfa`; the passes are written by the check itself
// (./challenges.ts for a decision that needs no code, ./codes.ts once the codes are right) and by the sign-in route
// that needs no check (./signInRoute.ts). A pass has a scope: ACCOUNT opens all of the customer's data; APPLICATION
// (the resume route's NOT_NEEDED) opens only the fields the schema marks `@auth(..., mfaScope: APPLICATION)`.
import { and, eq, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { mfaPasses, refreshTokens } from '../db/schema';
import type { Caller } from '../graphql/context';
import { provesFreshly, recordProof } from '../identity/recentProof';

/** PASSKEY: the sign-in itself was a passkey's, phishing-resistant multi-factor proof (server/identity/signInMethod.ts). */
export type PassHow = 'CODE' | 'BYPASS' | 'ALLOW' | 'NOT_NEEDED' | 'PASSKEY';
/** What a pass opens; the same names as the schema's `MfaScope`. */
export type PassScope = 'APPLICATION' | 'ACCOUNT';

/** NOT_NEEDED (the resume route) opens the application only; a check passed or decided opens everything. */
export const scopeOf = (how: PassHow): PassScope => (how === 'NOT_NEEDED' ? 'APPLICATION' : 'ACCOUNT');

/** Whether a pass of scope `held` opens a field that needs `needed`. */
export const opens = (held: PassScope | null, needed: PassScope): boolean =>
  held === 'ACCOUNT' || (held === 'APPLICATION' && needed === 'APPLICATION');

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

/**
 * Records that a sign-in passed. A pass only ever widens: the check passed after the resume route's application
 * pass makes it an account pass; an application pass after an account pass changes nothing.
 */
export async function recordPass(
  db: Db | Tx,
  signIn: SignInRef,
  how: PassHow,
  mfaId: string | null = null,
  now = new Date(),
): Promise<void> {
  const scope = scopeOf(how);
  const insert = db
    .insert(mfaPasses)
    .values({ originJti: signIn.originJti, subject: signIn.subject, how, scope, mfaId, passedAt: now });
  if (scope === 'APPLICATION') await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({
      target: mfaPasses.originJti,
      set: { how, scope, mfaId, passedAt: now },
      // Never another identity's row (the subject is part of what a pass is for).
      setWhere: and(eq(mfaPasses.subject, signIn.subject), eq(mfaPasses.scope, 'APPLICATION')),
    });
  // A check passed with a code (or a passkey) is also the sign-in's first fresh proof for changes.
  if (provesFreshly(how)) await recordProof(db, signIn, how, now);
}

/** The scope this very sign-in passed with, or null (a pass of another sign-in of the same customer does not count). */
export async function passScope(db: Db, signIn: SignInRef): Promise<PassScope | null> {
  const [row] = await db
    .select({ scope: mfaPasses.scope })
    .from(mfaPasses)
    .where(and(eq(mfaPasses.originJti, signIn.originJti), eq(mfaPasses.subject, signIn.subject)))
    .limit(1);
  return (row?.scope as PassScope | undefined) ?? null;
}

/** How this very sign-in passed (CODE, PASSKEY, ...), or null. */
export async function passHow(db: Db | Tx, signIn: SignInRef): Promise<PassHow | null> {
  const [row] = await db
    .select({ how: mfaPasses.how })
    .from(mfaPasses)
    .where(and(eq(mfaPasses.originJti, signIn.originJti), eq(mfaPasses.subject, signIn.subject)))
    .limit(1);
  return (row?.how as PassHow | undefined) ?? null;
}

/** True once this very sign-in passed, whatever the scope. */
export async function hasPassed(db: Db, signIn: SignInRef): Promise<boolean> {
  return (await passScope(db, signIn)) !== null;
}

/**
 * How far the caller may reach customer data as far as multi-factor goes. A customer: the scope their own sign-in
 * passed with, or null. A CSR (acting as a customer or not) is governed by the CSR's own sign-in, a staff sign-in
 * the customer decision table does not apply to: the customer's check neither opens nor closes anything for them
 * (ACCOUNT). Anyone else (no caller, an enrollment identity) is the role check's business, not this one's.
 */
export async function passScopeOf(db: Db, caller: Caller | null | undefined): Promise<PassScope | null> {
  if (!caller || caller.role !== 'USER') return 'ACCOUNT';
  const signIn = signInOf(caller);
  return signIn === null ? null : passScope(db, signIn);
}

/**
 * Whether the caller's pass opens what needs `scope`. The default, APPLICATION, is "passed at all": the realtime
 * connection (each subscription is then checked with its own field's scope) and the application documents routes,
 * whose documents belong to the application the resume route opens.
 */
export async function callerPassedMfa(
  db: Db,
  caller: Caller | null | undefined,
  scope: PassScope = 'APPLICATION',
): Promise<boolean> {
  return opens(await passScopeOf(db, caller), scope);
}

/**
 * Deletes the passes no sign-in can use any more, the way expired sign-in rows are swept here (auth_sessions in
 * server/identity/sessions.ts, enrollment identities): opportunistically, when a new check starts. Dead: the
 * sign-in's refresh-token row is revoked or expired (the local pool), or the pass is older than the longest a
 * sign-in lives (`maxAgeDays`, the refresh-token lifetime: it bounds a real Cognito pool's sign-ins too, whose rows
 * are not here).
 */
export async function sweepDeadPasses(db: Db | Tx, maxAgeDays: number, now = new Date()): Promise<void> {
  const oldest = new Date(now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000);
  const deadOrigins = db
    .select({ originJti: refreshTokens.originJti })
    .from(refreshTokens)
    .where(or(isNotNull(refreshTokens.revokedAt), lte(refreshTokens.expiresAt, now)));
  await db.delete(mfaPasses).where(or(lt(mfaPasses.passedAt, oldest), inArray(mfaPasses.originJti, deadOrigins)));
}

/** Forgets the passes of sign-ins just ended (RevokeToken, GlobalSignOut, a password reset). */
export async function forgetPasses(db: Pick<Db, 'delete'>, originJtis: string[]): Promise<void> {
  if (originJtis.length > 0) await db.delete(mfaPasses).where(inArray(mfaPasses.originJti, originJtis));
}
