// Sign-in challenge state between InitiateAuth and RespondToAuthChallenge, kept in auth_sessions so any API
// process can answer the second call. Sessions are single use: taking one deletes it.
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';

export type SessionKind = 'SRP' | 'CUSTOM_CHALLENGE' | 'NEW_PASSWORD_REQUIRED';

/** Cognito's default auth-flow session validity is 3 minutes; the custom challenge lives as long as its code. */
export const SESSION_TTL_MS: Record<SessionKind, number> = {
  SRP: 3 * 60 * 1000,
  CUSTOM_CHALLENGE: 10 * 60 * 1000,
  NEW_PASSWORD_REQUIRED: 3 * 60 * 1000,
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

/** Removes and returns the session if it exists, has the expected kind and has not expired. */
export async function takeSession(
  db: Db,
  id: string,
  kind: SessionKind,
): Promise<{ userId: string | null; data: Record<string, unknown> } | undefined> {
  const [row] = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, id), eq(authSessions.kind, kind)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return { userId: row.userId, data: row.data };
}
