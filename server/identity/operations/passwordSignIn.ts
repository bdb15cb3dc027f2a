// Password sign-in (USER_PASSWORD_AUTH) and what every password flow does once the password is proven: account
// status checks, the NEW_PASSWORD_REQUIRED challenge, or tokens.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { assertSelfWritable, mergeAttributes } from '../attributes';
import { cancelFallbacks } from '../../mfa/authenticatorFallback';
import type { IdentityContext } from '../context';
import { invalidSession, notAuthorized, passwordResetRequired, userDisabled, userNotConfirmed } from '../errors';
import { assertNotLocked, assertPasswordPolicy, recordFailedPassword, recordSuccessfulPassword } from '../passwords';
import { revokeAllForUser } from '../refreshTokens';
import { ENROLLMENT_GROUP } from '../serviceSession';
import { newSessionId, putSession, takeSession } from '../sessions';
import { computeVerifier, createPasswordVerifier, passwordMatches } from '../srp';
import { issueSignInTokens } from '../tokens';
import { findUser, findUserById, normaliseUsername, type UserRow } from '../users';
import { requireParam, type JsonObject } from '../validate';

/**
 * Members of these groups are service identities (the enrollment flow's user): they exist in the pool but never
 * sign in with a password, and are told exactly what a wrong password would tell them.
 */
const NO_PASSWORD_SIGN_IN_GROUPS = [ENROLLMENT_GROUP];

export function mayUsePassword(user: UserRow): boolean {
  return !user.groups.some((g) => NO_PASSWORD_SIGN_IN_GROUPS.includes(g));
}

export async function completePasswordSignIn(
  ctx: IdentityContext,
  user: UserRow,
  clientMetadata: Record<string, string> | undefined,
): Promise<JsonObject> {
  if (!user.enabled) throw userDisabled();
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (user.status === 'RESET_REQUIRED') throw passwordResetRequired();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const session = newSessionId();
    await putSession(ctx.db, session, 'NEW_PASSWORD_REQUIRED', user.id, { username: user.username });
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({
          ...user.attributes,
          email: user.email,
          email_verified: String(user.emailVerified),
        }),
      },
      Session: session,
    };
  }
  const result = await issueSignInTokens(ctx, user, 'TokenGeneration_Authentication', clientMetadata);
  return { ChallengeParameters: {}, AuthenticationResult: result };
}

/** `serviceIdentities`: the caller holds the admin key (AdminInitiateAuth), so service identities may sign in too. */
export async function userPasswordAuth(
  ctx: IdentityContext,
  params: Record<string, string>,
  clientMetadata: Record<string, string> | undefined,
  opts: { serviceIdentities?: boolean } = {},
): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(params, 'USERNAME'));
  const password = requireParam(params, 'PASSWORD');
  const user = await findUser(ctx.db, username);
  if (!user) {
    // Spend the same work as a real check so response time does not reveal whether the account exists.
    computeVerifier('00', ctx.pool.poolName, username, password);
    throw notAuthorized();
  }
  assertNotLocked(user);
  if (!opts.serviceIdentities && !mayUsePassword(user)) throw notAuthorized();
  if (
    !passwordMatches({ salt: user.srpSalt, verifier: user.srpVerifier }, ctx.pool.poolName, user.username, password)
  ) {
    await recordFailedPassword(ctx.db, user);
    throw notAuthorized();
  }
  await recordSuccessfulPassword(ctx.db, user);
  return completePasswordSignIn(ctx, user, clientMetadata);
}

/**
 * Stores a new password as salt + verifier; the clear password goes no further than this function. Every other
 * sign-in of the user ends with it (refresh tokens revoked, so their access and ID tokens are refused too): whoever
 * held the old password keeps no session. `keepOriginJti` spares the one sign-in that made the change (ChangePassword).
 */
export async function setPassword(
  ctx: IdentityContext,
  user: UserRow,
  password: string,
  extra: Partial<UserRow> = {},
  keepOriginJti?: string,
): Promise<void> {
  const { salt, verifier } = createPasswordVerifier(ctx.pool.poolName, user.username, password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...extra,
        srpSalt: salt,
        srpVerifier: verifier,
        failedSignIns: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await revokeAllForUser({ db: tx }, user.id, keepOriginJti);
    // Whoever asked to sign in without the authenticator knew the old password: the request goes with it.
    await cancelFallbacks(tx, user.id, ctx.clock());
  });
}

export async function respondNewPassword(
  ctx: IdentityContext,
  sessionId: string,
  responses: Record<string, string>,
  clientMetadata: Record<string, string> | undefined,
): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(responses, 'USERNAME'));
  const password = requireParam(responses, 'NEW_PASSWORD');
  assertPasswordPolicy(password, 'NEW_PASSWORD');
  const updates: Record<string, string> = {};
  for (const [key, value] of Object.entries(responses)) {
    if (key.startsWith('userAttributes.')) updates[key.slice('userAttributes.'.length)] = value;
  }
  assertSelfWritable(updates);

  const session = await takeSession(ctx.db, sessionId, 'NEW_PASSWORD_REQUIRED');
  if (!session?.userId || session.data.username !== username) throw invalidSession();
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') throw invalidSession();
  if (!user.enabled) throw userDisabled();

  const attributes = mergeAttributes(user.attributes, updates);
  await setPassword(ctx, user, password, { status: 'CONFIRMED', attributes });
  const result = await issueSignInTokens(
    ctx,
    { ...user, status: 'CONFIRMED', attributes },
    'TokenGeneration_NewPasswordChallenge',
    clientMetadata,
  );
  return { ChallengeParameters: {}, AuthenticationResult: result };
}
