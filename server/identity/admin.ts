// Server-side user administration (seeding, enrollment, admin tooling): creating confirmed users with their SRP
// verifier computed here, and setting attributes users may not change themselves.
import { eq } from 'drizzle-orm';
import { identities, users } from '../db/schema';
import { assertKnownAttributes, mergeAttributes } from './attributes';
import type { IdentityContext } from './context';
import { invalidParameter, userNotFound, usernameExists } from './errors';
import { assertPasswordPolicy } from './passwords';
import { createPasswordVerifier } from './srp';
import type { NewUser } from './types';
import { findUser, normaliseUsername } from './users';
import { isEmail } from './validate';

/** Creates the user (CONFIRMED unless forceChangePassword) and links its identities; returns the `sub`. */
export async function adminCreateUser(ctx: IdentityContext, input: NewUser): Promise<string> {
  const username = normaliseUsername(input.email);
  if (!isEmail(username)) throw invalidParameter('Username should be an email.');
  assertPasswordPolicy(input.password);
  const attributes = { ...(input.attributes ?? {}) };
  assertKnownAttributes(attributes);
  delete attributes.email; // the username is the email; kept in its own column

  // The userIdForSrp is the username, exactly what Cognito returns as USER_ID_FOR_SRP at sign-in.
  const { salt, verifier } = createPasswordVerifier(ctx.pool.poolName, username, input.password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username,
        email: username,
        emailVerified: input.emailVerified ?? true,
        status: input.forceChangePassword ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
        srpSalt: salt,
        srpVerifier: verifier,
        groups: input.groups ?? [],
        attributes,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw usernameExists();
    for (const identity of input.identities ?? []) {
      await tx.insert(identities).values({
        userId: row.id,
        providerName: identity.providerName,
        providerType: identity.providerType,
        providerUserId: identity.providerUserId,
        email: identity.email ?? null,
      });
    }
    return row.id;
  });
}

export async function adminUpdateUserAttributes(
  ctx: IdentityContext,
  username: string,
  updates: Record<string, string>,
): Promise<void> {
  assertKnownAttributes(updates);
  if ('email' in updates) throw invalidParameter('The email is the username and cannot be changed.');
  const user = await findUser(ctx.db, username);
  if (!user) throw userNotFound();
  await ctx.db
    .update(users)
    .set({ attributes: mergeAttributes(user.attributes, updates), updatedAt: new Date() })
    .where(eq(users.id, user.id));
}
