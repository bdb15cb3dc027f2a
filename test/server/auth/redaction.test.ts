// What the auth routes must never reveal: no response body or log line carries a full SSN, SSN digits, a one-time
// code, a raw device fingerprint, the submitted identity data or a full e-mail address. The same for enrollment,
// from POST /auth/enrollment-session through every enrollment operation to the sign-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrollmentClient, MARIA, MARIA_PHONE, OLIVER as OLIVER_RECORD } from '../enrollment/helpers';
import { logStrings } from '../harness';
import { signInOutcome, startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const EMAIL = 'online.returning@example.com';
const FINGERPRINT = 'eyJpZCI6InJhdy1maW5nZXJwcmludC16cTl4In0=';
const OLIVER = {
  firstName: 'Oliver',
  lastName: 'Online',
  dateOfBirth: '07/30/1979',
  ssnLast4: '4321',
  zipCode: '43004',
};

describe('auth routes redaction', () => {
  it('keeps secrets and personal data out of responses and logs', async () => {
    const bodies: string[] = [];
    const keep = async (p: Promise<{ text: string }>) => bodies.push((await p).text);

    await keep(
      h.post('/auth', {
        email: EMAIL,
        blackBox: FINGERPRINT,
        type: 'forgotPassword',
        flags: { enablePasswordlessFlow: true },
      }),
    );
    // Five real wrong passwords lock the account (reports alone never do); each is reported, as the browser does.
    for (let i = 0; i < 5; i++) {
      await signInOutcome(h, EMAIL, `Wr0ng-passw0rd-${i}`);
      await keep(h.post('/auth', { email: EMAIL, blackBox: FINGERPRINT, type: 'failedLogin' }));
    }
    await keep(h.post('/auth', { email: EMAIL, blackBox: 42, type: 'failedLogin' }));
    await keep(h.post('/password-changed', { email: EMAIL }));
    await keep(h.post('/auth/forgot-email', OLIVER));
    await keep(h.post('/auth/forgot-email', { ...OLIVER, ssnLast4: '987654321' }));
    await keep(h.post('/auth/forgot-email', { ...OLIVER, ssnLast4: '987-65-4321' }));
    await keep(h.post('/auth/forgot-email', { ...OLIVER, dateOfBirth: '1979-07-30' }));
    await h.cognito('ForgotPassword', { ClientId: h.clientId, Username: 'new.customer@example.com' });
    const [reset] = await h.server.services.outbox.list('new.customer@example.com');
    const code = reset?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The routes answered and logged what they did, with e-mails masked.
    expect(bodies.some((b) => b.includes('"LOCKED"'))).toBe(true);
    expect(bodies.some((b) => b.includes('o**************g@example.com'))).toBe(true);
    const text = h.logLines.join('\n');
    for (const event of ['auth.risk', 'auth.passwordChanged', 'auth.forgotEmail']) expect(text).toContain(event);
    expect(text).toContain('o**************g@example.com');

    const strings = logStrings(h.logLines);
    const forbidden = [
      EMAIL,
      FINGERPRINT,
      code,
      '987654321',
      '987-65-4321',
      '4321',
      '43004',
      '07/30/1979',
      '1979-07-30',
      'Oliver',
      'Online',
    ];
    for (const secret of forbidden) {
      expect(
        strings.filter((s) => s.includes(secret)),
        `log mentions ${secret}`,
      ).toEqual([]);
    }
    for (const secret of [FINGERPRINT, code, '987654321', '987-65-4321', EMAIL, '07/30/1979', '1979-07-30']) {
      expect(
        bodies.filter((b) => b.includes(secret)),
        `a response mentions ${secret}`,
      ).toEqual([]);
    }
  });

  it('keeps SSNs, dates of birth, names, addresses, phones, e-mails, codes and passwords out of enrollment', async () => {
    const client = new EnrollmentClient(h);
    const email = 'maria.redact@example.com';
    const password = 'Redact-Passw0rd!';
    const session = await client.session();
    // Every outcome of a search, then the whole new-e-mail path with a wrong try at each step, then the sign-up.
    await client.start(session, OLIVER_RECORD);
    await client.start(session, { ssn: '111-22-3333' });
    await client.start(session, { email: 'new.customer@example.com' });
    await client.gql(session, 'mutation($i: EnrollmentSearchInput!) { startEnrollment(input: $i) { result } }', {
      i: { ...MARIA, dateOfBirth: '04/12/1985' },
    });
    const { enrollmentId: id } = await client.start(session, { email });
    await client.address(session, id, { addressLine1: '101 Broad St' });
    await client.address(session, id);
    await client.sendOtp(session, id);
    await client.gql(session, 'mutation($r: OtpSendRequest!) { sendOtp(request: $r) { success } }', {
      r: { enrollmentId: id, phoneNumber: '6145550199' },
    });
    const sms = await client.latestCode(MARIA_PHONE, 'sms');
    await client.otp(session, id, sms === '000000' ? '111111' : '000000');
    await client.otp(session, id, sms);
    const code = await client.latestCode(email);
    await client.validate(session, id, code === '000000' ? '111111' : '000000');
    await client.validate(session, id, code);
    const signUp = await h.cognito('SignUp', {
      ClientId: h.clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Maria' },
        { Name: 'family_name', Value: 'Lopez' },
      ],
      ClientMetadata: { enrollmentId: id },
    });
    expect(signUp.body).toMatchObject({ UserConfirmed: true });
    client.bodies.push(JSON.stringify(signUp.body));
    const refused = await h.cognito('SignUp', {
      ClientId: h.clientId,
      Username: 'maria.again@example.com',
      Password: password,
      ClientMetadata: { enrollmentId: id },
    });
    expect(refused.body.message).toBe('PreSignUp failed with error {"customerExists":true}.');

    const text = h.logLines.join('\n');
    for (const event of ['auth.enrollmentSession', 'enrollment.start', 'enrollment.address', 'enrollment.sendOtp']) {
      expect(text).toContain(event);
    }
    for (const event of ['enrollment.otpSearch', 'enrollment.verifyEmail', 'enrollment.preSignUp']) {
      expect(text).toContain(event);
    }
    expect(text).toContain('enrollment.postConfirmation');

    const secrets = [
      ...client.codes,
      password,
      '123456789',
      '123-45-6789',
      '1985-04-12',
      '04/12/1985',
      '987-65-4321',
      '1979-07-30',
      MARIA_PHONE,
      '6145550199',
    ];
    for (const secret of secrets) {
      expect(
        client.bodies.filter((b) => b.includes(secret)),
        `a response mentions ${secret}`,
      ).toEqual([]);
    }
    const strings = logStrings(h.logLines);
    for (const secret of [
      ...secrets,
      'Maria',
      'Lopez',
      'Broad',
      'Columbus',
      '43215',
      '0901',
      email,
      MARIA.email,
      'new.customer@example.com',
    ]) {
      expect(
        strings.filter((s) => s.includes(secret)),
        `log mentions ${secret}`,
      ).toEqual([]);
    }
  });

  it('keeps the texted multi-factor code and the phone out of responses and logs', async () => {
    const email = 'sms.customer@example.com';
    const phone = '6145551101';
    const token = await h.idToken(email);
    const bodies: string[] = [];
    const call = async (query: string, variables: Record<string, unknown>) => {
      const { body } = await h.graphql(query, { token, variables });
      bodies.push(JSON.stringify(body));
      return body;
    };
    const started = await call('mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision maskedPhone } }', {
      b: FINGERPRINT,
    });
    const { mfaId } = started.data?.startMfa as { mfaId: string };
    await call('mutation($r: OtpSendRequest!) { sendOtp(request: $r) { success sentTo } }', { r: { mfaId } });
    await call('mutation($r: OtpSendRequest!) { sendOtp(request: $r) { success sentTo } }', {
      r: { mfaId, phoneNumber: '6145550199' },
    });
    const [texted] = await h.server.services.outbox.list(phone);
    const code = texted?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const OTP = 'query($r: OtpSearchRequest!) { otpSearch(request: $r) { result } }';
    await call(OTP, { r: { mfaId, code: wrong } });
    const valid = await call(OTP, { r: { mfaId, code } });
    expect(valid.data?.otpSearch).toEqual({ result: 'OTP_VALID' });

    const text = h.logLines.join('\n');
    for (const event of ['mfa.start', 'mfa.sendOtp', 'mfa.otpSearch']) expect(text).toContain(event);
    for (const secret of [code, phone, '6145550199', FINGERPRINT, email]) {
      expect(
        bodies.filter((b) => b.includes(secret)),
        `a response mentions ${secret}`,
      ).toEqual([]);
    }
    const strings = logStrings(h.logLines);
    for (const secret of [code, wrong, phone, '555-1101', '6145550199', FINGERPRINT, email, 'Texter']) {
      expect(
        strings.filter((s) => s.includes(secret)),
        `log mentions ${secret}`,
      ).toEqual([]);
    }
  });
});
