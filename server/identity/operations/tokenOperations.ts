// Token lifecycle operations: refresh (GetTokensFromRefreshToken and InitiateAuth REFRESH_TOKEN_AUTH), RevokeToken
// for one sign-in, and GlobalSignOut for all of a user's sign-ins.
import { sendSecurityNotice } from '../../notices/securityNotice';
import type { IdentityContext } from '../context';
import { notAuthorized, userDisabled } from '../errors';
import { findRefreshToken, markActive, revokeAllForUser, revokeRefreshToken } from '../refreshTokens';
import { recordSecurityEvent } from '../../security/events';
import { mintTokens, verifyAccessToken, type AuthenticationResult } from '../tokens';
import { findUserById } from '../users';
import { requireString, type JsonObject } from '../validate';
import { assertClient, clientMetadataOf, type Operation } from './common';

/**
 * New access and ID tokens from a refresh token. Rotation is off, as in a default Cognito app client: no new
 * RefreshToken is returned and Amplify keeps the one it has (refreshAuthTokens falls back to it).
 */
export async function refreshWith(
  ctx: IdentityContext,
  refreshToken: string,
  clientMetadata: Record<string, string> | undefined,
): Promise<AuthenticationResult> {
  const row = await findRefreshToken(ctx, refreshToken);
  if (!row || row.clientId !== ctx.pool.clientId) throw notAuthorized('Invalid Refresh Token');
  if (row.revokedAt) throw notAuthorized('Refresh Token has been revoked');
  if (row.expiresAt.getTime() <= Date.now()) throw notAuthorized('Refresh Token has expired');
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw notAuthorized('Invalid Refresh Token');
  if (!user.enabled) throw userDisabled();
  await markActive(ctx.db, row.originJti, ctx.clock());
  return mintTokens(ctx, user, {
    originJti: row.originJti,
    authTime: row.authTime,
    source: 'TokenGeneration_RefreshTokens',
    clientMetadata,
  });
}

export const GetTokensFromRefreshToken: Operation = async (ctx, input) => {
  assertClient(ctx, input);
  const token = requireString(input, 'RefreshToken');
  return { AuthenticationResult: await refreshWith(ctx, token, clientMetadataOf(input)) };
};

export const RevokeToken: Operation = async (ctx, input) => {
  assertClient(ctx, input);
  const token = requireString(input, 'Token');
  const row = await findRefreshToken(ctx, token);
  // RFC 7009: revoking an unknown or already revoked token is not an error.
  if (row && row.clientId === ctx.pool.clientId) await revokeRefreshToken(ctx, row.id);
  return {};
};

export const GlobalSignOut: Operation = async (ctx, input, request): Promise<JsonObject> => {
  const { user } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  await revokeAllForUser(ctx, user.id);
  // The owner hears of it: a thief who signed everyone else out must not go unnoticed.
  await sendSecurityNotice(ctx, {
    userId: user.id,
    kind: 'allSessionsEnded',
    language: request?.lang ?? 'en',
    now: ctx.clock(),
  });
  await recordSecurityEvent(ctx.db, { userId: user.id, email: user.email }, 'ALL_SESSIONS_ENDED');
  return {};
};
