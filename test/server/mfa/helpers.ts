// Shared set-up of the multi-factor tests on the real server: the harness, the customers and devices, GraphQL calls
// that keep every response body, and the no-secrets check each test file ends with over what it sent and logged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeChallenges, deniedDevices, devices, mfaChallenges, outbox } from '../../../server/db/schema';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { logStrings, withoutIds, type GraphQLResponse } from '../harness';

/** The running server; assigned by useMfaServer's beforeAll (an ES live binding, so importers see it). */
export let h: AuthHarness;

export const db = () => h.server.services.db;

export const OLIVER = 'online.returning@example.com';
export const NORA = 'new.customer@example.com';
export const PAULA = 'open.payday@example.com';
export const DEVICE = 'eyJpZCI6ImRldmljZS1hbHBoYS0xMjM0In0=';
export const OTHER_DEVICE = 'eyJpZCI6ImRldmljZS1icmF2by01Njc4In0=';

// Everything any response carried and every code issued in this test file, for its leak check at the end.
const bodies: string[] = [];
const codesSeen = new Set<string>();
export const blackBoxesSent = new Set<string>([DEVICE, OTHER_DEVICE]);

/** Starts the server for the file's tests and empties every multi-factor table before each one. */
export function useMfaServer(): void {
  beforeAll(async () => {
    // The test files of a worker share this module: nothing seen or signed in by the previous file's server counts.
    bodies.length = 0;
    codesSeen.clear();
    tokens.clear();
    h = await startAuthHarness();
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await db().delete(codeChallenges);
    await db().delete(mfaChallenges);
    await db().delete(devices);
    await db().delete(deniedDevices);
    await db().delete(outbox);
  });
}

const tokens = new Map<string, string>();
export async function tokenFor(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const token = email === 'enroll.user@example.com' ? await h.codeIdToken(email) : await h.idToken(email);
  tokens.set(email, token);
  return token;
}

export async function gql(
  email: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse> {
  const token = email ? await tokenFor(email) : undefined;
  const { body } = await h.graphql(query, { ...(token ? { token } : {}), variables, headers });
  bodies.push(JSON.stringify(body));
  return body;
}

export const errorOf = (body: GraphQLResponse) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
});

export const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision maskedEmail maskedPhone } }';
export const SEARCH =
  'query($m: ID, $en: ID) { searchEmailVerification(mfaId: $m, enrollmentId: $en) { emailVerificationId sessionId } }';
export const VALIDATE = `mutation($e: ID!, $c: String!, $s: String!, $m: ID, $en: ID) {
  validateEmailVerificationCode(emailVerificationId: $e, verificationCode: $c, sessionId: $s, mfaId: $m, enrollmentId: $en) {
    success status } }`;
export const RESEND =
  'mutation($m: ID, $en: ID) { emailResendCode(mfaId: $m, enrollmentId: $en) { success sessionId } }';
export const REMEMBER =
  'mutation($m: ID, $a: ID, $b: String!) { rememberDevice(mfaId: $m, applicationId: $a, blackBox: $b) { success } }';

interface Started {
  mfaId: string;
  decision: string;
  maskedEmail: string | null;
  maskedPhone: string | null;
}

export async function startMfa(
  email: string,
  blackBox = DEVICE,
  headers: Record<string, string> = {},
): Promise<Started> {
  blackBoxesSent.add(blackBox);
  const body = await gql(email, START, { b: blackBox }, headers);
  expect(body.errors).toBeUndefined();
  return body.data?.startMfa as Started;
}

export async function latestCode(email: string): Promise<string> {
  const [message] = await h.server.services.outbox.list(email);
  const code = message?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  codesSeen.add(code);
  return code;
}

export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export interface Challenge {
  email: string;
  mfaId: string;
  emailVerificationId: string;
  sessionId: string;
  code: string;
}

/** A customer's fresh OTP_EMAIL check with its verification ids and the e-mailed code. */
export async function challenge(email: string, blackBox = DEVICE): Promise<Challenge> {
  const started = await startMfa(email, blackBox);
  expect(started.decision).toBe('OTP_EMAIL');
  const code = await latestCode(email);
  const search = await gql(email, SEARCH, { m: started.mfaId });
  expect(search.errors).toBeUndefined();
  const found = search.data?.searchEmailVerification as { emailVerificationId: string; sessionId: string };
  return { email, mfaId: started.mfaId, ...found, code };
}

export async function submit(c: Challenge, code: string, sessionId = c.sessionId, as = c.email) {
  const body = await gql(as, VALIDATE, { e: c.emailVerificationId, c: code, s: sessionId, m: c.mfaId });
  return body;
}

export async function verdict(c: Challenge, code: string, sessionId = c.sessionId) {
  const body = await submit(c, code, sessionId);
  expect(body.errors).toBeUndefined();
  return body.data?.validateEmailVerificationCode as { success: boolean; status: string };
}

export async function resend(c: Challenge, as = c.email) {
  return gql(as, RESEND, { m: c.mfaId });
}

/** The code challenge of a check (owner kind "mfa", e-mail). */
export const ofCheck = (mfaId: string) =>
  and(eq(codeChallenges.ownerKind, 'mfa'), eq(codeChallenges.ownerId, mfaId), eq(codeChallenges.channel, 'email'));

/** The check with its e-mailed code's state (server/verification keeps the code; the check keeps its status). */
export async function row(mfaId: string) {
  const [r] = await db().select().from(mfaChallenges).where(eq(mfaChallenges.id, mfaId));
  if (!r) throw new Error(`no challenge ${mfaId}`);
  const [c] = await db().select().from(codeChallenges).where(ofCheck(mfaId));
  return {
    ...r,
    sessionId: c?.sessionId ?? null,
    codeHash: c?.codeHash ?? null,
    codeExpiresAt: c?.codeExpiresAt ?? null,
    attempts: c?.attempts ?? 0,
    sends: c?.sends ?? 0,
  };
}

/** Lets the next resend through the 30-second wait without waiting. */
export async function lastSentLongAgo(mfaId: string) {
  await db()
    .update(codeChallenges)
    .set({ lastSentAt: new Date(Date.now() - 31_000) })
    .where(ofCheck(mfaId));
}

export async function remember(email: string, mfaId: string, blackBox = DEVICE) {
  const body = await gql(email, REMEMBER, { m: mfaId, b: blackBox });
  expect(body.errors).toBeUndefined();
  return (body.data?.rememberDevice as { success: boolean }).success;
}

/**
 * The file's last describe: looks at everything its tests sent and logged. `events` are the log events they must
 * have written; `codes` and `bodies` how many codes and responses they must have seen at least, so the check cannot
 * pass on nothing.
 */
export function describeNoLeaks(expected: { events: string[]; codes: number; bodies: number }): void {
  describe('what never leaks', () => {
    it('no response or log line carries a code, a blackBox or a full e-mail address', () => {
      expect(codesSeen.size).toBeGreaterThanOrEqual(expected.codes);
      expect(bodies.length).toBeGreaterThanOrEqual(expected.bodies);
      const logText = h.logLines.join('\n');
      for (const event of expected.events) {
        expect(logText).toContain(event);
      }
      const responses = bodies.map(withoutIds);
      const logs = logStrings(h.logLines);
      const secrets = [...codesSeen, ...blackBoxesSent, OLIVER, NORA, PAULA];
      for (const secret of secrets) {
        const label = secret.slice(0, 12);
        expect(
          responses.filter((b) => b.includes(secret)),
          `a response mentions ${label}`,
        ).toEqual([]);
        expect(
          logs.filter((l) => l.includes(secret)),
          `a log line mentions ${label}`,
        ).toEqual([]);
      }
    });
  });
}
