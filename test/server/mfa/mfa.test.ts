// Multi-factor after sign-in on the real server: startMfa's decisions, the e-mailed code (right, wrong, too many,
// expired, stale, resent), remember-device, whose check is whose, input validation, and what never leaks.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { denyDevice } from '../../../server/auth/risk';
import { codeChallenges, deniedDevices, devices, mfaChallenges, outbox, users } from '../../../server/db/schema';
import { findCustomer, verifyCode } from '../../../server/mfa/challenges';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import type { GraphQLResponse } from '../harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const db = () => h.server.services.db;

const OLIVER = 'online.returning@example.com';
const NORA = 'new.customer@example.com';
const PAULA = 'open.payday@example.com';
const DEVICE = 'eyJpZCI6ImRldmljZS1hbHBoYS0xMjM0In0=';
const OTHER_DEVICE = 'eyJpZCI6ImRldmljZS1icmF2by01Njc4In0=';

// Everything any response carried and every code issued, for the leak checks at the end.
const bodies: string[] = [];
const codesSeen = new Set<string>();
const blackBoxesSent = new Set<string>([DEVICE, OTHER_DEVICE]);

const tokens = new Map<string, string>();
async function tokenFor(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const token = email === 'enroll.user@example.com' ? await h.codeIdToken(email) : await h.idToken(email);
  tokens.set(email, token);
  return token;
}

async function gql(
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

const errorOf = (body: GraphQLResponse) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
});

const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision maskedEmail maskedPhone } }';
const SEARCH =
  'query($m: ID, $en: ID) { searchEmailVerification(mfaId: $m, enrollmentId: $en) { emailVerificationId sessionId } }';
const VALIDATE = `mutation($e: ID!, $c: String!, $s: String!, $m: ID, $en: ID) {
  validateEmailVerificationCode(emailVerificationId: $e, verificationCode: $c, sessionId: $s, mfaId: $m, enrollmentId: $en) {
    success status } }`;
const RESEND = 'mutation($m: ID, $en: ID) { emailResendCode(mfaId: $m, enrollmentId: $en) { success sessionId } }';
const REMEMBER =
  'mutation($m: ID, $a: ID, $b: String!) { rememberDevice(mfaId: $m, applicationId: $a, blackBox: $b) { success } }';

interface Started {
  mfaId: string;
  decision: string;
  maskedEmail: string | null;
  maskedPhone: string | null;
}

async function startMfa(email: string, blackBox = DEVICE, headers: Record<string, string> = {}): Promise<Started> {
  blackBoxesSent.add(blackBox);
  const body = await gql(email, START, { b: blackBox }, headers);
  expect(body.errors).toBeUndefined();
  return body.data?.startMfa as Started;
}

async function latestCode(email: string): Promise<string> {
  const [message] = await h.server.services.outbox.list(email);
  const code = message?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  codesSeen.add(code);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Challenge {
  email: string;
  mfaId: string;
  emailVerificationId: string;
  sessionId: string;
  code: string;
}

/** A customer's fresh OTP_EMAIL check with its verification ids and the e-mailed code. */
async function challenge(email: string, blackBox = DEVICE): Promise<Challenge> {
  const started = await startMfa(email, blackBox);
  expect(started.decision).toBe('OTP_EMAIL');
  const code = await latestCode(email);
  const search = await gql(email, SEARCH, { m: started.mfaId });
  expect(search.errors).toBeUndefined();
  const found = search.data?.searchEmailVerification as { emailVerificationId: string; sessionId: string };
  return { email, mfaId: started.mfaId, ...found, code };
}

async function submit(c: Challenge, code: string, sessionId = c.sessionId, as = c.email) {
  const body = await gql(as, VALIDATE, { e: c.emailVerificationId, c: code, s: sessionId, m: c.mfaId });
  return body;
}

async function verdict(c: Challenge, code: string, sessionId = c.sessionId) {
  const body = await submit(c, code, sessionId);
  expect(body.errors).toBeUndefined();
  return body.data?.validateEmailVerificationCode as { success: boolean; status: string };
}

async function resend(c: Challenge, as = c.email) {
  return gql(as, RESEND, { m: c.mfaId });
}

/** The code challenge of a check (owner kind "mfa", e-mail). */
const ofCheck = (mfaId: string) =>
  and(eq(codeChallenges.ownerKind, 'mfa'), eq(codeChallenges.ownerId, mfaId), eq(codeChallenges.channel, 'email'));

/** The check with its e-mailed code's state (server/verification keeps the code; the check keeps its status). */
async function row(mfaId: string) {
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
async function lastSentLongAgo(mfaId: string) {
  await db()
    .update(codeChallenges)
    .set({ lastSentAt: new Date(Date.now() - 31_000) })
    .where(ofCheck(mfaId));
}

async function remember(email: string, mfaId: string, blackBox = DEVICE) {
  const body = await gql(email, REMEMBER, { m: mfaId, b: blackBox });
  expect(body.errors).toBeUndefined();
  return (body.data?.rememberDevice as { success: boolean }).success;
}

beforeEach(async () => {
  await db().delete(codeChallenges);
  await db().delete(mfaChallenges);
  await db().delete(devices);
  await db().delete(deniedDevices);
  await db().delete(outbox);
});

describe('startMfa', () => {
  it('e-mails a 6-digit code to a device the customer has not asked to remember', async () => {
    const started = await startMfa(OLIVER);
    expect(started).toMatchObject({
      decision: 'OTP_EMAIL',
      maskedEmail: 'o**************g@example.com',
      maskedPhone: null,
    });
    const messages = await h.server.services.outbox.list(OLIVER);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    const code = await latestCode(OLIVER);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    expect(message?.text).toContain(code);
    expect(message?.text).toContain('expires in 10 minutes');

    const stored = await row(started.mfaId);
    expect(stored).toMatchObject({ decision: 'OTP_EMAIL', status: 'PENDING', attempts: 0, sends: 1 });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const ttl = (stored.codeExpiresAt?.getTime() ?? 0) - stored.createdAt.getTime();
    expect(ttl).toBe(10 * 60 * 1000);
  });

  it('records the device and when it was last seen, without remembering it', async () => {
    const user = await h.userRow(OLIVER);
    await startMfa(OLIVER);
    const [first] = await db().select().from(devices).where(eq(devices.userId, user.id));
    expect(first).toMatchObject({ remembered: false });
    expect(first?.fingerprintHash).not.toContain(DEVICE);
    await db()
      .update(devices)
      .set({ lastSeenAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(devices.userId, user.id));
    await startMfa(OLIVER);
    const rows = await db().select().from(devices).where(eq(devices.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('denies a deny-listed device without sending a code, even one the customer remembered', async () => {
    const c = await challenge(OLIVER);
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect(await remember(OLIVER, c.mfaId)).toBe(true);
    await db().delete(outbox);
    await denyDevice(h.server.services, DEVICE, 'test');
    const started = await startMfa(OLIVER);
    expect(started).toMatchObject({ decision: 'DENY', maskedEmail: null });
    expect(await h.server.services.outbox.list(OLIVER)).toEqual([]);
    expect((await row(started.mfaId)).status).toBe('DENIED');
    // A denied check has no code to enter.
    expect(errorOf(await gql(OLIVER, SEARCH, { m: started.mfaId })).code).toBe('NOT_FOUND');
    expect(await remember(OLIVER, started.mfaId)).toBe(false);
    // Other devices are not affected.
    expect((await startMfa(OLIVER, OTHER_DEVICE)).decision).toBe('OTP_EMAIL');
  });

  it('denies a locked account', async () => {
    const token = await tokenFor(PAULA);
    expect(token).toBeTruthy();
    await db()
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 15 * 60_000) })
      .where(eq(users.username, PAULA));
    try {
      const started = await startMfa(PAULA);
      expect(started.decision).toBe('DENY');
      expect(await h.server.services.outbox.list(PAULA)).toEqual([]);
    } finally {
      await db().update(users).set({ lockedUntil: null }).where(eq(users.username, PAULA));
    }
    expect((await startMfa(PAULA)).decision).toBe('OTP_EMAIL');
  });

  it('denies once a customer has started ten code checks within the hour', async () => {
    for (let i = 0; i < 10; i++) expect((await startMfa(NORA)).decision).toBe('OTP_EMAIL');
    expect((await startMfa(NORA)).decision).toBe('DENY');
    expect(await h.server.services.outbox.list(NORA)).toHaveLength(10);
    // Older checks do not count.
    await db()
      .update(mfaChallenges)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(mfaChallenges.decision, 'OTP_EMAIL'));
    expect((await startMfa(NORA)).decision).toBe('OTP_EMAIL');
  });

  it('refuses a missing or oversized blackBox', async () => {
    for (const b of ['', '   ', 'x'.repeat(4097)]) {
      expect(errorOf(await gql(OLIVER, START, { b })).code).toBe('BAD_USER_INPUT');
    }
    expect(await db().select().from(mfaChallenges)).toEqual([]);
    const longest = 'y'.repeat(4096);
    blackBoxesSent.add(longest);
    expect((await startMfa(OLIVER, longest)).decision).toBe('OTP_EMAIL');
  });

  it('works for a CSR acting as a customer: the check and the code are the customer’s', async () => {
    const started = await startMfa('csr.admin@example.com', DEVICE, { 'x-admin-auth-as': OLIVER });
    expect(started).toMatchObject({ decision: 'OTP_EMAIL', maskedEmail: 'o**************g@example.com' });
    expect((await row(started.mfaId)).userId).toBe((await h.userRow(OLIVER)).id);
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(1);
    expect(await h.server.services.outbox.list('csr.admin@example.com')).toEqual([]);
    // Without choosing a customer first, there is no one to check.
    expect(errorOf(await gql('csr.admin@example.com', START, { b: DEVICE })).code).toBe('FORBIDDEN');
  });

  it('is for signed-in customers only', async () => {
    expect(errorOf(await gql(null, START, { b: DEVICE })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await gql('enroll.user@example.com', START, { b: DEVICE })).code).toBe('FORBIDDEN');
  });
});

describe('the e-mailed code', () => {
  it('answers PENDING to a wrong code and APPROVED to the right one', async () => {
    const c = await challenge(OLIVER);
    expect(await verdict(c, otherCode(c.code))).toEqual({ success: false, status: 'PENDING' });
    expect((await row(c.mfaId)).status).toBe('PENDING');
    expect(await verdict(c, c.code)).toEqual({ success: true, status: 'APPROVED' });
    const stored = await row(c.mfaId);
    expect(stored.status).toBe('APPROVED');
    expect(stored.decidedAt).not.toBeNull();
  });

  it('ignores spaces around the code', async () => {
    const c = await challenge(OLIVER);
    expect(await verdict(c, ` ${c.code} `)).toEqual({ success: true, status: 'APPROVED' });
  });

  it('answers a repeated right code APPROVED again but any other code DENIED once approved', async () => {
    const c = await challenge(OLIVER);
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect(await verdict(c, otherCode(c.code))).toEqual({ success: false, status: 'DENIED' });
    expect((await row(c.mfaId)).status).toBe('APPROVED');
  });

  it('denies after five wrong codes, even the right one after', async () => {
    const c = await challenge(OLIVER);
    const wrong = otherCode(c.code);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verdict(c, wrong)).status);
    expect(answers).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING', 'DENIED']);
    expect(await verdict(c, c.code)).toEqual({ success: false, status: 'DENIED' });
    expect((await row(c.mfaId)).status).toBe('DENIED');
    // A denied check cannot be revived by a new code.
    await lastSentLongAgo(c.mfaId);
    const again = await resend(c);
    expect(again.data?.emailResendCode).toEqual({ success: false, sessionId: c.sessionId });
  });

  it('counts parallel guesses atomically: never more than five get through', async () => {
    const c = await challenge(OLIVER);
    const wrong = otherCode(c.code);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verdict(c, wrong)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'PENDING').length).toBeLessThanOrEqual(4);
    expect(statuses.every((s) => s === 'PENDING' || s === 'DENIED')).toBe(true);
    expect((await row(c.mfaId)).attempts).toBe(5);
    expect((await verdict(c, c.code)).status).toBe('DENIED');
  });

  it('claims attempts atomically even when every check reads the row before any writes', async () => {
    const c = await challenge(OLIVER);
    const user = await findCustomer(db(), OLIVER);
    if (!user) throw new Error('no user');
    // Started together, the twelve checks' reads are queued before any of their updates.
    const input = { mfaId: c.mfaId, emailVerificationId: c.emailVerificationId, sessionId: c.sessionId };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => verifyCode(h.server.services, user, { ...input, code: otherCode(c.code) })),
    );
    expect(outcomes.filter((o) => o?.status === 'PENDING')).toHaveLength(4);
    expect(outcomes.filter((o) => o?.status === 'DENIED')).toHaveLength(8);
    expect((await row(c.mfaId)).attempts).toBe(5);
    expect((await verifyCode(h.server.services, user, { ...input, code: c.code }))?.status).toBe('DENIED');
  });

  it('denies an expired code', async () => {
    const c = await challenge(OLIVER);
    await db()
      .update(codeChallenges)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(ofCheck(c.mfaId));
    expect(await verdict(c, c.code)).toEqual({ success: false, status: 'DENIED' });
    expect((await row(c.mfaId)).status).toBe('DENIED');
  });

  it('accepts the code until the ten minutes are up', async () => {
    const c = await challenge(OLIVER);
    await db()
      .update(codeChallenges)
      .set({ codeExpiresAt: new Date(Date.now() + 5_000) })
      .where(ofCheck(c.mfaId));
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
  });

  it('denies a code sent with a stale session id', async () => {
    const c = await challenge(OLIVER);
    expect(await verdict(c, c.code, 'not-the-current-session')).toEqual({ success: false, status: 'DENIED' });
    expect((await row(c.mfaId)).status).toBe('DENIED');
  });

  it('checks the input before anything is counted', async () => {
    const c = await challenge(OLIVER);
    const cases: [string, string][] = [
      ['', 'Required.'],
      ['   ', 'Required.'],
      ['12345678901', 'Max characters exceeded.'],
      ['12ab56', 'Enter numbers only.'],
      ['-12345', 'Enter numbers only.'],
    ];
    for (const [code, message] of cases) {
      expect(errorOf(await submit(c, code)), JSON.stringify(code)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect((await row(c.mfaId)).attempts).toBe(0);
    // Ten digits is within the limit: a wrong code, not an input error.
    expect((await verdict(c, '1234567890')).status).toBe('PENDING');
  });

  it('answers NOT_FOUND for an e-mail verification id that is not the check’s', async () => {
    const c = await challenge(OLIVER);
    const body = await gql(OLIVER, VALIDATE, { e: c.mfaId, c: c.code, s: c.sessionId, m: c.mfaId });
    expect(errorOf(body).code).toBe('NOT_FOUND');
    expect((await row(c.mfaId)).attempts).toBe(0);
  });
});

describe('emailResendCode', () => {
  it('sends a new code after 30 seconds; the old code stops working and the new one works', async () => {
    const c = await challenge(OLIVER);
    const tooSoon = await resend(c);
    expect(tooSoon.data?.emailResendCode).toEqual({ success: false, sessionId: c.sessionId });
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(1);

    await lastSentLongAgo(c.mfaId);
    const sent = (await resend(c)).data?.emailResendCode as { success: boolean; sessionId: string };
    expect(sent.success).toBe(true);
    expect(sent.sessionId).not.toBe(c.sessionId);
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(2);
    const newCode = await latestCode(OLIVER);
    const search = await gql(OLIVER, SEARCH, { m: c.mfaId });
    expect(search.data?.searchEmailVerification).toEqual({
      emailVerificationId: c.emailVerificationId,
      sessionId: sent.sessionId,
    });
    // The code that was resent would be the only way in; the old code no longer matches.
    if (newCode !== c.code) {
      expect(await verdict(c, c.code, sent.sessionId)).toEqual({ success: false, status: 'PENDING' });
    }
    expect(await verdict(c, newCode, sent.sessionId)).toEqual({ success: true, status: 'APPROVED' });
  });

  it('denies the old session after a resend', async () => {
    const c = await challenge(OLIVER);
    await lastSentLongAgo(c.mfaId);
    expect((await resend(c)).data?.emailResendCode).toMatchObject({ success: true });
    expect(await verdict(c, c.code, c.sessionId)).toEqual({ success: false, status: 'DENIED' });
  });

  it('keeps counting wrong codes across resends', async () => {
    const c = await challenge(OLIVER);
    for (let i = 0; i < 4; i++) expect((await verdict(c, otherCode(c.code))).status).toBe('PENDING');
    await lastSentLongAgo(c.mfaId);
    const sent = (await resend(c)).data?.emailResendCode as { success: boolean; sessionId: string };
    const newCode = await latestCode(OLIVER);
    expect((await verdict(c, otherCode(newCode), sent.sessionId)).status).toBe('DENIED');
    expect((await verdict(c, newCode, sent.sessionId)).status).toBe('DENIED');
  });

  it('sends at most five codes per check', async () => {
    const c = await challenge(OLIVER);
    const results = [];
    for (let i = 0; i < 5; i++) {
      await lastSentLongAgo(c.mfaId);
      results.push(((await resend(c)).data?.emailResendCode as { success: boolean }).success);
    }
    expect(results).toEqual([true, true, true, true, false]);
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(5);
    expect((await row(c.mfaId)).sends).toBe(5);
    const current = (await row(c.mfaId)).sessionId;
    await lastSentLongAgo(c.mfaId);
    expect((await resend(c)).data?.emailResendCode).toEqual({ success: false, sessionId: current });
  });

  it('sends nothing for an approved check', async () => {
    const c = await challenge(OLIVER);
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    await lastSentLongAgo(c.mfaId);
    expect((await resend(c)).data?.emailResendCode).toEqual({ success: false, sessionId: c.sessionId });
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(1);
  });
});

describe('rememberDevice', () => {
  it('after an approved code, the same device bypasses for that customer only', async () => {
    const c = await challenge(OLIVER);
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect(await remember(OLIVER, c.mfaId)).toBe(true);
    const user = await h.userRow(OLIVER);
    const [device] = await db()
      .select()
      .from(devices)
      .where(and(eq(devices.userId, user.id), eq(devices.remembered, true)));
    expect(device).toBeDefined();

    await db().delete(outbox);
    const again = await startMfa(OLIVER);
    expect(again).toMatchObject({ decision: 'BYPASS', maskedEmail: null });
    expect((await row(again.mfaId)).status).toBe('APPROVED');
    expect(await h.server.services.outbox.list(OLIVER)).toEqual([]);
    expect(errorOf(await gql(OLIVER, SEARCH, { m: again.mfaId })).code).toBe('NOT_FOUND');

    expect((await startMfa(NORA)).decision).toBe('OTP_EMAIL');
    expect((await startMfa(OLIVER, OTHER_DEVICE)).decision).toBe('OTP_EMAIL');
  });

  it('refuses a check that was not approved', async () => {
    const c = await challenge(OLIVER);
    expect(await remember(OLIVER, c.mfaId)).toBe(false);
    expect(await verdict(c, otherCode(c.code))).toMatchObject({ status: 'PENDING' });
    expect(await remember(OLIVER, c.mfaId)).toBe(false);
    expect((await startMfa(OLIVER)).decision).toBe('OTP_EMAIL');
  });

  it('refuses a denied check', async () => {
    const c = await challenge(OLIVER);
    await verdict(c, c.code, 'stale');
    expect(await remember(OLIVER, c.mfaId)).toBe(false);
  });

  it('remembers only the device that passed the check', async () => {
    const c = await challenge(OLIVER);
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect(await remember(OLIVER, c.mfaId, OTHER_DEVICE)).toBe(false);
    expect((await startMfa(OLIVER, OTHER_DEVICE)).decision).toBe('OTP_EMAIL');
  });

  it('refuses an unknown or malformed mfaId and checks its input', async () => {
    expect(await remember(OLIVER, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await remember(OLIVER, 'not-an-id')).toBe(false);
    expect(errorOf(await gql(OLIVER, REMEMBER, { m: '00000000-0000-4000-8000-000000000000', b: '' })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorOf(await gql(OLIVER, REMEMBER, { b: DEVICE })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await gql(OLIVER, REMEMBER, { a: 'APP-1', b: DEVICE })).code).toBe('NOT_IMPLEMENTED');
  });
});

describe('whose check it is', () => {
  it('never lets another customer see, answer, resend or remember a check', async () => {
    const c = await challenge(OLIVER);
    expect(errorOf(await gql(NORA, SEARCH, { m: c.mfaId })).code).toBe('NOT_FOUND');
    expect(errorOf(await submit(c, c.code, c.sessionId, NORA)).code).toBe('NOT_FOUND');
    await lastSentLongAgo(c.mfaId);
    expect(errorOf(await resend(c, NORA)).code).toBe('NOT_FOUND');
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(1);
    expect(await h.server.services.outbox.list(NORA)).toEqual([]);
    expect(await remember(NORA, c.mfaId)).toBe(false);
    expect(await row(c.mfaId)).toMatchObject({ status: 'PENDING', attempts: 0, sends: 1 });

    // Once Oliver has passed it, Nora still cannot use it to remember the device for herself.
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect(await remember(NORA, c.mfaId)).toBe(false);
    expect((await startMfa(NORA)).decision).toBe('OTP_EMAIL');
  });

  it('lets a CSR acting as the customer run the customer’s check', async () => {
    const c = await challenge(OLIVER);
    const asCustomer = { 'x-admin-auth-as': OLIVER };
    const body = await gql(
      'csr.admin@example.com',
      VALIDATE,
      { e: c.emailVerificationId, c: c.code, s: c.sessionId, m: c.mfaId },
      asCustomer,
    );
    expect(body.data?.validateEmailVerificationCode).toEqual({ success: true, status: 'APPROVED' });
    // Acting as someone else, the same check is not there.
    const other = await gql('csr.admin@example.com', SEARCH, { m: c.mfaId }, { 'x-admin-auth-as': NORA });
    expect(errorOf(other).code).toBe('NOT_FOUND');
  });

  it('refuses enrollment identities, and customers any enrollment verification', async () => {
    const c = await challenge(OLIVER);
    const enrollment = 'enroll.user@example.com';
    expect(errorOf(await gql(enrollment, SEARCH, { m: c.mfaId })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(enrollment, RESEND, { m: c.mfaId })).code).toBe('FORBIDDEN');
    // Enrollment verifications are the enrollment session's (test/server/enrollment covers them).
    expect(errorOf(await gql(enrollment, SEARCH, { en: 'enr-1' })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(OLIVER, SEARCH, { en: 'enr-1' })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(OLIVER, RESEND, { en: 'enr-1' })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(OLIVER, VALIDATE, { e: 'ev-1', c: '123456', s: 's-1', en: 'enr-1' })).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await gql(OLIVER, SEARCH, {})).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await gql(OLIVER, SEARCH, { m: c.mfaId, en: 'enr-1' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await gql(OLIVER, SEARCH, { m: 'not-a-uuid' })).code).toBe('NOT_FOUND');
  });
});

/** UUIDs (mfaIds, session ids, correlation ids) are blanked: a 6-digit run inside one is not a leaked code. */
const withoutIds = (text: string) =>
  text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');

/** Every string value in the captured JSON log lines (numbers such as timestamps are not text the server wrote). */
function logStrings(lines: string[]): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(withoutIds(value));
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const line of lines) walk(JSON.parse(line));
  return out;
}

// Last: looks at everything the tests above sent and logged.
describe('what never leaks', () => {
  it('no response or log line carries a code, a blackBox or a full e-mail address', () => {
    expect(codesSeen.size).toBeGreaterThan(10);
    expect(bodies.length).toBeGreaterThan(50);
    const logText = h.logLines.join('\n');
    for (const event of ['mfa.start', 'mfa.verify', 'mfa.resend', 'mfa.rememberDevice']) {
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
