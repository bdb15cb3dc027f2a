// What a bad passkey answer gets: each refusal is Cognito's error with a message that says what to do, and nothing
// changes (no passkey added, no counter moved, no sign-in, no multi-factor pass, no audit row).
import {
  CompleteWebAuthnRegistrationCommand,
  ListWebAuthnCredentialsCommand,
  StartWebAuthnRegistrationCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { SoftAuthenticator, type AnswerOptions } from '../../support/softAuthenticator';
import { passwordSignIn, startIdentityServer, type Harness } from './harness';
import {
  addPasskey,
  answerPasskey,
  expireChallenges,
  snapshot,
  startPasskeySignIn,
  startRegistration,
  userAuth,
} from './passkeyFlows';
import { HARBOR, LUMEN, sdkClient } from './sdkClient';

const PASSWORD = 'Passw0rd!';
let h: Harness;
let n = 0;

async function customer() {
  const email = `refused.${++n}@example.com`;
  await h.identity.adminCreateUser({ email, password: PASSWORD, emailVerified: true });
  return { email, accessToken: (await passwordSignIn(h, email, PASSWORD)).AccessToken };
}

/** A customer with a passkey on Lumen's site. */
async function customerWithPasskey() {
  const who = await customer();
  const auth = await addPasskey(sdkClient(h, LUMEN), who.accessToken, new SoftAuthenticator(LUMEN));
  return { ...who, auth };
}

beforeAll(async () => {
  h = await startIdentityServer();
}, 30_000);
afterAll(async () => {
  await h?.close();
});

describe('adding a passkey is refused', () => {
  /** Starts on Lumen, answers with `answer`, completes from `completeOn`; the customer still has no passkey. */
  async function refusedRegistration(answer: AnswerOptions, completeOn = LUMEN) {
    const { accessToken } = await customer();
    const options = await startRegistration(sdkClient(h, LUMEN), accessToken);
    const Credential = new SoftAuthenticator(LUMEN).register(options, answer) as unknown as Record<string, never>;
    const client = sdkClient(h, completeOn);
    const refusal = client.send(new CompleteWebAuthnRegistrationCommand({ AccessToken: accessToken, Credential }));
    await expect(refusal).rejects.toThrow();
    const listed = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken }));
    expect(listed.Credentials).toEqual([]);
    return refusal.catch((e: Error) => ({ name: e.name, message: e.message }));
  }

  it('when it is finished on another brand site than it was started on', async () => {
    expect(await refusedRegistration({}, HARBOR)).toEqual({
      name: 'WebAuthnOriginNotAllowedException',
      message: 'This passkey was made on another site. Add the passkey from the site you sign in on.',
    });
  });

  it('when the browser made it on a page that is not ours', async () => {
    expect(await refusedRegistration({ origin: 'https://lumen.example.net' })).toMatchObject({
      name: 'WebAuthnOriginNotAllowedException',
    });
  });

  it('when the authenticator bound it to another site', async () => {
    expect(await refusedRegistration({ rpId: 'harbor.localhost' })).toEqual({
      name: 'WebAuthnRelyingPartyMismatchException',
      message: 'This passkey is for another site. Add a passkey for this site instead.',
    });
  });

  it('when the authenticator did not verify the customer', async () => {
    expect(await refusedRegistration({ unverified: true })).toMatchObject({
      name: 'WebAuthnCredentialNotSupportedException',
      message: expect.stringContaining('PIN, fingerprint or face'),
    });
  });

  it('when its challenge is older than five minutes, or already used', async () => {
    const { accessToken } = await customer();
    const client = sdkClient(h);
    const options = await startRegistration(client, accessToken);
    const Credential = new SoftAuthenticator(LUMEN).register(options) as unknown as Record<string, never>;
    await expireChallenges(h);
    await expect(
      client.send(new CompleteWebAuthnRegistrationCommand({ AccessToken: accessToken, Credential })),
    ).rejects.toMatchObject({
      name: 'WebAuthnChallengeNotFoundException',
      message: 'This passkey request has expired or was already used. Start adding the passkey again.',
    });
  });

  it('on a page that is none of the brand sites', async () => {
    const { accessToken } = await customer();
    await expect(
      sdkClient(h, 'https://phish.example').send(new StartWebAuthnRegistrationCommand({ AccessToken: accessToken })),
    ).rejects.toMatchObject({ name: 'WebAuthnNotEnabledException' });
  });
});

describe('signing in with a passkey is refused', () => {
  /** Expects the answer refused with NotAuthorizedException and `message`, and nothing changed. */
  async function refused(email: string, attempt: () => Promise<unknown>, message: string | RegExp) {
    const before = await snapshot(h, email);
    await expect(attempt()).rejects.toMatchObject({ name: 'NotAuthorizedException', message });
    expect(await snapshot(h, email)).toEqual(before);
  }

  it('for a passkey made for another brand site', async () => {
    const { email, accessToken, auth } = await customerWithPasskey();
    const harbor = sdkClient(h, HARBOR);
    // Harbor's site does not offer Lumen's passkey at all...
    expect((await userAuth(harbor, { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' })).AvailableChallenges).toEqual(
      ['PASSWORD', 'PASSWORD_SRP'],
    );
    // ...and with a passkey of Harbor's own, Lumen's answer to Harbor's challenge is still refused.
    await addPasskey(harbor, accessToken, new SoftAuthenticator(HARBOR));
    const { session, options } = await startPasskeySignIn(harbor, email);
    await refused(
      email,
      () => answerPasskey(harbor, email, session, auth.assert({ challenge: options?.challenge ?? '' })),
      'This passkey belongs to another site. Use it on the site it was made for.',
    );
  });

  it('for another customer’s passkey', async () => {
    const someone = await customerWithPasskey();
    const victim = await customerWithPasskey();
    const client = sdkClient(h);
    const { session, options } = await startPasskeySignIn(client, victim.email);
    await refused(
      victim.email,
      () => answerPasskey(client, victim.email, session, someone.auth.assert(options ?? { challenge: '' })),
      /not registered to this account/,
    );
  });

  it('for a replayed answer, to the same challenge or a new one, or from a copied key', async () => {
    const { email, auth } = await customerWithPasskey();
    const client = sdkClient(h);
    const first = await startPasskeySignIn(client, email);
    const answer = auth.assert(first.options ?? { challenge: '' });
    await answerPasskey(client, email, first.session, answer);

    await refused(
      email,
      () => answerPasskey(client, email, first.session, answer),
      /took too long or was already used/,
    );
    const second = await startPasskeySignIn(client, email);
    await refused(
      email,
      () => answerPasskey(client, email, second.session, answer),
      /took too long or was already used/,
    );
    // A copy of the key signs a fresh challenge with a counter the real one has already used.
    const third = await startPasskeySignIn(client, email);
    await refused(
      email,
      () =>
        answerPasskey(client, email, third.session, auth.assert(third.options ?? { challenge: '' }, { counter: 1 })),
      'This passkey answer was already used or comes from a copied key. Start signing in again.',
    );
  });

  it('for a challenge older than five minutes', async () => {
    const { email, auth } = await customerWithPasskey();
    const client = sdkClient(h);
    const { session, options } = await startPasskeySignIn(client, email);
    await expireChallenges(h);
    await refused(
      email,
      () => answerPasskey(client, email, session, auth.assert(options ?? { challenge: '' })),
      'Your passkey sign-in took too long or was already used. Start signing in again.',
    );
  });

  it('for an answer whose signature does not check, or that did not verify the customer', async () => {
    const { email, auth } = await customerWithPasskey();
    const client = sdkClient(h);
    const forged = await startPasskeySignIn(client, email);
    const answer = auth.assert(forged.options ?? { challenge: '' });
    answer.response.signature = Buffer.from('not a signature').toString('base64url');
    await refused(email, () => answerPasskey(client, email, forged.session, answer), /could not be checked/);
    const lazy = await startPasskeySignIn(client, email);
    await refused(
      email,
      () =>
        answerPasskey(
          client,
          email,
          lazy.session,
          auth.assert(lazy.options ?? { challenge: '' }, { unverified: true }),
        ),
      /did not confirm it was you/,
    );
  });

  it('while the account is locked after wrong passwords', async () => {
    const { email, auth } = await customerWithPasskey();
    const client = sdkClient(h);
    const { session, options } = await startPasskeySignIn(client, email);
    await h.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.username, email));
    await refused(
      email,
      () => answerPasskey(client, email, session, auth.assert(options ?? { challenge: '' })),
      'Password attempts exceeded',
    );
    await refused(
      email,
      () => userAuth(client, { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' }),
      'Password attempts exceeded',
    );
  });
});
