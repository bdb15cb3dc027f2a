// Amplify contract, the session after sign-in: token refresh, signOut() and signOut({ global: true }).
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { auth, currentTokens, h, ISSUER, jwks, PASSWORD, storedRefreshToken, useAmplify } from './amplifyClient';
import { CLIENT_ID, cognito, passwordSignIn } from './harness';

useAmplify();

describe('session lifecycle', () => {
  it('refreshes through GetTokensFromRefreshToken and keeps the same refresh token and origin', async () => {
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const before = await currentTokens();
    const refreshBefore = storedRefreshToken();
    h.targets.length = 0;

    const { tokens } = await auth.fetchAuthSession({ forceRefresh: true });
    expect(h.targets).toEqual(['GetTokensFromRefreshToken']);
    const after = { accessToken: tokens!.accessToken.toString(), idToken: tokens!.idToken!.toString() };
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.idToken).not.toBe(before.idToken);
    await jwtVerify(after.idToken, jwks, { issuer: ISSUER, audience: CLIENT_ID });
    expect(decodeJwt(after.accessToken).origin_jti).toBe(decodeJwt(before.accessToken).origin_jti);
    expect(decodeJwt(after.accessToken).auth_time).toBe(decodeJwt(before.accessToken).auth_time);
    expect(storedRefreshToken()).toBe(refreshBefore);
  });

  it('signOut() revokes the refresh token and the access tokens minted from it', async () => {
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const { accessToken } = await currentTokens();
    const refreshToken = storedRefreshToken();
    h.targets.length = 0;
    await auth.signOut();
    expect(h.targets).toEqual(['RevokeToken']);

    const refreshed = await cognito(h, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: refreshToken,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    const me = await cognito(h, 'GetUser', { AccessToken: accessToken });
    expect(me.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });

  it('signOut({ global: true }) ends every session of the user', async () => {
    const other = await passwordSignIn(h, 'online.returning@example.com', PASSWORD); // e.g. another device
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const { accessToken } = await currentTokens();
    const refreshToken = storedRefreshToken();
    h.targets.length = 0;
    await auth.signOut({ global: true });
    expect(h.targets).toEqual(['GlobalSignOut']);

    for (const token of [accessToken, other.AccessToken]) {
      const me = await cognito(h, 'GetUser', { AccessToken: token });
      expect(me.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    }
    for (const token of [refreshToken, other.RefreshToken]) {
      const refreshed = await cognito(h, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: token });
      expect(refreshed.body.message).toBe('Refresh Token has been revoked');
    }
    // A new sign-in afterwards is unaffected.
    const fresh = await passwordSignIn(h, 'online.returning@example.com', PASSWORD);
    expect((await cognito(h, 'GetUser', { AccessToken: fresh.AccessToken })).status).toBe(200);
  });
});
