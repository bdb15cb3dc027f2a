// Shared pieces of the enrollment tests: the real server (test/server/auth/helpers.ts, every log line captured), an
// enrollment session from POST /auth/enrollment-session, the operations as the client sends them, the demo
// customer records, and the codes the outbox holds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { codeChallenges, customers, outbox, throttleEvents } from '../../../server/db/schema';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import type { EnrollmentView } from '../../../server/enrollment/view';
import type { GraphQLResponse } from '../harness';

export interface EnrollmentSession {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Maria Lopez of the demo data: a record with no portal account, e-mail on file maria.lopez@example.com. */
export const MARIA = {
  firstName: 'Maria',
  lastName: 'Lopez',
  ssn: '123-45-6789',
  dateOfBirth: '1985-04-12',
  zipCode: '43215',
  email: 'maria.lopez@example.com',
};
export const MARIA_PHONE = '6145550901';
export const MARIA_ADDRESS = { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' };

/** The record behind online.returning@example.com (already has a portal account). */
export const OLIVER = {
  firstName: 'Oliver',
  lastName: 'Online',
  ssn: '987-65-4321',
  dateOfBirth: '1979-07-30',
  zipCode: '43004',
  email: 'oliver.new@example.com',
};

const FIELDS = 'enrollmentId result event email maskedEmail maskedPhone firstName lastName addressAttemptsLeft';
export const START = `mutation($input: EnrollmentSearchInput!) { startEnrollment(input: $input) { ${FIELDS} } }`;
export const CURRENT = `query { currentEnrollment { ${FIELDS} } }`;
export const ADDRESS = `mutation($id: ID!, $address: AddressInput!) {
  saveEnrollmentResidentialInformation(enrollmentId: $id, address: $address) { ${FIELDS} } }`;
export const SEND_OTP = 'mutation($r: OtpSendRequest!) { sendOtp(request: $r) { success sentTo } }';
export const OTP_SEARCH = 'query($r: OtpSearchRequest!) { otpSearch(request: $r) { result } }';
export const SEARCH_EMAIL =
  'query($en: ID, $m: ID) { searchEmailVerification(enrollmentId: $en, mfaId: $m) { emailVerificationId sessionId } }';
export const VALIDATE_EMAIL = `mutation($e: ID!, $c: String!, $s: String!, $en: ID) {
  validateEmailVerificationCode(emailVerificationId: $e, verificationCode: $c, sessionId: $s, enrollmentId: $en) {
    success status } }`;
export const RESEND_EMAIL = 'mutation($en: ID) { emailResendCode(enrollmentId: $en) { success sessionId } }';

export type { EnrollmentView } from '../../../server/enrollment/view';

/** What every enrollment visitor's ID token says: the group, a verified e-mail and the template user's profile. */
export const VISITOR_ID_CLAIMS = {
  token_use: 'id',
  'cognito:groups': ['enrollment'],
  email_verified: true,
  name: 'Enrollment',
  family_name: 'Service',
  'custom:brand': 'lumen',
};

export const errorOf = (body: GraphQLResponse) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
});

/** A wrong 6-digit code (any other than the right one). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An enrollment test's view of the server: sessions, calls and what they answered (for the leak checks). */
export class EnrollmentClient {
  readonly bodies: string[] = [];
  readonly codes = new Set<string>();

  constructor(readonly h: AuthHarness) {}

  /** A new enrollment session, as the browser gets one (each is a new sign-in of the enrollment user). */
  async session(): Promise<EnrollmentSession> {
    const res = await this.h.post('/auth/enrollment-session', {});
    this.bodies.push(res.text);
    expect(res.status, res.text).toBe(200);
    return res.body as unknown as EnrollmentSession;
  }

  /** Forgets the address throttle, for files that open more sessions than one address may in 10 minutes. */
  async clearSessionThrottle(): Promise<void> {
    await this.h.server.services.db.delete(throttleEvents).where(eq(throttleEvents.bucket, 'enrollment-session'));
  }

  async gql(
    session: EnrollmentSession | string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLResponse> {
    const token = typeof session === 'string' ? session : session?.idToken;
    const { body } = await this.h.graphql(query, { ...(token ? { token } : {}), variables });
    this.bodies.push(JSON.stringify(body));
    return body;
  }

  /** A call that must succeed; answers its one root field. */
  async ok<T>(session: EnrollmentSession | string, query: string, variables: Record<string, unknown> = {}) {
    const body = await this.gql(session, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return Object.values(body.data ?? {})[0] as T;
  }

  start(session: EnrollmentSession, input: Partial<typeof MARIA> = {}) {
    return this.ok<EnrollmentView>(session, START, { input: { ...MARIA, ...input } });
  }

  address(session: EnrollmentSession, id: string, address: Partial<typeof MARIA_ADDRESS> = {}) {
    return this.ok<EnrollmentView>(session, ADDRESS, { id, address: { ...MARIA_ADDRESS, ...address } });
  }

  sendOtp(session: EnrollmentSession, id: string, phoneNumber?: string) {
    return this.ok<{ success: boolean; sentTo: string }>(session, SEND_OTP, {
      r: { enrollmentId: id, ...(phoneNumber ? { phoneNumber } : {}) },
    });
  }

  async otp(session: EnrollmentSession, id: string, code: string): Promise<string> {
    return (await this.ok<{ result: string }>(session, OTP_SEARCH, { r: { enrollmentId: id, code } })).result;
  }

  emailVerification(session: EnrollmentSession, id: string) {
    return this.ok<{ emailVerificationId: string; sessionId: string }>(session, SEARCH_EMAIL, { en: id });
  }

  async validate(session: EnrollmentSession, id: string, code: string, sessionId?: string) {
    const found = await this.emailVerification(session, id);
    return this.ok<{ success: boolean; status: string }>(session, VALIDATE_EMAIL, {
      e: found.emailVerificationId,
      c: code,
      s: sessionId ?? found.sessionId,
      en: id,
    });
  }

  /** The newest code sent to an address or phone (and remembers it for the leak checks). */
  async latestCode(to: string, channel: 'email' | 'sms' = 'email'): Promise<string> {
    const [message] = (await this.h.server.services.outbox.list(to)).filter((m) => m.channel === channel);
    const code = message?.code ?? '';
    expect(code, `a code to ${to}`).toMatch(/^\d{6}$/);
    this.codes.add(code);
    return code;
  }

  /** Maria's loan-system record as it stands (its user_id says whose account it is linked to). */
  async mariaRecord() {
    const [row] = await this.h.server.services.db.select().from(customers).where(eq(customers.email, MARIA.email));
    if (!row) throw new Error('no Maria record');
    return row;
  }

  async messages(to: string) {
    return this.h.server.services.outbox.list(to);
  }

  /** Lets the next resend of an enrollment code through the 30-second wait without waiting. */
  async lastSentLongAgo(enrollmentId: string, channel: 'email' | 'sms'): Promise<void> {
    await this.h.server.services.db
      .update(codeChallenges)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(this.ofChallenge(enrollmentId, channel));
  }

  async expireCode(enrollmentId: string, channel: 'email' | 'sms'): Promise<void> {
    await this.h.server.services.db
      .update(codeChallenges)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(this.ofChallenge(enrollmentId, channel));
  }

  ofChallenge(enrollmentId: string, channel: 'email' | 'sms') {
    return and(
      eq(codeChallenges.ownerKind, 'enrollment'),
      eq(codeChallenges.ownerId, enrollmentId),
      eq(codeChallenges.channel, channel),
    );
  }

  /** Drives an enrollment to APPROVED: by the e-mail code, or (new e-mail) address, SMS code, then e-mail code. */
  async approve(session: EnrollmentSession, input: Partial<typeof MARIA> = {}): Promise<EnrollmentView> {
    const started = await this.start(session, input);
    const id = started.enrollmentId;
    if (started.result === 'NEEDS_RESIDENTIAL_INFO') {
      expect((await this.address(session, id)).result).toBe('NEEDS_OTP_VERIFICATION');
      await this.sendOtp(session, id);
      expect(await this.otp(session, id, await this.latestCode(MARIA_PHONE, 'sms'))).toBe('OTP_VALID');
    }
    const code = await this.latestCode(started.email);
    expect(await this.validate(session, id, code)).toEqual({ success: true, status: 'APPROVED' });
    const current = await this.ok<EnrollmentView>(session, CURRENT);
    expect(current).toMatchObject({ enrollmentId: id, result: 'APPROVED', event: 'EMAIL_VERIFIED' });
    return current;
  }
}

/**
 * The real server for one test file, and a client of it. Each test starts with the address throttle of
 * /auth/enrollment-session cleared (files open more sessions than one address may) and, if asked, an empty outbox.
 */
export function enrollmentServer(opts: { emptyOutbox?: boolean } = {}): { h: AuthHarness; client: EnrollmentClient } {
  const t = {} as { h: AuthHarness; client: EnrollmentClient };
  beforeAll(async () => {
    t.h = await startAuthHarness();
    t.client = new EnrollmentClient(t.h);
  });
  afterAll(() => t.h.close());
  beforeEach(async () => {
    await t.client.clearSessionThrottle();
    if (opts.emptyOutbox) await t.h.server.services.db.delete(outbox);
  });
  return t;
}
