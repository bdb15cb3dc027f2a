// The path of a customer whose e-mail entered is not the one on file: the address on file (three attempts), a code
// texted to the phone on file (wrong, expired, replaced, exceeded, right), then the e-mail code to the new e-mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeChallenges } from '../../../server/db/schema';
import {
  CURRENT,
  errorOf,
  MARIA_PHONE,
  OTP_SEARCH,
  otherCode,
  SEND_OTP,
  type EnrollmentSession,
  type EnrollmentView,
  enrollmentServer,
} from './helpers';

const t = enrollmentServer({ emptyOutbox: true });

let counter = 0;
/** A session with Maria's enrollment under a new e-mail, at the address step. */
async function atAddress(): Promise<{ session: EnrollmentSession; id: string; email: string }> {
  const session = await t.client.session();
  const email = `maria.new${++counter}@example.com`;
  const started = await t.client.start(session, { email });
  expect(started.result).toBe('NEEDS_RESIDENTIAL_INFO');
  return { session, id: started.enrollmentId, email };
}

/** The same, past the address, with a first code texted. */
async function atOtp() {
  const at = await atAddress();
  expect((await t.client.address(at.session, at.id)).result).toBe('NEEDS_OTP_VERIFICATION');
  expect(await t.client.sendOtp(at.session, at.id)).toEqual({ success: true, sentTo: '(***) ***-0901' });
  return { ...at, code: await t.client.latestCode(MARIA_PHONE, 'sms') };
}

describe('the residential address', () => {
  it('a wrong address uses an attempt; the one on file (spelt differently) moves to the SMS step', async () => {
    const { session, id } = await atAddress();
    const wrong = await t.client.address(session, id, { addressLine1: '101 Broad St' });
    expect(wrong).toMatchObject({
      result: 'NEEDS_RESIDENTIAL_INFO',
      event: 'EMAIL_INELIGIBLE',
      addressAttemptsLeft: 2,
    });
    const right = await t.client.address(session, id, {
      addressLine1: '100 broad street.',
      cityName: ' COLUMBUS ',
      stateCode: 'oh',
      zipCode: '43215-0001',
    });
    expect(right).toMatchObject({
      result: 'NEEDS_OTP_VERIFICATION',
      event: 'ADDRESS_VERIFIED',
      maskedPhone: '(***) ***-0901',
      addressAttemptsLeft: null,
      firstName: 'Maria',
    });
    // Nothing is texted until the customer asks.
    expect(await t.client.messages(MARIA_PHONE)).toEqual([]);
  });

  it('denies after the third wrong address (ADDRESS_NOT_MATCHED)', async () => {
    const { session, id } = await atAddress();
    const answers = [];
    for (const city of ['Dayton', 'Akron', 'Toledo'])
      answers.push(await t.client.address(session, id, { cityName: city }));
    expect(answers.map((a) => [a.result, a.event, a.addressAttemptsLeft])).toEqual([
      ['NEEDS_RESIDENTIAL_INFO', 'EMAIL_INELIGIBLE', 2],
      ['NEEDS_RESIDENTIAL_INFO', 'EMAIL_INELIGIBLE', 1],
      ['DENIED', 'ADDRESS_NOT_MATCHED', null],
    ]);
    const after = await t.client.gql(
      session,
      `mutation($id: ID!, $a: AddressInput!) {
      saveEnrollmentResidentialInformation(enrollmentId: $id, address: $a) { result } }`,
      {
        id,
        a: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
      },
    );
    expect(errorOf(after)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Your enrollment is not waiting for an address. Please reload the page.',
    });
  });

  it('never lets parallel wrong guesses exceed three', async () => {
    const { session, id } = await atAddress();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        t.client.gql(
          session,
          `mutation($id: ID!) {
      saveEnrollmentResidentialInformation(enrollmentId: $id, address: {
        addressLine1: "1 Nowhere", cityName: "Columbus", stateCode: "OH", zipCode: "43215" }) { result } }`,
          { id },
        ),
      ),
    );
    expect(await t.client.ok<EnrollmentView>(session, CURRENT)).toMatchObject({
      result: 'DENIED',
      event: 'ADDRESS_NOT_MATCHED',
    });
  });

  it('asks for the SMS step only in its turn', async () => {
    const { session, id } = await atAddress();
    expect(errorOf(await t.client.gql(session, SEND_OTP, { r: { enrollmentId: id } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Your enrollment is not waiting for a texted code. Please reload the page.',
    });
  });
});

describe('the texted code', () => {
  it('texts the phone on file only, masked, and resends after 30 seconds', async () => {
    const { session, id, code } = await atOtp();
    const [sms] = await t.client.messages(MARIA_PHONE);
    expect(sms).toMatchObject({ channel: 'sms', to: MARIA_PHONE, code });
    expect(sms?.text).toContain(code);
    const other = await t.client.gql(session, SEND_OTP, { r: { enrollmentId: id, phoneNumber: '(614) 555-0199' } });
    expect(errorOf(other)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'For your security, we can only text a code to the phone number on file.',
    });
    expect(await t.client.sendOtp(session, id, '+1 614-555-0901')).toEqual({
      success: false,
      sentTo: '(***) ***-0901',
    });
    expect(await t.client.messages(MARIA_PHONE)).toHaveLength(1);
    await t.client.lastSentLongAgo(id, 'sms');
    expect(await t.client.sendOtp(session, id)).toEqual({ success: true, sentTo: '(***) ***-0901' });
    expect(await t.client.messages(MARIA_PHONE)).toHaveLength(2);
  });

  it('sends at most five codes', async () => {
    const { session, id } = await atOtp();
    const results = [];
    for (let i = 0; i < 5; i++) {
      await t.client.lastSentLongAgo(id, 'sms');
      results.push((await t.client.sendOtp(session, id)).success);
    }
    expect(results).toEqual([true, true, true, true, false]);
  });

  it('OTP_INVALID for a wrong code, then OTP_VALID: the e-mail code goes to the new e-mail', async () => {
    const { session, id, code, email } = await atOtp();
    expect(await t.client.otp(session, id, otherCode(code))).toBe('OTP_INVALID');
    expect(await t.client.messages(email)).toEqual([]);
    expect(await t.client.otp(session, id, code)).toBe('OTP_VALID');
    expect(await t.client.ok<EnrollmentView>(session, CURRENT)).toMatchObject({
      result: 'NEEDS_EMAIL_VERIFICATION',
      event: 'OTP_VERIFIED',
      maskedPhone: '(***) ***-0901',
    });
    const emailCode = await t.client.latestCode(email);
    // Repeating the right code grants nothing new and sends nothing more.
    expect(await t.client.otp(session, id, code)).toBe('OTP_VALID');
    expect(await t.client.messages(email)).toHaveLength(1);
    expect(await t.client.validate(session, id, emailCode)).toEqual({ success: true, status: 'APPROVED' });
    expect(await t.client.ok<EnrollmentView>(session, CURRENT)).toMatchObject({
      result: 'APPROVED',
      event: 'EMAIL_VERIFIED',
      email,
      firstName: 'Maria',
      lastName: 'Lopez',
    });
  });

  it('OTP_EXPIRED after ten minutes, and for a code a resend replaced', async () => {
    const { session, id, code } = await atOtp();
    await t.client.expireCode(id, 'sms');
    expect(await t.client.otp(session, id, code)).toBe('OTP_EXPIRED');
    await t.client.lastSentLongAgo(id, 'sms');
    await t.client.sendOtp(session, id);
    const fresh = await t.client.latestCode(MARIA_PHONE, 'sms');
    if (fresh !== code) expect(await t.client.otp(session, id, code)).toBe('OTP_EXPIRED');
    expect(await t.client.otp(session, id, fresh)).toBe('OTP_VALID');
  });

  it('OTP_EXPIRED before any code was sent', async () => {
    const { session, id } = await atAddress();
    await t.client.address(session, id);
    expect(await t.client.otp(session, id, '123456')).toBe('OTP_EXPIRED');
  });

  it('OTP_EXCEEDED at the fifth wrong code: the enrollment is denied (OTP_FAILED), even for the right code', async () => {
    const { session, id, code } = await atOtp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await t.client.otp(session, id, otherCode(code)));
    expect(answers).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_EXCEEDED']);
    expect(await t.client.otp(session, id, code)).toBe('OTP_EXCEEDED');
    expect(await t.client.ok<EnrollmentView>(session, CURRENT)).toMatchObject({
      result: 'DENIED',
      event: 'OTP_FAILED',
    });
    const [challenge] = await t.h.server.services.db
      .select()
      .from(codeChallenges)
      .where(eq(codeChallenges.ownerId, id));
    expect(challenge).toMatchObject({ status: 'DENIED', attempts: 5 });
  });

  it('checks the code as typed before counting it', async () => {
    const { session, id } = await atOtp();
    for (const [code, message] of [
      ['', 'Required.'],
      ['12ab56', 'Enter numbers only.'],
    ]) {
      expect(errorOf(await t.client.gql(session, OTP_SEARCH, { r: { enrollmentId: id, code } }))).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
  });
});
