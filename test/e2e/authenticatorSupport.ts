// The authenticator app in browser tests: codes computed from the secret with otpauth, as the phone's app does, and
// turning the app on for a demo customer through the identity service as Amplify's calls do. /dev/reset (each spec's
// beforeEach) turns it off again; a spec that turns it on resets after itself too, so that no later spec's sign-in
// is asked for an app code.
import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { tokensOf } from './support';

export const STEP_MS = 30_000;

export const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

async function cognito(request: APIRequestContext, operation: string, body: Record<string, unknown>) {
  const res = await request.post('/cognito', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  expect(res.ok(), `${operation}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** Turns the authenticator on for `email` through the identity service, as Amplify's calls do. Its secret. */
export async function turnOnAuthenticator(request: APIRequestContext, email: string): Promise<string> {
  const { accessToken } = await tokensOf(request, email);
  const { SecretCode } = await cognito(request, 'AssociateSoftwareToken', { AccessToken: accessToken });
  const secret = String(SecretCode);
  await cognito(request, 'VerifySoftwareToken', { AccessToken: accessToken, UserCode: codeOf(secret) });
  await cognito(request, 'SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  return secret;
}
