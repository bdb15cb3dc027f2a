// Where Amplify keeps a signed-in user's tokens in storage: enough to tell "nobody is signed in here" without
// downloading Amplify (amplify.ts, lazyIdentity.ts).
export const STORAGE_PREFIX = 'CognitoIdentityServiceProvider';

export interface PoolClient {
  userPoolClientId: string;
}

/** Whether this browser holds tokens for the pool's client (Amplify's last signed-in user). */
export const hasStoredTokens = (config: PoolClient, storage: Storage): boolean =>
  storage.getItem(`${STORAGE_PREFIX}.${config.userPoolClientId}.LastAuthUser`) !== null;
