// rememberDevice with an enrollmentId: a visitor who proved the new account's e-mail on this
// device, and asked us to remember it there, is not asked for a second code at the first sign-in from it. Who may
// call it (only the enrollment session that owns the enrollment, only once its e-mail code was right, never a
// customer), and that the device is remembered for the account the sign-up creates and for no other device.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, enrollments, users } from '../../../server/db/schema';
import { DEVICE_COOKIE } from '../../../server/http/deviceCookie';
import { enrollmentServer, MARIA, type EnrollmentSession } from './helpers';

const t = enrollmentServer();

const BLACK_BOX = 'eyJ1YSI6Ik1hcmlhJ3MgbGFwdG9wIn0=';
const PASSWORD = 'N3w-Passw0rd!';
const REMEMBER = `mutation($en: ID, $m: ID, $b: String!) {
  rememberDevice(enrollmentId: $en, mfaId: $m, blackBox: $b) { success }
}`;
const START_MFA = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision } }';

const remember = (session: EnrollmentSession | string | null, enrollmentId: string, extra: object = {}) =>
  t.client.gql(session, REMEMBER, { en: enrollmentId, b: BLACK_BOX, ...extra });

async function signUp(enrollmentId: string, email: string) {
  return t.h.cognito('SignUp', {
    ClientId: t.h.clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: 'Maria' },
      { Name: 'family_name', Value: 'Lopez' },
      { Name: 'custom:source', Value: 'lumen' },
      { Name: 'custom:brand', Value: 'lumen' },
      { Name: 'custom:isPasswordless', Value: 'false' },
    ],
    ClientMetadata: { enrollmentId },
  });
}

async function idToken(email: string): Promise<string> {
  const { body } = await t.h.cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: t.h.clientId,
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  const result = body.AuthenticationResult as { IdToken: string } | undefined;
  if (!result) throw new Error(`no sign-in for ${email}: ${JSON.stringify(body)}`);
  return result.IdToken;
}

async function decisionFor(token: string, blackBox: string, cookie?: string) {
  const { body } = await t.h.graphql(START_MFA, {
    token,
    variables: { b: blackBox },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as { startMfa: { decision: string } }).startMfa.decision;
}

async function dropAccount(email: string) {
  await t.h.server.services.db.delete(users).where(eq(users.username, email));
  await t.h.server.services.db.update(enrollments).set({ userId: null }).where(eq(enrollments.email, email));
}

describe('rememberDevice for an enrollment', () => {
  it('remembered at the e-mail code: the first sign-in from this device needs no code; another device does', async () => {
    const session = await t.client.session();
    const approved = await t.client.approve(session);
    expect(
      (await t.client.ok<{ success: boolean }>(session, REMEMBER, { en: approved.enrollmentId, b: BLACK_BOX })).success,
    ).toBe(true);
    // Only a digest waits on the enrollment; nothing is remembered before the account exists.
    const [row] = await t.h.server.services.db
      .select({ hash: enrollments.rememberDeviceHash })
      .from(enrollments)
      .where(eq(enrollments.id, approved.enrollmentId));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(BLACK_BOX);

    expect((await signUp(approved.enrollmentId, MARIA.email)).status).toBe(200);
    const token = await idToken(MARIA.email);
    expect(await decisionFor(token, BLACK_BOX)).toBe('BYPASS');
    // The same traits in another browser (another device cookie) are another device: a code.
    expect(await decisionFor(token, BLACK_BOX, `${DEVICE_COOKIE}=0b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b`)).toMatch(
      /^OTP_/,
    );
    await dropAccount(MARIA.email);
  });

  it('not asked: the first sign-in asks for a code as before', async () => {
    const session = await t.client.session();
    const approved = await t.client.approve(session);
    expect((await signUp(approved.enrollmentId, MARIA.email)).status).toBe(200);
    expect(await decisionFor(await idToken(MARIA.email), BLACK_BOX)).toMatch(/^OTP_/);
    const [user] = await t.h.server.services.db.select().from(users).where(eq(users.username, MARIA.email));
    expect(
      await t.h.server.services.db
        .select()
        .from(devices)
        .where(eq(devices.userId, user?.id ?? '')),
    ).toHaveLength(1);
    await dropAccount(MARIA.email);
  });

  it('before the e-mail code was right: refused (nothing remembered)', async () => {
    const session = await t.client.session();
    const started = await t.client.start(session);
    expect(
      (await t.client.ok<{ success: boolean }>(session, REMEMBER, { en: started.enrollmentId, b: BLACK_BOX })).success,
    ).toBe(false);
  });

  it("another enrollment session's enrollment: NOT_FOUND", async () => {
    const owner = await t.client.session();
    const approved = await t.client.approve(owner);
    const stranger = await t.client.session();
    const body = await remember(stranger, approved.enrollmentId);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('no token: UNAUTHENTICATED; a signed-in customer: FORBIDDEN', async () => {
    const owner = await t.client.session();
    const approved = await t.client.approve(owner);
    expect((await remember(null, approved.enrollmentId)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { body } = await t.h.cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.h.clientId,
      AuthParameters: { USERNAME: 'online.returning@example.com', PASSWORD: 'Passw0rd!' },
    });
    const customer = (body.AuthenticationResult as { IdToken: string }).IdToken;
    expect((await remember(customer, approved.enrollmentId)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('enrollmentId with an mfaId: refused as bad input', async () => {
    const owner = await t.client.session();
    const approved = await t.client.approve(owner);
    const body = await remember(owner, approved.enrollmentId, { m: '00000000-0000-4000-8000-000000000000' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
