// Multi-factor after sign-in, the e-mailed code: right, wrong, too many (also in parallel), expired, stale and
// checked input, then emailResendCode (waits, limits, the replaced code and session).
import { describe, expect, it } from 'vitest';
import { codeChallenges } from '../../../server/db/schema';
import { verifyCode } from '../../../server/mfa/codes';
import { findCustomer } from '../../../server/mfa/store';
import {
  challenge,
  db,
  describeNoLeaks,
  errorOf,
  gql,
  h,
  lastSentLongAgo,
  latestCode,
  ofCheck,
  OLIVER,
  otherCode,
  resend,
  row,
  SEARCH,
  submit,
  useMfaServer,
  VALIDATE,
  verdict,
} from './helpers';

useMfaServer();

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

describeNoLeaks({ events: ['mfa.start', 'mfa.verify', 'mfa.resend'], codes: 11, bodies: 51 });
