// The security page's operations against the real server: a customer sees and ends only their own sessions and
// forgets only their own remembered devices (anyone else's id is NOT_FOUND, like an unknown one), an ended session's
// tokens stop working while the caller's stay, a CSR acting as the customer reads the page (audited) and changes
// nothing, and the events list says what happened in words the page can show, never a raw header or request id.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices, users } from '../../../server/db/schema';
import { recordSecurityEvent } from '../../../server/security/events';
import { errorCode, startHarness, type Harness } from '../harness';

const OVERVIEW = `query { securityOverview {
  sessions { id current signInMethod startedAt lastActiveAt device { browser os kind } }
  rememberedDevices { id rememberedAt lastUsedAt device { browser os kind } }
  events { id kind at signInMethod factor device { browser os kind } } } }`;
const END = `mutation($id: ID!) { endSession(id: $id) }`;
const END_OTHERS = `mutation { endOtherSessions }`;
const FORGET = `mutation($id: ID!) { forgetDevice(id: $id) }`;
const FORGET_ALL = `mutation { forgetAllDevices }`;

const OWNER = 'online.returning@example.com';
const OTHER = 'new.customer@example.com';
const CSR = 'csr.admin@example.com';
const FIREFOX_ON_ANDROID =
  'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0 secret-extension/9.9.9';

interface Session {
  id: string;
  current: boolean;
  signInMethod: string;
  device: { browser: string | null; os: string | null; kind: string };
}
interface Overview {
  sessions: Session[];
  rememberedDevices: { id: string }[];
  events: { kind: string; signInMethod: string | null; factor: string | null; device: Session['device'] | null }[];
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

/** A sign-in from a browser that names itself, through the check, as the portal's customers sign in. */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  const res = await fetch(`${h.baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'user-agent': userAgent,
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: h.server.services.config.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: 'Passw0rd!' },
    }),
  });
  const token = ((await res.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  await h.passMfa(token);
  return token;
}

const overviewOf = async (token: string, headers: Record<string, string> = {}) => {
  const { body } = await h.graphql(OVERVIEW, { token, headers });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data?.securityOverview as Overview;
};

async function userIdOf(email: string): Promise<string> {
  const [row] = await h.server.services.db.select({ id: users.id }).from(users).where(eq(users.username, email));
  return row!.id;
}

describe('sessions', () => {
  it('lists both sign-ins, this one first and marked, the other named by its browser and never its raw header', async () => {
    const first = await h.idToken(OWNER);
    await signInFrom(OWNER, FIREFOX_ON_ANDROID);
    const { sessions } = await overviewOf(first);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        current: false,
        signInMethod: 'PASSWORD',
        device: { browser: 'Firefox', os: 'Android', kind: 'MOBILE' },
      }),
    );
    expect(JSON.stringify(sessions)).not.toContain('secret-extension');
  });

  it('ends the other session: its tokens stop working at once, the caller stays signed in', async () => {
    const first = await h.idToken(OWNER);
    const second = await signInFrom(OWNER, FIREFOX_ON_ANDROID);
    const other = (await overviewOf(second)).sessions.find((s) => s.current)!;
    const ended = await h.graphql(END, { token: first, variables: { id: other.id } });
    expect(ended.body.data?.endSession).toBe(true);
    expect(errorCode((await h.graphql(OVERVIEW, { token: second })).body)).toBe('UNAUTHENTICATED');
    const after = await overviewOf(first);
    expect(after.sessions.map((s) => s.id)).not.toContain(other.id);
    expect(after.events[0]).toMatchObject({ kind: 'SESSION_ENDED' });
    // Ending it again: it is gone, as an unknown one would be.
    expect(errorCode((await h.graphql(END, { token: first, variables: { id: other.id } })).body)).toBe('NOT_FOUND');
  });

  it("refuses another customer's session as not found, and the caller's own as a log-out's job", async () => {
    const owner = await h.idToken(OWNER);
    const stranger = await h.idToken(OTHER);
    const target = (await overviewOf(owner)).sessions.find((s) => s.current)!;
    const refused = await h.graphql(END, { token: stranger, variables: { id: target.id } });
    expect(errorCode(refused.body)).toBe('NOT_FOUND');
    const unknown = await h.graphql(END, { token: stranger, variables: { id: crypto.randomUUID() } });
    expect(unknown.body.errors?.[0]?.message).toBe(refused.body.errors?.[0]?.message);
    expect(errorCode((await h.graphql(END, { token: stranger, variables: { id: 'not-a-uuid' } })).body)).toBe(
      'NOT_FOUND',
    );
    expect(errorCode((await h.graphql(END, { token: owner, variables: { id: target.id } })).body)).toBe(
      'BAD_USER_INPUT',
    );
    expect((await overviewOf(owner)).sessions.find((s) => s.id === target.id)).toBeTruthy();
  });

  it('ends every other session without ending this one', async () => {
    const keep = await h.idToken(OWNER);
    const others = [await h.idToken(OWNER), await signInFrom(OWNER, FIREFOX_ON_ANDROID)];
    expect((await h.graphql(END_OTHERS, { token: keep })).body.data?.endOtherSessions).toBe(true);
    for (const token of others) expect(errorCode((await h.graphql(OVERVIEW, { token })).body)).toBe('UNAUTHENTICATED');
    const { sessions, events } = await overviewOf(keep);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
    expect(events[0]!.kind).toBe('OTHER_SESSIONS_ENDED');
  });
});

describe('remembered devices', () => {
  const remember = async (email: string) => {
    const [row] = await h.server.services.db
      .insert(devices)
      .values({
        userId: await userIdOf(email),
        fingerprintHash: `test-${crypto.randomUUID()}`,
        remembered: true,
        rememberedAt: h.server.services.clock(),
        userAgent: FIREFOX_ON_ANDROID,
      })
      .returning({ id: devices.id });
    return row!.id;
  };

  it('lists them by browser; another customer cannot forget them; forgetting one asks for a code again', async () => {
    const owner = await h.idToken(OWNER);
    const id = await remember(OWNER);
    const listed = (await overviewOf(owner)).rememberedDevices;
    expect(listed).toContainEqual(
      expect.objectContaining({ id, device: { browser: 'Firefox', os: 'Android', kind: 'MOBILE' } }),
    );
    const stranger = await h.idToken(OTHER);
    expect(errorCode((await h.graphql(FORGET, { token: stranger, variables: { id } })).body)).toBe('NOT_FOUND');
    expect((await h.graphql(FORGET, { token: owner, variables: { id } })).body.data?.forgetDevice).toBe(true);
    const [row] = await h.server.services.db.select().from(devices).where(eq(devices.id, id));
    expect(row!.remembered).toBe(false);
    expect((await overviewOf(owner)).rememberedDevices.map((d) => d.id)).not.toContain(id);
  });

  it('forgets them all, the other customer’s untouched', async () => {
    const owner = await h.idToken(OWNER);
    await remember(OWNER);
    await remember(OWNER);
    const theirs = await remember(OTHER);
    expect((await h.graphql(FORGET_ALL, { token: owner })).body.data?.forgetAllDevices).toBe(true);
    expect((await overviewOf(owner)).rememberedDevices).toEqual([]);
    const [row] = await h.server.services.db.select().from(devices).where(eq(devices.id, theirs));
    expect(row!.remembered).toBe(true);
  });
});

describe('a CSR acting as the customer', () => {
  it('reads the page (audited, nothing marked as their own) and may change nothing', async () => {
    const csr = await h.idToken(CSR);
    const acting = { 'x-admin-auth-as': OWNER };
    const { sessions } = await overviewOf(csr, acting);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((s) => s.current)).toBe(false);
    const audited = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, CSR), eq(auditLog.operation, 'Query.securityOverview')));
    expect(audited.map((r) => r.subjectEmail)).toContain(OWNER);
    for (const [query, variables] of [
      [END, { id: sessions[0]!.id }],
      [END_OTHERS, {}],
      [FORGET, { id: crypto.randomUUID() }],
      [FORGET_ALL, {}],
    ] as const) {
      const { body } = await h.graphql(query, { token: csr, headers: acting, variables });
      expect(errorCode(body)).toBe('FORBIDDEN');
    }
    expect((await overviewOf(csr, acting)).sessions.map((s) => s.id)).toContain(sessions[0]!.id);
  });
});

describe('security events', () => {
  it('lists sign-ins with their method and browser, and password changes, with no request internals', async () => {
    const tokens = await h.signInTokens(OTHER);
    await signInFrom(OTHER, FIREFOX_ON_ANDROID);
    const changed = await h.identityCall('ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'Passw0rd!',
      ProposedPassword: 'Passw0rd!2',
    });
    expect(changed.message).toBeUndefined();
    const { events } = await overviewOf(tokens.IdToken);
    expect(events[0]!.kind).toBe('PASSWORD_CHANGED');
    expect(events).toContainEqual({
      kind: 'SIGN_IN',
      signInMethod: 'PASSWORD',
      device: { browser: 'Firefox', os: 'Android', kind: 'MOBILE' },
      factor: null,
      id: expect.any(String),
      at: expect.any(String),
    });
    expect(events.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(events)).not.toMatch(/requestId|Mozilla/);
  });

  it('names the factor a factor change concerns', async () => {
    const token = await h.idToken(OWNER);
    const owner = { userId: await userIdOf(OWNER), email: OWNER };
    await recordSecurityEvent(h.server.services.db, owner, 'FACTOR_ADDED', { factor: 'PASSKEY' });
    const { events } = await overviewOf(token);
    expect(events[0]).toMatchObject({ kind: 'FACTOR_ADDED', factor: 'PASSKEY', signInMethod: null, device: null });
  });
});
