// Every enrolling visitor once shared one identity (the pool's enrollment user), so
// GlobalSignOut with one visitor's access token ended every other visitor's enrollment and UpdateUserAttributes changed
// the shared user for everyone after. Now each visitor has an identity of their own, short-lived, that can do nothing
// for itself at the identity service: every self-service operation refuses its access token as Cognito refuses a
// token without the aws.cognito.signin.user.admin scope.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrollmentIdentities, refreshTokens, users } from '../../../server/db/schema';
import { ENROLLMENT_SESSION_TTL_MS } from '../../../server/enrollment/rules';
import { errorCode } from '../harness';
import { CURRENT, enrollmentServer, type EnrollmentSession } from './helpers';

const t = enrollmentServer();
afterEach(() => vi.useRealTimers());

const NO_SCOPE = { __type: 'NotAuthorizedException', message: 'Access Token does not have required scopes' };

const subOf = (session: EnrollmentSession) => String(decodeJwt(session.idToken).sub);

async function userOf(session: EnrollmentSession) {
  const [row] = await t.h.server.services.db
    .select()
    .from(users)
    .where(eq(users.id, subOf(session)));
  return row;
}

describe('an identity per visitor', () => {
  it('gives two visitors two identities, each a confirmed, verified member of the enrollment group only', async () => {
    const [a, b] = [await t.client.session(), await t.client.session()];
    expect(subOf(a)).not.toBe(subOf(b));
    for (const session of [a, b]) {
      const user = await userOf(session);
      expect(user).toMatchObject({ status: 'CONFIRMED', enabled: true, emailVerified: true, groups: ['enrollment'] });
      expect(user?.username).toMatch(/@enrollment\.invalid$/);
      expect(decodeJwt(session.accessToken)).toMatchObject({ scope: 'openid', 'cognito:groups': ['enrollment'] });
    }
  });

  it('keeps another visitor’s session working whatever one visitor does with their access token', async () => {
    const [a, b] = [await t.client.session(), await t.client.session()];
    expect((await t.h.cognito('GlobalSignOut', { AccessToken: a.accessToken })).body).toEqual(NO_SCOPE);
    expect(await t.client.ok(b, CURRENT)).toBeNull();
    // Even a visitor ending their own session (RevokeToken, as Amplify's signOut does) touches no one else's.
    await t.h.cognito('RevokeToken', { ClientId: t.h.clientId, Token: a.refreshToken });
    expect(errorCode(await t.client.gql(a, CURRENT))).toBe('UNAUTHENTICATED');
    expect(await t.client.ok(b, CURRENT)).toBeNull();
    const refreshed = await t.h.cognito('GetTokensFromRefreshToken', {
      ClientId: t.h.clientId,
      RefreshToken: b.refreshToken,
    });
    expect(refreshed.status).toBe(200);
  });

  it('refuses every self-service operation to an enrollment access token and changes nothing', async () => {
    const a = await t.client.session();
    const before = await userOf(a);
    const template = await t.h.userRow('enroll.user@example.com');
    const calls: [string, Record<string, unknown>][] = [
      ['UpdateUserAttributes', { UserAttributes: [{ Name: 'name', Value: 'Mallory' }] }],
      ['UpdateUserAttributes', { UserAttributes: [{ Name: 'custom:brand', Value: 'keel' }] }],
      ['ChangePassword', { PreviousPassword: 'Passw0rd!', ProposedPassword: 'Other-Passw0rd!' }],
      ['GetUser', {}],
      ['GlobalSignOut', {}],
      ['AssociateSoftwareToken', {}],
      ['VerifySoftwareToken', { UserCode: '123456' }],
      ['SetUserMFAPreference', { SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }],
      // Cognito operations this pool does not serve refuse the token the same way before anything else.
      ['DeleteUser', {}],
      ['VerifyUserAttribute', { AttributeName: 'email', Code: '123456' }],
      ['GetUserAttributeVerificationCode', { AttributeName: 'email' }],
    ];
    for (const [operation, input] of calls) {
      const res = await t.h.cognito(operation, { ...input, AccessToken: a.accessToken });
      expect([operation, res.status, res.body]).toEqual([operation, 400, NO_SCOPE]);
    }
    expect(await userOf(a)).toEqual(before);
    expect(await t.h.userRow('enroll.user@example.com')).toEqual(template);
    expect(await t.client.ok(a, CURRENT)).toBeNull();
  });

  it('leaves a customer’s own access token its self-service operations', async () => {
    const { AccessToken } = await t.h.signInTokens('new.customer@example.com');
    expect((await t.h.cognito('GetUser', { AccessToken })).status).toBe(200);
    const unknown = await t.h.cognito('DeleteUser', { AccessToken });
    expect(unknown.body.__type).toBe('UnknownOperationException');
  });
});

describe('a short-lived identity', () => {
  it('ends with its session: refresh and API calls refused after it, then swept by a later visitor', async () => {
    const a = await t.client.session();
    const db = t.h.server.services.db;
    const [visitor] = await db
      .select()
      .from(enrollmentIdentities)
      .where(eq(enrollmentIdentities.userId, subOf(a)));
    const expiresAt = visitor?.expiresAt.getTime() ?? 0;
    expect(Math.abs(expiresAt - (Date.now() + ENROLLMENT_SESSION_TTL_MS))).toBeLessThan(60_000);
    const [session] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, subOf(a)));
    expect(session?.expiresAt.getTime()).toBe(expiresAt);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt + 1000);
    const refreshed = await t.h.cognito('GetTokensFromRefreshToken', {
      ClientId: t.h.clientId,
      RefreshToken: a.refreshToken,
    });
    expect(refreshed.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' });
    await t.client.clearSessionThrottle();
    await t.client.session();
    expect(await userOf(a)).toBeUndefined();
    // The template user is never swept.
    expect((await t.h.userRow('enroll.user@example.com')).groups).toEqual(['enrollment']);
  });
});
