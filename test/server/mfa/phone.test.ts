// Multi-factor codes by text message on the real server: the preference on the customer record picks OTP_PHONE or
// OTP_PHONE_EMAIL, sendOtp texts a code to the phone on file, otpSearch checks it (valid, invalid, expired, exceeded),
// resends, OTP_PHONE_EMAIL needing both codes in either order, remember-device, and whose check is whose.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeChallenges, customers, devices, mfaChallenges, outbox, users } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seedData';
import { sendsTextedCode } from '../../../server/mfa/decide';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { logStrings, type GraphQLResponse } from '../harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const db = () => h.server.services.db;

const SAM = 'sms.customer@example.com';
const SAM_PHONE = '6145551101';
const BEA = 'sms.email.customer@example.com';
const BEA_PHONE = '6145551201';
const OLIVER = 'online.returning@example.com';
const DEVICE = 'eyJpZCI6ImRldmljZS1waG9uZS0xMjM0In0=';

const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision maskedEmail maskedPhone } }';
const SEND = 'mutation($r: OtpSendRequest!) { sendOtp(request: $r) { success sentTo } }';
const OTP = 'query($r: OtpSearchRequest!) { otpSearch(request: $r) { result } }';
const SEARCH = 'query($m: ID) { searchEmailVerification(mfaId: $m) { emailVerificationId sessionId } }';
const VALIDATE = `mutation($e: ID!, $c: String!, $s: String!, $m: ID) {
  validateEmailVerificationCode(emailVerificationId: $e, verificationCode: $c, sessionId: $s, mfaId: $m) {
    success status } }`;
const REMEMBER = 'mutation($m: ID, $b: String!) { rememberDevice(mfaId: $m, blackBox: $b) { success } }';

const tokens = new Map<string, string>();
async function gql(
  email: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse> {
  const token = tokens.get(email) ?? (await h.idToken(email));
  tokens.set(email, token);
  return (await h.graphql(query, { token, variables, headers })).body;
}

const errorCode = (body: GraphQLResponse) => body.errors?.[0]?.extensions?.code;

async function start(email: string, headers: Record<string, string> = {}) {
  const body = await gql(email, START, { b: DEVICE }, headers);
  expect(body.errors).toBeUndefined();
  return body.data?.startMfa as { mfaId: string; decision: string; maskedEmail: string | null; maskedPhone: string };
}

async function send(email: string, mfaId: string, phoneNumber?: string, headers: Record<string, string> = {}) {
  return gql(email, SEND, { r: { mfaId, ...(phoneNumber ? { phoneNumber } : {}) } }, headers);
}

async function sent(email: string, mfaId: string) {
  const body = await send(email, mfaId);
  expect(body.errors).toBeUndefined();
  return body.data?.sendOtp as { success: boolean; sentTo: string | null };
}

async function otp(email: string, mfaId: string, code: string, headers: Record<string, string> = {}) {
  const body = await gql(email, OTP, { r: { mfaId, code } }, headers);
  expect(body.errors).toBeUndefined();
  return (body.data?.otpSearch as { result: string }).result;
}

async function latestCode(to: string, channel: 'sms' | 'email') {
  const message = (await h.server.services.outbox.list(to)).find((m) => m.channel === channel);
  expect(message?.code).toMatch(/^\d{6}$/);
  return message?.code ?? '';
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function checkStatus(mfaId: string) {
  const [row] = await db().select().from(mfaChallenges).where(eq(mfaChallenges.id, mfaId));
  return row?.status;
}

const smsOf = (mfaId: string) =>
  and(eq(codeChallenges.ownerKind, 'mfa'), eq(codeChallenges.ownerId, mfaId), eq(codeChallenges.channel, 'sms'));

async function emailVerdict(email: string, mfaId: string, code: string) {
  const search = await gql(email, SEARCH, { m: mfaId });
  const found = search.data?.searchEmailVerification as { emailVerificationId: string; sessionId: string };
  const body = await gql(email, VALIDATE, { e: found.emailVerificationId, c: code, s: found.sessionId, m: mfaId });
  expect(body.errors).toBeUndefined();
  return body.data?.validateEmailVerificationCode as { success: boolean; status: string };
}

beforeEach(async () => {
  await db().delete(codeChallenges);
  await db().delete(mfaChallenges);
  await db().delete(devices);
  await db().delete(outbox);
});

describe('the decision from the customer record', () => {
  it('texts codes only to decisions that say so', () => {
    expect(sendsTextedCode('OTP_PHONE')).toBe(true);
    expect(sendsTextedCode('OTP_PHONE_EMAIL')).toBe(true);
    expect(sendsTextedCode('OTP_EMAIL')).toBe(false);
  });

  it('answers OTP_PHONE and OTP_PHONE_EMAIL from the preference, with the phone masked', async () => {
    const sam = await start(SAM);
    expect(sam).toMatchObject({ decision: 'OTP_PHONE', maskedEmail: null, maskedPhone: '(***) ***-1101' });
    expect(await h.server.services.outbox.list(SAM)).toEqual([]); // nothing is sent before "Send Code"
    const bea = await start(BEA);
    expect(bea).toMatchObject({ decision: 'OTP_PHONE_EMAIL', maskedPhone: '(***) ***-1201' });
    expect(bea.maskedEmail).toContain('@example.com');
  });

  it('keeps every other demo account on e-mailed codes', async () => {
    for (const account of DEMO_ACCOUNTS) {
      if ([SAM, BEA].includes(account.email) || account.groups?.length) continue;
      const started = await start(account.email);
      expect(started.decision, account.email).toBe('OTP_EMAIL');
      expect(started.maskedPhone).toBeNull();
    }
  });

  it('falls back to e-mail when the phone on file is gone', async () => {
    const [user] = await db().select().from(users).where(eq(users.username, SAM));
    await db().update(customers).set({ phone: null }).where(eq(customers.userId, user!.id));
    try {
      expect((await start(SAM)).decision).toBe('OTP_EMAIL');
    } finally {
      await db().update(customers).set({ phone: SAM_PHONE }).where(eq(customers.userId, user!.id));
    }
  });
});

describe('OTP_PHONE', () => {
  it('texts a code to the phone on file and approves the check with it, after a wrong one', async () => {
    const { mfaId } = await start(SAM);
    expect(await otp(SAM, mfaId, '123456')).toBe('OTP_EXPIRED'); // nothing sent yet
    expect(await sent(SAM, mfaId)).toEqual({ success: true, sentTo: '(***) ***-1101' });
    const [message] = await h.server.services.outbox.list(SAM_PHONE);
    expect(message).toMatchObject({ channel: 'sms', to: SAM_PHONE });
    const code = await latestCode(SAM_PHONE, 'sms');
    expect(await otp(SAM, mfaId, otherCode(code))).toBe('OTP_INVALID');
    expect(await checkStatus(mfaId)).toBe('PENDING');
    expect(await otp(SAM, mfaId, ` ${code} `)).toBe('OTP_VALID');
    expect(await checkStatus(mfaId)).toBe('APPROVED');
    const remembered = await gql(SAM, REMEMBER, { m: mfaId, b: DEVICE });
    expect(remembered.data?.rememberDevice).toEqual({ success: true });
    expect((await start(SAM)).decision).toBe('BYPASS');
  });

  it('answers OTP_EXPIRED after ten minutes and accepts the code that replaces it', async () => {
    const { mfaId } = await start(SAM);
    await sent(SAM, mfaId);
    const code = await latestCode(SAM_PHONE, 'sms');
    await db()
      .update(codeChallenges)
      .set({ codeExpiresAt: new Date(Date.now() - 1000), lastSentAt: new Date(Date.now() - 31_000) })
      .where(smsOf(mfaId));
    expect(await otp(SAM, mfaId, code)).toBe('OTP_EXPIRED');
    expect(await checkStatus(mfaId)).toBe('PENDING');
    expect((await sent(SAM, mfaId)).success).toBe(true);
    const fresh = await latestCode(SAM_PHONE, 'sms');
    expect(await otp(SAM, mfaId, fresh)).toBe('OTP_VALID');
  });

  it('resends only after 30 seconds, five sends at most; the replaced code reads as expired', async () => {
    const { mfaId } = await start(SAM);
    await sent(SAM, mfaId);
    const first = await latestCode(SAM_PHONE, 'sms');
    expect((await sent(SAM, mfaId)).success).toBe(false); // too soon
    for (let i = 2; i <= 5; i++) {
      await db()
        .update(codeChallenges)
        .set({ lastSentAt: new Date(Date.now() - 31_000) })
        .where(smsOf(mfaId));
      expect((await sent(SAM, mfaId)).success, `send ${i}`).toBe(true);
    }
    await db()
      .update(codeChallenges)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(smsOf(mfaId));
    expect((await sent(SAM, mfaId)).success).toBe(false); // the sixth
    expect((await h.server.services.outbox.list(SAM_PHONE)).length).toBe(5);
    const latest = await latestCode(SAM_PHONE, 'sms');
    if (latest !== first) expect(await otp(SAM, mfaId, first)).not.toBe('OTP_VALID');
    expect(await otp(SAM, mfaId, latest)).toBe('OTP_VALID');
  });

  it('denies the check at the fifth wrong code, even the right one after', async () => {
    const { mfaId } = await start(SAM);
    await sent(SAM, mfaId);
    const code = await latestCode(SAM_PHONE, 'sms');
    for (let i = 1; i <= 4; i++) expect(await otp(SAM, mfaId, otherCode(code))).toBe('OTP_INVALID');
    expect(await otp(SAM, mfaId, otherCode(code))).toBe('OTP_EXCEEDED');
    expect(await checkStatus(mfaId)).toBe('DENIED');
    expect(await otp(SAM, mfaId, code)).toBe('OTP_EXCEEDED');
    expect((await gql(SAM, REMEMBER, { m: mfaId, b: DEVICE })).data?.rememberDevice).toEqual({ success: false });
  });

  it('refuses a phone number other than the one on file, and accepts the one on file however written', async () => {
    const { mfaId } = await start(SAM);
    const other = await send(SAM, mfaId, '6145550199');
    expect(errorCode(other)).toBe('BAD_USER_INPUT');
    expect(await h.server.services.outbox.list('6145550199')).toEqual([]);
    const same = await send(SAM, mfaId, '(614) 555-1101');
    expect(same.data?.sendOtp).toEqual({ success: true, sentTo: '(***) ***-1101' });
  });

  it('checks the code input', async () => {
    const { mfaId } = await start(SAM);
    for (const code of ['', '12345678901', 'abcdef']) {
      expect(errorCode(await gql(SAM, OTP, { r: { mfaId, code } })), code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('OTP_PHONE_EMAIL', () => {
  it('approves only when the texted and the e-mailed code were both right: text first', async () => {
    const { mfaId } = await start(BEA);
    const emailed = await latestCode(BEA, 'email');
    await sent(BEA, mfaId);
    expect(await otp(BEA, mfaId, await latestCode(BEA_PHONE, 'sms'))).toBe('OTP_VALID');
    expect(await checkStatus(mfaId)).toBe('PENDING');
    expect((await gql(BEA, REMEMBER, { m: mfaId, b: DEVICE })).data?.rememberDevice).toEqual({ success: false });
    expect(await emailVerdict(BEA, mfaId, emailed)).toEqual({ success: true, status: 'APPROVED' });
    expect(await checkStatus(mfaId)).toBe('APPROVED');
    expect((await gql(BEA, REMEMBER, { m: mfaId, b: DEVICE })).data?.rememberDevice).toEqual({ success: true });
  });

  it('either order: e-mail first, then the text', async () => {
    const { mfaId } = await start(BEA);
    expect((await emailVerdict(BEA, mfaId, await latestCode(BEA, 'email'))).status).toBe('APPROVED');
    expect(await checkStatus(mfaId)).toBe('PENDING');
    await sent(BEA, mfaId);
    expect(await otp(BEA, mfaId, await latestCode(BEA_PHONE, 'sms'))).toBe('OTP_VALID');
    expect(await checkStatus(mfaId)).toBe('APPROVED');
  });

  it('denies the check when the texted code is exceeded, whatever the e-mailed code does', async () => {
    const { mfaId } = await start(BEA);
    await sent(BEA, mfaId);
    const code = await latestCode(BEA_PHONE, 'sms');
    for (let i = 1; i <= 5; i++) await otp(BEA, mfaId, otherCode(code));
    expect(await checkStatus(mfaId)).toBe('DENIED');
    await emailVerdict(BEA, mfaId, await latestCode(BEA, 'email'));
    expect(await checkStatus(mfaId)).toBe('DENIED');
  });
});

describe('whose check it is', () => {
  it('never lets another customer send or check a texted code, nor use an e-mail-only check', async () => {
    const { mfaId } = await start(SAM);
    expect(errorCode(await send(OLIVER, mfaId))).toBe('NOT_FOUND');
    expect(errorCode(await gql(OLIVER, OTP, { r: { mfaId, code: '123456' } }))).toBe('NOT_FOUND');
    expect(await h.server.services.outbox.list(SAM_PHONE)).toEqual([]);
    const oliver = await start(OLIVER);
    expect(errorCode(await send(OLIVER, oliver.mfaId))).toBe('NOT_FOUND');
    expect(errorCode(await send(SAM, 'not-a-uuid'))).toBe('NOT_FOUND');
  });

  it('lets a CSR acting as the customer run the texted code, and no one else', async () => {
    const asSam = { 'x-admin-auth-as': SAM };
    const { mfaId, decision } = await start('csr.admin@example.com', asSam);
    expect(decision).toBe('OTP_PHONE');
    expect((await send('csr.admin@example.com', mfaId, undefined, asSam)).data?.sendOtp).toMatchObject({
      success: true,
    });
    expect(errorCode(await send('csr.admin@example.com', mfaId, undefined, { 'x-admin-auth-as': OLIVER }))).toBe(
      'NOT_FOUND',
    );
    const code = await latestCode(SAM_PHONE, 'sms');
    expect(await otp('csr.admin@example.com', mfaId, code, asSam)).toBe('OTP_VALID');
  });

  it('logs ids and outcomes, never the texted codes or the phone', async () => {
    const { mfaId } = await start(SAM);
    await sent(SAM, mfaId);
    const code = await latestCode(SAM_PHONE, 'sms');
    await otp(SAM, mfaId, otherCode(code));
    await otp(SAM, mfaId, code);
    const text = h.logLines.join('\n');
    for (const event of ['mfa.sendOtp', 'mfa.otpSearch']) expect(text).toContain(event);
    const logs = logStrings(h.logLines);
    for (const secret of [code, otherCode(code), SAM_PHONE, '555-1101', SAM]) {
      expect(
        logs.filter((l) => l.includes(secret)),
        `a log line mentions ${secret}`,
      ).toEqual([]);
    }
  });
});
