// Shared by the authenticator-app tests: the AWS SDK's own Cognito client pointed at a test server's identity service
// (dummy credentials: the service reads the access token, never a signature), a test server on a test clock with that
// client, a new customer account to turn the authenticator on for, and turning it on the way the security settings do
// (associate, verify a code, prefer it).
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll } from 'vitest';
import { codeAt } from '../../server/identity/softwareTokens';
import { startHarness, type Harness } from './harness';
import { testClock, type TestClock } from './testClock';

export function sdkClient(baseUrl: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `${baseUrl}/cognito`,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
}

export interface AuthenticatorServer {
  h: Harness;
  /** The server's clock: codes' 30-second steps move only when the test moves it. */
  clock: TestClock;
  client: CognitoIdentityProviderClient;
}

/** For one test file: a test server started before its tests (on a test clock) and closed after them. */
export function authenticatorServer(): AuthenticatorServer {
  const server = {} as AuthenticatorServer;
  beforeAll(async () => {
    server.clock = testClock();
    server.h = await startHarness({}, { clock: server.clock.now });
    server.client = sdkClient(server.h.baseUrl);
  }, 30_000);
  afterAll(() => server.h?.close());
  return server;
}

let made = 0;
/** A new customer account of its own (no loan record: its codes go by e-mail), so turning factors on touches no other test. */
export async function newCustomer(h: Harness, name = 'totp'): Promise<string> {
  made += 1;
  const email = `${name}.${made}.${Date.now()}@example.com`;
  await h.server.services.identity.adminCreateUser({
    email,
    password: 'Passw0rd!',
    emailVerified: true,
    attributes: { name: 'Tess', family_name: 'Otp', 'custom:brand': 'lumen', 'custom:source': 'lumen' },
  });
  return email;
}

/** Associates, verifies the code the secret gives at `now` and turns the authenticator on, preferred. The secret. */
export async function turnOnAuthenticator(
  client: CognitoIdentityProviderClient,
  accessToken: string,
  now: Date,
): Promise<string> {
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('no secret');
  await client.send(
    new VerifySoftwareTokenCommand({
      AccessToken: accessToken,
      UserCode: codeAt(SecretCode, now),
      FriendlyDeviceName: 'Phone',
    }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}
