// Enrollment visitor identities, minted server-side. Every visitor who starts enrolling gets a user of their own in the
// `enrollment` group, created for them and signed in at once (they never sign in with a password: see
// operations/passwordSignIn.ts): username and e-mail `<uuid>@enrollment.invalid` (a reserved domain, so never anyone's
// mailbox), the e-mail marked verified (the GraphQL API accepts only ID tokens with a verified e-mail), the profile
// attributes copied from the configured template user (config.enrollmentUsername, itself never signed in this way).
// Because no two visitors share a user, nothing one visitor does to "their" identity (GlobalSignOut, say) can reach
// another; and the identity can do nothing for itself anyway: its access token lacks the self-service scope
// (groups.ts, tokens.ts). It is temporary: its one session (refresh token) expires at `expiresAt`, and identities
// past it are deleted, with their sessions, whenever a later visitor starts.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray, lte } from 'drizzle-orm';
import { enrollmentIdentities, refreshTokens, users } from '../db/schema';
import type { IdentityContext } from './context';
import { ENROLLMENT_GROUP } from './groups';
import { createPasswordVerifier } from './srp';
import { issueSignInTokens } from './tokens';
import { findUser } from './users';

export { ENROLLMENT_GROUP } from './groups';

/** The reserved domain of enrollment visitor identities' usernames. */
export const ENROLLMENT_IDENTITY_DOMAIN = 'enrollment.invalid';

/** Expired visitor identities deleted per new visitor (so one request never has unbounded work). */
const SWEEP_BATCH = 100;

export interface ServiceSession {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface EnrollmentSessionRequest {
  /** The template user (config.enrollmentUsername): must be a confirmed, verified member of the enrollment group. */
  template: string;
  /** Keyed digest of the client address asking (server/auth/digests.ts clientDigest); look-ups are counted by it. */
  clientDigest: string;
  /** When the identity and its session end. */
  expiresAt: Date;
}

/** Why no session was issued; said to the operator in the log, never to the visitor. */
export class ServiceSessionError extends Error {}

/** Deletes up to SWEEP_BATCH visitor identities whose time is up (their refresh tokens go with them). */
export async function sweepExpiredEnrollmentIdentities(ctx: Pick<IdentityContext, 'db'>, now = new Date()) {
  const expired = await ctx.db
    .select({ userId: enrollmentIdentities.userId })
    .from(enrollmentIdentities)
    .where(lte(enrollmentIdentities.expiresAt, now))
    .limit(SWEEP_BATCH);
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.userId);
  // The users row is the identity; enrollment_identities, refresh_tokens and auth_sessions cascade with it.
  await ctx.db.delete(users).where(and(inArray(users.id, ids), arrayContains(users.groups, [ENROLLMENT_GROUP])));
  return ids.length;
}

/** A new enrollment visitor identity and its one sign-in. */
export async function issueEnrollmentSession(
  ctx: IdentityContext,
  request: EnrollmentSessionRequest,
): Promise<ServiceSession> {
  const template = await findUser(ctx.db, request.template);
  if (!template) throw new ServiceSessionError('the enrollment service user does not exist');
  if (!template.groups.includes(ENROLLMENT_GROUP))
    throw new ServiceSessionError(`the configured user is not in the "${ENROLLMENT_GROUP}" group`);
  if (!template.enabled || template.status !== 'CONFIRMED')
    throw new ServiceSessionError('the enrollment service user is disabled or not confirmed');
  // Only a verified e-mail makes an ID token the GraphQL API accepts (server/graphql/context.ts).
  if (!template.emailVerified) throw new ServiceSessionError('the enrollment service user has no verified e-mail');

  await sweepExpiredEnrollmentIdentities(ctx);

  const username = `${randomUUID()}@${ENROLLMENT_IDENTITY_DOMAIN}`;
  // A verifier of a random password nobody ever learns (and password sign-in refuses the group in any case).
  const { salt, verifier } = createPasswordVerifier(ctx.pool.poolName, username, randomBytes(32).toString('base64url'));
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username,
        email: username,
        emailVerified: true,
        status: 'CONFIRMED',
        srpSalt: salt,
        srpVerifier: verifier,
        groups: [ENROLLMENT_GROUP],
        attributes: { ...template.attributes },
      })
      .returning();
    if (!row) throw new ServiceSessionError('the enrollment identity was not created');
    await tx
      .insert(enrollmentIdentities)
      .values({ userId: row.id, clientDigest: request.clientDigest, expiresAt: request.expiresAt });
    return row;
  });

  const result = await issueSignInTokens(ctx, user, 'TokenGeneration_Authentication', undefined, 'SERVICE');
  if (!result.RefreshToken) throw new ServiceSessionError('no refresh token was issued');
  // The session lasts as long as the identity, not the pool's refresh-token days; its access and ID tokens stop
  // working with it (every API call checks the session behind its token).
  await ctx.db.update(refreshTokens).set({ expiresAt: request.expiresAt }).where(eq(refreshTokens.userId, user.id));
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
}

/** The client digest and expiry of an enrollment visitor identity; null for any other user (or a swept one). */
export async function findEnrollmentIdentity(ctx: Pick<IdentityContext, 'db'>, userId: string) {
  const [row] = await ctx.db
    .select({ clientDigest: enrollmentIdentities.clientDigest, expiresAt: enrollmentIdentities.expiresAt })
    .from(enrollmentIdentities)
    .where(eq(enrollmentIdentities.userId, userId))
    .limit(1);
  return row ?? null;
}
