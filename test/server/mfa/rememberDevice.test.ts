// Multi-factor after sign-in, rememberDevice: only after a check passed with a code, only for the device that passed
// it, only for that customer.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, outbox } from '../../../server/db/schema';
import { DEVICE_COOKIE, REMEMBERED_DEVICE_MS } from '../../../server/http/deviceCookie';
import { TEST_DEVICE_ID } from '../harness';
import {
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
  otherCode,
  REMEMBER,
  remember,
  row,
  SEARCH,
  startMfa,
  tokenFor,
  useMfaServer,
  VALIDATE,
  verdict,
} from './helpers';

useMfaServer();

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

/** Another browser, with a device cookie of its own. */
const OTHER_BROWSER = { cookie: `${DEVICE_COOKIE}=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d` };
/** A caller with no device cookie (a script, or a browser that refuses cookies). */
const NO_COOKIE = { cookie: '' };

describe('the device cookie', () => {
  it('is given to a browser without one: HttpOnly, for as long as a remembered device lasts', async () => {
    const res = await fetch(`${h.baseUrl}/healthz`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=${REMEMBERED_DEVICE_MS / 1000}`),
    );
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const again = await fetch(`${h.baseUrl}/healthz`, { headers: { cookie: `${DEVICE_COOKIE}=${TEST_DEVICE_ID}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('is half of the device: the same blackBox in another browser or with no cookie is not remembered', async () => {
    const c = await challenge(OLIVER);
    expect((await verdict(c, c.code)).status).toBe('APPROVED');
    expect(await remember(OLIVER, c.mfaId)).toBe(true);
    expect((await startMfa(OLIVER)).decision).toBe('BYPASS');
    expect((await startMfa(OLIVER, DEVICE, OTHER_BROWSER)).decision).toBe('OTP_EMAIL');
    expect((await startMfa(OLIVER, DEVICE, NO_COOKIE)).decision).toBe('OTP_EMAIL');
  });

  it('cannot remember a check started without a cookie, even once a cookie turns up', async () => {
    await db().delete(outbox);
    const started = await startMfa(OLIVER, DEVICE, NO_COOKIE);
    const found = (await gql(OLIVER, SEARCH, { m: started.mfaId })).data?.searchEmailVerification as {
      emailVerificationId: string;
      sessionId: string;
    };
    const code = await latestCode(OLIVER);
    const checked = await gql(OLIVER, VALIDATE, {
      e: found.emailVerificationId,
      c: code,
      s: found.sessionId,
      m: started.mfaId,
    });
    expect(checked.data?.validateEmailVerificationCode).toMatchObject({ status: 'APPROVED' });
    expect(await remember(OLIVER, started.mfaId)).toBe(false);
  });

  it('is renewed when the device is remembered, and the remembered device ends after 90 days', async () => {
    const c = await challenge(OLIVER);
    await verdict(c, c.code);
    const res = await fetch(`${h.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenFor(OLIVER)}`,
        cookie: `${DEVICE_COOKIE}=${TEST_DEVICE_ID}`,
      },
      body: JSON.stringify({ query: REMEMBER, variables: { m: c.mfaId, b: DEVICE } }),
    });
    expect(await res.json()).toMatchObject({ data: { rememberDevice: { success: true } } });
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=${TEST_DEVICE_ID}; Path=/; Max-Age=${REMEMBERED_DEVICE_MS / 1000}`),
    );
    expect((await startMfa(OLIVER)).decision).toBe('BYPASS');
    const user = await h.userRow(OLIVER);
    await db()
      .update(devices)
      .set({ rememberedAt: new Date(Date.now() - REMEMBERED_DEVICE_MS - 60_000) })
      .where(eq(devices.userId, user.id));
    expect((await startMfa(OLIVER)).decision).toBe('OTP_EMAIL');
  });
});

describeNoLeaks({ events: ['mfa.start', 'mfa.verify', 'mfa.rememberDevice'], codes: 3, bodies: 20 });
