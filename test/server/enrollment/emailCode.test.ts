// The enrollment's e-mail code, with the semantics of the multi-factor code (server/verification): right, wrong,
// expired, stale session, five wrong, resend wait and limit; APPROVED approves the enrollment, DENIED denies it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import {
  CURRENT,
  EnrollmentClient,
  errorOf,
  MARIA,
  otherCode,
  RESEND_EMAIL,
  VALIDATE_EMAIL,
  type EnrollmentSession,
  type EnrollmentView,
} from './helpers';

let h: AuthHarness;
let client: EnrollmentClient;
beforeAll(async () => {
  h = await startAuthHarness();
  client = new EnrollmentClient(h);
});
afterAll(() => h.close());
beforeEach(async () => {
  await client.clearSessionThrottle();
  await h.server.services.db.delete(outbox);
});

/** Maria's enrollment with the e-mail on file, its verification ids and the e-mailed code. */
async function atEmailCode(): Promise<{
  session: EnrollmentSession;
  id: string;
  code: string;
  emailVerificationId: string;
  sessionId: string;
}> {
  const session = await client.session();
  const { enrollmentId: id, result } = await client.start(session);
  expect(result).toBe('NEEDS_EMAIL_VERIFICATION');
  const code = await client.latestCode(MARIA.email);
  return { session, id, code, ...(await client.emailVerification(session, id)) };
}

const current = (session: EnrollmentSession) => client.ok<EnrollmentView>(session, CURRENT);
const resend = (session: EnrollmentSession, id: string) =>
  client.ok<{ success: boolean; sessionId: string }>(session, RESEND_EMAIL, { en: id });

describe('the e-mailed code', () => {
  it('PENDING for a wrong code, APPROVED for the right one: the enrollment is APPROVED / EMAIL_VERIFIED', async () => {
    const { session, id, code } = await atEmailCode();
    expect(await client.validate(session, id, otherCode(code))).toEqual({ success: false, status: 'PENDING' });
    expect((await current(session)).result).toBe('NEEDS_EMAIL_VERIFICATION');
    expect(await client.validate(session, id, code)).toEqual({ success: true, status: 'APPROVED' });
    expect(await current(session)).toMatchObject({ result: 'APPROVED', event: 'EMAIL_VERIFIED', firstName: 'Maria' });
    // The same verification keeps its ids; the right code again is still APPROVED.
    expect(await client.validate(session, id, code)).toEqual({ success: true, status: 'APPROVED' });
  });

  it('DENIED for an expired code: the enrollment is DENIED / EMAIL_FAILED', async () => {
    const { session, id, code } = await atEmailCode();
    await client.expireCode(id, 'email');
    expect(await client.validate(session, id, code)).toEqual({ success: false, status: 'DENIED' });
    expect(await current(session)).toMatchObject({ result: 'DENIED', event: 'EMAIL_FAILED', firstName: null });
  });

  it('DENIED at the fifth wrong code, and for a stale session id', async () => {
    const first = await atEmailCode();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await client.validate(first.session, first.id, otherCode(first.code))).status);
    expect(statuses).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING', 'DENIED']);
    expect((await client.validate(first.session, first.id, first.code)).status).toBe('DENIED');
    expect((await current(first.session)).event).toBe('EMAIL_FAILED');

    const second = await atEmailCode();
    expect(await client.validate(second.session, second.id, second.code, 'stale-session')).toEqual({
      success: false,
      status: 'DENIED',
    });
    expect((await current(second.session)).result).toBe('DENIED');
  });

  it('a right code racing wrong ones approves the enrollment', async () => {
    const { session, id, code, emailVerificationId, sessionId } = await atEmailCode();
    const submit = (c: string) =>
      client.gql(session, VALIDATE_EMAIL, { e: emailVerificationId, c, s: sessionId, en: id });
    await Promise.all([submit(otherCode(code)), submit(code), submit(otherCode(code))]);
    expect((await current(session)).result).toBe('APPROVED');
  });

  it('answers NOT_FOUND for another verification id', async () => {
    const { session, id, code, sessionId } = await atEmailCode();
    const body = await client.gql(session, VALIDATE_EMAIL, { e: id, c: code, s: sessionId, en: id });
    expect(errorOf(body)).toEqual({ code: 'NOT_FOUND', message: 'No such e-mail verification.' });
  });
});

describe('emailResendCode', () => {
  it('waits 30 seconds, then sends a new code; the old session is denied, the new code approves', async () => {
    const { session, id, sessionId } = await atEmailCode();
    expect(await resend(session, id)).toEqual({ success: false, sessionId });
    await client.lastSentLongAgo(id, 'email');
    const sent = await resend(session, id);
    expect(sent.success).toBe(true);
    expect(sent.sessionId).not.toBe(sessionId);
    const fresh = await client.latestCode(MARIA.email);
    expect(await client.messages(MARIA.email)).toHaveLength(2);
    expect((await client.emailVerification(session, id)).sessionId).toBe(sent.sessionId);
    expect(await client.validate(session, id, fresh)).toEqual({ success: true, status: 'APPROVED' });
  });

  it('sends at most five codes, and none for a settled verification', async () => {
    const { session, id } = await atEmailCode();
    const results = [];
    for (let i = 0; i < 5; i++) {
      await client.lastSentLongAgo(id, 'email');
      results.push((await resend(session, id)).success);
    }
    expect(results).toEqual([true, true, true, true, false]);
    const latest = await client.latestCode(MARIA.email);
    expect((await client.validate(session, id, latest)).status).toBe('APPROVED');
    await client.lastSentLongAgo(id, 'email');
    expect((await resend(session, id)).success).toBe(false);
  });
});
