// The user pool's rows: lookups by username or sub, linked identities, and the attribute views Cognito exposes
// (GetUser's list, the string map triggers receive).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identities, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;

/** Amplify signs in with the email as username; the pool treats it case-insensitively. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(username)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function linkedIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  return db.select().from(identities).where(eq(identities.userId, userId));
}

/** Cognito's `identities` value: the linked providers as objects (an array in tokens, a JSON string as attribute). */
export function identitiesClaim(rows: IdentityRow[]): Record<string, string | null>[] {
  return rows.map((r) => ({
    userId: r.providerUserId,
    providerName: r.providerName,
    providerType: r.providerType,
    issuer: null,
    primary: 'true',
    dateCreated: String(r.createdAt.getTime()),
  }));
}

/** The `userAttributes` map triggers receive: strings only, with sub, email_verified and cognito:user_status. */
export function triggerAttributes(user: UserRow): Record<string, string> {
  return {
    ...user.attributes,
    sub: user.id,
    email: user.email,
    email_verified: String(user.emailVerified),
    'cognito:user_status': user.status,
  };
}

/** GetUser's `UserAttributes` list. */
export function userAttributeList(user: UserRow, linked: IdentityRow[]): { Name: string; Value: string }[] {
  const list = [
    { Name: 'sub', Value: user.id },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
  if (linked.length > 0) list.push({ Name: 'identities', Value: JSON.stringify(identitiesClaim(linked)) });
  return list;
}
