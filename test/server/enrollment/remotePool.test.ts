// Enrollment against a real Cognito pool, by configuration: one server plays the pool (its identity service at
// /cognito, with an admin key), a second is the portal configured with COGNITO_ENDPOINT at it and the same key as
// its AWS credentials from the environment. A visitor's session is made in the pool through the admin operations and
// works on the portal through enrollment's end; expired visitors are deleted from the pool; credentials the pool
// refuses give the visitor the usual 503 and the operator the reason in the log.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { remoteEnrollmentIdentities, users } from '../../../server/db/schema';
import { freePort } from '../../support/startApiProcess';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { errorCode } from '../harness';
import { CURRENT, EnrollmentClient, MARIA, VISITOR_ID_CLAIMS } from './helpers';

const ADMIN = { id: 'AKIDPORTALADMIN00001', secret: 'portal-admin-secret-for-tests-0000000000' };

let pool: AuthHarness;
let portal: AuthHarness;
let client: EnrollmentClient;

beforeAll(async () => {
  const port = await freePort();
  // The pool's tokens name it as the portal will reach it (its issuer is `<endpoint>/<pool id>`).
  pool = await startAuthHarness({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    IDENTITY_ADMIN_ACCESS_KEY_ID: ADMIN.id,
    IDENTITY_ADMIN_SECRET_ACCESS_KEY: ADMIN.secret,
  });
  vi.stubEnv('AWS_ACCESS_KEY_ID', ADMIN.id);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', ADMIN.secret);
  portal = await startAuthHarness({ COGNITO_ENDPOINT: `http://127.0.0.1:${port}/cognito` });
  client = new EnrollmentClient(portal);
  // Two servers start on a machine other tests share.
}, 180_000);
// Each test makes pool users through several admin calls, each with its own password verifier.
vi.setConfig({ testTimeout: 90_000 });

afterAll(async () => {
  vi.unstubAllEnvs();
  await portal?.close();
  await pool?.close();
});

const poolUser = async (username: string) =>
  (await pool.server.services.db.select().from(users).where(eq(users.username, username)))[0];

describe('an enrollment session from a real pool', () => {
  it('is a new user of the pool, in the enrollment group, modelled on the template, remembered by the portal', async () => {
    const session = await client.session();
    const id = decodeJwt(session.idToken);
    expect(id).toMatchObject({ ...VISITOR_ID_CLAIMS, iss: `${pool.baseUrl}/cognito/us-east-1_LocalPool` });
    const username = id['cognito:username'] as string;
    expect(username).toMatch(/^[0-9a-f-]{36}@enrollment\.invalid$/);
    expect(await poolUser(username)).toMatchObject({ id: id.sub, status: 'CONFIRMED', groups: ['enrollment'] });
    // The portal's own pool has no such user: the identity lives in the real pool only.
    expect(await portal.server.services.db.select().from(users).where(eq(users.username, username))).toEqual([]);
    const remembered = await portal.server.services.identity.enrollmentIdentity?.(id.sub!);
    expect(remembered?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(remembered?.clientDigest).toMatch(/\S/);
  });

  it('enrolls on the portal: ENROLLMENT on /graphql, a search and its SSN look-up counted against the visitor', async () => {
    const session = await client.session();
    expect(await client.ok(session, CURRENT)).toBeNull();
    expect(errorCode(await client.gql(session, 'query { customerSystemSearch { customerType } }'))).toBe('FORBIDDEN');
    const started = await client.start(session);
    expect(started.enrollmentId).toBeTruthy();
    const lookup = await client.gql(session, 'query($ssn: String!) { searchSsn(ssn: $ssn) { existsInP360 } }', {
      ssn: MARIA.ssn,
    });
    expect(lookup.errors).toBeUndefined();
  });

  it('deletes expired visitors from the pool (AdminDeleteUser) when later ones start', async () => {
    const old = decodeJwt((await client.session()).idToken);
    const db = portal.server.services.db;
    await db
      .update(remoteEnrollmentIdentities)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(remoteEnrollmentIdentities.sub, old.sub!));
    await client.session();
    expect(await poolUser(old['cognito:username'] as string)).toBeUndefined();
    expect(await portal.server.services.identity.enrollmentIdentity?.(old.sub!)).toBeNull();
  });
});

describe('credentials the pool refuses', () => {
  it('answer the visitor 503 and tell the operator why', async () => {
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'not-the-admin-secret-000000000000000000');
    const refused = await startAuthHarness({ COGNITO_ENDPOINT: `${pool.baseUrl}/cognito` });
    try {
      const res = await refused.post('/auth/enrollment-session', {});
      expect(res.status).toBe(503);
      expect((res.body?.error as { code: string }).code).toBe('NOT_AVAILABLE');
      expect(refused.logLines.join('\n')).toContain('InvalidSignatureException');
    } finally {
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', ADMIN.secret);
      await refused.close();
    }
  });
});
