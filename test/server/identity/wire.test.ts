// The wire protocol below Amplify: CORS, content types, Cognito-shaped errors for bad requests, JWKS and key
// persistence, token checks, the Identity interface used by the rest of the server, and what never reaches logs
// or the database.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { refreshTokens, signingKeys, users, verificationCodes } from '../../../server/db/schema';
import { createIdentity } from '../../../server/identity';
import { makeOutbox } from '../../../server/outbox/outbox';
import { formatSrpTimestamp } from '../../../server/identity/srp';
import {
  CLIENT_ID,
  PUBLIC_URL,
  USER_POOL_ID,
  cognito,
  latestCode,
  messageCount,
  passwordSignIn,
  startIdentityServer,
  type Harness,
} from './harness';

const PASSWORD = 'Passw0rd!';
let h: Harness;

beforeAll(async () => {
  h = await startIdentityServer();
  await h.identity.adminCreateUser({
    email: 'wire.user@example.com',
    password: PASSWORD,
    groups: ['CSR'],
    attributes: { 'custom:brand': 'keel', name: 'Wyn' },
  });
}, 30_000);

afterAll(async () => {
  await h?.close();
});

describe('HTTP surface', () => {
  it('answers a CORS preflight from a brand origin with every header Amplify sends', async () => {
    const res = await fetch(h.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://lumen.localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,cache-control,amz-sdk-invocation-id,amz-sdk-request',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    for (const header of [
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'cache-control',
      'authorization',
      'amz-sdk-invocation-id',
      'amz-sdk-request',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('sends CORS and request-id headers on answers, errors included', async () => {
    const res = await cognito(h, 'GetUser', { AccessToken: 'nope' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-type')).toContain('application/x-amz-json-1.1');
  });

  it('reports an unknown, missing or prototype-named operation as UnknownOperationException', async () => {
    for (const target of [
      'AWSCognitoIdentityProviderService.AdminDeleteUser',
      'AWSCognitoIdentityProviderService.constructor',
      'SomethingElse.InitiateAuth',
      null,
    ]) {
      const res = await cognito(h, 'x', {}, { target });
      expect(res.status).toBe(400);
      expect(res.body.__type).toBe('UnknownOperationException');
      expect(res.headers.get('x-amzn-errortype')).toBe('UnknownOperationException');
    }
  });

  it('answers malformed bodies with InvalidParameterException, never a 500 or a stack trace', async () => {
    for (const rawBody of ['{not json', '[1,2]', '"text"', '{"ClientId": 12}']) {
      const res = await cognito(h, 'InitiateAuth', {}, { rawBody });
      expect(res.status).toBe(400);
      expect(res.body.__type).toBe('InvalidParameterException');
      expect(res.text).not.toMatch(/at .+\.(ts|js):\d+/);
    }
  });

  it('accepts the AWS JSON content types and plain JSON alike', async () => {
    for (const contentType of [
      'application/x-amz-json-1.1',
      'application/x-amz-json-1.0',
      'application/json',
      'text/plain;charset=UTF-8',
    ]) {
      const res = await cognito(
        h,
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: CLIENT_ID,
          AuthParameters: { USERNAME: 'wire.user@example.com', PASSWORD },
        },
        { contentType },
      );
      expect(res.status, contentType).toBe(200);
    }
  });

  it('keeps its body parser to itself: other routes still parse JSON normally', async () => {
    const res = await fetch(`${h.base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await res.json()).toEqual({ received: { a: 1 } });
  });
});

describe('request validation', () => {
  it('uses Cognito wording for missing members and parameters', async () => {
    const noClient = await cognito(h, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: {} });
    expect(noClient.body).toEqual({
      __type: 'InvalidParameterException',
      message:
        "1 validation error detected: Value null at 'clientId' failed to satisfy constraint: Member must not be null",
    });
    const noUsername = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { PASSWORD },
    });
    expect(noUsername.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter USERNAME',
    });
    const noSrpA = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'x@example.com' },
    });
    expect(noSrpA.body.message).toBe('Missing required parameter SRP_A');
    const badFlow = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'ADMIN_NO_SRP_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: {},
    });
    expect(badFlow.body.__type).toBe('InvalidParameterException');
  });

  it('rejects an unknown app client', async () => {
    const res = await cognito(h, 'SignUp', { ClientId: 'someoneelse', Username: 'a@example.com', Password: PASSWORD });
    expect(res.body).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'User pool client someoneelse does not exist.',
    });
  });

  it('rejects a malformed SRP TIMESTAMP', async () => {
    const res = await cognito(h, 'RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: 'wire.user@example.com',
        PASSWORD_CLAIM_SECRET_BLOCK: 'AAAA',
        PASSWORD_CLAIM_SIGNATURE: 'AAAA',
        TIMESTAMP: '2026-11-22T02:33:01Z',
      },
    });
    expect(res.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.',
    });
  });

  it('refuses a forged PASSWORD_VERIFIER proof', async () => {
    const started = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'wire.user@example.com', SRP_A: 'abcdef0123456789'.repeat(20) },
    });
    const params = started.body.ChallengeParameters as Record<string, string>;
    expect(Object.keys(params).sort()).toEqual(['SALT', 'SECRET_BLOCK', 'SRP_B', 'USERNAME', 'USER_ID_FOR_SRP']);
    const res = await cognito(h, 'RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: params.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK,
        PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString('base64'),
        TIMESTAMP: formatSrpTimestamp(new Date()),
      },
    });
    expect(res.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    await h.database.db.update(users).set({ failedSignIns: 0 }).where(eq(users.username, 'wire.user@example.com'));
  });

  it('gives an unknown user a plausible SRP challenge, so existence is not revealed at InitiateAuth', async () => {
    const res = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'ghost@example.com', SRP_A: 'abcdef'.repeat(40) },
    });
    expect(res.status).toBe(200);
    expect(res.body.ChallengeName).toBe('PASSWORD_VERIFIER');
  });
});

describe('tokens', () => {
  it('publishes the public signing key as a JWKS and stores the private key only encrypted', async () => {
    const res = await fetch(h.jwksUrl);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(body.keys[0]).not.toHaveProperty('d');
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    expect(decodeProtectedHeader(IdToken).kid).toBe(body.keys[0]?.kid);

    const [row] = await h.database.db.select().from(signingKeys);
    expect(row?.privateJwkEncrypted.startsWith('v1.')).toBe(true);
    expect(row?.privateJwkEncrypted).not.toContain('"d"');

    expect((await fetch(`${h.base}/cognito/us-east-1_Other/.well-known/jwks.json`)).status).toBe(404);
  });

  it('reuses the persisted key pair when the service is built again on the same database', async () => {
    const again = await createIdentity({
      db: h.database.db,
      cipher: h.cipher,
      config: h.config,
      outbox: makeOutbox(h.database.db),
      log: h.app.log,
    });
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const claims = await again.verifyIdToken(IdToken);
    expect(claims).toMatchObject({
      username: 'wire.user@example.com',
      groups: ['CSR'],
      attributes: { 'custom:brand': 'keel', name: 'Wyn' },
    });
    expect((await h.database.db.select().from(signingKeys)).length).toBe(1);
  });

  it('fixes the issuer to the public URL whatever host the request used', async () => {
    const { AccessToken, IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    expect(decodeJwt(IdToken).iss).toBe(`${PUBLIC_URL}/cognito/${USER_POOL_ID}`);
    expect(decodeJwt(AccessToken).iss).toBe(h.identity.issuer);
  });

  it('refreshes with REFRESH_TOKEN_AUTH too, without rotating the refresh token', async () => {
    const { RefreshToken, AccessToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const res = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    expect(res.status).toBe(200);
    const result = res.body.AuthenticationResult as Record<string, unknown>;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.RefreshToken).toBeUndefined();
    expect(decodeJwt(result.AccessToken as string).origin_jti).toBe(decodeJwt(AccessToken).origin_jti);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const unknown = await cognito(h, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: 'made-up' });
    expect(unknown.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    const { RefreshToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const hash = createHash('sha256').update(RefreshToken).digest('hex');
    await h.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash));
    const expired = await cognito(h, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken });
    expect(expired.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' });
  });

  it('refuses garbage, foreign-signed and ID tokens where an access token is required', async () => {
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'access', client_id: CLIENT_ID, origin_jti: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(h.identity.issuer)
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const token of ['garbage', IdToken, forged]) {
      for (const op of ['GetUser', 'GlobalSignOut', 'UpdateUserAttributes', 'ChangePassword']) {
        const res = await cognito(h, op, {
          AccessToken: token,
          UserAttributes: [],
          PreviousPassword: PASSWORD,
          ProposedPassword: 'An0ther-one',
        });
        expect(res.body, `${op} with ${token.slice(0, 10)}`).toEqual({
          __type: 'NotAuthorizedException',
          message: 'Invalid Access Token',
        });
      }
    }
  });

  it('verifyIdToken rejects a tampered token', async () => {
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const [header, payload, signature] = IdToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['CSR', 'admin'] })).toString('base64url')}.${signature}`;
    await expect(h.identity.verifyIdToken(tampered)).rejects.toThrow();
  });

  it('isSessionActive follows sign-out', async () => {
    const { IdToken, RefreshToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const { originJti } = await h.identity.verifyIdToken(IdToken);
    expect(originJti).toBeTruthy();
    expect(await h.identity.isSessionActive?.(originJti ?? '')).toBe(true);
    await cognito(h, 'RevokeToken', { ClientId: CLIENT_ID, Token: RefreshToken });
    expect(await h.identity.isSessionActive?.(originJti ?? '')).toBe(false);
  });
});

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

describe('Identity interface', () => {
  it('publicConfig points Amplify at the embedded endpoint for the request origin', () => {
    expect(h.identity.publicConfig('http://lumen.localhost:8080')).toEqual({
      userPoolId: USER_POOL_ID,
      userPoolClientId: CLIENT_ID,
      userPoolEndpoint: 'http://lumen.localhost:8080/cognito',
    });
  });

  it('publicConfig leaves the endpoint to Amplify when a real pool is configured', async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    const external = await createIdentity({
      db: h.database.db,
      cipher: h.cipher,
      config: {
        ...base,
        cognito: {
          ...base.cognito,
          userPoolId: 'eu-west-1_RealPool',
          externalEndpoint: 'https://cognito-idp.eu-west-1.amazonaws.com/',
        },
      },
      outbox: makeOutbox(h.database.db),
      log: h.app.log,
    });
    expect(external.publicConfig('http://localhost:8080').userPoolEndpoint).toBeUndefined();
    expect(external.issuer).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_RealPool');
  });

  it('adminCreateUser refuses a duplicate and a weak password', async () => {
    await expect(
      h.identity.adminCreateUser({ email: 'WIRE.user@example.com', password: PASSWORD }),
    ).rejects.toMatchObject({ type: 'UsernameExistsException' });
    await expect(
      h.identity.adminCreateUser({ email: 'weak.admin@example.com', password: 'short1' }),
    ).rejects.toMatchObject({ type: 'InvalidPasswordException' });
  });

  it('adminUpdateUserAttributes sets the links users cannot set themselves, and they reach the ID token', async () => {
    await h.identity.adminUpdateUserAttributes?.('wire.user@example.com', {
      'custom:loanProCustomerId': 'LP-77',
      'custom:boCode': 'BO-7',
    });
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    expect((await h.identity.verifyIdToken(IdToken)).attributes).toMatchObject({
      'custom:loanProCustomerId': 'LP-77',
      'custom:boCode': 'BO-7',
    });
  });

  it('runs PreTokenGeneration handlers on the ID token', async () => {
    h.identity.triggers?.add('preTokenGeneration', (event) => {
      if (event.userName !== 'wire.user@example.com') return;
      event.response.claimsOverrideDetails = {
        claimsToAddOrOverride: { 'custom:source': 'pretoken', iss: 'evil' },
        claimsToSuppress: ['name'],
      };
    });
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const claims = decodeJwt(IdToken);
    expect(claims['custom:source']).toBe('pretoken');
    expect(claims.name).toBeUndefined();
    expect(claims.iss).toBe(h.identity.issuer); // reserved claims cannot be overridden
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
