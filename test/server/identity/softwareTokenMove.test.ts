// Moving the authenticator app to a new phone while it stays on, with the AWS SDK's own commands: a new association
// waits beside the secret in use, which keeps signing in; a wrong code from the new phone changes nothing; the first
// right one replaces the old secret at once (the old phone's codes are refused from then on, the app stays on),
// tells the customer and cancels a pending "I can't use my authenticator app" request. Who may start a move: a
// sign-in that passed the multi-factor check and proved itself within minutes, for its own account only.
import {
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, authenticatorFallbacks, softwareTokens, users } from '../../../server/db/schema';
import { NO_MFA_PASS } from '../../../server/identity/operations/softwareToken';
import { RECENT_PROOF_MS } from '../../../server/identity/recentProof';
import { codeAt } from '../../../server/identity/softwareTokens';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { authenticatorServer, newCustomer, turnOnAuthenticator } from '../authenticatorSupport';

const server = authenticatorServer();

const STEP_MS = 30_000;
const MOVED = 'Your authenticator app was moved to a new phone';
const BLACK_BOX = Buffer.from(JSON.stringify({ id: 'device-app-move' })).toString('base64');
const START_CHECK = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision } }';
const APP_CODE = 'mutation($m: ID!, $c: String!) { verifyAuthenticatorCode(mfaId: $m, code: $c) { result } }';
const LOST_PHONE = 'mutation($m: ID!) { requestAuthenticatorFallback(mfaId: $m) { codeSent } }';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'no error', message: '' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );

const userIdOf = async (email: string) => {
  const [user] = await server.h.server.services.db.select().from(users).where(eq(users.username, email));
  return user?.id ?? '';
};
const rowOf = async (email: string) => {
  const [row] = await server.h.server.services.db
    .select()
    .from(softwareTokens)
    .where(eq(softwareTokens.userId, await userIdOf(email)));
  return row;
};
const subjectsTo = async (email: string) => (await server.h.server.services.outbox.list(email)).map((m) => m.subject);

/** A new customer with the app on, signed in (check passed, proved just now); the set-up's step is spent. */
async function customerWithApp() {
  const email = await newCustomer(server.h, 'move');
  const { AccessToken: token } = await server.h.signInTokens(email);
  const oldSecret = await turnOnAuthenticator(server.client, token, server.clock.now());
  server.clock.advance(STEP_MS);
  return { email, token, oldSecret };
}

/** A new password sign-in of `email` and its multi-factor check, which asks for the app's code. */
async function newCheck(email: string) {
  const { IdToken: token } = await server.h.passwordOnlyTokens(email);
  const { body } = await server.h.graphql(START_CHECK, { token, variables: { b: BLACK_BOX } });
  const check = body.data?.startMfa as { mfaId: string; decision: string };
  expect(check.decision).toBe('OTP_TOTP');
  return { token, mfaId: check.mfaId };
}

/** What the sign-in check answers an app code: OTP_VALID or OTP_INVALID. */
async function signInWith(email: string, code: string): Promise<string> {
  const { token, mfaId } = await newCheck(email);
  const { body } = await server.h.graphql(APP_CODE, { token, variables: { m: mfaId, c: code } });
  return (body.data?.verifyAuthenticatorCode as { result: string }).result;
}

const associate = async (token: string) =>
  (await server.client.send(new AssociateSoftwareTokenCommand({ AccessToken: token }))).SecretCode ?? '';
const verify = (token: string, code: string) =>
  server.client.send(
    new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: code, FriendlyDeviceName: 'New phone' }),
  );
const appIsOn = async (token: string) => {
  const user = await server.client.send(new GetUserCommand({ AccessToken: token }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') && user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA';
};

describe('moving the app to a new phone', () => {
  it('keeps the old phone signing in until the new one is verified, then only the new one', async () => {
    const { email, token, oldSecret } = await customerWithApp();
    const before = await rowOf(email);
    const newSecret = await associate(token);
    const moving = await rowOf(email);
    expect(moving?.secretSealed).toBe(before?.secretSealed);
    expect(moving?.pendingSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(moving)).not.toContain(newSecret);
    expect(await appIsOn(token)).toBe(true);
    expect(await signInWith(email, codeAt(oldSecret, server.clock.now()))).toBe('OTP_VALID');

    // In the very step the old phone just signed in with: the new phone's code is its own secret's first.
    expect((await verify(token, codeAt(newSecret, server.clock.now()))).Status).toBe('SUCCESS');
    const moved = await rowOf(email);
    expect(moved).toMatchObject({
      secretSealed: moving?.pendingSecretSealed,
      pendingSecretSealed: null,
      enabled: true,
      preferred: true,
      friendlyDeviceName: 'New phone',
    });
    expect(await appIsOn(token)).toBe(true);

    server.clock.advance(STEP_MS);
    expect(await signInWith(email, codeAt(oldSecret, server.clock.now()))).toBe('OTP_INVALID');
    expect(await signInWith(email, codeAt(newSecret, server.clock.now()))).toBe('OTP_VALID');
    // The new phone's verified code is spent: it cannot sign in after.
    server.clock.advance(STEP_MS);
    const code = codeAt(newSecret, server.clock.now());
    expect((await refusal(verify(token, code))).name).toBe('SoftwareTokenMFANotFoundException');

    expect((await subjectsTo(email)).filter((s) => s === MOVED)).toHaveLength(1);
    const events = await server.h.server.services.db
      .select({ operation: auditLog.operation, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, email), eq(auditLog.operation, 'security.FACTOR_ADDED')));
    // Turned on, then moved: the new phone's app added.
    expect(events).toEqual([
      { operation: 'security.FACTOR_ADDED', details: { factor: 'AUTHENTICATOR' } },
      { operation: 'security.FACTOR_ADDED', details: { factor: 'AUTHENTICATOR' } },
    ]);
  });

  it('changes nothing on a wrong code from the new phone, nor when the move is left unfinished', async () => {
    const { email, token, oldSecret } = await customerWithApp();
    const before = await rowOf(email);
    const newSecret = await associate(token);
    const wrong = String((Number(codeAt(newSecret, server.clock.now())) + 1) % 1_000_000).padStart(6, '0');
    expect(await refusal(verify(token, wrong))).toEqual({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch',
    });
    // The old phone's code is not the new phone's either.
    expect((await refusal(verify(token, codeAt(oldSecret, server.clock.now())))).name).toBe(
      'EnableSoftwareTokenMFAException',
    );
    expect(await rowOf(email)).toMatchObject({
      secretSealed: before?.secretSealed,
      enabled: true,
      preferred: true,
      lastStep: before?.lastStep,
    });
    expect(await subjectsTo(email)).not.toContain(MOVED);
    expect(await appIsOn(token)).toBe(true);
    expect(await signInWith(email, codeAt(oldSecret, server.clock.now()))).toBe('OTP_VALID');
  });

  it('cancels a pending "I can\'t use my authenticator app" request once the new phone is verified', async () => {
    const { email, token } = await customerWithApp();
    const check = await newCheck(email);
    await server.h.graphql(LOST_PHONE, { token: check.token, variables: { m: check.mfaId } });
    const userId = await userIdOf(email);
    const pending = async () =>
      server.h.server.services.db
        .select({ cancelledAt: authenticatorFallbacks.cancelledAt })
        .from(authenticatorFallbacks)
        .where(eq(authenticatorFallbacks.userId, userId));
    expect(await pending()).toEqual([{ cancelledAt: null }]);

    const newSecret = await associate(token);
    expect(await pending()).toEqual([{ cancelledAt: null }]);
    await verify(token, codeAt(newSecret, server.clock.now()));
    expect(await pending()).toEqual([{ cancelledAt: server.clock.now() }]);
  });
});

describe('who may move the app', () => {
  it('refuses a sign-in that has not passed the multi-factor check, and a stale one until it proves itself', async () => {
    const { email, token } = await customerWithApp();
    const { AccessToken: passwordOnly } = await server.h.passwordOnlyTokens(email);
    expect(await refusal(associate(passwordOnly))).toEqual({ name: 'NotAuthorizedException', message: NO_MFA_PASS });

    server.clock.advance(RECENT_PROOF_MS);
    expect(await refusal(associate(token))).toEqual({
      name: 'NotAuthorizedException',
      message: RECHECK_REQUIRED_MESSAGE,
    });
    expect((await rowOf(email))?.pendingSecretSealed).toBeNull();
  });

  it("moves only the caller's own app: another customer's code verifies nothing of theirs", async () => {
    const owner = await customerWithApp();
    const before = await rowOf(owner.email);
    const ownersNewSecret = await associate(owner.token);
    const other = await server.h.signInTokens(await newCustomer(server.h, 'other'));
    const refused = await refusal(verify(other.AccessToken, codeAt(ownersNewSecret, server.clock.now())));
    expect(refused.name).toBe('SoftwareTokenMFANotFoundException');
    const after = await rowOf(owner.email);
    expect(after?.secretSealed).toBe(before?.secretSealed);
    expect(after?.pendingSecretSealed).not.toBeNull();
    expect(await subjectsTo(owner.email)).not.toContain(MOVED);
  });
});
