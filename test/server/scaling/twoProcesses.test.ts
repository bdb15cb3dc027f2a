// More than one machine: two API processes on one PostgreSQL share everything a customer needs. A sign-in on one is a
// sign-in on the other, and a refresh token issued by one is honoured and revoked by the other. The processes listen
// on different ports and are given only what the README's scaling section names (its every variable, nothing else
// shared), as a deployment behind a load balancer would be. PostgreSQL only: PGlite is one process's embedded database
// by design.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApiProcess as startProcess, type ApiProcess } from '../../support/startApiProcess';
import { createPostgresDatabase, postgresAdminUrl, type TestDatabaseUrl } from '../testDatabase';

const adminUrl = postgresAdminUrl();

const CLIENT_ID = 'localportalclient0000000001';

async function cognito(baseUrl: string, operation: string, payload: unknown) {
  const res = await fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the wire protocol's loose JSON
}

async function graphql(baseUrl: string, token: string, query: string) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

/** The variables the README's scaling section names (in backticks, upper case): what every process must share. */
function scalingVariables(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = /^### Scaling out\n([\s\S]*?)^#/m.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!);
}

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL', () => {
  let database: TestDatabaseUrl;
  let one: ApiProcess;
  let two: ApiProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!);
    // What every process is given alike: the variables the README names, the optional ones left unset.
    const shared = {
      ...database.env,
      // One data key for both: every process must open the same sealed signing keys and SSNs.
      SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    expect(Object.keys(shared).filter((name) => !scalingVariables().includes(name))).toEqual([]);
    const quiet = { LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    const own = async (name: string) => ({
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-${name}-`)),
    });
    // The first migrates and seeds; the second starts on the ready database, as a rolling deployment does.
    one = await startProcess({ ...shared, ...quiet, ...(await own('one')) });
    two = await startProcess({ ...shared, ...quiet, ...(await own('two')) });
  }, 120_000);

  afterAll(async () => {
    // The database is dropped once both processes have closed their connections to it.
    await Promise.all(
      [one, two].map((p) =>
        p && p.child.exitCode === null ? new Promise((resolve) => p.child.once('exit', resolve).kill('SIGTERM')) : null,
      ),
    );
    await database?.drop();
  });

  it('mints tokens with one issuer on both, naming neither port', async () => {
    const issuers = [];
    for (const p of [one, two]) {
      const signIn = await cognito(p.baseUrl, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: 'online.returning@example.com', PASSWORD: 'Passw0rd!' },
      });
      issuers.push(decodeJwt(signIn.body.AuthenticationResult?.AccessToken as string).iss);
    }
    expect(issuers[0]).toBeTruthy();
    expect(issuers[1]).toBe(issuers[0]);
    for (const p of [one, two]) expect(issuers[0]).not.toContain(`:${new URL(p.baseUrl).port}`);
  });

  it('accepts on one process the token a sign-in on the other issued', async () => {
    const signIn = await cognito(one.baseUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'online.returning@example.com', PASSWORD: 'Passw0rd!' },
    });
    const idToken = signIn.body.AuthenticationResult?.IdToken as string;
    expect(idToken).toBeTruthy();
    expect(new URL(one.baseUrl).port).not.toBe(new URL(two.baseUrl).port);
    const read = await graphql(two.baseUrl, idToken, '{ customerSystemSearch { isReturningCustomer } }');
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data).toEqual({ customerSystemSearch: { isReturningCustomer: true } });
  });

  it('refreshes on one process with a token from the other, and a sign-out on one is honoured by the other', async () => {
    const signIn = await cognito(two.baseUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'new.customer@example.com', PASSWORD: 'Passw0rd!' },
    });
    const { RefreshToken, AccessToken } = signIn.body.AuthenticationResult as Record<string, string>;
    const refreshed = await cognito(one.baseUrl, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.AuthenticationResult?.IdToken).toBeTruthy();

    const signOut = await cognito(one.baseUrl, 'GlobalSignOut', { AccessToken });
    expect(signOut.status).toBe(200);
    const after = await cognito(two.baseUrl, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken });
    expect(after.status).toBe(400);
    expect(after.body.__type).toBe('NotAuthorizedException');
  });

  it('refuses on one process, at once, a token it already accepted once the sign-in ends on the other', async () => {
    const signIn = await cognito(one.baseUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'online.returning@example.com', PASSWORD: 'Passw0rd!' },
    });
    const { IdToken, AccessToken } = signIn.body.AuthenticationResult as Record<string, string>;
    const query = '{ customerSystemSearch { isReturningCustomer } }';
    // Accepted twice on the second process: its signature is now remembered there (server/auth/tokenCheck.ts).
    for (let i = 0; i < 2; i++) expect((await graphql(two.baseUrl, IdToken!, query)).body.errors).toBeUndefined();
    expect((await cognito(one.baseUrl, 'GlobalSignOut', { AccessToken })).status).toBe(200);
    const after = await graphql(two.baseUrl, IdToken!, query);
    expect(after.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
