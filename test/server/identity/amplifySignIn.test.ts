// Amplify contract, signing in: SRP, USER_PASSWORD_AUTH, custom challenges and NEW_PASSWORD_REQUIRED with verifiable
// Cognito-shaped tokens, and the errors Amplify must see for wrong passwords, locked and disabled users.
import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { auth, currentTokens, h, ISSUER, jwks, newUser, PASSWORD, useAmplify } from './amplifyClient';
import { CLIENT_ID, latestCode, messageCount } from './harness';

useAmplify();

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
