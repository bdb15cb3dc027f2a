// The wire protocol below Amplify, flows Amplify does not drive here: code throttling, CUSTOM_AUTH for an unknown
// user, PreSignUp auto-confirmation, expired access tokens, and what never reaches the database or the logs.
import { eq } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, signingKeys, users, verificationCodes } from '../../../server/db/schema';
import { CLIENT_ID, cognito, latestCode, messageCount, passwordSignIn } from './harness';
import { h, PASSWORD, useWireServer } from './wireServer';

useWireServer();

describe('flows without Amplify', () => {
  it('throttles code requests: a sixth code within the hour is LimitExceededException', async () => {
    const email = 'chatty@example.com';
    expect((await cognito(h, 'SignUp', { ClientId: CLIENT_ID, Username: email, Password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await cognito(h, 'ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email })).status).toBe(200);
    }
    const sixth = await cognito(h, 'ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email });
    expect(sixth.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect(await messageCount(h, email)).toBe(5);
  });

  it('runs CUSTOM_AUTH for an unknown user without sending anything, then fails after three answers', async () => {
    const start = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'ghost@example.com' },
    });
    expect(start.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE', Session: expect.any(String) });
    expect(await messageCount(h, 'ghost@example.com')).toBe(0);
    let session = start.body.Session as string;
    const answer = () =>
      cognito(h, 'RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: session,
        ChallengeResponses: { USERNAME: 'ghost@example.com', ANSWER: '123456' },
      });
    for (let i = 0; i < 2; i++) {
      const next = await answer();
      expect(next.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
      session = next.body.Session as string;
    }
    expect((await answer()).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    // A session is single use.
    expect((await answer()).body.__type).toBe('NotAuthorizedException');
  });

  it('lets a PreSignUp handler auto-confirm and verify the email', async () => {
    h.identity.triggers?.add('preSignUp', (event) => {
      if (event.request.clientMetadata?.autoConfirm === 'yes') {
        event.response.autoConfirmUser = true;
        event.response.autoVerifyEmail = true;
      }
    });
    const email = 'auto.confirmed@example.com';
    const res = await cognito(h, 'SignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      Password: PASSWORD,
      ClientMetadata: { autoConfirm: 'yes' },
    });
    expect(res.body).toMatchObject({ UserConfirmed: true, UserSub: expect.any(String) });
    expect(res.body.CodeDeliveryDetails).toBeUndefined();
    expect(await messageCount(h, email)).toBe(0);
    const { IdToken } = await passwordSignIn(h, email, PASSWORD);
    expect(decodeJwt(IdToken).email_verified).toBe(true);
  });

  it('answers an expired access token with Cognito’s wording', async () => {
    const { AccessToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const [key] = await h.database.db.select().from(signingKeys);
    const privateKey = await importJWK(JSON.parse(h.cipher.decrypt(key?.privateJwkEncrypted ?? '')) as JWK, 'RS256');
    const claims = decodeJwt(AccessToken);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await new SignJWT({ ...claims, iat: past, exp: past + 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: key?.kid ?? '' })
      .sign(privateKey);
    expect((await cognito(h, 'GetUser', { AccessToken: expired })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
  });
});

describe('secrets stay secret', () => {
  it('stores no password, no clear code and no clear refresh token, and logs none of them', async () => {
    const email = 'secretive@example.com';
    const signUp = await cognito(h, 'SignUp', { ClientId: CLIENT_ID, Username: email, Password: 'S3cret-Passw0rd' });
    expect(signUp.status).toBe(200);
    const code = await latestCode(h, email);
    await cognito(h, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
    const tokens = await passwordSignIn(h, email, 'S3cret-Passw0rd');

    const [user] = await h.database.db.select().from(users).where(eq(users.username, email));
    expect(JSON.stringify(user)).not.toContain('S3cret-Passw0rd');
    const codes = await h.database.db.select().from(verificationCodes).where(eq(verificationCodes.subject, email));
    expect(codes.every((c) => c.codeHash !== code && !c.codeHash.includes(code))).toBe(true);
    const stored = await h.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user?.id ?? ''));
    expect(stored.some((r) => r.tokenHash === tokens.RefreshToken)).toBe(false);

    // Compare against logged string values only: pino's numeric timestamps could contain any 6 digits by chance.
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    h.logLines.forEach((line) => collect(JSON.parse(line)));
    expect(h.logLines.join('\n')).toContain('"operation":"SignUp","outcome":"ok"');
    for (const secret of ['S3cret-Passw0rd', code, tokens.RefreshToken, tokens.AccessToken, tokens.IdToken]) {
      expect(strings.some((s) => s.includes(secret))).toBe(false);
    }
  });
});
