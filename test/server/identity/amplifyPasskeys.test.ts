// Amplify contract, passkeys: the real @aws-amplify/auth adds a passkey (associateWebAuthnCredential), lists it, is
// refused removing the only one and removes one of two, and signs in with USER_AUTH (the passkey, or the password
// chosen from the first-factor selection), against the identity service. Node has no WebAuthn, so for the calls that
// need it the page is a secure browser context whose navigator.credentials is the software authenticator, and every
// request carries Lumen's Origin.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LAST_FACTOR_MESSAGE } from '../../../src/lib/security/lastFactor';
import { SoftAuthenticator } from '../../support/softAuthenticator';
import { proveNow } from '../recheck/freshProof';
import { auth, currentTokens, h, newUser, PASSWORD, useAmplify } from './amplifyClient';
import { LUMEN } from './sdkClient';

useAmplify();

const b64url = (buffer: ArrayBuffer | ArrayBufferView) =>
  Buffer.from(buffer instanceof ArrayBuffer ? buffer : buffer.buffer).toString('base64url');
const toArrayBuffer = (b64: string) => Uint8Array.from(Buffer.from(b64, 'base64url')).buffer;

class PublicKeyCredential {
  readonly type = 'public-key';
  readonly authenticatorAttachment = 'platform';
  readonly rawId: ArrayBuffer;
  constructor(
    readonly id: string,
    readonly response: AuthenticatorAttestationResponse | AuthenticatorAssertionResponse,
  ) {
    this.rawId = toArrayBuffer(id);
  }
  getClientExtensionResults() {
    return {};
  }
}

class AuthenticatorAttestationResponse {
  readonly clientDataJSON: ArrayBuffer;
  readonly attestationObject: ArrayBuffer;
  constructor(json: { clientDataJSON: string; attestationObject: string }) {
    this.clientDataJSON = toArrayBuffer(json.clientDataJSON);
    this.attestationObject = toArrayBuffer(json.attestationObject);
  }
  getTransports = () => ['internal'];
  getPublicKeyAlgorithm = () => -7;
  getAuthenticatorData = () => new ArrayBuffer(0);
  getPublicKey = () => null;
}

class AuthenticatorAssertionResponse {
  readonly clientDataJSON: ArrayBuffer;
  readonly authenticatorData: ArrayBuffer;
  readonly signature: ArrayBuffer;
  readonly userHandle: ArrayBuffer | null;
  constructor(json: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string }) {
    this.clientDataJSON = toArrayBuffer(json.clientDataJSON);
    this.authenticatorData = toArrayBuffer(json.authenticatorData);
    this.signature = toArrayBuffer(json.signature);
    this.userHandle = json.userHandle ? toArrayBuffer(json.userHandle) : null;
  }
}

interface CreateOptions {
  publicKey: { challenge: ArrayBuffer; rp: { id: string; name: string }; user: { id: ArrayBuffer } };
}
interface GetOptions {
  publicKey: { challenge: ArrayBuffer; rpId: string };
}

/** A secure page on Lumen's site whose browser holds `authenticator`, for the duration of one call. */
async function inBrowser<T>(authenticator: SoftAuthenticator, call: () => Promise<T>): Promise<T> {
  const credentials = {
    create: async ({ publicKey }: CreateOptions) => {
      const json = authenticator.register({
        challenge: b64url(publicKey.challenge),
        rp: publicKey.rp,
        user: { id: b64url(publicKey.user.id) },
      });
      return new PublicKeyCredential(json.id, new AuthenticatorAttestationResponse(json.response));
    },
    get: async ({ publicKey }: GetOptions) => {
      const json = authenticator.assert({ challenge: b64url(publicKey.challenge), rpId: publicKey.rpId });
      return new PublicKeyCredential(json.id, new AuthenticatorAssertionResponse(json.response));
    },
  };
  const globals = globalThis as Record<string, unknown>;
  Object.assign(globals, { PublicKeyCredential, AuthenticatorAttestationResponse, AuthenticatorAssertionResponse });
  globals.window = { isSecureContext: true, document: {}, PublicKeyCredential };
  const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { credentials }, configurable: true, writable: true });
  try {
    return await call();
  } finally {
    delete globals.window;
    if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
    else Reflect.deleteProperty(globalThis, 'navigator');
  }
}

const realFetch = globalThis.fetch;
beforeAll(() => {
  // Every call as the page on Lumen's site makes it: the browser names the page in the Origin header.
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', LUMEN);
    return realFetch(input, { ...init, headers });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
});

let n = 0;
let passkey: SoftAuthenticator;

/** A new customer signed in with the password who adds a passkey through Amplify, then signs out. */
async function customerWithPasskey(): Promise<string> {
  const email = await newUser(`amplify.passkey.${++n}@example.com`);
  await auth.signIn({ username: email, password: PASSWORD });
  // Adding a passkey needs a fresh proof of who is signed in (the sign-in's code, here just given).
  await proveNow(h.database.db, (await currentTokens()).accessToken);
  passkey = new SoftAuthenticator(LUMEN);
  await inBrowser(passkey, () => auth.associateWebAuthnCredential());
  return email;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
});

describe('passkeys through Amplify', () => {
  it('adds, lists and removes a passkey', async () => {
    await customerWithPasskey();
    const { credentials, nextToken } = await auth.listWebAuthnCredentials();
    expect(nextToken).toBeUndefined();
    expect(credentials).toEqual([
      {
        credentialId: passkey.id,
        friendlyCredentialName: expect.any(String),
        relyingPartyId: 'lumen.localhost',
        authenticatorAttachment: 'platform',
        authenticatorTransports: ['internal'],
        createdAt: expect.any(Date),
      },
    ]);
    expect(Math.abs((credentials[0]?.createdAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    // The only strong factor stays; with a second passkey added, the first can go.
    await expect(auth.deleteWebAuthnCredential({ credentialId: passkey.id })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: LAST_FACTOR_MESSAGE,
    });
    const second = new SoftAuthenticator(LUMEN);
    await inBrowser(second, () => auth.associateWebAuthnCredential());
    await auth.deleteWebAuthnCredential({ credentialId: passkey.id });
    const left = (await auth.listWebAuthnCredentials()).credentials;
    expect(left.map((c) => c.credentialId)).toEqual([second.id]);
  });

  it('signs in with the passkey alone (USER_AUTH, WEB_AUTHN preferred)', async () => {
    const email = await customerWithPasskey();
    await auth.signOut();
    const result = await inBrowser(passkey, () =>
      auth.signIn({ username: email, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } }),
    );
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await currentTokens()).idToken).toEqual(expect.any(String));
  });

  it('offers the first factors and signs in with the password chosen from them', async () => {
    const email = await customerWithPasskey();
    await auth.signOut();
    const first = await auth.signIn({ username: email, options: { authFlowType: 'USER_AUTH' } });
    expect(first).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['WEB_AUTHN', 'PASSWORD', 'PASSWORD_SRP'],
      },
    });
    const chosen = await auth.confirmSignIn({ challengeResponse: 'PASSWORD_SRP' });
    expect(chosen.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_PASSWORD');
    expect(await auth.confirmSignIn({ challengeResponse: PASSWORD })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });
});
