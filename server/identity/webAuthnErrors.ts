// Cognito's passkey refusals, each with a message that tells the customer what to do next.
import { CognitoError, notAuthorized } from './errors';

const refusal = (type: string, message: string) => () => new CognitoError(type, message);

export const webAuthnNotEnabled = refusal(
  'WebAuthnNotEnabledException',
  'Passkeys are not available on this page. Open the sign-in site of your brand and try again.',
);

export const webAuthnChallengeNotFound = refusal(
  'WebAuthnChallengeNotFoundException',
  'This passkey request has expired or was already used. Start adding the passkey again.',
);

export const webAuthnOriginNotAllowed = refusal(
  'WebAuthnOriginNotAllowedException',
  'This passkey was made on another site. Add the passkey from the site you sign in on.',
);

export const webAuthnRelyingPartyMismatch = refusal(
  'WebAuthnRelyingPartyMismatchException',
  'This passkey is for another site. Add a passkey for this site instead.',
);

export const webAuthnCredentialNotSupported = (reason: string) =>
  new CognitoError('WebAuthnCredentialNotSupportedException', reason);

/** Sign-in refusals are Cognito's NotAuthorizedException, as for a wrong password. */
export const passkeyRefused = {
  expired: () => notAuthorized('Your passkey sign-in took too long or was already used. Start signing in again.'),
  unknown: () =>
    notAuthorized('This passkey is not registered to this account on this site. Sign in another way, then add one.'),
  otherSite: () => notAuthorized('This passkey belongs to another site. Use it on the site it was made for.'),
  replayed: () =>
    notAuthorized('This passkey answer was already used or comes from a copied key. Start signing in again.'),
  unverified: () =>
    notAuthorized('Your passkey did not confirm it was you (PIN, fingerprint or face). Try again and confirm.'),
  invalid: () => notAuthorized('Your passkey could not be checked. Start signing in again.'),
};
