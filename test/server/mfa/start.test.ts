// Multi-factor after sign-in, startMfa: its decisions (code, deny-listed device, locked account, too many checks),
// the device it records, its input, and who may start one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { denyDevice } from '../../../server/auth/risk';
import { deviceKey } from '../../../server/http/deviceCookie';
import { devices, mfaChallenges, outbox, users } from '../../../server/db/schema';
import { recordPass } from '../../../server/mfa/gate';
import {
  blackBoxesSent,
  challenge,
  db,
  describeNoLeaks,
  DEVICE,
  errorOf,
  gql,
  h,
  latestCode,
  NORA,
  OLIVER,
  OTHER_DEVICE,
  PAULA,
  remember,
  row,
  SEARCH,
  START,
  startMfa,
  tokenFor,
  useMfaServer,
  verdict,
} from './helpers';
import { TEST_DEVICE_ID } from '../harness';

useMfaServer();

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
    expect(stored).not.toHaveProperty('code');
    expect(Object.values(stored)).not.toContain(code);
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
    await denyDevice(h.server.services, deviceKey(TEST_DEVICE_ID, DEVICE) ?? '', 'test');
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

  it('lets a passkey sign-in through without a code: the identity service recorded its pass', async () => {
    const { IdToken } = await h.passwordOnlyTokens(OLIVER);
    const claims = JSON.parse(Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      origin_jti: string;
      sub: string;
    };
    await recordPass(db(), { originJti: claims.origin_jti, subject: claims.sub }, 'PASSKEY');
    const { body } = await h.graphql(START, { token: IdToken, variables: { b: DEVICE } });
    expect(body.data?.startMfa).toMatchObject({ decision: 'ALLOW', maskedEmail: null, maskedPhone: null });
    expect(await h.server.services.outbox.list(OLIVER)).toHaveLength(0);
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

describeNoLeaks({ events: ['mfa.start', 'mfa.verify', 'mfa.rememberDevice'], codes: 2, bodies: 25 });
