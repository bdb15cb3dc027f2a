// Contract of the authenticator-app operations, run with the AWS SDK's own commands against the identity service:
// AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference and GetUser's MFA members, Cognito's errors, the
// secret sealed at rest, and who may call them (a sign-in that passed the multi-factor check, and only for itself).
import {
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwareTokens, users } from '../../../server/db/schema';
import { NO_MFA_PASS } from '../../../server/identity/operations/softwareToken';
import { addPasskey } from '../../../server/identity/passkeys';
import { codeAt } from '../../../server/identity/softwareTokens';
import { newCustomer, sdkClient, turnOnAuthenticator } from '../authenticatorSupport';
import { startHarness, type Harness } from '../harness';
import { testClock, type TestClock } from '../testClock';

let h: Harness;
let clock: TestClock;
let client: CognitoIdentityProviderClient;
beforeAll(async () => {
  clock = testClock();
  h = await startHarness({}, { clock: clock.now });
  client = sdkClient(h.baseUrl);
}, 30_000);
afterAll(() => h.close());

const STEP_MS = 30_000;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'no error', message: '' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );

async function signedIn() {
  const email = await newCustomer(h);
  const { AccessToken } = await h.signInTokens(email);
  return { email, token: AccessToken };
}

const rowOf = async (email: string) => {
  const db = h.server.services.db;
  const [user] = await db.select().from(users).where(eq(users.username, email));
  const [row] = await db
    .select()
    .from(softwareTokens)
    .where(eq(softwareTokens.userId, user?.id ?? ''));
  return row;
};

describe('AssociateSoftwareToken and VerifySoftwareToken', () => {
  it('hands out a base32 secret, kept sealed, and puts it in use once a code from it is verified', async () => {
    const { email, token } = await signedIn();
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const pending = await rowOf(email);
    expect(pending?.pendingSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(pending)).not.toContain(SecretCode);
    expect(pending?.secretSealed).toBeNull();

    const answer = await client.send(
      new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: codeAt(SecretCode ?? '', clock.now()) }),
    );
    expect(answer.Status).toBe('SUCCESS');
    const verified = await rowOf(email);
    expect(verified?.secretSealed).toBe(pending?.pendingSecretSealed);
    expect(verified?.pendingSecretSealed).toBeNull();
  });

  it('refuses a wrong code with EnableSoftwareTokenMFAException, then the limit after five', async () => {
    const { token } = await signedIn();
    const { SecretCode = '' } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
    const wrong = String((Number(codeAt(SecretCode, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect(
        await refusal(client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: wrong }))),
      ).toEqual({
        name: 'EnableSoftwareTokenMFAException',
        message: 'Code mismatch',
      });
    }
    const right = codeAt(SecretCode, clock.now());
    expect(
      (await refusal(client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: right })))).name,
    ).toBe('LimitExceededException');
  });

  it('refuses a code outside one step of drift, and a malformed one by its constraint', async () => {
    const { token } = await signedIn();
    const { SecretCode = '' } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
    const stale = codeAt(SecretCode, new Date(clock.now().getTime() - 3 * STEP_MS));
    expect(
      (await refusal(client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: stale })))).name,
    ).toBe('EnableSoftwareTokenMFAException');
    const malformed = await refusal(
      client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: '12ab56' })),
    );
    expect(malformed.name).toBe('InvalidParameterException');
    expect(malformed.message).toContain("Value at 'userCode'");
  });

  it('refuses a verification before any association', async () => {
    const { token } = await signedIn();
    const refused = await refusal(
      client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: '123456' })),
    );
    expect(refused.name).toBe('SoftwareTokenMFANotFoundException');
  });
});

describe('SetUserMFAPreference and GetUser', () => {
  it('reports nothing until the authenticator is on, then SOFTWARE_TOKEN_MFA enabled and preferred, then off', async () => {
    const { email, token } = await signedIn();
    const before = await client.send(new GetUserCommand({ AccessToken: token }));
    expect(before.UserMFASettingList).toBeUndefined();
    expect(before.PreferredMfaSetting).toBeUndefined();

    await turnOnAuthenticator(client, token, clock.now());
    const on = await client.send(new GetUserCommand({ AccessToken: token }));
    expect(on.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(on.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');

    // With a passkey beside it, turning the app off leaves a strong factor (test/server/identity/lastFactor.test.ts).
    const [user] = await h.server.services.db.select().from(users).where(eq(users.username, email));
    await addPasskey(h.server.services.db, {
      userId: user?.id ?? '',
      credentialId: `held.${email}`,
      publicKey: 'unused',
      relyingPartyId: 'lumen.localhost',
    });
    await client.send(
      new SetUserMFAPreferenceCommand({ AccessToken: token, SoftwareTokenMfaSettings: { Enabled: false } }),
    );
    const off = await client.send(new GetUserCommand({ AccessToken: token }));
    expect(off.UserMFASettingList).toBeUndefined();
    expect(off.PreferredMfaSetting).toBeUndefined();
  });

  it('refuses turning on an authenticator that was never verified, and texted or e-mailed Cognito MFA', async () => {
    const { token } = await signedIn();
    const totp = await refusal(
      client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: token,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    );
    expect(totp).toEqual({ name: 'InvalidParameterException', message: 'User has not verified software token mfa' });
    const sms = await refusal(
      client.send(new SetUserMFAPreferenceCommand({ AccessToken: token, SMSMfaSettings: { Enabled: true } })),
    );
    expect(sms.name).toBe('InvalidParameterException');
  });
});

describe('who may change factors', () => {
  it('refuses a sign-in that has not passed the multi-factor check, though it may read its profile', async () => {
    const email = await newCustomer(h);
    const { AccessToken } = await h.passwordOnlyTokens(email);
    for (const command of [
      new AssociateSoftwareTokenCommand({ AccessToken }),
      new VerifySoftwareTokenCommand({ AccessToken, UserCode: '123456' }),
      new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: false } }),
    ]) {
      // The SDK's send is overloaded per command; each of these is one of its own.
      expect(await refusal(client.send(command as AssociateSoftwareTokenCommand))).toEqual({
        name: 'NotAuthorizedException',
        message: NO_MFA_PASS,
      });
    }
    expect((await client.send(new GetUserCommand({ AccessToken }))).Username).toBe(email);
  });

  it('refuses a missing, forged or signed-out token, and a Session this pool never issued', async () => {
    const forged = await refusal(client.send(new AssociateSoftwareTokenCommand({ AccessToken: 'eyJ.forged.token' })));
    expect(forged.name).toBe('NotAuthorizedException');
    const session = await refusal(client.send(new AssociateSoftwareTokenCommand({ Session: 'x'.repeat(40) })));
    expect(session.name).toBe('NotAuthorizedException');
    const none = await refusal(client.send(new AssociateSoftwareTokenCommand({})));
    expect(none.name).toBe('InvalidParameterException');

    const { token } = await signedIn();
    await h.identityCall('GlobalSignOut', { AccessToken: token });
    const revoked = await refusal(client.send(new AssociateSoftwareTokenCommand({ AccessToken: token })));
    expect(revoked).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });
});
