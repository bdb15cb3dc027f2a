// Minting and checking Cognito-shaped JWTs (RS256, `kid` from keys.ts): access and ID tokens with Cognito's claim
// set, PreTokenGeneration applied, and access-token checks that honour revocation through the origin_jti.
import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CUSTOM_ATTRIBUTES, PROFILE_ATTRIBUTES } from './attributes';
import type { IdentityContext } from './context';
import { notAuthorized, userDisabled, userNotFound } from './errors';
import { recordSecurityEvent } from '../security/events';
import { describeUserAgent } from '../security/userAgent';
import { ENROLLMENT_GROUP, ENROLLMENT_SCOPE, maySelfServe, USER_ADMIN_SCOPE } from './groups';
import { createRefreshToken, isOriginActive } from './refreshTokens';
import { afterSignIn, type SignInMethod } from './signInMethod';
import { triggerEnvelope } from './triggers';
import type { StringMap, TokenGenerationSource } from './triggerEvents';
import type { IdClaims } from './types';
import { findUserById, identitiesClaim, linkedIdentities, triggerAttributes, type UserRow } from './users';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** Claims a PreTokenGeneration handler may not touch (Cognito ignores or rejects these too). */
const RESERVED_CLAIMS = new Set([
  'acr',
  'amr',
  'at_hash',
  'aud',
  'auth_time',
  'azp',
  'cognito:username',
  'event_id',
  'exp',
  'iat',
  'identities',
  'iss',
  'jti',
  'nbf',
  'nonce',
  'origin_jti',
  'sub',
  'token_use',
  'cognito:groups',
]);

interface MintOptions {
  originJti: string;
  authTime: Date;
  source: TokenGenerationSource;
  clientMetadata?: StringMap | undefined;
}

export async function mintTokens(
  ctx: IdentityContext,
  user: UserRow,
  opts: MintOptions,
): Promise<AuthenticationResult> {
  const event = await ctx.triggers.run('preTokenGeneration', {
    ...triggerEnvelope(ctx.pool, user.username, opts.source),
    request: {
      userAttributes: triggerAttributes(user),
      groupConfiguration: { groupsToOverride: [...user.groups], iamRolesToOverride: [] },
      ...(opts.clientMetadata ? { clientMetadata: opts.clientMetadata } : {}),
    },
    response: { claimsOverrideDetails: null },
  });
  const override = event.response.claimsOverrideDetails ?? {};
  const groups = override.groupOverrideDetails?.groupsToOverride ?? user.groups;

  const now = Math.floor(Date.now() / 1000);
  const ttl = ctx.config.cognito.accessTokenMinutes * 60;
  const common = {
    origin_jti: opts.originJti,
    event_id: randomUUID(),
    auth_time: Math.floor(opts.authTime.getTime() / 1000),
    // Cognito leaves cognito:groups out entirely when the user is in no group.
    ...(groups.length > 0 ? { 'cognito:groups': groups } : {}),
  };

  const access: JWTPayload = {
    ...common,
    client_id: ctx.pool.clientId,
    token_use: 'access',
    // Enrollment visitors get no self-service scope: their tokens serve their enrollment and nothing else.
    scope: maySelfServe(user.groups) && maySelfServe(groups) ? USER_ADMIN_SCOPE : ENROLLMENT_SCOPE,
    username: user.username,
  };

  const idClaims: Record<string, unknown> = {
    ...common,
    'cognito:username': user.username,
    email: user.email,
    email_verified: user.emailVerified,
    token_use: 'id',
  };
  for (const name of [...PROFILE_ATTRIBUTES, ...CUSTOM_ATTRIBUTES]) {
    const value = user.attributes[name];
    if (value !== undefined) idClaims[name] = value;
  }
  const linked = await linkedIdentities(ctx.db, user.id);
  if (linked.length > 0) idClaims.identities = identitiesClaim(linked);
  for (const [name, value] of Object.entries(override.claimsToAddOrOverride ?? {})) {
    if (!RESERVED_CLAIMS.has(name)) idClaims[name] = value;
  }
  for (const name of override.claimsToSuppress ?? []) {
    if (!RESERVED_CLAIMS.has(name)) delete idClaims[name];
  }

  const sign = (payload: JWTPayload, audience?: string) => {
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: ctx.keys.kid })
      .setSubject(user.id)
      .setIssuer(ctx.pool.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .setJti(randomUUID());
    if (audience) jwt.setAudience(audience);
    return jwt.sign(ctx.keys.privateKey);
  };

  return {
    AccessToken: await sign(access),
    IdToken: await sign(idClaims, ctx.pool.clientId),
    ExpiresIn: ttl,
    TokenType: 'Bearer',
  };
}

/**
/**
 * A completed sign-in: a new refresh-token origin plus the first access and ID tokens minted from it. `method` is how
 * the sign-in proved itself: it and the browser are kept for the security page, a customer's sign-in is one of their
 * security events, and what a method brings with it (a passkey's multi-factor pass) is ./signInMethod.ts's.
 */
export async function issueSignInTokens(
  ctx: IdentityContext,
  user: UserRow,
  source: TokenGenerationSource,
  clientMetadata?: StringMap,
  method: SignInMethod = 'PASSWORD',
): Promise<AuthenticationResult> {
  const authTime = new Date();
  const userAgent = ctx.request?.userAgent ?? null;
  // The security page names a sign-in by password or by passkey; the e-mailed-code and service sign-ins are shown as
  // the password kind until it has words of their own.
  const shown = method === 'PASSKEY' ? 'PASSKEY' : 'PASSWORD';
  const { token, originJti } = await createRefreshToken(ctx, user.id, authTime, { method: shown, userAgent });
  if (!user.groups.includes(ENROLLMENT_GROUP)) {
    await recordSecurityEvent(
      ctx.db,
      { userId: user.id, email: user.email },
      'SIGN_IN',
      { signInMethod: method, device: describeUserAgent(userAgent) },
      authTime,
    );
  }
  const minted = await mintTokens(ctx, user, { originJti, authTime, source, clientMetadata });
  await afterSignIn(ctx, user, { originJti, method, at: authTime });
  return { ...minted, RefreshToken: token };
}

/** Cognito's answer to an access token without the self-service scope. */
export const NO_REQUIRED_SCOPES = 'Access Token does not have required scopes';

/**
 * Authenticates a user-pool API call. Revocation is tracked per sign-in: the token's origin_jti must still name an
 * unrevoked refresh-token row, so RevokeToken kills that one session and GlobalSignOut (which revokes every row of
 * the user) kills them all, with no separate deny-list to keep.
 */
export async function verifyAccessToken(
  ctx: IdentityContext,
  token: string,
): Promise<{ user: UserRow; payload: JWTPayload }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, ctx.keys.keySet, { issuer: ctx.pool.issuer, algorithms: ['RS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw notAuthorized('Access Token has expired');
    throw notAuthorized('Invalid Access Token');
  }
  if (payload.token_use !== 'access' || payload.client_id !== ctx.pool.clientId || typeof payload.sub !== 'string') {
    throw notAuthorized('Invalid Access Token');
  }
  if (typeof payload.origin_jti !== 'string' || !(await isOriginActive(ctx, payload.origin_jti))) {
    throw notAuthorized('Access Token has been revoked');
  }
  const user = await findUserById(ctx.db, payload.sub);
  if (!user) throw userNotFound();
  if (!user.enabled) throw userDisabled();
  // Every caller is a self-service operation of the user's own (GetUser, UpdateUserAttributes, ChangePassword,
  // GlobalSignOut): refused to tokens without the scope, and to enrollment identities whatever their token says.
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  if (!scopes.includes(USER_ADMIN_SCOPE) || !maySelfServe(user.groups)) throw notAuthorized(NO_REQUIRED_SCOPES);
  return { user, payload };
}

/** Verifies an ID token against a key set (local or the real pool's) and normalises its claims. */
export async function verifyIdTokenWith(
  keySet: JWTVerifyGetKey,
  expected: { issuer: string; clientId: string },
  token: string,
): Promise<IdClaims> {
  const { payload } = await jwtVerify(token, keySet, {
    issuer: expected.issuer,
    audience: expected.clientId,
    algorithms: ['RS256'],
  });
  if (payload.token_use !== 'id') throw new Error('Not an ID token');
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (name.startsWith('custom:') || (PROFILE_ATTRIBUTES as readonly string[]).includes(name)) {
      attributes[name] = String(value);
    }
  }
  const groups = payload['cognito:groups'];
  return {
    sub: str(payload.sub),
    username: str(payload['cognito:username']),
    email: str(payload.email),
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    attributes,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : 0,
    exp: payload.exp ?? 0,
    ...(typeof payload.origin_jti === 'string' ? { originJti: payload.origin_jti } : {}),
  };
}
