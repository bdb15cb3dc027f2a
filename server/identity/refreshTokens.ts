// Opaque refresh tokens, stored only as SHA-256 hashes. Each row is one sign-in "origin": its origin_jti is stamped
// into every access and ID token minted from it, so revoking the row also revokes those tokens (see tokens.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { forgetPasses } from '../mfa/gate';
import type { IdentityContext } from './context';
import type { SignInMethod } from './signInMethod';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** What the sessions list keeps about a sign-in besides its token: how it proved who it was, and its browser. */
export interface SignInFacts {
  method: SignInMethod;
  userAgent: string | null;
}

// A bare hash is enough here (unlike 6-digit codes): the token carries 512 random bits, so it cannot be guessed
// back from its digest.
const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function createRefreshToken(
  ctx: IdentityContext,
  userId: string,
  authTime: Date,
  facts: SignInFacts = { method: 'PASSWORD', userAgent: null },
): Promise<{ token: string; originJti: string }> {
  const token = randomBytes(64).toString('base64url');
  const originJti = randomUUID();
  await ctx.db.insert(refreshTokens).values({
    userId,
    tokenHash: hash(token),
    clientId: ctx.pool.clientId,
    originJti,
    authTime,
    signInMethod: facts.method,
    userAgent: facts.userAgent,
    lastActiveAt: authTime,
    expiresAt: new Date(Date.now() + ctx.config.cognito.refreshTokenDays * 24 * 60 * 60 * 1000),
  });
  return { token, originJti };
}

export async function findRefreshToken(ctx: IdentityContext, token: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash(token)))
    .limit(1);
  return row;
}

// An ended sign-in's multi-factor pass (mfa_passes) can no longer matter: it goes with it.
export async function revokeRefreshToken(ctx: IdentityContext, id: string): Promise<void> {
  const revoked = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ originJti: refreshTokens.originJti });
  await forgetPasses(
    ctx.db,
    revoked.map((r) => r.originJti),
  );
}

/**
 * Revokes every sign-in of the user (GlobalSignOut, a password reset), or every one but `keepOriginJti` (a password
 * change keeps the session that made it). Access and ID tokens die with their origin (tokens.ts, GraphQL's context),
 * and so do the multi-factor passes of those sign-ins. Answers the sign-ins it ended.
 */
export async function revokeAllForUser(
  ctx: { db: Pick<Db, 'update' | 'delete'> },
  userId: string,
  keepOriginJti?: string,
): Promise<string[]> {
  const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  const revoked = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(keepOriginJti ? and(live, ne(refreshTokens.originJti, keepOriginJti)) : live)
    .returning({ originJti: refreshTokens.originJti });
  const ended = revoked.map((r) => r.originJti);
  await forgetPasses(ctx.db, ended);
  return ended;
}

/** How often a sign-in's last activity is written: the page shows it to the minute, so more writes would tell nothing. */
export const ACTIVITY_STEP_MS = 60 * 1000;

/** Records activity of a sign-in (a refresh, an API call), at most once per ACTIVITY_STEP_MS. */
export async function markActive(db: Pick<Db, 'update'>, originJti: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(refreshTokens.originJti, originJti),
        or(
          isNull(refreshTokens.lastActiveAt),
          lt(refreshTokens.lastActiveAt, new Date(now.getTime() - ACTIVITY_STEP_MS)),
        ),
      ),
    );
}

/**
 * Ends one sign-in of the user, named by its refresh-token row id (the security page's session id), as RevokeToken
 * does: the row revoked, its multi-factor pass gone. False when the user has no such live sign-in (someone else's, an
 * unknown id, or one already ended), so a caller can answer all three the same.
 */
export async function revokeSignIn(db: Pick<Db, 'update' | 'delete'>, userId: string, id: string): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ originJti: refreshTokens.originJti });
  await forgetPasses(
    db,
    revoked.map((r) => r.originJti),
  );
  return revoked.length > 0;
}

/** True while the sign-in that minted a token has not been revoked (RevokeToken, GlobalSignOut) or expired. */
export async function isOriginActive(ctx: IdentityContext, originJti: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.originJti, originJti))
    .limit(1);
  return !!row && !row.revokedAt && row.expiresAt.getTime() > Date.now();
}
