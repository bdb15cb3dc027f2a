// Contract test: the real @aws-amplify/auth and @aws-amplify/core running in Node against the embedded identity
// service over HTTP. If these pass, the browser's Amplify will behave the same against it.
import type * as AmplifyAuthModule from '@aws-amplify/auth';
import type * as AmplifyCoreModule from '@aws-amplify/core';
import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../../server/db/schema';
import type { PreSignUpTriggerEvent, PostConfirmationTriggerEvent } from '../../../server/identity/triggerEvents';
import {
  CLIENT_ID,
  PUBLIC_URL,
  USER_POOL_ID,
  cognito,
  latestCode,
  latestMessage,
  messageCount,
  passwordSignIn,
  startIdentityServer,
  type Harness,
} from './harness';
import { installBrowserStorage, type MemoryStorage } from './memoryStorage';

// Type-only imports are erased: the modules themselves load later, after the storage polyfill is in place.
type AmplifyCore = typeof AmplifyCoreModule;
type AmplifyAuth = typeof AmplifyAuthModule;

const PASSWORD = 'Passw0rd!';
const ISSUER = `${PUBLIC_URL}/cognito/${USER_POOL_ID}`;

let h: Harness;
let storage: MemoryStorage;
let auth: AmplifyAuth;
let jwks: ReturnType<typeof createRemoteJWKSet>;
const preSignUpEvents: PreSignUpTriggerEvent[] = [];
const postConfirmationEvents: PostConfirmationTriggerEvent[] = [];

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
  cognitoUserPoolsTokenProvider.setKeyValueStorage(core.defaultStorage);
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
  await h?.close();
});

async function newUser(email: string, extra: Parameters<Harness['identity']['adminCreateUser']>[0]['attributes'] = {}) {
  await h.identity.adminCreateUser({ email, password: PASSWORD, attributes: extra });
  return email;
}

async function currentTokens() {
  const { tokens } = await auth.fetchAuthSession();
  if (!tokens?.idToken) throw new Error('not signed in');
  return { accessToken: tokens.accessToken.toString(), idToken: tokens.idToken.toString() };
}

function storedRefreshToken(): string {
  const user = storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`);
  const token = storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.${user}.refreshToken`);
  if (!token) throw new Error('no refresh token stored');
  return token;
}

describe('sign-in flows', () => {
  it('signs in with SRP by default and issues verifiable Cognito-shaped tokens', async () => {
    h.targets.length = 0;
    const result = await auth.signIn({ username: 'CSR.Admin@example.com', password: PASSWORD });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(h.targets).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);

    const { accessToken, idToken } = await currentTokens();
    const id = await jwtVerify(idToken, jwks, { issuer: ISSUER, audience: CLIENT_ID });
    expect(id.protectedHeader.alg).toBe('RS256');
    expect(id.protectedHeader.kid).toBeTruthy();
    expect(id.payload).toMatchObject({
      token_use: 'id',
      'cognito:username': 'csr.admin@example.com',
      email: 'csr.admin@example.com',
      email_verified: true,
      'cognito:groups': ['CSR'],
      name: 'Casey',
      family_name: 'Admin',
      'custom:brand': 'lumen',
      identities: [
        expect.objectContaining({ providerName: 'CorpDirectory', providerType: 'SAML', userId: 'casey@corp.example' }),
      ],
    });
    for (const claim of ['sub', 'origin_jti', 'event_id', 'auth_time', 'iat', 'exp', 'jti'])
      expect(id.payload[claim]).toBeDefined();

    const access = await jwtVerify(accessToken, jwks, { issuer: ISSUER });
    expect(access.payload).toMatchObject({
      token_use: 'access',
      client_id: CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
      username: 'csr.admin@example.com',
      'cognito:groups': ['CSR'],
      sub: id.payload.sub,
      origin_jti: id.payload.origin_jti,
    });
    expect(access.payload.aud).toBeUndefined();
    expect(access.payload.jti).not.toBe(id.payload.jti);

    // The service's own verifier agrees and normalises the claims.
    const claims = await h.identity.verifyIdToken(idToken);
    expect(claims).toMatchObject({
      username: 'csr.admin@example.com',
      groups: ['CSR'],
      attributes: { 'custom:brand': 'lumen', name: 'Casey' },
    });
    await expect(h.identity.verifyIdToken(accessToken)).rejects.toThrow();
  });

  it('carries custom:* attributes into the ID token and leaves cognito:groups out for a user in no group', async () => {
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const { idToken } = await currentTokens();
    const { payload } = await jwtVerify(idToken, jwks, { issuer: ISSUER, audience: CLIENT_ID });
    expect(payload).toMatchObject({
      'custom:boCode': 'BO-100',
      'custom:loanProCustomerId': 'LP-42',
      'custom:source': 'lumen',
      'custom:isPasswordless': 'false',
    });
    expect(payload['cognito:groups']).toBeUndefined();
    expect(payload.identities).toBeUndefined();
  });

  it('signs in with USER_PASSWORD_AUTH in a single InitiateAuth', async () => {
    h.targets.length = 0;
    const result = await auth.signIn({
      username: 'online.returning@example.com',
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    expect(h.targets).toEqual(['InitiateAuth']);
    expect((await currentTokens()).idToken).toBeTruthy();
  });

  it('signs in with a custom challenge: code by email, a wrong answer re-challenges, the right one signs in', async () => {
    const email = await newUser('custom.challenge@example.com');
    const started = await auth.signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(started.isSignedIn).toBe(false);
    expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(started.nextStep).toMatchObject({
      additionalInfo: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: 'c***@e***' },
    });

    const code = await latestCode(h, email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const retry = await auth.confirmSignIn({ challengeResponse: wrong });
    expect(retry.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(await messageCount(h, email)).toBe(1); // a re-challenge reuses the code rather than mailing another

    const done = await auth.confirmSignIn({ challengeResponse: code });
    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { idToken } = await currentTokens();
    expect(decodeJwt(idToken)['cognito:username']).toBe(email);
  });

  it('fails a custom challenge after three wrong answers', async () => {
    const email = await newUser('custom.fail@example.com');
    await auth.signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    const code = await latestCode(h, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await auth.confirmSignIn({ challengeResponse: wrong });
    await auth.confirmSignIn({ challengeResponse: wrong });
    await expect(auth.confirmSignIn({ challengeResponse: wrong })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers NEW_PASSWORD_REQUIRED for a user created with a temporary password', async () => {
    await h.identity.adminCreateUser({
      email: 'temp.password@example.com',
      password: 'Temp0rary!',
      forceChangePassword: true,
    });
    const step = await auth.signIn({ username: 'temp.password@example.com', password: 'Temp0rary!' });
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    const done = await auth.confirmSignIn({ challengeResponse: 'Brand-new-1' });
    expect(done.isSignedIn).toBe(true);
    await auth.signOut();
    expect((await auth.signIn({ username: 'temp.password@example.com', password: 'Brand-new-1' })).isSignedIn).toBe(
      true,
    );
  });
});

describe('session lifecycle', () => {
  it('refreshes through GetTokensFromRefreshToken and keeps the same refresh token and origin', async () => {
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const before = await currentTokens();
    const refreshBefore = storedRefreshToken();
    h.targets.length = 0;

    const { tokens } = await auth.fetchAuthSession({ forceRefresh: true });
    expect(h.targets).toEqual(['GetTokensFromRefreshToken']);
    const after = { accessToken: tokens!.accessToken.toString(), idToken: tokens!.idToken!.toString() };
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.idToken).not.toBe(before.idToken);
    await jwtVerify(after.idToken, jwks, { issuer: ISSUER, audience: CLIENT_ID });
    expect(decodeJwt(after.accessToken).origin_jti).toBe(decodeJwt(before.accessToken).origin_jti);
    expect(decodeJwt(after.accessToken).auth_time).toBe(decodeJwt(before.accessToken).auth_time);
    expect(storedRefreshToken()).toBe(refreshBefore);
  });

  it('signOut() revokes the refresh token and the access tokens minted from it', async () => {
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const { accessToken } = await currentTokens();
    const refreshToken = storedRefreshToken();
    h.targets.length = 0;
    await auth.signOut();
    expect(h.targets).toEqual(['RevokeToken']);

    const refreshed = await cognito(h, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: refreshToken,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    const me = await cognito(h, 'GetUser', { AccessToken: accessToken });
    expect(me.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });

  it('signOut({ global: true }) ends every session of the user', async () => {
    const other = await passwordSignIn(h, 'online.returning@example.com', PASSWORD); // e.g. another device
    await auth.signIn({ username: 'online.returning@example.com', password: PASSWORD });
    const { accessToken } = await currentTokens();
    const refreshToken = storedRefreshToken();
    h.targets.length = 0;
    await auth.signOut({ global: true });
    expect(h.targets).toEqual(['GlobalSignOut']);

    for (const token of [accessToken, other.AccessToken]) {
      const me = await cognito(h, 'GetUser', { AccessToken: token });
      expect(me.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    }
    for (const token of [refreshToken, other.RefreshToken]) {
      const refreshed = await cognito(h, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: token });
      expect(refreshed.body.message).toBe('Refresh Token has been revoked');
    }
    // A new sign-in afterwards is unaffected.
    const fresh = await passwordSignIn(h, 'online.returning@example.com', PASSWORD);
    expect((await cognito(h, 'GetUser', { AccessToken: fresh.AccessToken })).status).toBe(200);
  });
});

describe('sign-up', () => {
  it('signs up with attributes and client metadata, confirms with the emailed code, then signs in', async () => {
    const email = 'maria.lopez@example.com';
    const result = await auth.signUp({
      username: email,
      password: PASSWORD,
      options: {
        userAttributes: {
          email,
          name: 'Maria',
          family_name: 'Lopez',
          'custom:brand': 'lumen',
          'custom:source': 'lumen',
        },
        clientMetadata: { enrollmentId: 'enr-123' },
      },
    });
    expect(result.isSignUpComplete).toBe(false);
    expect(result.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'm***@e***', attributeName: 'email' },
    });

    const event = preSignUpEvents.find((e) => e.userName === email);
    expect(event).toMatchObject({
      triggerSource: 'PreSignUp_SignUp',
      userPoolId: USER_POOL_ID,
      callerContext: { clientId: CLIENT_ID },
      request: {
        userAttributes: {
          email,
          name: 'Maria',
          family_name: 'Lopez',
          'custom:brand': 'lumen',
          'custom:source': 'lumen',
        },
        clientMetadata: { enrollmentId: 'enr-123' },
      },
    });

    // Not confirmed yet: Amplify turns UserNotConfirmedException into the CONFIRM_SIGN_UP step.
    const early = await auth.signIn({ username: email, password: PASSWORD });
    expect(early).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });

    const code = await latestCode(h, email);
    await expect(
      auth.confirmSignUp({ username: email, confirmationCode: code === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    const confirmed = await auth.confirmSignUp({ username: email, confirmationCode: code });
    expect(confirmed).toEqual({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    expect(postConfirmationEvents.find((e) => e.userName === email)?.triggerSource).toBe(
      'PostConfirmation_ConfirmSignUp',
    );
    await expect(auth.confirmSignUp({ username: email, confirmationCode: code })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });

    expect((await auth.signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    const attributes = await auth.fetchUserAttributes();
    expect(attributes).toMatchObject({
      email,
      email_verified: 'true',
      name: 'Maria',
      'custom:brand': 'lumen',
      sub: result.userId,
    });
  });

  it('rejects an existing username, a weak password, a non-email username and a PreSignUp veto', async () => {
    await expect(auth.signUp({ username: 'online.returning@example.com', password: PASSWORD })).rejects.toMatchObject({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    await expect(auth.signUp({ username: 'weak@example.com', password: 'password' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have numeric characters',
    });
    await expect(auth.signUp({ username: 'short@example.com', password: 'Pa55' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    await expect(auth.signUp({ username: 'not-an-email', password: PASSWORD })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(
      auth.signUp({
        username: 'no.record@example.com',
        password: PASSWORD,
        options: { userAttributes: {}, clientMetadata: { simulate: 'no-record' } },
      }),
    ).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error Customer record not found..',
    });
    const [vetoed] = await h.database.db.select().from(users).where(eq(users.username, 'no.record@example.com'));
    expect(vetoed).toBeUndefined();
  });

  it('refuses a sign-up that claims a loan-system record link', async () => {
    await expect(
      auth.signUp({
        username: 'claims.record@example.com',
        password: PASSWORD,
        options: { userAttributes: { 'custom:loanProCustomerId': 'LP-100201' } },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const [created] = await h.database.db.select().from(users).where(eq(users.username, 'claims.record@example.com'));
    expect(created).toBeUndefined();
  });

  it('resends a confirmation code and the older one stops working', async () => {
    const email = 'resend.me@example.com';
    await auth.signUp({ username: email, password: PASSWORD });
    const first = await latestCode(h, email);
    const resent = await auth.resendSignUpCode({ username: email });
    expect(resent).toMatchObject({ deliveryMedium: 'EMAIL', destination: 'r***@e***' });
    const second = await latestCode(h, email);
    if (first !== second) {
      await expect(auth.confirmSignUp({ username: email, confirmationCode: first })).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    expect((await auth.confirmSignUp({ username: email, confirmationCode: second })).isSignUpComplete).toBe(true);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the emailed code; the old password and the used code then fail', async () => {
    const email = await newUser('forgetful@example.com');
    const started = await auth.resetPassword({ username: email });
    expect(started.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'f***@e***', attributeName: 'email' },
    });
    const message = await latestMessage(h, email);
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(
      `${PUBLIC_URL}/authentication/change-password/${code}/${encodeURIComponent(email)}`,
    );

    await expect(
      auth.confirmResetPassword({
        username: email,
        confirmationCode: code === '000000' ? '111111' : '000000',
        newPassword: 'N3w-password',
      }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'N3w-password' });
    expect(postConfirmationEvents.find((e) => e.userName === email)?.triggerSource).toBe(
      'PostConfirmation_ConfirmForgotPassword',
    );

    expect((await auth.signIn({ username: email, password: 'N3w-password' })).isSignedIn).toBe(true);
    await auth.signOut();
    await expect(auth.signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'An0ther-password' }),
    ).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('answers a reset for an unknown account exactly like a real one and sends nothing', async () => {
    const result = await auth.resetPassword({ username: 'nobody.here@example.com' });
    expect(result.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'n***@e***', attributeName: 'email' },
    });
    expect(await messageCount(h, 'nobody.here@example.com')).toBe(0);
  });

  it('refuses an expired reset code', async () => {
    const email = await newUser('slowpoke@example.com');
    await auth.resetPassword({ username: email });
    const code = await latestCode(h, email);
    await h.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.subject, email), eq(verificationCodes.purpose, 'reset')));
    await expect(
      auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'N3w-password' }),
    ).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('burns a code after five wrong guesses (LimitExceededException)', async () => {
    const email = await newUser('guesser@example.com');
    await auth.resetPassword({ username: email });
    const code = await latestCode(h, email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Over the wire: Amplify retries LimitExceededException as throttling, which would only slow the test down.
    const attempt = (c: string) =>
      cognito(h, 'ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: c,
        Password: 'N3w-password',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).body.__type).toBe('CodeMismatchException');
    expect((await attempt(code)).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('updatePassword changes the password of the signed-in user', async () => {
    const email = await newUser('changer@example.com');
    await auth.signIn({ username: email, password: PASSWORD });
    await expect(
      auth.updatePassword({ oldPassword: 'Wr0ng-password', newPassword: 'Upd4ted-password' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(auth.updatePassword({ oldPassword: PASSWORD, newPassword: 'nodigits' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await auth.updatePassword({ oldPassword: PASSWORD, newPassword: 'Upd4ted-password' });
    await auth.signOut();
    expect((await auth.signIn({ username: email, password: 'Upd4ted-password' })).isSignedIn).toBe(true);
  });
});

describe('profile', () => {
  it('fetchUserAttributes returns custom attributes and linked identities', async () => {
    await auth.signIn({ username: 'csr.admin@example.com', password: PASSWORD });
    const attributes = await auth.fetchUserAttributes();
    expect(attributes).toMatchObject({
      email: 'csr.admin@example.com',
      email_verified: 'true',
      name: 'Casey',
      family_name: 'Admin',
      'custom:brand': 'lumen',
    });
    expect(JSON.parse(attributes.identities ?? '[]')).toEqual([
      expect.objectContaining({ providerName: 'CorpDirectory', userId: 'casey@corp.example' }),
    ]);
  });

  it('updateUserAttributes changes profile attributes but not the loan-system links', async () => {
    const email = await newUser('updater@example.com', { name: 'Old' });
    await auth.signIn({ username: email, password: PASSWORD });
    const result = await auth.updateUserAttributes({ userAttributes: { name: 'New', 'custom:source': 'harbor' } });
    expect(result.name?.isUpdated).toBe(true);
    expect(await auth.fetchUserAttributes()).toMatchObject({ name: 'New', 'custom:source': 'harbor' });
    await expect(
      auth.updateUserAttributes({ userAttributes: { 'custom:loanProCustomerId': 'LP-1' } }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});

describe('sign-in errors', () => {
  it('answers a wrong password and an unknown user identically, for SRP and password auth', async () => {
    const expected = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    await expect(
      auth.signIn({ username: 'online.returning@example.com', password: 'Wr0ng-password' }),
    ).rejects.toMatchObject(expected);
    await expect(auth.signIn({ username: 'ghost@example.com', password: PASSWORD })).rejects.toMatchObject(expected);
    const password = { authFlowType: 'USER_PASSWORD_AUTH' as const };
    await expect(
      auth.signIn({ username: 'online.returning@example.com', password: 'Wr0ng-password', options: password }),
    ).rejects.toMatchObject(expected);
    await expect(
      auth.signIn({ username: 'ghost@example.com', password: PASSWORD, options: password }),
    ).rejects.toMatchObject(expected);
    // The enrollment service identity cannot sign in with a password, and is told nothing more.
    await expect(auth.signIn({ username: 'enroll.user@example.com', password: PASSWORD })).rejects.toMatchObject(
      expected,
    );
    // Reset the wrong-password counter these attempts left behind.
    await h.database.db
      .update(users)
      .set({ failedSignIns: 0 })
      .where(eq(users.username, 'online.returning@example.com'));
  });

  it('locks an account for 15 minutes after five wrong passwords', async () => {
    const email = await newUser('locked.out@example.com');
    for (let i = 0; i < 5; i++) {
      await expect(auth.signIn({ username: email, password: `Wr0ng-${i}` })).rejects.toMatchObject({
        message: 'Incorrect username or password.',
      });
    }
    await expect(auth.signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.username, email));
    const lockMs = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
    expect(lockMs).toBeGreaterThan(14 * 60 * 1000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60 * 1000);

    await h.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.username, email));
    expect((await auth.signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
  });

  it('refuses a disabled user', async () => {
    const email = await newUser('disabled@example.com');
    await h.database.db.update(users).set({ enabled: false }).where(eq(users.username, email));
    await expect(auth.signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });
});
