// Sign-in challenge state between InitiateAuth and RespondToAuthChallenge, kept in auth_sessions so any API
// process can answer the second call. Sessions are single use: taking one deletes it.
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';

export type SessionKind =
  'SRP' | 'CUSTOM_CHALLENGE' | 'NEW_PASSWORD_REQUIRED' | 'SELECT_CHALLENGE' | 'WEB_AUTHN' | 'WEB_AUTHN_REGISTRATION';

/** How long a passkey challenge (sign-in or registration) may be answered; the browser is told the same. */
export const WEB_AUTHN_TTL_MS = 5 * 60 * 1000;

/** Cognito's default auth-flow session validity is 3 minutes; the custom challenge lives as long as its code. */
export const SESSION_TTL_MS: Record<SessionKind, number> = {
  SRP: 3 * 60 * 1000,
  CUSTOM_CHALLENGE: 10 * 60 * 1000,
  NEW_PASSWORD_REQUIRED: 3 * 60 * 1000,
  SELECT_CHALLENGE: 3 * 60 * 1000,
  WEB_AUTHN: WEB_AUTHN_TTL_MS,
  WEB_AUTHN_REGISTRATION: WEB_AUTHN_TTL_MS,
};

/** An opaque Session string shaped like Cognito's (long, URL-unsafe base64 is fine for JSON). */
export function newSessionId(): string {
  return randomBytes(96).toString('base64');
}

export async function putSession(
  db: Db,
  id: string,
  kind: SessionKind,
  userId: string | null,
  data: Record<string, unknown>,
): Promise<void> {
  // Opportunistic sweep so abandoned sign-ins do not accumulate.
  await db.delete(authSessions).where(lt(authSessions.expiresAt, new Date()));
  await db
    .insert(authSessions)
    .values({ id, kind, userId, data, expiresAt: new Date(Date.now() + SESSION_TTL_MS[kind]) });
}

/**
 * Removes and returns the session if it exists, has the expected kind and has not expired. With `userId`, only that
 * user's session is touched: someone else naming it neither gets it nor uses it up.
 */
export async function takeSession(
  db: Db,
  id: string,
  kind: SessionKind,
  userId?: string,
): Promise<{ userId: string | null; data: Record<string, unknown> } | undefined> {
  const mine = userId === undefined ? undefined : eq(authSessions.userId, userId);
  const [row] = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, id), eq(authSessions.kind, kind), mine))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return { userId: row.userId, data: row.data };
}
