// Shared set-up of the Amplify contract tests: the real @aws-amplify/auth and @aws-amplify/core running in Node
// against the embedded identity service over HTTP, with the users every flow starts from and the trigger events seen.
import type * as AmplifyAuthModule from '@aws-amplify/auth';
import type * as AmplifyCoreModule from '@aws-amplify/core';
import { createRemoteJWKSet } from 'jose';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PreSignUpTriggerEvent, PostConfirmationTriggerEvent } from '../../../server/identity/triggerEvents';
import { CLIENT_ID, PUBLIC_URL, USER_POOL_ID, startIdentityServer, type Harness } from './harness';
import { amplifyTokenStorage, installBrowserStorage, removeBrowserStorage, type MemoryStorage } from './memoryStorage';

// Type-only imports are erased: the modules themselves load later, after the storage polyfill is in place.
type AmplifyCore = typeof AmplifyCoreModule;
type AmplifyAuth = typeof AmplifyAuthModule;

export const PASSWORD = 'Passw0rd!';
export const ISSUER = `${PUBLIC_URL}/cognito/${USER_POOL_ID}`;

// Assigned by useAmplify's beforeAll; ES live bindings, so the test files see them once set.
export let h: Harness;
export let storage: MemoryStorage;
export let auth: AmplifyAuth;
export let jwks: ReturnType<typeof createRemoteJWKSet>;
export const preSignUpEvents: PreSignUpTriggerEvent[] = [];
export const postConfirmationEvents: PostConfirmationTriggerEvent[] = [];

/** Starts the service and configures Amplify against it for the file's tests; each test ends signed out. */
export function useAmplify(): void {
  beforeAll(async () => {
    h = await startIdentityServer();
    storage = installBrowserStorage();
    // Amplify chooses its storage when the module loads, so it is imported only now.
    const core: AmplifyCore = await import('@aws-amplify/core');
    auth = await import('@aws-amplify/auth');
    const { cognitoUserPoolsTokenProvider, cognitoCredentialsProvider } = await import('@aws-amplify/auth/cognito');
    // What the `aws-amplify` umbrella's Amplify.configure does (initSingleton.ts); @aws-amplify/core alone does not
    // attach the Cognito token provider, and sign-in would fail with "Auth UserPool not configured".
    const authConfig = {
      Cognito: { userPoolId: USER_POOL_ID, userPoolClientId: CLIENT_ID, userPoolEndpoint: h.endpoint },
    };
    cognitoUserPoolsTokenProvider.setAuthConfig(authConfig);
    cognitoUserPoolsTokenProvider.setKeyValueStorage(amplifyTokenStorage);
    core.Amplify.configure(
      { Auth: authConfig },
      { Auth: { tokenProvider: cognitoUserPoolsTokenProvider, credentialsProvider: cognitoCredentialsProvider } },
    );
    jwks = createRemoteJWKSet(h.jwksUrl);

    h.identity.triggers?.add('preSignUp', (event) => {
      preSignUpEvents.push(structuredClone(event));
      if (event.request.clientMetadata?.simulate === 'no-record') throw new Error('Customer record not found.');
    });
    h.identity.triggers?.add('postConfirmation', (event) => {
      postConfirmationEvents.push(structuredClone(event));
    });

    await h.identity.adminCreateUser({
      email: 'csr.admin@example.com',
      password: PASSWORD,
      groups: ['CSR'],
      attributes: { name: 'Casey', family_name: 'Admin', 'custom:brand': 'lumen' },
      identities: [
        {
          providerName: 'CorpDirectory',
          providerType: 'SAML',
          providerUserId: 'casey@corp.example',
          email: 'casey@corp.example',
        },
      ],
    });
    await h.identity.adminCreateUser({
      email: 'online.returning@example.com',
      password: PASSWORD,
      attributes: {
        name: 'Olive',
        family_name: 'Returning',
        'custom:brand': 'lumen',
        'custom:source': 'lumen',
        'custom:boCode': 'BO-100',
        'custom:loanProCustomerId': 'LP-42',
        'custom:isPasswordless': 'false',
      },
    });
    await h.identity.adminCreateUser({ email: 'enroll.user@example.com', password: PASSWORD, groups: ['enrollment'] });
  }, 30_000);

  afterEach(async () => {
    await auth.signOut();
    storage.clear();
  });

  afterAll(async () => {
    removeBrowserStorage();
    await h?.close();
  });
}

export async function newUser(
  email: string,
  extra: Parameters<Harness['identity']['adminCreateUser']>[0]['attributes'] = {},
) {
  await h.identity.adminCreateUser({ email, password: PASSWORD, attributes: extra });
  return email;
}

export async function currentTokens() {
  const { tokens } = await auth.fetchAuthSession();
  if (!tokens?.idToken) throw new Error('not signed in');
  return { accessToken: tokens.accessToken.toString(), idToken: tokens.idToken.toString() };
}

export function storedRefreshToken(): string {
  const user = storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`);
  const token = storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.${user}.refreshToken`);
  if (!token) throw new Error('no refresh token stored');
  return token;
}
