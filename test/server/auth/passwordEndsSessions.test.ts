// A new password ends the other sign-ins. After ChangePassword every other session's
// access token (GetUser), refresh token (REFRESH_TOKEN_AUTH) and ID token (/graphql) is refused while the caller's
// own session goes on; after a reset (ConfirmForgotPassword) every session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveNow } from '../recheck/freshProof';
import { newCustomer, startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

async function signIn(email: string, password: string): Promise<Tokens> {
  const { body } = await h.cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: h.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = body.AuthenticationResult as Tokens | undefined;
  if (!result) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return result;
}

/** What each of the session's three tokens gets: 'ok' or the refusal. */
async function sessionState(email: string, tokens: Tokens) {
  const user = await h.cognito('GetUser', { AccessToken: tokens.AccessToken });
  const refresh = await h.cognito('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: h.clientId,
    AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
  });
  const graphql = await h.graphql('query ($email: String!) { skipResumeApplication(email: $email) }', {
    token: tokens.IdToken,
    variables: { email },
  });
  return {
    access: user.status === 200 ? 'ok' : `${String(user.body.__type)}: ${String(user.body.message)}`,
    refresh: refresh.body.AuthenticationResult
      ? 'ok'
      : `${String(refresh.body.__type)}: ${String(refresh.body.message)}`,
    id: graphql.body.errors?.[0]?.extensions?.code ?? (graphql.body.data ? 'ok' : 'no data'),
  };
}

const LIVE = { access: 'ok', refresh: 'ok', id: 'ok' };
const ENDED = {
  access: 'NotAuthorizedException: Access Token has been revoked',
  refresh: 'NotAuthorizedException: Refresh Token has been revoked',
  id: 'UNAUTHENTICATED',
};

describe('a new password ends the other sessions', () => {
  it('ChangePassword keeps the caller’s session and ends every other one', async () => {
    const email = await newCustomer(h, 'change.ends.others@example.com');
    const mine = await signIn(email, 'Passw0rd!');
    const thief = await signIn(email, 'Passw0rd!');
    const tablet = await signIn(email, 'Passw0rd!');
    expect(await sessionState(email, thief)).toEqual(LIVE);
    // A change of password needs a fresh proof of who is signed in (the sign-in's code, here just given).
    await proveNow(h.server.services.db, mine.AccessToken);

    const change = await h.cognito('ChangePassword', {
      AccessToken: mine.AccessToken,
      PreviousPassword: 'Passw0rd!',
      ProposedPassword: 'N3w-Passw0rd',
    });
    expect(change.status).toBe(200);

    expect(await sessionState(email, thief)).toEqual(ENDED);
    expect(await sessionState(email, tablet)).toEqual(ENDED);
    expect(await sessionState(email, mine)).toEqual(LIVE);
    // The new password signs in; the old one does not.
    expect(await sessionState(email, await signIn(email, 'N3w-Passw0rd'))).toEqual(LIVE);
  });

  it('a wrong previous password changes nothing and ends nothing', async () => {
    const email = await newCustomer(h, 'change.refused@example.com');
    const mine = await signIn(email, 'Passw0rd!');
    const other = await signIn(email, 'Passw0rd!');
    const change = await h.cognito('ChangePassword', {
      AccessToken: mine.AccessToken,
      PreviousPassword: 'Not-the-passw0rd',
      ProposedPassword: 'N3w-Passw0rd',
    });
    expect(change.body.__type).toBe('NotAuthorizedException');
    expect(await sessionState(email, other)).toEqual(LIVE);
  });

  it('ConfirmForgotPassword ends every session, including the one that asked', async () => {
    const email = await newCustomer(h, 'reset.ends.all@example.com');
    const first = await signIn(email, 'Passw0rd!');
    const second = await signIn(email, 'Passw0rd!');
    expect((await h.cognito('ForgotPassword', { ClientId: h.clientId, Username: email })).status).toBe(200);
    const [message] = await h.server.services.outbox.list(email);
    const reset = await h.cognito('ConfirmForgotPassword', {
      ClientId: h.clientId,
      Username: email,
      ConfirmationCode: message?.code,
      Password: 'R3set-Passw0rd',
    });
    expect(reset.status).toBe(200);

    expect(await sessionState(email, first)).toEqual(ENDED);
    expect(await sessionState(email, second)).toEqual(ENDED);
    expect(await sessionState(email, await signIn(email, 'R3set-Passw0rd'))).toEqual(LIVE);
  });

  it('a refused reset code ends nothing', async () => {
    const email = await newCustomer(h, 'reset.refused@example.com');
    const session = await signIn(email, 'Passw0rd!');
    await h.cognito('ForgotPassword', { ClientId: h.clientId, Username: email });
    const reset = await h.cognito('ConfirmForgotPassword', {
      ClientId: h.clientId,
      Username: email,
      ConfirmationCode: 'not-a-code',
      Password: 'R3set-Passw0rd',
    });
    expect(reset.body.__type).toBe('CodeMismatchException');
    expect(await sessionState(email, session)).toEqual(LIVE);
  });
});
