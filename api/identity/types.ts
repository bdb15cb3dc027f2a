// The identity provider as sagas and the base query see it. The Amplify implementation lives in ./amplify.ts and
// is loaded lazily; tests inject a fake through the same interface.

/** A problem the identity provider reported, by Cognito exception name (`NotAuthorizedException`, ...). */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface IdentitySession {
  idToken: string;
  /** The ID token's claims: email, cognito:groups, custom:* attributes. */
  claims: Record<string, unknown>;
}

export interface HandOffTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * The sign-up attributes (email, source, brand, name, family_name, isPasswordless) and the password. An enrollment's
 * sign-up names the enrollment the server checks them against (PreSignUp) and is confirmed at once; a new customer's
 * own sign-up names none and is confirmed by an e-mailed code.
 */
export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The brand's identity source (brand configuration `cognitoSource`). */
  source: string;
  brand: string;
  isPasswordless: boolean;
  enrollmentId?: string;
}

// ---- Passkeys (WebAuthn) ----
/** A passkey as the identity provider lists it (Cognito ListWebAuthnCredentials). */
export interface Passkey {
  id: string;
  /** The name the authenticator gave it (Cognito's FriendlyCredentialName); the portal's own name is kept apart. */
  providerName: string;
  /** ISO 8601; empty when the provider did not say. */
  createdAt: string;
  /** The site (relying party) the passkey was made for. */
  relyingPartyId: string;
}
// ---- end of passkeys ----

/** Where a sign-up stands: the account is confirmed already, or it waits for the code e-mailed to it. */
export type SignUpOutcome = 'confirmed' | 'codeSent';

/** The authenticator app (TOTP) as the identity provider keeps it: on means enabled and preferred. */
export interface AuthenticatorStatus {
  on: boolean;
}

/** A set-up under way: the secret (base32) and the otpauth:// address its QR code carries. */
export interface AuthenticatorSetup {
  secret: string;
  uri: string;
}

export interface IdentityAdapter {
  /** Fetches the identity library ahead of use (a visitor started typing), so signing in does not wait for it. */
  preload?(): void;
  /** Signs in with e-mail and password (SRP). Throws IdentityError. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** The current session, refreshing tokens when needed; null when nobody is signed in. */
  session(): Promise<IdentitySession | null>;
  /** Forces a token refresh; throws when the refresh token is no longer valid. */
  refresh(): Promise<IdentitySession>;
  /** The tokens to hand to another brand's site (then this site signs out). */
  handOffTokens(): Promise<HandOffTokens | null>;
  /** Adopts tokens handed over from another brand's site. */
  adoptTokens(tokens: HandOffTokens): Promise<void>;
  /** Starts a password reset; the e-mailed link opens `origin`'s change-password page. Throws IdentityError. */
  resetPassword(email: string, origin: string): Promise<void>;
  /** Passwordless: starts a sign-in answered by an e-mailed code (Cognito custom challenge). Throws IdentityError. */
  startCodeSignIn(email: string): Promise<void>;
  /** Answers the e-mailed code: 'signedIn', or 'retry' when the code was wrong and another try is allowed. */
  answerCodeSignIn(code: string): Promise<'signedIn' | 'retry'>;
  /** Creates an account (an approved enrollment's is confirmed at once). Throws IdentityError. */
  signUp(request: SignUpRequest): Promise<SignUpOutcome>;
  /** Confirms a new account with the code e-mailed to it. Throws IdentityError. */
  confirmSignUp(email: string, code: string): Promise<void>;
  /** E-mails a new confirmation code to an account that waits for one. Throws IdentityError. */
  resendSignUpCode(email: string): Promise<void>;
  /** Sets a new password with the code from the reset link. Throws IdentityError. */
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  /**
   * Changes the signed-in user's password (Cognito ChangePassword). Throws IdentityError: NotAuthorizedException (the
   * current password is wrong, or a fresh proof of who is signed in is needed first), InvalidPasswordException,
   * LimitExceededException.
   */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;

  // --- The authenticator app (TOTP), the signed-in user's own. Each throws IdentityError. ---
  /** Whether the authenticator app is on (fetchMFAPreference). */
  authenticatorStatus(): Promise<AuthenticatorStatus>;
  /** A new secret to add to the app (setUpTOTP), its address naming `appName` (the brand) and `accountName`. */
  setUpAuthenticator(appName: string, accountName: string): Promise<AuthenticatorSetup>;
  /**
   * Confirms a set-up with a code from the app (verifyTOTPSetup). For an app that is on, this moves it to the new
   * phone: the new secret replaces the old phone's, which kept working until then.
   */
  verifyAuthenticator(code: string): Promise<void>;
  /** Turns a confirmed app on, preferred (updateMFAPreference); a change that needs a fresh proof. */
  preferAuthenticator(): Promise<void>;
  /** Turns the authenticator app off (updateMFAPreference). */
  turnOffAuthenticator(): Promise<void>;
  // ---- Passkeys (WebAuthn): Cognito's own operations, through Amplify ----
  /**
   * Signs in with a passkey alone (USER_AUTH, preferred challenge WEB_AUTHN; the browser asks the authenticator).
   * Throws IdentityError: `PasskeyAuthenticationCanceled` (cancelled, or no passkey for this site on this device),
   * `NoPasskey` (the account has none), `PasskeyNotSupported`, or the provider's own refusal.
   */
  signInWithPasskey(email: string): Promise<void>;
  /** Whether this device has a built-in authenticator that checks the user (so it could hold a passkey). */
  canHoldPasskey(): Promise<boolean>;
  /** Makes a passkey for the signed-in user (the browser asks the authenticator). Throws IdentityError. */
  addPasskey(): Promise<void>;
  listPasskeys(): Promise<Passkey[]>;
  removePasskey(id: string): Promise<void>;
  // ---- end of passkeys ----
}
