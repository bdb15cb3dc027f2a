// The wire protocol below Amplify, its HTTP surface and request checks: CORS, content types, Cognito-shaped errors
// for unknown operations, malformed bodies and missing parameters, and forged or unknown SRP sign-ins.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { formatSrpTimestamp } from '../../../server/identity/srp';
import { CLIENT_ID, cognito } from './harness';
import { h, PASSWORD, useWireServer } from './wireServer';

useWireServer();

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
      'AWSCognitoIdentityProviderService.AdminDisableUser',
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
