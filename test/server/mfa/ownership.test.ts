// Multi-factor after sign-in, whose check it is: no customer reaches another's check, a CSR acts only as the chosen
// customer, and enrollment identities reach no check (nor customers an enrollment verification).
import { describe, expect, it } from 'vitest';
import {
  challenge,
  describeNoLeaks,
  errorOf,
  gql,
  h,
  lastSentLongAgo,
  NORA,
  OLIVER,
  remember,
  RESEND,
  resend,
  row,
  SEARCH,
  startMfa,
  submit,
  useMfaServer,
  VALIDATE,
  verdict,
} from './helpers';

useMfaServer();

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

describeNoLeaks({ events: ['mfa.start', 'mfa.verify', 'mfa.rememberDevice'], codes: 2, bodies: 20 });
