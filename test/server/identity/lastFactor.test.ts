// The last strong factor, through the AWS SDK's own commands: a customer who holds a passkey or the authenticator app
// cannot remove the last of them (Cognito's InvalidParameterException with a message that says what to do, and
// nothing changes), but may remove one while another stays; a customer who never added one is left as they were.
import {
  DeleteWebAuthnCredentialCommand,
  GetUserCommand,
  ListWebAuthnCredentialsCommand,
  SetUserMFAPreferenceCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { recordPass } from '../../../server/mfa/gate';
import { LAST_FACTOR_MESSAGE } from '../../../src/lib/security/lastFactor';
import { SoftAuthenticator } from '../../support/softAuthenticator';
import { turnOnAuthenticator } from '../authenticatorSupport';
import { proveNow } from '../recheck/freshProof';
import { messageCount, passwordSignIn, startIdentityServer, type Harness } from './harness';
import { addPasskey, passkeySignIn, signInOf } from './passkeyFlows';
import { LUMEN, sdkClient } from './sdkClient';

const PASSWORD = 'Passw0rd!';
let h: Harness;
let client: CognitoIdentityProviderClient;
let n = 0;

beforeAll(async () => {
  h = await startIdentityServer();
  client = sdkClient(h);
}, 30_000);
afterAll(async () => {
  await h?.close();
});

/** A new customer signed in with the password (a fresh proof given) who added one passkey. */
async function customerWithPasskey() {
  const email = `last.factor.${++n}@example.com`;
  await h.identity.adminCreateUser({ email, password: PASSWORD, emailVerified: true });
  const accessToken = (await passwordSignIn(h, email, PASSWORD)).AccessToken ?? '';
  await proveNow(h.database.db, accessToken);
  const passkey = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
  return { email, accessToken, passkey };
}

/**
 * The same customer signed in with the passkey: a sign-in that passed the multi-factor check, as changing the
 * authenticator app needs, and proved just now. Its access token.
 */
async function passkeyToken(email: string, passkey: SoftAuthenticator): Promise<string> {
  return (await passkeySignIn(client, email, passkey))?.AccessToken ?? '';
}

/** A new customer with no passkey whose password sign-in passed the check with an e-mailed code. Its access token. */
async function codeSignIn(): Promise<string> {
  const email = `last.factor.${++n}@example.com`;
  await h.identity.adminCreateUser({ email, password: PASSWORD, emailVerified: true });
  const { AccessToken, IdToken } = await passwordSignIn(h, email, PASSWORD);
  await recordPass(h.database.db, signInOf(IdToken), 'CODE');
  return AccessToken;
}

const listed = async (accessToken: string) =>
  ((await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken }))).Credentials ?? []).map(
    (c) => c.CredentialId,
  );
const remove = (accessToken: string, id: string) =>
  client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: accessToken, CredentialId: id }));
const appOff = (accessToken: string, settings: { Enabled?: boolean; PreferredMfa?: boolean } = { Enabled: false }) =>
  client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: settings }));
const appReported = async (accessToken: string) =>
  (await client.send(new GetUserCommand({ AccessToken: accessToken }))).UserMFASettingList;
const audited = async (email: string) =>
  (await h.database.db.select().from(auditLog).where(eq(auditLog.subjectEmail, email))).map((a) => a.operation);

const refusedLastFactor = {
  name: 'InvalidParameterException',
  message: LAST_FACTOR_MESSAGE,
  $metadata: expect.objectContaining({ httpStatusCode: 400 }),
};

describe('removing a passkey', () => {
  it('refuses the only one while the authenticator app is off, and nothing changes', async () => {
    const { email, accessToken, passkey } = await customerWithPasskey();
    const sent = await messageCount(h, email);
    const audit = await audited(email);
    await expect(remove(accessToken, passkey.id)).rejects.toMatchObject(refusedLastFactor);
    expect(await listed(accessToken)).toEqual([passkey.id]);
    expect(await messageCount(h, email)).toBe(sent);
    expect(await audited(email)).toEqual(audit);
    // Still a way in.
    expect(await passkeyToken(email, passkey)).toEqual(expect.any(String));
  });

  it('removes one of two, then refuses the one left', async () => {
    const { accessToken, passkey } = await customerWithPasskey();
    const second = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    await remove(accessToken, passkey.id);
    expect(await listed(accessToken)).toEqual([second.id]);
    await expect(remove(accessToken, second.id)).rejects.toMatchObject(refusedLastFactor);
    expect(await listed(accessToken)).toEqual([second.id]);
  });

  it('removes only one of two asked for at once', async () => {
    const { accessToken, passkey } = await customerWithPasskey();
    const second = await addPasskey(client, accessToken, new SoftAuthenticator(LUMEN));
    const outcomes = await Promise.allSettled([remove(accessToken, passkey.id), remove(accessToken, second.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await listed(accessToken)).toHaveLength(1);
  });

  it('removes the last one while the authenticator app is on', async () => {
    const { email, passkey } = await customerWithPasskey();
    const token = await passkeyToken(email, passkey);
    await turnOnAuthenticator(client, token, new Date());
    await remove(token, passkey.id);
    expect(await listed(token)).toEqual([]);
  });

  it('reads another customer’s passkey as unknown, however many the caller has', async () => {
    const owner = await customerWithPasskey();
    const other = await customerWithPasskey();
    await expect(remove(other.accessToken, owner.passkey.id)).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    expect(await listed(owner.accessToken)).toEqual([owner.passkey.id]);
  });
});

describe('turning the authenticator app off', () => {
  it('is refused with no passkey, also by no longer preferring it, and allowed once a passkey is added', async () => {
    const { email, passkey } = await customerWithPasskey();
    const token = await passkeyToken(email, passkey);
    await turnOnAuthenticator(client, token, new Date());
    await remove(token, passkey.id);
    const sent = await messageCount(h, email);

    await expect(appOff(token)).rejects.toMatchObject(refusedLastFactor);
    // Enabled but not preferred, the portal's check would no longer ask for the app's code: the same drop.
    await expect(appOff(token, { Enabled: true, PreferredMfa: false })).rejects.toMatchObject(refusedLastFactor);
    expect(await appReported(token)).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(await messageCount(h, email)).toBe(sent);

    await addPasskey(client, token, new SoftAuthenticator(LUMEN));
    await appOff(token);
    expect(await appReported(token)).toBeUndefined();
  });

  it('takes nothing from a customer who never turned it on, and keeps it on once it is their only strong factor', async () => {
    const token = await codeSignIn();
    // Turning off an app that is off takes nothing away: e-mailed codes were all this customer had.
    await expect(appOff(token)).resolves.toBeDefined();
    await turnOnAuthenticator(client, token, new Date());
    await expect(appOff(token)).rejects.toMatchObject(refusedLastFactor);
    expect(await appReported(token)).toEqual(['SOFTWARE_TOKEN_MFA']);
  });
});
