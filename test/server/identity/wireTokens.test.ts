// The wire protocol below Amplify, its tokens: the JWKS and the persisted signing key, the issuer, refresh, and the
// checks that refuse unknown, expired, forged, tampered and signed-out tokens.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, signingKeys } from '../../../server/db/schema';
import { createIdentity } from '../../../server/identity';
import { makeOutbox } from '../../../server/outbox/outbox';
import { CLIENT_ID, cognito, passwordSignIn, PUBLIC_URL, USER_POOL_ID } from './harness';
import { h, PASSWORD, useWireServer } from './wireServer';

useWireServer();

describe('tokens', () => {
  it('publishes the public signing key as a JWKS and stores the private key only encrypted', async () => {
    const res = await fetch(h.jwksUrl);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(body.keys[0]).not.toHaveProperty('d');
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    expect(decodeProtectedHeader(IdToken).kid).toBe(body.keys[0]?.kid);

    const [row] = await h.database.db.select().from(signingKeys);
    expect(row?.privateJwkEncrypted.startsWith('v1.')).toBe(true);
    expect(row?.privateJwkEncrypted).not.toContain('"d"');

    expect((await fetch(`${h.base}/cognito/us-east-1_Other/.well-known/jwks.json`)).status).toBe(404);
  });

  it('reuses the persisted key pair when the service is built again on the same database', async () => {
    const again = await createIdentity({
      db: h.database.db,
      cipher: h.cipher,
      config: h.config,
      outbox: makeOutbox(h.database.db),
      log: h.app.log,
    });
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const claims = await again.verifyIdToken(IdToken);
    expect(claims).toMatchObject({
      username: 'wire.user@example.com',
      groups: ['CSR'],
      attributes: { 'custom:brand': 'keel', name: 'Wyn' },
    });
    expect((await h.database.db.select().from(signingKeys)).length).toBe(1);
  });

  it('fixes the issuer to the public URL whatever host the request used', async () => {
    const { AccessToken, IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    expect(decodeJwt(IdToken).iss).toBe(`${PUBLIC_URL}/cognito/${USER_POOL_ID}`);
    expect(decodeJwt(AccessToken).iss).toBe(h.identity.issuer);
  });

  it('refreshes with REFRESH_TOKEN_AUTH too, without rotating the refresh token', async () => {
    const { RefreshToken, AccessToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const res = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    expect(res.status).toBe(200);
    const result = res.body.AuthenticationResult as Record<string, unknown>;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.RefreshToken).toBeUndefined();
    expect(decodeJwt(result.AccessToken as string).origin_jti).toBe(decodeJwt(AccessToken).origin_jti);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const unknown = await cognito(h, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: 'made-up' });
    expect(unknown.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    const { RefreshToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const hash = createHash('sha256').update(RefreshToken).digest('hex');
    await h.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash));
    const expired = await cognito(h, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken });
    expect(expired.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' });
  });

  it('refuses garbage, foreign-signed and ID tokens where an access token is required', async () => {
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'access', client_id: CLIENT_ID, origin_jti: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(h.identity.issuer)
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const token of ['garbage', IdToken, forged]) {
      for (const op of ['GetUser', 'GlobalSignOut', 'UpdateUserAttributes', 'ChangePassword']) {
        const res = await cognito(h, op, {
          AccessToken: token,
          UserAttributes: [],
          PreviousPassword: PASSWORD,
          ProposedPassword: 'An0ther-one',
        });
        expect(res.body, `${op} with ${token.slice(0, 10)}`).toEqual({
          __type: 'NotAuthorizedException',
          message: 'Invalid Access Token',
        });
      }
    }
  });

  it('verifyIdToken rejects a tampered token', async () => {
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const [header, payload, signature] = IdToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['CSR', 'admin'] })).toString('base64url')}.${signature}`;
    await expect(h.identity.verifyIdToken(tampered)).rejects.toThrow();
  });

  it('isSessionActive follows sign-out', async () => {
    const { IdToken, RefreshToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const { originJti } = await h.identity.verifyIdToken(IdToken);
    expect(originJti).toBeTruthy();
    expect(await h.identity.isSessionActive?.(originJti ?? '')).toBe(true);
    await cognito(h, 'RevokeToken', { ClientId: CLIENT_ID, Token: RefreshToken });
    expect(await h.identity.isSessionActive?.(originJti ?? '')).toBe(false);
  });
});
