// Two loose ends of the multi-factor check. A password reset forgets the devices the customer asked us to remember:
// a reset proves the mailbox only, so someone holding a remembered device and the mailbox still meets a code. And
// dead passes are swept by the server's periodic sweeper at the server's clock, not only when a new check starts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, mfaPasses, refreshTokens } from '../../../server/db/schema';
import { challenge, db, DEVICE, h, NORA, OLIVER, remember, START, startMfa, useMfaServer, verdict } from './helpers';

useMfaServer();

const DAY = 24 * 60 * 60 * 1000;

async function resetPassword(email: string) {
  const clientId = h.clientId;
  expect((await h.cognito('ForgotPassword', { ClientId: clientId, Username: email })).status).toBe(200);
  const [message] = await h.server.services.outbox.list(email);
  const confirmed = await h.cognito('ConfirmForgotPassword', {
    ClientId: clientId,
    Username: email,
    ConfirmationCode: String(message?.code),
    Password: 'Passw0rd!',
  });
  expect(confirmed.status).toBe(200);
}

describe('a password reset', () => {
  it('forgets the remembered devices, so the next sign-in meets a code; other customers keep theirs', async () => {
    for (const email of [OLIVER, NORA]) {
      const c = await challenge(email);
      expect((await verdict(c, c.code)).status).toBe('APPROVED');
      expect(await remember(email, c.mfaId)).toBe(true);
      expect((await startMfa(email)).decision).toBe('BYPASS');
    }
    await resetPassword(OLIVER);
    const oliver = await h.userRow(OLIVER);
    const rows = await db().select().from(devices).where(eq(devices.userId, oliver.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => !d.remembered && d.rememberedAt === null)).toBe(true);
    // The reset ended every sign-in: a new one starts the check from the same device.
    const token = await h.idToken(OLIVER, 'Passw0rd!');
    const again = await h.graphql(START, { token, variables: { b: DEVICE } });
    expect(again.body.data?.startMfa).toMatchObject({ decision: 'OTP_EMAIL' });
    expect((await startMfa(NORA)).decision).toBe('BYPASS');
  });
});

describe('the periodic pass sweep', () => {
  it('deletes passes whose sign-in ended or that are older than a sign-in lives, at the server clock', async () => {
    const dead = await h.signInTokens(OLIVER);
    const live = await h.signInTokens(OLIVER);
    const originOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { origin_jti: string }).origin_jti;
    const passOf = async (token: string) =>
      (
        await db()
          .select()
          .from(mfaPasses)
          .where(eq(mfaPasses.originJti, originOf(token)))
      )[0];
    await db()
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.originJti, originOf(dead.IdToken)));
    expect(await passOf(dead.IdToken)).toBeDefined();

    const sweeper = h.server.services.passSweeper;
    await sweeper.tick();
    expect(await passOf(dead.IdToken)).toBeUndefined();
    expect(await passOf(live.IdToken)).toBeDefined();

    // Seen from a time past the longest a sign-in lives, the live pass is dead too.
    const lifetime = h.server.services.config.cognito.refreshTokenDays;
    await sweeper.tick(new Date(Date.now() + (lifetime + 1) * DAY));
    expect(await passOf(live.IdToken)).toBeUndefined();
  });
});
