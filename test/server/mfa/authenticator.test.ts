// The multi-factor check with the authenticator app turned on: the check asks for its code instead of sending one
// (OTP_TOTP), accepts a code within one step of drift once and never again, spends attempts as a sent code does, and
// "I can't use my authenticator app" e-mails a notice at once and the code only after the wait. The clock is the
// test's, so the wait passes when the test says.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorFallbacks, mfaPasses, outbox, users } from '../../../server/db/schema';
import { codeAt } from '../../../server/identity/softwareTokens';
import { FALLBACK_WAIT_MS } from '../../../server/mfa/authenticatorFallback';
import { newCustomer, sdkClient, turnOnAuthenticator } from '../authenticatorSupport';
import { errorCode, startHarness, type GraphQLResponse, type Harness } from '../harness';
import { testClock, type TestClock } from '../testClock';

let h: Harness;
let clock: TestClock;
beforeAll(async () => {
  clock = testClock();
  h = await startHarness({}, { clock: clock.now });
}, 30_000);
afterAll(() => h.close());

const STEP_MS = 30_000;
const DEVICE = 'eyJpZCI6ImRldmljZS10b3RwLTEyMzQifQ==';
const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision maskedEmail maskedPhone } }';
const VERIFY = 'mutation($m: ID!, $c: String!) { verifyAuthenticatorCode(mfaId: $m, code: $c) { result } }';
const FALLBACK = 'mutation($m: ID!) { requestAuthenticatorFallback(mfaId: $m) { opensAt codeSent maskedEmail } }';
const SEARCH = 'query($m: ID) { searchEmailVerification(mfaId: $m) { emailVerificationId sessionId } }';
const VALIDATE = `mutation($e: ID!, $c: String!, $s: String!, $m: ID) {
  validateEmailVerificationCode(emailVerificationId: $e, verificationCode: $c, sessionId: $s, mfaId: $m) { status } }`;

const messagesTo = (email: string) => h.server.services.db.select().from(outbox).where(eq(outbox.to, email));

/** A customer with the authenticator on, and a new sign-in of theirs that has not passed the check yet. */
async function customerWithAuthenticator() {
  const email = await newCustomer(h);
  const setUp = await h.signInTokens(email);
  const secret = await turnOnAuthenticator(sdkClient(h.baseUrl), setUp.AccessToken, clock.now());
  // Turning it on tells the customer; that notice aside, the tests below count what the check sends.
  const sent = await messagesTo(email);
  expect(sent.map((m) => m.subject)).toContain('An authenticator app was turned on for your account');
  await h.server.services.db.delete(outbox).where(eq(outbox.to, email));
  // The set-up code spent the current step: later codes come from later steps.
  clock.advance(STEP_MS);
  const { IdToken } = await h.passwordOnlyTokens(email);
  return { email, secret, token: IdToken };
}

const call = async (token: string, query: string, variables: Record<string, unknown>, lang = 'en') =>
  (await h.graphql(query, { token, variables, headers: { cookie: `lang=${lang}` } })).body;

const dataOf = <T>(body: GraphQLResponse, field: string): T => {
  expect(body.errors).toBeUndefined();
  return body.data?.[field] as T;
};

async function startCheck(token: string) {
  return dataOf<{ mfaId: string; decision: string; maskedEmail: string | null }>(
    await call(token, START, { b: DEVICE }),
    'startMfa',
  );
}

const verify = async (token: string, mfaId: string, code: string) =>
  dataOf<{ result: string }>(await call(token, VERIFY, { m: mfaId, c: code }), 'verifyAuthenticatorCode').result;

const wrongCode = (secret: string) =>
  String((Number(codeAt(secret, clock.now())) + 500_000) % 1_000_000).padStart(6, '0');

describe('the check asks for the authenticator', () => {
  it('decides OTP_TOTP, sends nothing, and passes the sign-in with a right code', async () => {
    const { email, secret, token } = await customerWithAuthenticator();
    const check = await startCheck(token);
    expect(check).toMatchObject({ decision: 'OTP_TOTP', maskedEmail: null });
    expect(await messagesTo(email)).toHaveLength(0);

    expect(await verify(token, check.mfaId, wrongCode(secret))).toBe('OTP_INVALID');
    expect(await verify(token, check.mfaId, codeAt(secret, clock.now()))).toBe('OTP_VALID');
    const passes = await h.server.services.db.select().from(mfaPasses).where(eq(mfaPasses.mfaId, check.mfaId));
    expect(passes).toMatchObject([{ how: 'CODE', scope: 'ACCOUNT' }]);
  });

  it('accepts a code one step early or late, and refuses one two steps off', async () => {
    const { secret, token } = await customerWithAuthenticator();
    const check = await startCheck(token);
    const at = (steps: number) => codeAt(secret, new Date(clock.now().getTime() + steps * STEP_MS));
    expect(await verify(token, check.mfaId, at(-2))).toBe('OTP_INVALID');
    expect(await verify(token, check.mfaId, at(2))).toBe('OTP_INVALID');
    expect(await verify(token, check.mfaId, at(1))).toBe('OTP_VALID');
  });

  it('never takes the same code twice, even on another sign-in', async () => {
    const { email, secret, token } = await customerWithAuthenticator();
    const code = codeAt(secret, clock.now());
    expect(await verify(token, (await startCheck(token)).mfaId, code)).toBe('OTP_VALID');
    const again = (await h.passwordOnlyTokens(email)).IdToken;
    expect(await verify(again, (await startCheck(again)).mfaId, code)).toBe('OTP_INVALID');
  });

  it('denies the check at the fifth wrong code, as a sent code does', async () => {
    const { secret, token } = await customerWithAuthenticator();
    const check = await startCheck(token);
    for (let i = 0; i < 4; i += 1) expect(await verify(token, check.mfaId, wrongCode(secret))).toBe('OTP_INVALID');
    expect(await verify(token, check.mfaId, wrongCode(secret))).toBe('OTP_EXCEEDED');
    expect(await verify(token, check.mfaId, codeAt(secret, clock.now()))).toBe('OTP_EXCEEDED');
  });
});

describe("I can't use my authenticator app", () => {
  it('e-mails a notice in the customer’s language at once and the code only after the wait', async () => {
    const { email, token } = await customerWithAuthenticator();
    const check = await startCheck(token);
    const asked = dataOf<{ opensAt: string; codeSent: boolean }>(
      await call(token, FALLBACK, { m: check.mfaId }, 'es'),
      'requestAuthenticatorFallback',
    );
    expect(asked).toMatchObject({ codeSent: false });
    expect(new Date(asked.opensAt).getTime()).toBe(clock.now().getTime() + FALLBACK_WAIT_MS);
    const [notice] = await messagesTo(email);
    expect(notice?.subject).toBe('Alguien pidió iniciar sesión sin su aplicación de autenticación');
    expect(notice?.code).toBeNull();
    expect(errorCode(await call(token, SEARCH, { m: check.mfaId }))).toBe('NOT_FOUND');

    // Asking again before the wait is over changes nothing: no second notice, no code.
    clock.advance(FALLBACK_WAIT_MS - 60_000);
    const early = dataOf<{ codeSent: boolean }>(
      await call(token, FALLBACK, { m: check.mfaId }),
      'requestAuthenticatorFallback',
    );
    expect(early.codeSent).toBe(false);
    expect(await messagesTo(email)).toHaveLength(1);

    clock.advance(60_000);
    const open = dataOf<{ codeSent: boolean }>(
      await call(token, FALLBACK, { m: check.mfaId }),
      'requestAuthenticatorFallback',
    );
    expect(open.codeSent).toBe(true);
    const sent = (await messagesTo(email)).find((m) => m.code);
    const ids = dataOf<{ emailVerificationId: string; sessionId: string }>(
      await call(token, SEARCH, { m: check.mfaId }),
      'searchEmailVerification',
    );
    const validated = await call(token, VALIDATE, {
      e: ids.emailVerificationId,
      s: ids.sessionId,
      c: sent?.code,
      m: check.mfaId,
    });
    expect(dataOf<{ status: string }>(validated, 'validateEmailVerificationCode').status).toBe('APPROVED');
  });

  it('is cancelled by a right code from the authenticator', async () => {
    const { email, secret, token } = await customerWithAuthenticator();
    const check = await startCheck(token);
    await call(token, FALLBACK, { m: check.mfaId });
    expect(await verify(token, check.mfaId, codeAt(secret, clock.now()))).toBe('OTP_VALID');
    const db = h.server.services.db;
    const [user] = await db.select().from(users).where(eq(users.username, email));
    const live = await db
      .select()
      .from(authenticatorFallbacks)
      .where(and(eq(authenticatorFallbacks.userId, user?.id ?? '')));
    expect(live.every((r) => r.cancelledAt !== null)).toBe(true);
  });
  it('is cancelled by a password reset: whoever asked knew the old password', async () => {
    const { email, token } = await customerWithAuthenticator();
    await call(token, FALLBACK, { m: (await startCheck(token)).mfaId });
    const clientId = h.server.services.config.cognito.clientId;
    await h.identityCall('ForgotPassword', { ClientId: clientId, Username: email });
    const reset = (await messagesTo(email)).find((m) => m.code);
    await h.identityCall('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: reset?.code,
      Password: 'New-Passw0rd!',
    });
    const db = h.server.services.db;
    const [user] = await db.select().from(users).where(eq(users.username, email));
    const rows = await db
      .select()
      .from(authenticatorFallbacks)
      .where(eq(authenticatorFallbacks.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cancelledAt).not.toBeNull();
  });
});

describe('who may answer the check', () => {
  it("refuses another customer's check, a signed-out caller and a CSR", async () => {
    const { secret, token } = await customerWithAuthenticator();
    const check = await startCheck(token);
    const other = await customerWithAuthenticator();
    const code = codeAt(secret, clock.now());
    expect(errorCode(await call(other.token, VERIFY, { m: check.mfaId, c: code }))).toBe('NOT_FOUND');
    expect(errorCode(await call(other.token, FALLBACK, { m: check.mfaId }))).toBe('NOT_FOUND');
    expect(errorCode((await h.graphql(VERIFY, { variables: { m: check.mfaId, c: code } })).body)).toBe(
      'UNAUTHENTICATED',
    );
    const csr = await h.idToken('csr.admin@example.com');
    expect(errorCode(await call(csr, VERIFY, { m: check.mfaId, c: code }))).toBe('FORBIDDEN');
    expect(errorCode(await call(csr, FALLBACK, { m: check.mfaId }))).toBe('FORBIDDEN');
    // None of that spent the customer's code.
    expect(await verify(token, check.mfaId, code)).toBe('OTP_VALID');
  });
});
