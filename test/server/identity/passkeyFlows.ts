// Passkey steps the identity tests share, each one SDK command as a browser page of one site would send it.
import {
  CompleteWebAuthnRegistrationCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  StartWebAuthnRegistrationCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditLog, authSessions, mfaPasses, passkeys } from '../../../server/db/schema';
import type { CreationOptionsJson, RequestOptionsJson, SoftAuthenticator } from '../../support/softAuthenticator';
import { CLIENT_ID, type Harness } from './harness';

export type CreationOptions = CreationOptionsJson & { user: { id: string; name: string } };

export async function startRegistration(client: CognitoIdentityProviderClient, accessToken: string) {
  const out = await client.send(new StartWebAuthnRegistrationCommand({ AccessToken: accessToken }));
  return out.CredentialCreationOptions as unknown as CreationOptions;
}

/** Adds a passkey made by `auth` (a new authenticator on `origin` by default) and returns the authenticator. */
export async function addPasskey(
  client: CognitoIdentityProviderClient,
  accessToken: string,
  auth: SoftAuthenticator,
): Promise<SoftAuthenticator> {
  const options = await startRegistration(client, accessToken);
  await client.send(
    new CompleteWebAuthnRegistrationCommand({
      AccessToken: accessToken,
      Credential: auth.register(options) as unknown as Record<string, never>,
    }),
  );
  return auth;
}

/** InitiateAuth with USER_AUTH and these AuthParameters. */
export function userAuth(client: CognitoIdentityProviderClient, AuthParameters: Record<string, string>) {
  return client.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'USER_AUTH', AuthParameters }));
}

/** USER_AUTH with WEB_AUTHN preferred: the challenge's session and the browser's request options. */
export async function startPasskeySignIn(client: CognitoIdentityProviderClient, username: string) {
  const out = await userAuth(client, { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' });
  const raw = out.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS;
  return {
    out,
    session: out.Session ?? '',
    options: (raw ? JSON.parse(raw) : undefined) as (RequestOptionsJson & Record<string, unknown>) | undefined,
  };
}

export function answerPasskey(
  client: CognitoIdentityProviderClient,
  username: string,
  session: string,
  credential: unknown,
) {
  return client.send(
    new RespondToAuthChallengeCommand({
      ClientId: CLIENT_ID,
      ChallengeName: 'WEB_AUTHN',
      Session: session,
      ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential) },
    }),
  );
}

/** The whole passkey sign-in; resolves to the AuthenticationResult. */
export async function passkeySignIn(client: CognitoIdentityProviderClient, username: string, auth: SoftAuthenticator) {
  const { session, options } = await startPasskeySignIn(client, username);
  if (!options) throw new Error('no WEB_AUTHN challenge was offered');
  return (await answerPasskey(client, username, session, auth.assert(options))).AuthenticationResult;
}

/** What the database holds about a user's passkeys, passes and audit, to show that a refusal changed nothing. */
export async function snapshot(h: Harness, email: string) {
  const db = h.database.db;
  return {
    passkeys: await db.select({ counter: passkeys.counter, lastUsedAt: passkeys.lastUsedAt }).from(passkeys),
    passes: (await db.select().from(mfaPasses)).length,
    audit: (await db.select().from(auditLog).where(eq(auditLog.subjectEmail, email))).length,
  };
}

/** Ages every pending challenge past its lifetime, as the clock moving on would. */
export async function expireChallenges(h: Harness): Promise<void> {
  await h.database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) });
}

/** The sign-in an ID token belongs to, as the multi-factor gate names it. */
export function signInOf(idToken: string | undefined) {
  const claims = decodeJwt(idToken ?? '');
  return { originJti: String(claims.origin_jti), subject: String(claims.sub) };
}
