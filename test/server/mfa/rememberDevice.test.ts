// Multi-factor after sign-in, rememberDevice: only after a check passed with a code, only for the device that passed
// it, only for that customer.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, outbox } from '../../../server/db/schema';
import {
  challenge,
  db,
  describeNoLeaks,
  DEVICE,
  errorOf,
  gql,
  h,
  NORA,
  OLIVER,
  OTHER_DEVICE,
  otherCode,
  REMEMBER,
  remember,
  row,
  SEARCH,
  startMfa,
  useMfaServer,
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

describeNoLeaks({ events: ['mfa.start', 'mfa.verify', 'mfa.rememberDevice'], codes: 3, bodies: 20 });
