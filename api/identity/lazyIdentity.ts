// The identity adapter the app starts with. It answers "is anyone signed in?" from storage alone, and fetches the
// Amplify adapter (amplify.ts, which in turn fetches Amplify) the first time anything else is asked or the visitor
// starts typing (`preload`). So the login page's first paint carries neither.
import type { CognitoPublicConfig } from './amplify';
import { hasStoredTokens } from './storedTokens';
import type { IdentityAdapter } from './types';

export function createLazyIdentity(config: CognitoPublicConfig, storage: Storage = localStorage): IdentityAdapter {
  let adapter: Promise<IdentityAdapter> | null = null;
  const load = () =>
    (adapter ??= import('./amplify').then(
      (amplify) => amplify.createAmplifyIdentity(config, storage),
      (error: unknown) => {
        // A failed download is tried again by the next call.
        adapter = null;
        throw error;
      },
    ));
  /** Nothing loaded and no tokens stored: nobody is signed in, and there is nothing to sign out of. */
  const nobody = () => !adapter && !hasStoredTokens(config, storage);
  return {
    preload() {
      load().then(
        (identity) => identity.preload?.(),
        () => undefined,
      );
    },
    signIn: async (email, password) => (await load()).signIn(email, password),
    signOut: async () => (nobody() ? undefined : (await load()).signOut()),
    session: async () => (nobody() ? null : (await load()).session()),
    refresh: async () => (await load()).refresh(),
    handOffTokens: async () => (nobody() ? null : (await load()).handOffTokens()),
    adoptTokens: async (tokens) => (await load()).adoptTokens(tokens),
    resetPassword: async (email, origin) => (await load()).resetPassword(email, origin),
    startCodeSignIn: async (email) => (await load()).startCodeSignIn(email),
    answerCodeSignIn: async (code) => (await load()).answerCodeSignIn(code),
    signUp: async (request) => (await load()).signUp(request),
    confirmSignUp: async (email, code) => (await load()).confirmSignUp(email, code),
    resendSignUpCode: async (email) => (await load()).resendSignUpCode(email),
    confirmResetPassword: async (email, code, newPassword) =>
      (await load()).confirmResetPassword(email, code, newPassword),
    changePassword: async (oldPassword, newPassword) => (await load()).changePassword(oldPassword, newPassword),
    // The authenticator app (TOTP).
    authenticatorStatus: async () => (await load()).authenticatorStatus(),
    setUpAuthenticator: async (appName, accountName) => (await load()).setUpAuthenticator(appName, accountName),
    verifyAuthenticator: async (code) => (await load()).verifyAuthenticator(code),
    preferAuthenticator: async () => (await load()).preferAuthenticator(),
    turnOffAuthenticator: async () => (await load()).turnOffAuthenticator(),
    // ---- Passkeys ----
    signInWithPasskey: async (email) => (await load()).signInWithPasskey(email),
    canHoldPasskey: async () => (await load()).canHoldPasskey(),
    addPasskey: async () => (await load()).addPasskey(),
    listPasskeys: async () => (await load()).listPasskeys(),
    removePasskey: async (id) => (await load()).removePasskey(id),
    // ---- end of passkeys ----
  };
}
