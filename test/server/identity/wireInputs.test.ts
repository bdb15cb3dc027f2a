// A NUL byte (or another control character) in a user name or string parameter used to
// reach the database and answer 500. Every operation now refuses it at the edge with Cognito's
// InvalidParameterException (400), and nothing on Object.prototype is read as a parameter.
import { describe, expect, it } from 'vitest';
import { adminOperations, operations } from '../../../server/identity/operations';
import { CLIENT_ID, cognito } from './harness';
import { h, PASSWORD, useWireServer } from './wireServer';

useWireServer();

const NUL_NAME = 'wire.user\u0000@example.com';

/** One request per operation that names a user (or carries a string parameter) with a NUL byte in it. */
const WITH_NUL: Record<string, Record<string, unknown>> = {
  InitiateAuth: {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: NUL_NAME, PASSWORD },
  },
  RespondToAuthChallenge: {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: CLIENT_ID,
    ChallengeResponses: { USERNAME: NUL_NAME, PASSWORD_CLAIM_SECRET_BLOCK: 'x', PASSWORD_CLAIM_SIGNATURE: 'x' },
  },
  GetTokensFromRefreshToken: { ClientId: CLIENT_ID, RefreshToken: 'token\u0000' },
  RevokeToken: { ClientId: CLIENT_ID, Token: 'token\u0000' },
  GlobalSignOut: { AccessToken: 'token\u0000' },
  GetUser: { AccessToken: 'token\u0000' },
  SignUp: { ClientId: CLIENT_ID, Username: NUL_NAME, Password: PASSWORD },
  ConfirmSignUp: { ClientId: CLIENT_ID, Username: NUL_NAME, ConfirmationCode: '123456' },
  ResendConfirmationCode: { ClientId: CLIENT_ID, Username: NUL_NAME },
  ForgotPassword: { ClientId: CLIENT_ID, Username: NUL_NAME },
  ConfirmForgotPassword: { ClientId: CLIENT_ID, Username: NUL_NAME, ConfirmationCode: '123456', Password: PASSWORD },
  UpdateUserAttributes: { AccessToken: 'token', UserAttributes: [{ Name: 'name', Value: 'A\u0000B' }] },
  ChangePassword: { AccessToken: 'token\u0000', PreviousPassword: PASSWORD, ProposedPassword: PASSWORD },
  StartWebAuthnRegistration: { AccessToken: 'token\u0000' },
  CompleteWebAuthnRegistration: { AccessToken: 'token', Credential: { id: 'a\u0000b' } },
  ListWebAuthnCredentials: { AccessToken: 'token\u0000' },
  DeleteWebAuthnCredential: { AccessToken: 'token', CredentialId: 'a\u0000b' },
  AssociateSoftwareToken: { AccessToken: 'token\u0000' },
  VerifySoftwareToken: { AccessToken: 'token', UserCode: '12345\u0000' },
  SetUserMFAPreference: { AccessToken: 'token\u0000', SoftwareTokenMfaSettings: { Enabled: true } },
};

describe('control characters in identity requests', () => {
  it('covers every operation a browser may call (admin ones: adminOperations.test.ts)', () => {
    const browserOperations = Object.keys(operations).filter((name) => !Object.hasOwn(adminOperations, name));
    expect(Object.keys(WITH_NUL).sort()).toEqual(browserOperations.sort());
  });

  it.each(Object.keys(adminOperations))('%s refuses an unsigned call before reading its body', async (op) => {
    const res = await cognito(h, op, { UserPoolId: 'us-east-1_LocalPool', Username: NUL_NAME });
    expect(res.status).toBe(403);
    expect(res.body.__type).toBe('MissingAuthenticationTokenException');
  });

  it.each(Object.entries(WITH_NUL))('%s refuses a NUL byte with InvalidParameterException', async (op, payload) => {
    const res = await cognito(h, op, payload);
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('InvalidParameterException');
  });

  it.each(['SignUp', 'ForgotPassword', 'ResendConfirmationCode', 'ConfirmSignUp', 'ConfirmForgotPassword'])(
    '%s refuses other control characters in Username',
    async (op) => {
      for (const ch of ['\u0001', '\u001b', '\n', '\r', '\t', '\u007f', '\u0085', '\u2028']) {
        const res = await cognito(h, op, {
          ...WITH_NUL[op],
          Username: `wire.user${ch}@example.com`,
        });
        expect(res.status, JSON.stringify(ch)).toBe(400);
        expect(res.body.__type).toBe('InvalidParameterException');
        expect(String(res.body.message)).toContain("'username'");
      }
    },
  );

  it('refuses a NUL byte in a member name and in client metadata', async () => {
    const res = await cognito(h, 'ForgotPassword', {
      ClientId: CLIENT_ID,
      Username: 'wire.user@example.com',
      ClientMetadata: { 'a\u0000': 'b' },
    });
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('InvalidParameterException');
  });

  it('never reads a parameter from Object.prototype', async () => {
    const res = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: JSON.parse('{"__proto__": {"USERNAME": "wire.user@example.com", "PASSWORD": "Passw0rd!"}}'),
    });
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('InvalidParameterException');
  });

  it('still signs in with an ordinary user name', async () => {
    const res = await cognito(h, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'wire.user@example.com', PASSWORD },
    });
    expect(res.status).toBe(200);
  });
});
