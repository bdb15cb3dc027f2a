// The passkey half of the Amplify identity adapter: Cognito's WebAuthn operations as Amplify speaks them
// (associateWebAuthnCredential, listWebAuthnCredentials, deleteWebAuthnCredential, and signIn with USER_AUTH
// preferring WEB_AUTHN, which asks the browser's authenticator itself). Kept apart from ./amplify.ts so each factor's
// calls read on their own.
import type * as AmplifyAuth from '@aws-amplify/auth';
import { IdentityError, type IdentityAdapter, type Passkey } from './types';

type AuthModule = typeof AmplifyAuth;

export type PasskeyMethods = Pick<
  IdentityAdapter,
  'signInWithPasskey' | 'canHoldPasskey' | 'addPasskey' | 'listPasskeys' | 'removePasskey'
>;

/**
 * Whether this browser has an authenticator built into the device that verifies the user (a fingerprint, a face, the
 * device PIN): only then is a passkey offered after a password sign-in. A browser without WebAuthn says no.
 */
export async function deviceCanHoldPasskey(): Promise<boolean> {
  const pkc = (globalThis as { PublicKeyCredential?: typeof PublicKeyCredential }).PublicKeyCredential;
  if (typeof pkc?.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
  return pkc.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
}

export function amplifyPasskeys(
  auth: () => Promise<AuthModule>,
  hasStoredTokens: () => boolean,
  toIdentityError: (error: unknown) => IdentityError,
): PasskeyMethods {
  /** Every call reports a failure as an IdentityError named as Amplify or Cognito names it. */
  async function attempt<T>(run: (module: AuthModule) => Promise<T>): Promise<T> {
    const module = await auth();
    try {
      return await run(module);
    } catch (error) {
      throw toIdentityError(error);
    }
  }
  return {
    signInWithPasskey: (email) =>
      attempt(async (a) => {
        // A stale session would make Amplify refuse with UserAlreadyAuthenticatedException.
        if (hasStoredTokens()) await a.signOut().catch(() => undefined);
        const result = await a.signIn({
          username: email,
          options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
        });
        // Any other next step (choose a factor, a password) means this account has no passkey to offer.
        if (!result.isSignedIn) throw new IdentityError('NoPasskey', result.nextStep.signInStep);
      }),
    canHoldPasskey: deviceCanHoldPasskey,
    addPasskey: () => attempt((a) => a.associateWebAuthnCredential()),
    listPasskeys: () =>
      attempt(async (a) => {
        const passkeys: Passkey[] = [];
        let nextToken: string | undefined;
        do {
          const page = await a.listWebAuthnCredentials(nextToken ? { nextToken } : {});
          for (const c of page.credentials) {
            if (!c.credentialId) continue;
            passkeys.push({
              id: c.credentialId,
              providerName: c.friendlyCredentialName ?? '',
              createdAt: c.createdAt ? new Date(c.createdAt).toISOString() : '',
              relyingPartyId: c.relyingPartyId ?? '',
            });
          }
          nextToken = page.nextToken;
        } while (nextToken);
        return passkeys;
      }),
    removePasskey: (id) => attempt((a) => a.deleteWebAuthnCredential({ credentialId: id })),
  };
}
