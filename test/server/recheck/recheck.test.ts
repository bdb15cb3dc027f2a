// Fresh proofs before changes: a sign-in that proved itself with its multi-factor code may change contact details and
// the password for 5 minutes by the server's clock; after that the change is refused (RECHECK_REQUIRED in GraphQL,
// NotAuthorizedException with the re-check message from the identity service) until a re-check is answered with the
// e-mailed code. The re-check proves only the sign-in that started it, and only a customer's own sign-in may start
// or answer one; each is audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_SUBJECT } from '../../../server/auth/passwordChanged';
import { auditLog } from '../../../server/db/schema';
import { hasRecentProof } from '../../../server/identity/recentProof';
import { recordPass } from '../../../server/mfa/gate';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { errorCode, startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';

// The multi-factor check is judged by real time, so this clock starts at real time and only ever moves on.
const clock = testClock(new Date());
const SIX_MINUTES = 6 * 60 * 1000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now });
}, 60_000);
afterAll(() => h?.close());

const REQUEST = `mutation($c: ContactChannel!, $v: String!) { requestContactChange(channel: $c, value: $v) { destination } }`;
const START = `mutation { startRecheck { recheckId methods maskedEmail expiresInMinutes } }`;
const ANSWER = `mutation($id: ID!, $code: String!) { answerRecheck(recheckId: $id, method: EMAIL_CODE, code: $code) { outcome } }`;

/** The newest code e-mailed to `email`. */
async function lastCode(email: string): Promise<string> {
  const [message] = await h.server.services.outbox.list(email);
  return message!.code!;
}

async function recheck(token: string, email: string): Promise<string> {
  const started = await h.graphql(START, { token });
  const { recheckId } = started.body.data!.startRecheck as { recheckId: string };
  const answered = await h.graphql(ANSWER, { token, variables: { id: recheckId, code: await lastCode(email) } });
  return (answered.body.data!.answerRecheck as { outcome: string }).outcome;
}

describe('a contact change', () => {
  const email = 'installment.customer@example.com';

  it('goes ahead just after the sign-in proved itself, and is refused 6 minutes later until a re-check', async () => {
    const token = await h.idToken(email);
    const fresh = await h.graphql(REQUEST, { token, variables: { c: 'PHONE', v: '6145557701' } });
    expect(fresh.body.errors).toBeUndefined();

    clock.advance(SIX_MINUTES);
    const stale = await h.graphql(REQUEST, { token, variables: { c: 'PHONE', v: '6145557702' } });
    expect(errorCode(stale.body)).toBe('RECHECK_REQUIRED');
    expect(stale.body.errors?.[0]?.message).toBe(RECHECK_REQUIRED_MESSAGE);

    const started = await h.graphql(START, { token });
    expect(started.body.data?.startRecheck).toMatchObject({
      methods: ['EMAIL_CODE'],
      maskedEmail: expect.stringContaining('@example.com'),
      expiresInMinutes: 10,
    });
    const { recheckId } = started.body.data!.startRecheck as { recheckId: string };
    const code = await lastCode(email);
    const wrong = await h.graphql(ANSWER, {
      token,
      variables: { id: recheckId, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.data?.answerRecheck).toEqual({ outcome: 'WRONG_CODE' });
    const right = await h.graphql(ANSWER, { token, variables: { id: recheckId, code } });
    expect(right.body.data?.answerRecheck).toEqual({ outcome: 'APPROVED' });

    const after = await h.graphql(REQUEST, { token, variables: { c: 'PHONE', v: '6145557703' } });
    expect(after.body.errors).toBeUndefined();

    const rows = await h.server.services.db.select().from(auditLog).where(eq(auditLog.subjectEmail, email));
    expect(rows.map((r) => r.operation)).toEqual(
      expect.arrayContaining(['recheck.start', 'recheck.answer', 'recheck.answer']),
    );
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('proves only the sign-in that answered: another sign-in of the same customer is still asked', async () => {
    const first = await h.idToken(email);
    const second = await h.idToken(email);
    clock.advance(SIX_MINUTES);
    const started = await h.graphql(START, { token: first });
    const { recheckId } = started.body.data!.startRecheck as { recheckId: string };
    const code = await lastCode(email);
    // The other sign-in cannot answer the first one's re-check.
    const foreign = await h.graphql(ANSWER, { token: second, variables: { id: recheckId, code } });
    expect(errorCode(foreign.body)).toBe('NOT_FOUND');
    expect((await h.graphql(ANSWER, { token: first, variables: { id: recheckId, code } })).body.data).toEqual({
      answerRecheck: { outcome: 'APPROVED' },
    });
    const other = await h.graphql(REQUEST, { token: second, variables: { c: 'PHONE', v: '6145557704' } });
    expect(errorCode(other.body)).toBe('RECHECK_REQUIRED');
  });

  it('is not asked of a CSR acting as the customer', async () => {
    const csr = await h.idToken('csr.admin@example.com');
    clock.advance(SIX_MINUTES);
    const answer = await h.graphql(REQUEST, {
      token: csr,
      variables: { c: 'PHONE', v: '6145557705' },
      headers: { 'x-admin-auth-as': email },
    });
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('who may re-check or end other sessions', () => {
  const OPERATIONS = [START, `mutation { endOtherSessions { ended } }`];

  it('nobody without a token', async () => {
    for (const query of OPERATIONS) expect(errorCode((await h.graphql(query)).body)).toBe('UNAUTHENTICATED');
  });

  it('not a CSR, acting as the customer or not', async () => {
    const csr = await h.idToken('csr.admin@example.com');
    for (const query of OPERATIONS) {
      expect(errorCode((await h.graphql(query, { token: csr })).body)).toBe('FORBIDDEN');
      const acting = await h.graphql(query, {
        token: csr,
        headers: { 'x-admin-auth-as': 'online.returning@example.com' },
      });
      expect(errorCode(acting.body)).toBe('FORBIDDEN');
    }
  });

  it('not a sign-in that has not passed its multi-factor check', async () => {
    const { IdToken } = await h.passwordOnlyTokens('online.returning@example.com');
    for (const query of OPERATIONS)
      expect(errorCode((await h.graphql(query, { token: IdToken })).body)).toBe('MFA_REQUIRED');
  });
});

describe('what counts as a fresh proof', () => {
  it('a check passed with a code, not a remembered device, a sign-up code or the resume route', async () => {
    const db = h.server.services.db;
    const now = clock.now();
    for (const how of ['BYPASS', 'ALLOW', 'NOT_NEEDED', 'CODE'] as const) {
      const signIn = { originJti: `proof-${how}`, subject: '00000000-0000-4000-8000-000000000001' };
      await recordPass(db, signIn, how, null, now);
      expect([how, await hasRecentProof(db, signIn, now)]).toEqual([how, how === 'CODE']);
    }
  });

  it('an answer needs its code', async () => {
    const token = await h.idToken('online.returning@example.com');
    const started = await h.graphql(START, { token });
    const { recheckId } = started.body.data!.startRecheck as { recheckId: string };
    const answer = await h.graphql(
      `mutation($id: ID!) { answerRecheck(recheckId: $id, method: EMAIL_CODE) { outcome } }`,
      { token, variables: { id: recheckId } },
    );
    expect(errorCode(answer.body)).toBe('BAD_USER_INPUT');
  });
});

describe('changing the password through the identity service', () => {
  const email = 'past.due@example.com';
  const change = (AccessToken: string, from: string, to: string) =>
    h.identityCall('ChangePassword', { AccessToken, PreviousPassword: from, ProposedPassword: to });

  /** The "password changed" notices e-mailed to the customer so far. */
  const notices = async () =>
    (await h.server.services.outbox.list(email)).filter((m) => m.subject === PASSWORD_CHANGED_SUBJECT);

  it('is refused with the re-check message once the proof is 6 minutes old, and allowed after a re-check', async () => {
    const { IdToken, AccessToken } = await h.signInTokens(email);
    clock.advance(SIX_MINUTES);
    const refused = (await change(AccessToken, 'Passw0rd!', 'N3w-Passw0rd!')) as { __type?: string; message?: string };
    expect(refused).toMatchObject({ __type: 'NotAuthorizedException', message: RECHECK_REQUIRED_MESSAGE });
    expect(await notices()).toEqual([]);
    expect(await recheck(IdToken, email)).toBe('APPROVED');
    expect(await change(AccessToken, 'Passw0rd!', 'N3w-Passw0rd!')).toEqual({});
  });

  it('e-mails the customer a notice with what to do if it was not them, and lists it among the security events', async () => {
    const { IdToken, AccessToken } = await h.signInTokens(email, 'N3w-Passw0rd!');
    // A wrong current password changes nothing and tells nobody.
    expect(await change(AccessToken, 'Wr0ng-Passw0rd!', 'An0ther-Passw0rd!')).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const before = (await notices()).length;
    expect(await change(AccessToken, 'N3w-Passw0rd!', 'An0ther-Passw0rd!')).toEqual({});
    const sent = await notices();
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]!.text).toContain('/authentication/forgot-password');
    expect(sent[0]!.code).toBeNull();
    const overview = await h.graphql(`query { securityOverview { events { kind } } }`, { token: IdToken });
    const events = (overview.body.data?.securityOverview as { events: { kind: string }[] }).events;
    expect(events[0]?.kind).toBe('PASSWORD_CHANGED');
  });
});

describe('ending other sessions', () => {
  it('ends every other sign-in of the customer and keeps the caller signed in', async () => {
    const email = 'online.returning@example.com';
    const mine = await h.idToken(email);
    const other = await h.idToken(email);
    const ended = await h.graphql(`mutation { endOtherSessions { ended } }`, { token: mine });
    expect((ended.body.data?.endOtherSessions as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    const details = `query { accountContactDetails { email } }`;
    expect(errorCode((await h.graphql(details, { token: other })).body)).toBe('UNAUTHENTICATED');
    expect((await h.graphql(details, { token: mine })).body.errors).toBeUndefined();
    const [row] = await h.server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operation, 'sessions.endOthers'));
    expect(row?.subjectEmail).toBe(email);
  });
});
