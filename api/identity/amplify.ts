// IdentityAdapter over @aws-amplify/auth. Amplify is imported on first use, not at start-up, so the login screen
// becomes interactive without it; a visitor with no stored tokens never downloads it until they submit.
import { amplifyPasskeys } from './amplifyPasskeys';
import { hasStoredTokens as storedTokensIn, STORAGE_PREFIX } from './storedTokens';
import { IdentityError, type HandOffTokens, type IdentityAdapter, type IdentitySession } from './types';

export interface CognitoPublicConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Absent when the pool is real AWS Cognito (Amplify derives the regional endpoint). */
  userPoolEndpoint?: string | undefined;
}

type Amplify = Awaited<ReturnType<typeof loadAmplify>>;

async function loadAmplify(config: CognitoPublicConfig) {
  const [core, auth, cognito] = await Promise.all([
    import('@aws-amplify/core'),
    import('@aws-amplify/auth'),
    import('@aws-amplify/auth/cognito'),
  ]);
  const authConfig = {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
    },
  };
  // What the aws-amplify umbrella package's configure does; core alone would not attach the token provider.
  cognito.cognitoUserPoolsTokenProvider.setAuthConfig(authConfig);
  cognito.cognitoUserPoolsTokenProvider.setKeyValueStorage(core.defaultStorage);
  core.Amplify.configure({ Auth: authConfig }, { Auth: { tokenProvider: cognito.cognitoUserPoolsTokenProvider } });
  return { core, auth, cognito };
}

function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const e = error as { name?: string; message?: string };
  return new IdentityError(e?.name ?? 'Error', e?.message ?? 'SignIn Error');
}

export function createAmplifyIdentity(config: CognitoPublicConfig, storage: Storage = localStorage): IdentityAdapter {
  let loading: Promise<Amplify> | null = null;
  const amplify = () => (loading ??= loadAmplify(config));
  const hasStoredTokens = () => storedTokensIn(config, storage);

  async function currentSession(forceRefresh: boolean): Promise<IdentitySession | null> {
    const { auth } = await amplify();
    const { tokens } = await auth.fetchAuthSession({ forceRefresh });
    if (!tokens?.idToken) return null;
    return { idToken: tokens.idToken.toString(), claims: { ...tokens.idToken.payload } };
  }

  return {
    // ---- Passkeys (./amplifyPasskeys.ts) ----
    ...amplifyPasskeys(async () => (await amplify()).auth, hasStoredTokens, toIdentityError),
    preload() {
      // A failed download leaves nothing cached: the next use tries again.
      amplify().catch(() => {
        loading = null;
      });
    },
    async signIn(email, password) {
      const { auth } = await amplify();
      try {
        // A stale session would make Amplify refuse with UserAlreadyAuthenticatedException.
        if (hasStoredTokens()) await auth.signOut().catch(() => undefined);
        const result = await auth.signIn({ username: email, password });
        if (!result.isSignedIn) throw new IdentityError(result.nextStep.signInStep, 'SignIn Error');
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async signOut() {
      if (!loading && !hasStoredTokens()) return;
      const { auth } = await amplify();
      await auth.signOut().catch(() => undefined);
    },
    async session() {
      if (!loading && !hasStoredTokens()) return null;
      return currentSession(false).catch(() => null);
    },
    async refresh() {
      const session = await currentSession(true).catch((error: unknown) => {
        throw toIdentityError(error);
      });
      if (!session) throw new IdentityError('NotAuthorizedException', 'Session expired');
      return session;
    },
    async handOffTokens() {
      if (!hasStoredTokens()) return null;
      const { cognito } = await amplify();
      const tokens = await cognito.cognitoUserPoolsTokenProvider.tokenOrchestrator.getTokens();
      if (!tokens?.idToken || !tokens.accessToken) return null;
      const clientPrefix = `${STORAGE_PREFIX}.${config.userPoolClientId}`;
      const user = storage.getItem(`${clientPrefix}.LastAuthUser`);
      const refreshToken = user ? storage.getItem(`${clientPrefix}.${user}.refreshToken`) : null;
      if (!refreshToken) return null;
      return { idToken: tokens.idToken.toString(), accessToken: tokens.accessToken.toString(), refreshToken };
    },
    async startCodeSignIn(email) {
      const { auth } = await amplify();
      try {
        if (hasStoredTokens()) await auth.signOut().catch(() => undefined);
        const result = await auth.signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
        if (result.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
          throw new IdentityError(result.nextStep.signInStep, 'SignIn Error');
        }
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async answerCodeSignIn(code) {
      const { auth } = await amplify();
      try {
        const result = await auth.confirmSignIn({ challengeResponse: code });
        if (result.isSignedIn) return 'signedIn';
        if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return 'retry';
        throw new IdentityError(result.nextStep.signInStep, 'SignIn Error');
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async signUp(request) {
      const { auth } = await amplify();
      try {
        const result = await auth.signUp({
          username: request.email,
          password: request.password,
          options: {
            userAttributes: {
              email: request.email,
              name: request.firstName,
              family_name: request.lastName,
              'custom:source': request.source,
              'custom:brand': request.brand,
              'custom:isPasswordless': String(request.isPasswordless),
            },
            // Only the enrollment's id: the server links the loan record from its own approved enrollment.
            ...(request.enrollmentId ? { clientMetadata: { enrollmentId: request.enrollmentId } } : {}),
          },
        });
        if (result.isSignUpComplete) return 'confirmed';
        if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'codeSent';
        throw new IdentityError(result.nextStep.signUpStep, 'SignUp Error');
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async confirmSignUp(email, code) {
      const { auth } = await amplify();
      try {
        await auth.confirmSignUp({ username: email, confirmationCode: code });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async resendSignUpCode(email) {
      const { auth } = await amplify();
      try {
        await auth.resendSignUpCode({ username: email });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async resetPassword(email, origin) {
      const { auth } = await amplify();
      try {
        await auth.resetPassword({ username: email, options: { clientMetadata: { origin } } });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async confirmResetPassword(email, code, newPassword) {
      const { auth } = await amplify();
      try {
        await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async changePassword(oldPassword, newPassword) {
      const { auth } = await amplify();
      try {
        await auth.updatePassword({ oldPassword, newPassword });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    // --- The authenticator app (TOTP) ---
    async authenticatorStatus() {
      const { auth } = await amplify();
      try {
        const { enabled, preferred } = await auth.fetchMFAPreference();
        return { on: preferred === 'TOTP' && (enabled ?? []).includes('TOTP') };
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async setUpAuthenticator(appName, accountName) {
      const { auth } = await amplify();
      try {
        const details = await auth.setUpTOTP();
        return { secret: details.sharedSecret, uri: details.getSetupUri(appName, accountName).toString() };
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async verifyAuthenticator(code) {
      const { auth } = await amplify();
      try {
        await auth.verifyTOTPSetup({ code });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async preferAuthenticator() {
      const { auth } = await amplify();
      try {
        await auth.updateMFAPreference({ totp: 'PREFERRED' });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async turnOffAuthenticator() {
      const { auth } = await amplify();
      try {
        await auth.updateMFAPreference({ totp: 'DISABLED' });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async adoptTokens(handed: HandOffTokens) {
      const { core, cognito } = await amplify();
      const accessToken = core.decodeJWT(handed.accessToken);
      const idToken = core.decodeJWT(handed.idToken);
      const username = String(accessToken.payload.username ?? idToken.payload['cognito:username'] ?? '');
      if (!username) throw new IdentityError('InvalidParameterException', 'SSO Error');
      await cognito.cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
        tokens: { accessToken, idToken, refreshToken: handed.refreshToken, clockDrift: 0, username },
      });
    },
  };
}
