// The enrollment's e-mail code, with the semantics of the multi-factor code (server/verification): right, wrong,
// expired, stale session, five wrong, resend wait and limit; APPROVED approves the enrollment, DENIED denies it.
import { describe, expect, it } from 'vitest';
import {
  CURRENT,
  errorOf,
  MARIA,
  otherCode,
  RESEND_EMAIL,
  VALIDATE_EMAIL,
  type EnrollmentSession,
  type EnrollmentView,
  enrollmentServer,
} from './helpers';

const t = enrollmentServer({ emptyOutbox: true });

/** Maria's enrollment with the e-mail on file, its verification ids and the e-mailed code. */
async function atEmailCode(): Promise<{
  session: EnrollmentSession;
  id: string;
  code: string;
  emailVerificationId: string;
  sessionId: string;
}> {
  const session = await t.client.session();
  const { enrollmentId: id, result } = await t.client.start(session);
  expect(result).toBe('NEEDS_EMAIL_VERIFICATION');
  const code = await t.client.latestCode(MARIA.email);
  return { session, id, code, ...(await t.client.emailVerification(session, id)) };
}

const current = (session: EnrollmentSession) => t.client.ok<EnrollmentView>(session, CURRENT);
const resend = (session: EnrollmentSession, id: string) =>
  t.client.ok<{ success: boolean; sessionId: string }>(session, RESEND_EMAIL, { en: id });

describe('the e-mailed code', () => {
  it('PENDING for a wrong code, APPROVED for the right one: the enrollment is APPROVED / EMAIL_VERIFIED', async () => {
    const { session, id, code } = await atEmailCode();
    expect(await t.client.validate(session, id, otherCode(code))).toEqual({ success: false, status: 'PENDING' });
    expect((await current(session)).result).toBe('NEEDS_EMAIL_VERIFICATION');
    expect(await t.client.validate(session, id, code)).toEqual({ success: true, status: 'APPROVED' });
    expect(await current(session)).toMatchObject({ result: 'APPROVED', event: 'EMAIL_VERIFIED', firstName: 'Maria' });
    // The same verification keeps its ids; the right code again is still APPROVED.
    expect(await t.client.validate(session, id, code)).toEqual({ success: true, status: 'APPROVED' });
  });

  it('DENIED for an expired code: the enrollment is DENIED / EMAIL_FAILED', async () => {
    const { session, id, code } = await atEmailCode();
    await t.client.expireCode(id, 'email');
    expect(await t.client.validate(session, id, code)).toEqual({ success: false, status: 'DENIED' });
    expect(await current(session)).toMatchObject({ result: 'DENIED', event: 'EMAIL_FAILED', firstName: null });
  });

  it('DENIED at the fifth wrong code, and for a stale session id', async () => {
    const first = await atEmailCode();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await t.client.validate(first.session, first.id, otherCode(first.code))).status);
    expect(statuses).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING', 'DENIED']);
    expect((await t.client.validate(first.session, first.id, first.code)).status).toBe('DENIED');
    expect((await current(first.session)).event).toBe('EMAIL_FAILED');

    const second = await atEmailCode();
    expect(await t.client.validate(second.session, second.id, second.code, 'stale-session')).toEqual({
      success: false,
      status: 'DENIED',
    });
    expect((await current(second.session)).result).toBe('DENIED');
  });

  it('a right code racing wrong ones approves the enrollment', async () => {
    const { session, id, code, emailVerificationId, sessionId } = await atEmailCode();
    const submit = (c: string) =>
      t.client.gql(session, VALIDATE_EMAIL, { e: emailVerificationId, c, s: sessionId, en: id });
    await Promise.all([submit(otherCode(code)), submit(code), submit(otherCode(code))]);
    expect((await current(session)).result).toBe('APPROVED');
  });

  it('answers NOT_FOUND for another verification id', async () => {
    const { session, id, code, sessionId } = await atEmailCode();
    const body = await t.client.gql(session, VALIDATE_EMAIL, { e: id, c: code, s: sessionId, en: id });
    expect(errorOf(body)).toEqual({ code: 'NOT_FOUND', message: 'No such e-mail verification.' });
  });
});

describe('emailResendCode', () => {
  it('waits 30 seconds, then sends a new code; the old session is denied, the new code approves', async () => {
    const { session, id, sessionId } = await atEmailCode();
    expect(await resend(session, id)).toEqual({ success: false, sessionId });
    await t.client.lastSentLongAgo(id, 'email');
    const sent = await resend(session, id);
    expect(sent.success).toBe(true);
    expect(sent.sessionId).not.toBe(sessionId);
    const fresh = await t.client.latestCode(MARIA.email);
    expect(await t.client.messages(MARIA.email)).toHaveLength(2);
    expect((await t.client.emailVerification(session, id)).sessionId).toBe(sent.sessionId);
    expect(await t.client.validate(session, id, fresh)).toEqual({ success: true, status: 'APPROVED' });
  });

  it('sends at most five codes, and none for a settled verification', async () => {
    const { session, id } = await atEmailCode();
    const results = [];
    for (let i = 0; i < 5; i++) {
      await t.client.lastSentLongAgo(id, 'email');
      results.push((await resend(session, id)).success);
    }
    expect(results).toEqual([true, true, true, true, false]);
    const latest = await t.client.latestCode(MARIA.email);
    expect((await t.client.validate(session, id, latest)).status).toBe('APPROVED');
    await t.client.lastSentLongAgo(id, 'email');
    expect((await resend(session, id)).success).toBe(false);
  });
});
