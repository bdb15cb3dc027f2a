// The saga context as fakes with behaviour and call records: an identity provider with a user directory and one
// session, navigation that records where the user was sent, localStorage in memory and an analytics recorder.
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import {
  IdentityError,
  type HandOffTokens,
  type AuthenticatorSetup,
  type AuthenticatorStatus,
  type IdentityAdapter,
  type IdentitySession,
  type Passkey,
  type SignUpOutcome,
  type SignUpRequest,
} from '../../../api/identity/types';
import type { Navigation, SagaDeps } from '../../../sagas/context';
import { FakeCookies, MemoryStorage } from './browserFakes';
import { CLAIMS, PASSWORD, type Claims } from './demoAccounts';

export { FakeCookies, MemoryStorage };

// JWT-shaped (base64url segments and dots) so URL encoding is exercised as with real tokens.
const jwt = (email: string, use: string) =>
  `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ email, token_use: use })).toString('base64url')}.sig-${use}`;

/** The tokens of a fake session; `adoptTokens` finds the account back from the ID token. */
export const tokensFor = (email: string): HandOffTokens => ({
  idToken: jwt(email, 'id'),
  accessToken: jwt(email, 'access'),
  refreshToken: `refresh_${Buffer.from(email).toString('base64url')}`,
});

const emailInIdToken = (idToken: string): string => {
  const payload = idToken.split('.')[1] ?? '';
  try {
    return String((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { email?: unknown }).email ?? '');
  } catch {
    return '';
  }
};

/**
 * An identity provider with a user directory and one current session, like Amplify in one browser tab.
 * `overrides` replace single methods for failure cases.
 */
export class FakeIdentity implements IdentityAdapter {
  current: IdentitySession | null = null;
  readonly signIns: { email: string; password: string }[] = [];
  readonly adopted: HandOffTokens[] = [];
  signOuts = 0;

  constructor(
    private readonly log: string[],
    private readonly users: Claims[],
    private readonly overrides: Partial<IdentityAdapter> = {},
  ) {}

  private sessionOf(email: string): IdentitySession | null {
    const claims = [...this.users, ...this.signedUp].find((c) => c.email === email);
    return claims ? { idToken: tokensFor(email).idToken, claims } : null;
  }

  /** Starts as if this user had signed in on an earlier visit (tokens in storage). */
  signedInAs(claims: Claims): this {
    this.current = { idToken: tokensFor(String(claims.email)).idToken, claims };
    return this;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.log.push('identity.signIn');
    this.signIns.push({ email, password });
    if (this.overrides.signIn) return this.overrides.signIn(email, password);
    const session = this.sessionOf(email);
    if (!session) throw new IdentityError('UserNotFoundException', 'User does not exist.');
    if (this.pendingSignUps.has(email)) throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
    if (password !== (this.passwords.get(email) ?? PASSWORD))
      throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
    this.current = session;
  }

  async signOut(): Promise<void> {
    this.log.push('identity.signOut');
    this.signOuts += 1;
    this.current = null;
  }

  async session(): Promise<IdentitySession | null> {
    this.log.push('identity.session');
    if (this.overrides.session) return this.overrides.session();
    return this.current;
  }

  async refresh(): Promise<IdentitySession> {
    if (!this.current) throw new IdentityError('NotAuthorizedException', 'Refresh Token has expired');
    return this.current;
  }

  async handOffTokens(): Promise<HandOffTokens | null> {
    this.log.push('identity.handOffTokens');
    if (this.overrides.handOffTokens) return this.overrides.handOffTokens();
    return this.current ? tokensFor(String(this.current.claims.email)) : null;
  }

  async adoptTokens(tokens: HandOffTokens): Promise<void> {
    this.log.push('identity.adoptTokens');
    this.adopted.push(tokens);
    if (this.overrides.adoptTokens) return this.overrides.adoptTokens(tokens);
    this.current = this.sessionOf(emailInIdToken(tokens.idToken));
  }

  readonly resets: { email: string; origin: string }[] = [];
  readonly confirmations: { email: string; code: string; newPassword: string }[] = [];

  readonly codeSignIns: string[] = [];
  codeAnswers: ('signedIn' | 'retry')[] = [];

  async startCodeSignIn(email: string): Promise<void> {
    this.log.push('identity.startCodeSignIn');
    if (this.overrides.startCodeSignIn) return this.overrides.startCodeSignIn(email);
    this.codeSignIns.push(email);
  }

  async answerCodeSignIn(code: string): Promise<'signedIn' | 'retry'> {
    this.log.push('identity.answerCodeSignIn');
    if (this.overrides.answerCodeSignIn) return this.overrides.answerCodeSignIn(code);
    const answer = this.codeAnswers.shift() ?? 'signedIn';
    if (answer === 'signedIn') this.current = this.sessionOf(this.codeSignIns.at(-1) ?? '');
    return answer;
  }

  async resetPassword(email: string, origin: string): Promise<void> {
    this.log.push('identity.resetPassword');
    if (this.overrides.resetPassword) return this.overrides.resetPassword(email, origin);
    this.resets.push({ email, origin });
  }

  readonly signUps: SignUpRequest[] = [];
  readonly signUpConfirmations: { email: string; code: string }[] = [];
  readonly signUpCodesResent: string[] = [];
  /** The code a new account's confirmation takes (the e-mailed one). */
  signUpCode = '246810';
  /** New accounts waiting for their code, and the accounts confirmed since (with their own passwords). */
  private readonly pendingSignUps = new Map<string, SignUpRequest>();
  private readonly signedUp: Claims[] = [];
  private readonly passwords = new Map<string, string>();

  async signUp(request: SignUpRequest): Promise<SignUpOutcome> {
    this.log.push('identity.signUp');
    this.signUps.push(request);
    if (this.overrides.signUp) return this.overrides.signUp(request);
    // As the server: an enrollment's account is confirmed at once, anyone else's waits for the e-mailed code.
    if (request.enrollmentId) return 'confirmed';
    this.pendingSignUps.set(request.email, request);
    return 'codeSent';
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    this.log.push('identity.confirmSignUp');
    this.signUpConfirmations.push({ email, code });
    if (this.overrides.confirmSignUp) return this.overrides.confirmSignUp(email, code);
    const request = this.pendingSignUps.get(email);
    if (!request || code !== this.signUpCode)
      throw new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    this.pendingSignUps.delete(email);
    this.passwords.set(email, request.password);
    this.signedUp.push({
      email,
      name: request.firstName,
      family_name: request.lastName,
      'custom:brand': request.brand,
      'custom:source': request.source,
      'custom:isPasswordless': String(request.isPasswordless),
    });
  }

  async resendSignUpCode(email: string): Promise<void> {
    this.log.push('identity.resendSignUpCode');
    this.signUpCodesResent.push(email);
    if (this.overrides.resendSignUpCode) return this.overrides.resendSignUpCode(email);
  }

  async confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
    this.log.push('identity.confirmResetPassword');
    if (this.overrides.confirmResetPassword) return this.overrides.confirmResetPassword(email, code, newPassword);
    this.confirmations.push({ email, code, newPassword });
  }

  /** The signed-in user's password changes, as asked. */
  readonly passwordChanges: { oldPassword: string; newPassword: string }[] = [];

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    this.log.push('identity.changePassword');
    this.passwordChanges.push({ oldPassword, newPassword });
    if (this.overrides.changePassword) return this.overrides.changePassword(oldPassword, newPassword);
    const email = String(this.current?.claims.email ?? '');
    if (oldPassword !== (this.passwords.get(email) ?? PASSWORD))
      throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
    this.passwords.set(email, newPassword);
  }

  // --- The authenticator app (TOTP): on once a set-up is confirmed with `authenticatorCode`. ---
  authenticatorOn = false;
  /** The code the fake app shows; any other is refused as Cognito refuses it. */
  authenticatorCode = '123456';

  async authenticatorStatus(): Promise<AuthenticatorStatus> {
    this.log.push('identity.authenticatorStatus');
    if (this.overrides.authenticatorStatus) return this.overrides.authenticatorStatus();
    return { on: this.authenticatorOn };
  }

  async setUpAuthenticator(appName: string, accountName: string): Promise<AuthenticatorSetup> {
    this.log.push('identity.setUpAuthenticator');
    if (this.overrides.setUpAuthenticator) return this.overrides.setUpAuthenticator(appName, accountName);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    return { secret, uri: `otpauth://totp/${appName}:${accountName}?secret=${secret}&issuer=${appName}` };
  }

  /** The codes a set-up was confirmed with while the app was on: moves to a new phone (which shows the same code). */
  readonly authenticatorMoves: string[] = [];
  private authenticatorVerified = false;

  async verifyAuthenticator(code: string): Promise<void> {
    this.log.push('identity.verifyAuthenticator');
    if (this.overrides.verifyAuthenticator) return this.overrides.verifyAuthenticator(code);
    if (code !== this.authenticatorCode) throw new IdentityError('EnableSoftwareTokenMFAException', 'Code mismatch');
    if (this.authenticatorOn) this.authenticatorMoves.push(code);
    else this.authenticatorVerified = true;
  }

  async preferAuthenticator(): Promise<void> {
    this.log.push('identity.preferAuthenticator');
    if (this.overrides.preferAuthenticator) return this.overrides.preferAuthenticator();
    if (!this.authenticatorVerified) throw new IdentityError('InvalidParameterException', 'Not verified');
    this.authenticatorOn = true;
  }

  async turnOffAuthenticator(): Promise<void> {
    this.log.push('identity.turnOffAuthenticator');
    if (this.overrides.turnOffAuthenticator) return this.overrides.turnOffAuthenticator();
    this.authenticatorOn = false;
  }

  // ---- Passkeys: each user's passkeys on this (one) site; the device can hold one unless told otherwise ----
  readonly passkeys = new Map<string, Passkey[]>();
  deviceHoldsPasskeys = true;

  async signInWithPasskey(email: string): Promise<void> {
    this.log.push('identity.signInWithPasskey');
    if (this.overrides.signInWithPasskey) return this.overrides.signInWithPasskey(email);
    if (!this.passkeys.get(email)?.length) throw new IdentityError('NoPasskey', 'CONFIRM_SIGN_IN_WITH_PASSWORD');
    this.current = this.sessionOf(email);
  }
  async canHoldPasskey(): Promise<boolean> {
    return this.deviceHoldsPasskeys;
  }
  async addPasskey(): Promise<void> {
    this.log.push('identity.addPasskey');
    if (this.overrides.addPasskey) return this.overrides.addPasskey();
    const email = String(this.current?.claims.email ?? '');
    const own = this.passkeys.get(email) ?? [];
    const id = `pk-${own.length + 1}`;
    this.passkeys.set(email, [
      ...own,
      { id, providerName: '', createdAt: '2026-01-0' + String(own.length + 1), relyingPartyId: 'localhost' },
    ]);
  }
  async listPasskeys(): Promise<Passkey[]> {
    if (this.overrides.listPasskeys) return this.overrides.listPasskeys();
    return this.passkeys.get(String(this.current?.claims.email ?? '')) ?? [];
  }
  async removePasskey(id: string): Promise<void> {
    this.log.push('identity.removePasskey');
    if (this.overrides.removePasskey) return this.overrides.removePasskey(id);
    const email = String(this.current?.claims.email ?? '');
    this.passkeys.set(
      email,
      (this.passkeys.get(email) ?? []).filter((p) => p.id !== id),
    );
  }
}

export type Loc = ReturnType<Navigation['location']>;

export class FakeNav implements Navigation {
  readonly navigations: { to: string; options?: { replace?: boolean; state?: unknown } | undefined }[] = [];
  readonly assigned: string[] = [];
  loc: Loc;

  constructor(
    private readonly log: string[],
    loc: Partial<Loc> = {},
  ) {
    this.loc = {
      pathname: '/login',
      search: '',
      hash: '',
      host: 'localhost:8080',
      protocol: 'http:',
      port: '8080',
      ...loc,
    };
  }

  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void {
    this.log.push(`nav.navigate ${to}`);
    this.navigations.push({ to, options });
  }

  location(): Loc {
    return { ...this.loc };
  }

  assign(url: string): void {
    this.log.push(`nav.assign ${url}`);
    this.assigned.push(url);
  }

  clearHash(): void {
    this.log.push('nav.clearHash');
    this.loc = { ...this.loc, hash: '' };
  }
}

export interface FakeContext extends SagaDeps {
  cookies: FakeCookies;
  identity: FakeIdentity;
  nav: FakeNav;
  storage: MemoryStorage;
  tracked: { event: string; details?: Record<string, string> | undefined }[];
  /** REST calls the sagas made, and what each path answers (status 200 and `{}` unless set). */
  posted: { path: string; body: unknown }[];
  answers: Record<string, { status: number; body: unknown }>;
  /** Every identity and navigation call in order, for the few rules that are about order. */
  log: string[];
}

export function fakeContext(
  opts: { users?: Claims[]; identity?: Partial<IdentityAdapter>; location?: Partial<Loc> } = {},
): FakeContext {
  const log: string[] = [];
  const tracked: FakeContext['tracked'] = [];
  const storage = new MemoryStorage();
  // What a signed-in browser holds: Amplify's tokens and the persisted slices.
  storage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'someone');
  storage.setItem('portal:auth', '{"isAuthenticated":"true"}');
  const posted: FakeContext['posted'] = [];
  const answers: FakeContext['answers'] = {};
  return {
    identity: new FakeIdentity(log, opts.users ?? Object.values(CLAIMS), opts.identity),
    nav: new FakeNav(log, opts.location),
    storage,
    track: (event, details) => {
      tracked.push({ event, details });
    },
    tracked,
    device: () => 'fake-device-fingerprint',
    postJson: async (path, body) => {
      posted.push({ path, body });
      return answers[path] ?? { status: 200, body: {} };
    },
    posted,
    answers,
    log,
    cookies: new FakeCookies(),
  };
}

/** Answers the sagas' `getContext` effects from the fake context. */
export const contextProviders = (ctx: SagaDeps): EffectProviders => ({
  getContext: (key, next) => (key in ctx ? ctx[key as keyof SagaDeps] : next()),
});
