// The token check (server/auth/tokenCheck.ts): a verified token is remembered until it expires, but never its
// revocation or its multi-factor state: a sign-out refuses a token the server has already accepted, and a pass
// made after the token was first used is honoured on the next request.
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { VerifiedTokens } from '../../../server/auth/tokenCheck';
import type { IdClaims } from '../../../server/identity/types';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const search = '{ customerSystemSearch { isReturningCustomer } }';
// Customer data behind the multi-factor gate: a random id is simply not found once the gate lets the caller by.
const gated = '{ application(id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427") { id } }';

describe('a token the server has already accepted', () => {
  it('is refused at once after RevokeToken ends its sign-in', async () => {
    const tokens = (await h.signInTokens('online.returning@example.com')) as { IdToken: string; RefreshToken?: string };
    for (let i = 0; i < 2; i++) expect((await h.graphql(search, { token: tokens.IdToken })).status).toBe(200);
    await h.identityCall('RevokeToken', {
      ClientId: h.server.services.config.cognito.clientId,
      Token: tokens.RefreshToken,
    });
    expect(errorCode((await h.graphql(search, { token: tokens.IdToken })).body)).toBe('UNAUTHENTICATED');
  });

  it('is refused at once after GlobalSignOut from another sign-in of the same customer', async () => {
    const token = await h.idToken('new.customer@example.com');
    expect((await h.graphql(search, { token })).body.errors).toBeUndefined();
    const { AccessToken } = await h.signInTokens('new.customer@example.com');
    await h.identityCall('GlobalSignOut', { AccessToken });
    expect(errorCode((await h.graphql(search, { token })).body)).toBe('UNAUTHENTICATED');
  });

  it('reaches customer data once its sign-in passes the multi-factor check, not before', async () => {
    const { IdToken } = await h.passwordOnlyTokens('online.returning@example.com');
    expect(errorCode((await h.graphql(gated, { token: IdToken })).body)).toBe('MFA_REQUIRED');
    await h.passMfa(IdToken);
    const after = await h.graphql(gated, { token: IdToken });
    expect(errorCode(after.body)).not.toBe('MFA_REQUIRED');
    expect(errorCode(after.body)).not.toBe('UNAUTHENTICATED');
  });
});

describe('VerifiedTokens', () => {
  const claims = (exp: number): IdClaims => ({
    sub: 's',
    username: 'u',
    email: 'e@example.com',
    emailVerified: true,
    groups: [],
    attributes: {},
    authTime: 0,
    exp,
  });

  it('verifies a token once while it lives, and again (refusing it) once it has expired', async () => {
    const cache = new VerifiedTokens();
    let calls = 0;
    const now = 1_000_000_000_000;
    const verify = async () => {
      calls++;
      if (calls > 1) throw new Error('expired');
      return claims(now / 1000 + 60);
    };
    await cache.verify('token-a', verify, now);
    await cache.verify('token-a', verify, now + 59_000);
    expect(calls).toBe(1);
    await expect(cache.verify('token-a', verify, now + 60_000)).rejects.toThrow('expired');
    expect(calls).toBe(2);
  });

  it('a forged token is verified (and refused) every time, and the cache stays bounded', async () => {
    const cache = new VerifiedTokens(2);
    const refuse = async (): Promise<IdClaims> => {
      throw new Error('bad signature');
    };
    for (let i = 0; i < 2; i++) await expect(cache.verify('forged', refuse)).rejects.toThrow('bad signature');
    const ok = async () => claims(Date.now() / 1000 + 60);
    for (const t of ['a', 'b', 'c']) await cache.verify(t, ok);
    expect(cache.entries).toBe(2);
  });
});
