// A passkey answering a challenge: the request options a browser is handed (the user's passkeys for one site, user
// verification required) and the check of its answer by the WebAuthn library against the challenge, the site's origin
// and relying party, the stored public key, user verification and the signature counter, which must rise so that the
// same answer never counts twice. Shared by the passkey sign-in and the re-check before a change.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Db } from '../db/client';
import { CognitoError, invalidParameter } from './errors';
import { ownPasskey, passkeysFor, recordUse } from './passkeys';
import type { RelyingParty } from './relyingParty';
import { WEB_AUTHN_TTL_MS } from './sessions';
import { isObject } from './validate';
import { passkeyRefused } from './webAuthnErrors';

/** The browser's request options for the user's passkeys on this site; undefined when there are none. */
export async function passkeyRequestOptions(
  db: Db,
  userId: string,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const keys = await passkeysFor(db, userId, rp.id);
  if (keys.length === 0) return undefined;
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
    userVerification: 'required',
    timeout: WEB_AUTHN_TTL_MS,
  });
}

/** The browser's answer (PublicKeyCredential.toJSON()) from its JSON text; InvalidParameterException otherwise. */
export function assertionOf(json: string): AuthenticationResponseJSON {
  let credential: unknown;
  try {
    credential = JSON.parse(json);
  } catch {
    throw invalidParameter('CREDENTIAL must be the passkey answer as JSON.');
  }
  const response = isObject(credential) ? credential.response : undefined;
  if (!isObject(credential) || typeof credential.id !== 'string' || !isObject(response)) {
    throw invalidParameter('CREDENTIAL must be an AuthenticationResponseJSON object.');
  }
  return credential as unknown as AuthenticationResponseJSON;
}

/** The library's refusal as Cognito's: which check failed decides what the customer is told. */
function assertionRefusal(error: unknown): CognitoError {
  if (error instanceof CognitoError) return error;
  const message = error instanceof Error ? `${error.name} ${error.message}` : '';
  if (/counter/i.test(message)) return passkeyRefused.replayed();
  if (/verif|present/i.test(message)) return passkeyRefused.unverified();
  if (/origin|RP ?ID/i.test(message)) return passkeyRefused.otherSite();
  if (/challenge/i.test(message)) return passkeyRefused.expired();
  return passkeyRefused.invalid();
}

/**
 * Checks the user's passkey answer to `challenge`, issued for `rp`, and records the use (the counter and when). Throws
 * one of passkeyRefused's NotAuthorizedExceptions when it is not theirs, not for this site, not verified, or replayed.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  userId: string,
  credential: AuthenticationResponseJSON,
  expected: { challenge: string; rp: RelyingParty },
  now: Date,
): Promise<void> {
  const { rp } = expected;
  const key = await ownPasskey(db, userId, credential.id);
  if (!key) throw passkeyRefused.unknown();
  if (key.relyingPartyId !== rp.id) throw passkeyRefused.otherSite();
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: expected.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: Uint8Array.from(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw passkeyRefused.invalid();
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    throw assertionRefusal(error);
  }
  // Written only if no other answer moved the counter meanwhile: the same answer cannot count twice.
  if (!(await recordUse(db, key, newCounter, now))) throw passkeyRefused.replayed();
}
