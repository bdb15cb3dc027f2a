// POST /auth/enrollment-session: every visitor gets an enrollment identity of their own (a new user in the enrollment
// group, modelled on the configured template user) and a sign-in of it; the tokens work as ENROLLMENT on /graphql;
// the route is throttled per address; only an enrollment-group template is accepted. (Per-visitor identities and
// what they may not do: identities.test.ts; against a real Cognito pool: remotePool.test.ts.)
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signInOutcome, startAuthHarness } from '../auth/helpers';
import { errorCode } from '../harness';
import { CURRENT, enrollmentServer, VISITOR_ID_CLAIMS } from './helpers';

const t = enrollmentServer();

describe('POST /auth/enrollment-session', () => {
  it('answers tokens of a new enrollment identity, uncached, a new identity and sign-in each time', async () => {
    // No body at all, as a bare fetch(url, { method: 'POST' }) sends it.
    const res = await fetch(`${t.h.baseUrl}/auth/enrollment-session`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['accessToken', 'idToken', 'refreshToken']);

    const first = await t.client.session();
    const second = await t.client.session();
    const id = decodeJwt(first.idToken);
    // The template user's profile attributes, as the shared enrollment user's tokens had them.
    expect(id).toMatchObject(VISITOR_ID_CLAIMS);
    expect(id['cognito:username']).toMatch(/^[0-9a-f-]{36}@enrollment\.invalid$/);
    expect(id.email).toBe(id['cognito:username']);
    expect(decodeJwt(second.idToken).sub).not.toBe(id.sub);
    expect(decodeJwt(first.accessToken)).toMatchObject({ token_use: 'access', origin_jti: id.origin_jti });
    expect(typeof id.origin_jti).toBe('string');
    expect(decodeJwt(second.idToken).origin_jti).not.toBe(id.origin_jti);
  });

  it('works as an ENROLLMENT token on /graphql, and not for customer operations', async () => {
    const session = await t.client.session();
    expect(await t.client.ok(session, CURRENT)).toBeNull();
    const customerOnly = await t.client.gql(session, 'query { customerSystemSearch { customerType } }');
    expect(errorCode(customerOnly)).toBe('FORBIDDEN');
  });

  it('can be refreshed and signed out like any sign-in', async () => {
    const session = await t.client.session();
    const refreshed = await t.h.cognito('GetTokensFromRefreshToken', {
      ClientId: t.h.clientId,
      RefreshToken: session.refreshToken,
    });
    const result = refreshed.body.AuthenticationResult as { IdToken: string };
    expect(decodeJwt(result.IdToken).origin_jti).toBe(decodeJwt(session.idToken).origin_jti);
    await t.h.cognito('RevokeToken', { ClientId: t.h.clientId, Token: session.refreshToken });
    expect(errorCode(await t.client.gql(session, CURRENT))).toBe('UNAUTHENTICATED');
  });

  it('leaves the enrollment user’s password sign-in refused', async () => {
    expect(await signInOutcome(t.h, 'enroll.user@example.com', 'Passw0rd!')).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
  });

  it('models identities only on a template user of the enrollment group', async () => {
    const identity = t.h.server.services.identity;
    const issue = (template: string) =>
      identity.issueEnrollmentSession?.({ template, clientDigest: 'test', expiresAt: new Date(Date.now() + 60_000) });
    await expect(issue('online.returning@example.com')).rejects.toThrow('not in the "enrollment" group');
    await expect(issue('csr.admin@example.com')).rejects.toThrow('not in the "enrollment" group');
    await expect(issue('nobody@example.com')).rejects.toThrow('does not exist');
    const session = await issue('enroll.user@example.com');
    expect(session && decodeJwt(session.idToken)['cognito:groups']).toEqual(['enrollment']);
  });

  it('answers 429 with a clear message and retry-after beyond 20 sessions per address in 10 minutes', async () => {
    await t.client.clearSessionThrottle();
    for (let i = 0; i < 20; i++) expect((await t.h.post('/auth/enrollment-session', {})).status).toBe(200);
    const refused = await t.h.post('/auth/enrollment-session', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(refused.body).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message:
          'Too many attempts to start enrolling from this device. Please wait 10 minutes and try again, or call us for help.',
      },
    });
    const outcomes = t.h.logLines
      .map((line) => JSON.parse(line) as { event?: string; outcome?: string })
      .filter((line) => line.event === 'auth.enrollmentSession')
      .map((line) => line.outcome);
    expect(outcomes).toContain('issued');
    expect(outcomes).toContain('throttled');
  });
});

describe('a misconfigured pool', () => {
  it('answers 503 when the configured user is not an enrollment user', async () => {
    const other = await startAuthHarness({ ENROLLMENT_USERNAME: 'online.returning@example.com' });
    try {
      const res = await other.post('/auth/enrollment-session', {});
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'NOT_AVAILABLE',
          message: 'Enrolling online is not available right now. Please try again later or call us for help.',
        },
      });
      expect(other.logLines.join('\n')).toContain('not in the \\"enrollment\\" group');
    } finally {
      await other.close();
    }
  });
});
