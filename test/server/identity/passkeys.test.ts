// Passkeys through the AWS SDK's own commands against the identity service: registration, listing, removal, the
// USER_AUTH sign-in with WEB_AUTHN (preferred, or chosen from SELECT_CHALLENGE) and who may call each operation.
import {
  CompleteWebAuthnRegistrationCommand,
  DeleteWebAuthnCredentialCommand,
  GetUserCommand,
  ListWebAuthnCredentialsCommand,
  RespondToAuthChallengeCommand,
  StartWebAuthnRegistrationCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys } from '../../../server/db/schema';
import { passScope } from '../../../server/mfa/gate';
import { SoftAuthenticator } from '../../support/softAuthenticator';
import { proveNow } from '../recheck/freshProof';
import { CLIENT_ID, latestMessage, passwordSignIn, startIdentityServer, type Harness } from './harness';
import { addPasskey, passkeySignIn, signInOf, startRegistration, userAuth } from './passkeyFlows';
import { HARBOR, LUMEN, sdkClient } from './sdkClient';

const PASSWORD = 'Passw0rd!';
let h: Harness;
let n = 0;

/** A new confirmed customer, signed in with the password; returns the e-mail and the access token. */
async function customer() {
  const email = `passkey.${++n}@example.com`;
  await h.identity.adminCreateUser({ email, password: PASSWORD, emailVerified: true, attributes: { name: 'Pat' } });
  const accessToken = (await passwordSignIn(h, email, PASSWORD)).AccessToken;
  // Adding or removing a passkey needs a fresh proof of who is signed in (the sign-in's code, here just given).
  await proveNow(h.database.db, accessToken ?? '');
  return { email, accessToken };
}

beforeAll(async () => {
  h = await startIdentityServer();
}, 30_000);
afterAll(async () => {
  await h?.close();
});

describe('passkey registration', () => {
  it('offers creation options for this brand site, requiring user verification', async () => {
    const { email, accessToken } = await customer();
    const options = (await startRegistration(sdkClient(h), accessToken)) as unknown as Record<string, unknown>;
    expect(options).toMatchObject({
      challenge: expect.any(String),
      rp: { id: 'lumen.localhost', name: 'Lumen Cash' },
      user: { id: expect.any(String), name: email, displayName: 'Pat' },
      pubKeyCredParams: [
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: 300_000,
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  });

  it('stores a verified passkey and lists it in Cognito’s shape', async () => {
    const { accessToken } = await customer();
    const client = sdkClient(h);
    const auth = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const listed = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken }));
    expect(listed.NextToken).toBeUndefined();
    expect(listed.Credentials).toEqual([
      {
        CredentialId: auth.id,
        FriendlyCredentialName: expect.any(String),
        RelyingPartyId: 'lumen.localhost',
        AuthenticatorAttachment: 'platform',
        AuthenticatorTransports: ['internal'],
        CreatedAt: expect.any(Date),
      },
    ]);
  });

  it('pages the list with MaxResults and NextToken', async () => {
    const { accessToken } = await customer();
    const client = sdkClient(h);
    const first = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const second = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const page1 = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken, MaxResults: 1 }));
    const page2 = await client.send(
      new ListWebAuthnCredentialsCommand({ AccessToken: accessToken, MaxResults: 1, NextToken: page1.NextToken }),
    );
    expect([...(page1.Credentials ?? []), ...(page2.Credentials ?? [])].map((c) => c.CredentialId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(page2.NextToken).toBeUndefined();
  });

  it('removes a passkey, after which the site no longer offers it', async () => {
    const { email, accessToken } = await customer();
    const client = sdkClient(h);
    // A passkey for another brand's site too: the last one would not be removed (test/server/identity/lastFactor.test.ts).
    const other = await addPasskey(sdkClient(h, HARBOR), accessToken, new SoftAuthenticator(HARBOR));
    const auth = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    expect((await latestMessage(h, email))?.subject).toBe('A passkey was added to your account');
    await client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: accessToken, CredentialId: auth.id }));
    // The customer hears of both, so a passkey someone else adds or removes does not go unnoticed.
    expect((await latestMessage(h, email))?.subject).toBe('A passkey was removed from your account');
    const left = (await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken }))).Credentials;
    expect(left?.map((c) => c.CredentialId)).toEqual([other.id]);
    const start = await userAuth(client, { USERNAME: email });
    expect(start.AvailableChallenges).toEqual(['PASSWORD', 'PASSWORD_SRP']);
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.subjectEmail, email));
    expect(audit.map((a) => a.operation).sort()).toEqual([
      'identity.passkeyAdded',
      'identity.passkeyAdded',
      'identity.passkeyRemoved',
      'security.FACTOR_ADDED',
      'security.FACTOR_ADDED',
      'security.FACTOR_REMOVED',
      'security.SIGN_IN',
    ]);
  });
});

describe('USER_AUTH sign-in', () => {
  it('signs in with the passkey alone: tokens, a multi-factor pass for the account, the audit saying PASSKEY', async () => {
    const { email, accessToken } = await customer();
    const client = sdkClient(h);
    const auth = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const result = await passkeySignIn(client, email, auth);
    expect(result).toMatchObject({ AccessToken: expect.any(String), RefreshToken: expect.any(String) });
    const me = await client.send(new GetUserCommand({ AccessToken: result?.AccessToken }));
    expect(me.Username).toBe(email);

    const signIn = signInOf(result?.IdToken);
    expect(await passScope(h.database.db, signIn)).toBe('ACCOUNT');
    const [row] = await h.database.db.select().from(passkeys).where(eq(passkeys.credentialId, auth.id));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: expect.any(Date) });
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.operation, 'identity.signIn'));
    expect(audit.find((a) => a.subjectEmail === email)?.details).toMatchObject({
      method: 'PASSKEY',
      multiFactor: 'PASSKEY',
      originJti: signIn.originJti,
    });
  });

  it('hands the browser request options for this site’s passkeys', async () => {
    const { email, accessToken } = await customer();
    const client = sdkClient(h);
    const auth = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const start = await userAuth(client, { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    expect(start.ChallengeName).toBe('WEB_AUTHN');
    expect(start.Session).toEqual(expect.any(String));
    expect(JSON.parse(start.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}')).toMatchObject({
      challenge: expect.any(String),
      rpId: 'lumen.localhost',
      timeout: 300_000,
      userVerification: 'required',
      allowCredentials: [{ id: auth.id, type: 'public-key', transports: ['internal'] }],
    });
  });

  it('lists the available challenges and continues the chosen one', async () => {
    const { email, accessToken } = await customer();
    const client = sdkClient(h);
    const auth = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const select = () => userAuth(client, { USERNAME: email });
    const answer = (Session: string | undefined, responses: Record<string, string>) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: CLIENT_ID,
          ChallengeName: 'SELECT_CHALLENGE',
          Session,
          ChallengeResponses: { USERNAME: email, ...responses },
        }),
      );

    const first = await select();
    expect(first).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', Session: expect.any(String) });
    expect(first.AvailableChallenges).toEqual(['WEB_AUTHN', 'PASSWORD', 'PASSWORD_SRP']);
    const webAuthn = await answer(first.Session, { ANSWER: 'WEB_AUTHN' });
    expect(webAuthn.ChallengeName).toBe('WEB_AUTHN');
    const options = JSON.parse(webAuthn.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}');
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: CLIENT_ID,
        ChallengeName: 'WEB_AUTHN',
        Session: webAuthn.Session,
        ChallengeResponses: { USERNAME: email, CREDENTIAL: JSON.stringify(auth.assert(options)) },
      }),
    );
    expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    const byPassword = await answer((await select()).Session, { ANSWER: 'PASSWORD', PASSWORD });
    expect(byPassword.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    const bySrp = await answer((await select()).Session, { ANSWER: 'PASSWORD_SRP', SRP_A: 'ab'.repeat(192) });
    expect(bySrp).toMatchObject({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: { SALT: expect.any(String), SRP_B: expect.any(String), USER_ID_FOR_SRP: email },
    });
  });

  it('signs in with the password when it is preferred, and that sign-in has no multi-factor pass', async () => {
    const { email } = await customer();
    const client = sdkClient(h);
    const out = await userAuth(client, { USERNAME: email, PREFERRED_CHALLENGE: 'PASSWORD', PASSWORD });
    expect(await passScope(h.database.db, signInOf(out.AuthenticationResult?.IdToken))).toBeNull();
  });

  it('offers a choice without WEB_AUTHN to a user with no passkey, however it is asked', async () => {
    const { email } = await customer();
    const client = sdkClient(h);
    const out = await userAuth(client, { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    expect(out).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP'] });
  });
});

describe('who may call the passkey operations', () => {
  const refusedWithout = async (token: string) => {
    const client = sdkClient(h);
    const calls = [
      client.send(new StartWebAuthnRegistrationCommand({ AccessToken: token })),
      client.send(new CompleteWebAuthnRegistrationCommand({ AccessToken: token, Credential: {} })),
      client.send(new ListWebAuthnCredentialsCommand({ AccessToken: token })),
      client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: token, CredentialId: 'abc' })),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  };

  it('asks a sign-in that has not proved itself lately to confirm before adding or removing a passkey', async () => {
    const email = `stale.${++n}@example.com`;
    await h.identity.adminCreateUser({ email, password: PASSWORD, emailVerified: true });
    const token = (await passwordSignIn(h, email, PASSWORD)).AccessToken ?? '';
    const client = sdkClient(h);
    const confirm = { name: 'NotAuthorizedException', message: "Confirm it's you to make this change." };
    await expect(client.send(new StartWebAuthnRegistrationCommand({ AccessToken: token }))).rejects.toMatchObject(
      confirm,
    );
    await expect(
      client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: token, CredentialId: 'abc' })),
    ).rejects.toMatchObject(confirm);
    // Listing changes nothing, so it needs no fresh proof.
    await expect(client.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }))).resolves.toMatchObject({
      Credentials: [],
    });
  });

  it('refuses a missing or forged access token', async () => {
    await refusedWithout('not.a.token');
  });

  it('lets nobody see, remove or complete another user’s passkey', async () => {
    const owner = await customer();
    const other = await customer();
    const client = sdkClient(h);
    const auth = await addPasskey(client, owner.accessToken, new SoftAuthenticator(LUMEN));

    expect(
      (await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: other.accessToken }))).Credentials,
    ).toEqual([]);
    await expect(
      client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: other.accessToken, CredentialId: auth.id })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });

    // The owner's pending registration cannot be completed by someone else, nor used up by their trying.
    const options = await startRegistration(client, owner.accessToken);
    const second = new SoftAuthenticator(LUMEN).register(options) as unknown as Record<string, never>;
    await expect(
      client.send(new CompleteWebAuthnRegistrationCommand({ AccessToken: other.accessToken, Credential: second })),
    ).rejects.toMatchObject({ name: 'WebAuthnChallengeNotFoundException' });
    await client.send(new CompleteWebAuthnRegistrationCommand({ AccessToken: owner.accessToken, Credential: second }));
    expect(
      (await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: owner.accessToken }))).Credentials,
    ).toHaveLength(2);
  });
});
