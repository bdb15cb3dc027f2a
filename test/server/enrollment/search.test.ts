// startEnrollment and currentEnrollment on the real server with the demo records: every outcome of a search, the
// input messages, the search limit, and that an enrollment belongs to the session (origin_jti) that started it.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enrollments } from '../../../server/db/schema';
import {
  ADDRESS,
  CURRENT,
  errorOf,
  MARIA,
  MARIA_ADDRESS,
  OLIVER,
  RESEND_EMAIL,
  SEARCH_EMAIL,
  SEND_OTP,
  START,
  type EnrollmentView,
  enrollmentServer,
} from './helpers';

const t = enrollmentServer();
beforeEach(() => t.client.clearSessionThrottle());

describe('startEnrollment outcomes', () => {
  it('Maria with the e-mail on file: NEEDS_EMAIL_VERIFICATION and a 6-digit code e-mailed to her', async () => {
    const session = await t.client.session();
    const started = await t.client.start(session);
    expect(started).toEqual({
      enrollmentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      result: 'NEEDS_EMAIL_VERIFICATION',
      event: null,
      email: 'maria.lopez@example.com',
      maskedEmail: 'm*********z@example.com',
      maskedPhone: null,
      firstName: 'Maria',
      lastName: 'Lopez',
      addressAttemptsLeft: null,
    });
    const [message] = await t.client.messages(MARIA.email);
    const code = await t.client.latestCode(MARIA.email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    expect(message?.text).toContain(code);
    expect(message?.text).toContain('expires in 10 minutes');
    expect(await t.client.ok(session, CURRENT)).toEqual(started);
  });

  it('compares names, SSN and ZIP loosely: case, spaces and dashes do not matter', async () => {
    const session = await t.client.session();
    const started = await t.client.start(session, {
      firstName: '  maria ',
      lastName: 'LO PEZ',
      ssn: '123456789',
      email: 'Maria.Lopez@Example.com',
    });
    expect(started).toMatchObject({ result: 'NEEDS_EMAIL_VERIFICATION', email: 'maria.lopez@example.com' });
  });

  it('the online.returning record: DENIED / USER_ALREADY_EXISTS, and no code', async () => {
    const session = await t.client.session();
    const before = (await t.client.messages(OLIVER.email)).length;
    const started = await t.client.start(session, OLIVER);
    expect(started).toMatchObject({
      result: 'DENIED',
      event: 'USER_ALREADY_EXISTS',
      firstName: null,
      lastName: null,
      maskedPhone: null,
    });
    expect(await t.client.messages(OLIVER.email)).toHaveLength(before);
  });

  it('Maria with an e-mail that is already a portal account: DENIED / EMAIL_ALREADY_IN_USE', async () => {
    const session = await t.client.session();
    const started = await t.client.start(session, { email: 'new.customer@example.com' });
    expect(started).toMatchObject({ result: 'DENIED', event: 'EMAIL_ALREADY_IN_USE', firstName: null });
    expect(await t.client.messages('new.customer@example.com')).toEqual([]);
  });

  it('any other SSN, or any field that does not match: DENIED / CUSTOMER_NOT_FOUND, whichever it was', async () => {
    const session = await t.client.session();
    const misses = [
      { ssn: '111-22-3333' },
      { dateOfBirth: '1985-04-13' },
      { firstName: 'Marie' },
      { lastName: 'Lopes' },
      { zipCode: '43004' },
    ];
    const answers = [];
    for (const miss of misses) answers.push(await t.client.start(session, miss));
    for (const answer of answers) {
      expect(answer).toMatchObject({ result: 'DENIED', event: 'CUSTOMER_NOT_FOUND', firstName: null, lastName: null });
    }
  });

  it('Maria with a new e-mail: NEEDS_RESIDENTIAL_INFO / EMAIL_INELIGIBLE, three address attempts, no code yet', async () => {
    const session = await t.client.session();
    const started = await t.client.start(session, { email: 'maria.search@example.com' });
    expect(started).toMatchObject({
      result: 'NEEDS_RESIDENTIAL_INFO',
      event: 'EMAIL_INELIGIBLE',
      email: 'maria.search@example.com',
      firstName: 'Maria',
      addressAttemptsLeft: 3,
      maskedPhone: null,
    });
    expect(await t.client.messages('maria.search@example.com')).toEqual([]);
  });
});

describe('input', () => {
  const cases: [Partial<typeof MARIA>, string, string][] = [
    [{ firstName: ' ' }, 'firstName', 'Enter your first name.'],
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'Your first name must be 50 characters or fewer.'],
    [{ lastName: '' }, 'lastName', 'Enter your last name.'],
    [{ ssn: '12345678' }, 'ssn', 'Enter a 9-digit Social Security number.'],
    [{ ssn: '123-45-678a' }, 'ssn', 'Enter a 9-digit Social Security number.'],
    [{ dateOfBirth: '04/12/1985' }, 'dateOfBirth', 'Enter your date of birth as YYYY-MM-DD.'],
    [{ dateOfBirth: '1985-02-30' }, 'dateOfBirth', 'Enter a real date of birth.'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Enter a real date of birth.'],
    [
      { dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` },
      'dateOfBirth',
      'You must be at least 18 years old to enroll.',
    ],
    [{ zipCode: '4321' }, 'zipCode', 'Enter a 5-digit ZIP code.'],
    [{ zipCode: '43215-1234' }, 'zipCode', 'Enter a 5-digit ZIP code.'],
    [{ email: 'maria.lopez@' }, 'email', 'Enter a valid email address.'],
  ];

  it('refuses each bad field with a clear message naming the field, and counts no search', async () => {
    const session = await t.client.session();
    for (const [input, field, message] of cases) {
      const body = await t.client.gql(session, START, { input: { ...MARIA, ...input } });
      expect(errorOf(body), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(body.errors?.[0]?.extensions).toMatchObject({ field });
    }
    expect(await t.client.ok(session, CURRENT)).toBeNull();
    expect((await t.client.start(session)).result).toBe('NEEDS_EMAIL_VERIFICATION');
  });

  it('refuses an address that is not one before using an attempt', async () => {
    const session = await t.client.session();
    const { enrollmentId } = await t.client.start(session, { email: 'maria.input@example.com' });
    const bad = [
      [{ addressLine1: ' ' }, 'Enter your street address.'],
      [{ cityName: '' }, 'Enter your city.'],
      [{ stateCode: 'Ohio' }, 'Choose your state.'],
      [{ zipCode: '432' }, 'Enter a 5-digit ZIP code.'],
    ] as const;
    for (const [address, message] of bad) {
      const body = await t.client.gql(session, ADDRESS, {
        id: enrollmentId,
        address: { ...MARIA_ADDRESS, ...address },
      });
      expect(errorOf(body)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect((await t.client.ok<EnrollmentView>(session, CURRENT)).addressAttemptsLeft).toBe(3);
  });
});

describe('searches per session', () => {
  it('allows five searches per enrollment session, then answers TOO_MANY_REQUESTS', async () => {
    const session = await t.client.session();
    for (let i = 0; i < 5; i++) await t.client.start(session, { ssn: '111-22-3333' });
    const sixth = await t.client.gql(session, START, { input: MARIA });
    expect(errorOf(sixth)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'You have reached the limit of searches for this session. Please call us and we will help you enroll.',
    });
    // A new session starts afresh.
    expect((await t.client.start(await t.client.session())).result).toBe('NEEDS_EMAIL_VERIFICATION');
  });

  it('counts parallel searches atomically', async () => {
    const session = await t.client.session();
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () => t.client.gql(session, START, { input: { ...MARIA, ssn: '111-22-3333' } })),
    );
    expect(bodies.filter((b) => !b.errors)).toHaveLength(5);
    expect(bodies.filter((b) => errorOf(b).code === 'TOO_MANY_REQUESTS')).toHaveLength(3);
    // The session's enrollment is the search that ran last, whatever order they arrived in.
    const ids = bodies.map((b) => (b.data?.startEnrollment as EnrollmentView | undefined)?.enrollmentId);
    expect(ids).toContain((await t.client.ok<EnrollmentView>(session, CURRENT)).enrollmentId);
  });

  it('a new search replaces the session’s enrollment: the older one is gone', async () => {
    const session = await t.client.session();
    const first = await t.client.start(session, { email: 'maria.first@example.com' });
    const second = await t.client.start(session);
    expect((await t.client.ok<EnrollmentView>(session, CURRENT)).enrollmentId).toBe(second.enrollmentId);
    const stale = await t.client.gql(session, ADDRESS, { id: first.enrollmentId, address: MARIA_ADDRESS });
    expect(errorOf(stale)).toEqual({
      code: 'NOT_FOUND',
      message: 'We could not find your enrollment. It may have expired; please start again.',
    });
  });

  it('an enrollment expires after an hour', async () => {
    const session = await t.client.session();
    const { enrollmentId } = await t.client.start(session);
    await t.h.server.services.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enrollments.id, enrollmentId));
    expect(await t.client.ok(session, CURRENT)).toBeNull();
    expect(errorOf(await t.client.gql(session, SEARCH_EMAIL, { en: enrollmentId })).code).toBe('NOT_FOUND');
  });
});

describe('whose enrollment it is', () => {
  it('another enrollment session gets NOT_FOUND for every operation on it', async () => {
    const mine = await t.client.session();
    const theirs = await t.client.session();
    const { enrollmentId } = await t.client.start(mine, { email: 'maria.origin@example.com' });
    expect(await t.client.ok(theirs, CURRENT)).toBeNull();
    const calls: [string, Record<string, unknown>][] = [
      [ADDRESS, { id: enrollmentId, address: MARIA_ADDRESS }],
      [SEND_OTP, { r: { enrollmentId } }],
      [SEARCH_EMAIL, { en: enrollmentId }],
      [RESEND_EMAIL, { en: enrollmentId }],
    ];
    for (const [query, variables] of calls) {
      expect(errorOf(await t.client.gql(theirs, query, variables)).code, query).toBe('NOT_FOUND');
    }
    // Nothing was used up by the other session.
    expect((await t.client.ok<EnrollmentView>(mine, CURRENT)).addressAttemptsLeft).toBe(3);
  });

  it('refuses customers and admins (FORBIDDEN) and anyone without a token', async () => {
    const user = await t.h.idToken('online.returning@example.com');
    const csr = await t.h.idToken('csr.admin@example.com');
    for (const token of [user, csr]) {
      expect(errorOf(await t.client.gql(token, START, { input: MARIA })).code).toBe('FORBIDDEN');
      expect(errorOf(await t.client.gql(token, CURRENT)).code).toBe('FORBIDDEN');
      expect(
        errorOf(await t.client.gql(token, SEARCH_EMAIL, { en: '00000000-0000-4000-8000-000000000000' })).code,
      ).toBe('FORBIDDEN');
    }
    expect(errorOf(await t.client.gql(null, START, { input: MARIA })).code).toBe('UNAUTHENTICATED');
  });

  it('answers NOT_FOUND for ids that are not an enrollment’s, and refuses multi-factor OTPs to enrollments', async () => {
    const session = await t.client.session();
    expect(errorOf(await t.client.gql(session, SEARCH_EMAIL, { en: 'not-an-id' })).code).toBe('NOT_FOUND');
    const otpForMfa = await t.client.gql(session, SEND_OTP, { r: { mfaId: '00000000-0000-4000-8000-000000000000' } });
    expect(errorOf(otpForMfa).code).toBe('FORBIDDEN');
    const otpForApplication = await t.client.gql(session, SEND_OTP, {
      r: { applicationId: '00000000-0000-4000-8000-000000000000' },
    });
    // An application's texted code is its owner's: an enrolling visitor has no application.
    expect(errorOf(otpForApplication).code).toBe('FORBIDDEN');
    const both = await t.client.gql(session, SEND_OTP, { r: { mfaId: 'a', enrollmentId: 'b' } });
    expect(errorOf(both).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await t.client.gql(session, SEND_OTP, { r: {} }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'enrollmentId is required.',
    });
  });
});
