// Fakes for saga tests: the saga context (identity, nav, storage, track) with behaviour and call records, the
// demo accounts' ID-token claims and customer-search answers (as server/db/seedData.ts and
// server/customers/search.ts produce them), and a provider that answers `callEndpoint` per endpoint.
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders, StaticProvider } from 'redux-saga-test-plan/providers';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { authApi } from '../../../api/auth/endpoints';
import {
  IdentityError,
  type HandOffTokens,
  type IdentityAdapter,
  type IdentitySession,
} from '../../../api/identity/types';
import { restApi } from '../../../api/rest/endpoints';
import type { BrandKey } from '../../../brands/catalog';
import { callEndpoint, EndpointError } from '../../../sagas/callEndpoint';
import type { Navigation, SagaDeps } from '../../../sagas/context';
import type { SystemSearch } from '../../../sagas/auth/routing';
import { signIn } from '../../../sagas/auth/signIn';
import { plainRootReducer, type RootState } from '../../../store';
import { loginSubmitted, type AuthState } from '../../../store/auth';
import type { FlagValues } from '../../../store/flags';
import type { SessionState } from '../../../store/session';

export const PASSWORD = 'Passw0rd!';
export type Claims = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Demo accounts: ID-token claims as the identity service mints them (server/identity/tokens.ts: custom:* and
// name/family_name from the seeded attributes, `cognito:groups` only when the user is in a group, `identities`
// without e-mail, as Cognito shapes it).

const customer = (email: string, brand: BrandKey, name: string, familyName: string, extra: Claims = {}): Claims => ({
  'cognito:username': email,
  email,
  email_verified: true,
  token_use: 'id',
  name,
  family_name: familyName,
  'custom:brand': brand,
  'custom:source': brand,
  'custom:isPasswordless': 'false',
  ...extra,
});

export const CLAIMS = {
  newCustomer: customer('new.customer@example.com', 'lumen', 'Nora', 'Newman'),
  resumeApp: customer('resume.app@example.com', 'lumen', 'Rita', 'Resume'),
  onlineReturning: customer('online.returning@example.com', 'lumen', 'Oliver', 'Online', {
    'custom:boCode': '9001',
    'custom:loanProCustomerId': 'LP-100201',
  }),
  retailReturning: customer('retail.returning@example.com', 'lumen', 'Rosa', 'Retail', {
    'custom:retailBoCode': '0417',
    'custom:qFundCustomerId': 'QF-300301',
  }),
  omniReturning: customer('omni.returning@example.com', 'lumen', 'Omar', 'Omni', {
    'custom:boCode': '9001',
    'custom:retailBoCode': '0417',
    'custom:loanProCustomerId': 'LP-400401',
    'custom:qFundCustomerId': 'QF-400401',
  }),
  openPayday: customer('open.payday@example.com', 'lumen', 'Paula', 'Payday', {
    'custom:boCode': '9001',
    'custom:loanProCustomerId': 'LP-500501',
  }),
  pinecrest: customer('pinecrest.customer@example.com', 'pinecrest', 'Piper', 'Crest', {
    'custom:boCode': '7001',
    'custom:loanProCustomerId': 'LP-700701',
  }),
  keel: customer('keel.customer@example.com', 'keel', 'Kai', 'Keel'),
  csr: customer('csr.admin@example.com', 'lumen', 'Casey', 'Service', {
    'cognito:groups': ['CSR'],
    identities: [
      {
        userId: 'cservice',
        providerName: 'LenderDirectory',
        providerType: 'SAML',
        issuer: null,
        primary: 'true',
        dateCreated: '1700000000000',
      },
    ],
  }),
  enrollment: customer('enroll.user@example.com', 'lumen', 'Enrollment', 'Service', {
    'cognito:groups': ['enrollment'],
  }),
} satisfies Record<string, Claims>;

// What customerSystemSearch answers for each of them (server/customers/search.ts over the seed).
const noRecord = (firstName: string, lastName: string, hasOpenApplication = false): SystemSearch => ({
  hasOpenApplication,
  isReturningRetailCustomer: false,
  isReturningCustomer: false,
  isCoreCustomer: false,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: null,
  firstName,
  lastName,
  stateCode: null,
  boCode: null,
  retailBoCode: null,
  customerType: 'NEW',
  channel: 'ONLINE',
});

const returning = (fields: Partial<SystemSearch>): SystemSearch => ({
  hasOpenApplication: false,
  isReturningRetailCustomer: false,
  isReturningCustomer: true,
  isCoreCustomer: true,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: null,
  firstName: null,
  lastName: null,
  stateCode: 'OH',
  boCode: null,
  retailBoCode: null,
  customerType: 'ONLINE_RETURNING',
  channel: 'ONLINE',
  ...fields,
});

export const SEARCH = {
  newCustomer: noRecord('Nora', 'Newman'),
  resumeApp: noRecord('Rita', 'Resume', true),
  onlineReturning: returning({ firstName: 'Oliver', lastName: 'Online', boCode: '9001' }),
  retailReturning: returning({
    firstName: 'Rosa',
    lastName: 'Retail',
    isCoreCustomer: false,
    isReturningRetailCustomer: true,
    retailBoCode: '0417',
    customerType: 'RETAIL_RETURNING',
    channel: 'RETAIL',
  }),
  omniReturning: returning({
    firstName: 'Omar',
    lastName: 'Omni',
    isReturningRetailCustomer: true,
    boCode: '9001',
    retailBoCode: '0417',
    customerType: 'OMNI_RETURNING',
  }),
  openPayday: returning({ firstName: 'Paula', lastName: 'Payday', boCode: '9001' }),
  pinecrest: returning({ firstName: 'Piper', lastName: 'Crest', boCode: '7001' }),
  keel: noRecord('Kai', 'Keel'),
} satisfies Record<string, SystemSearch>;

// ---------------------------------------------------------------------------------------------------------------
// The saga context.

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
    const claims = this.users.find((c) => c.email === email);
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
    if (password !== PASSWORD) throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
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

  /** The last in-app navigation, or undefined. */
  get last() {
    return this.navigations.at(-1);
  }
}

/** localStorage in memory. */
export class MemoryStorage implements Storage {
  // Storage's DOM type carries a string index signature; nothing reads through it here.
  [name: string]: unknown;
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

export interface FakeContext extends SagaDeps {
  identity: FakeIdentity;
  nav: FakeNav;
  storage: MemoryStorage;
  tracked: { event: string; details?: Record<string, string> | undefined }[];
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
  storage.setItem('portal:persist:auth', '{"isAuthenticated":"true"}');
  return {
    identity: new FakeIdentity(log, opts.users ?? Object.values(CLAIMS), opts.identity),
    nav: new FakeNav(log, opts.location),
    storage,
    track: (event, details) => {
      tracked.push({ event, details });
    },
    tracked,
    log,
  };
}

/** Answers the sagas' `getContext` effects from the fake context. */
export const contextProviders = (ctx: SagaDeps): EffectProviders => ({
  getContext: (key, next) => (key in ctx ? ctx[key as keyof SagaDeps] : next()),
});

// ---------------------------------------------------------------------------------------------------------------
// callEndpoint, answered per endpoint.

export type Answer<T> = T | EndpointError;

export interface EndpointAnswers {
  search?: Answer<SystemSearch>;
  skip?: Answer<boolean>;
  flags?: Answer<Partial<FlagValues>>;
}

export interface EndpointCall {
  endpoint: 'customerSystemSearch' | 'skipResumeApplication' | 'flags';
  arg: unknown;
}

export const endpointFailure = (message = 'Internal server error') =>
  new EndpointError({ kind: 'server', message, code: 'INTERNAL_SERVER_ERROR' });

/**
 * A provider for `call(callEndpoint, endpoint, arg)` keyed on the endpoint. Each call is recorded in `calls`; an
 * endpoint the test gave no answer for fails the saga loudly rather than returning undefined.
 */
export function endpointProvider(answers: EndpointAnswers, calls: EndpointCall[] = []): StaticProvider {
  return [
    matchers.call.fn(callEndpoint),
    dynamic(({ args }: { args: unknown[] }) => {
      const [endpoint, arg] = args;
      const which: [EndpointCall['endpoint'], Answer<unknown> | undefined] | undefined =
        endpoint === authApi.endpoints.customerSystemSearch
          ? ['customerSystemSearch', answers.search]
          : endpoint === authApi.endpoints.skipResumeApplication
            ? ['skipResumeApplication', answers.skip]
            : endpoint === restApi.endpoints.flags
              ? ['flags', answers.flags]
              : undefined;
      if (!which) throw new Error('callEndpoint with an endpoint this test does not expect');
      calls.push({ endpoint: which[0], arg });
      const answer = which[1];
      // A dynamic provider that throws makes the saga's `call` throw, as a failed request would.
      if (answer === undefined) throw new Error(`no answer for ${which[0]} in this test`);
      if (answer instanceof EndpointError) throw answer;
      return answer;
    }),
  ];
}

/** The function behind redux-saga's `delay` effect, so a provider can skip the wait and record its length. */
const DELAY_FN = delay(0).payload.fn;

export const skipDelays = (delays: number[]): EffectProviders => ({
  call: (effect, next) => {
    if (effect.fn !== DELAY_FN) return next();
    delays.push(Number(effect.args[0]));
    return true;
  },
});

// ---------------------------------------------------------------------------------------------------------------
// State.

export interface StateOverrides {
  brand?: BrandKey;
  auth?: Partial<AuthState>;
  session?: Partial<SessionState>;
}

/** The real reducer's initial state with a few slices changed, as a test's starting point. */
export function stateWith(overrides: StateOverrides = {}): RootState {
  const initial = plainRootReducer(undefined, { type: '@@test/init' });
  return {
    ...initial,
    brand: overrides.brand ? { key: overrides.brand, campaignId: '' } : initial.brand,
    auth: { ...initial.auth, ...overrides.auth },
    session: { ...initial.session, sessionId: 'session-1', ...overrides.session },
  };
}

/** A signed-in customer's persisted profile. */
export const signedInAuth = (email = 'online.returning@example.com'): Partial<AuthState> => ({
  email,
  isAuthenticated: true,
  initialized: true,
  customerType: 'online-returning',
  isCoreCustomer: true,
  boCode: '9001',
  firstName: 'Oliver',
});

// ---------------------------------------------------------------------------------------------------------------
// Running the sign-in saga as the login screen starts it.

export interface SignInRun {
  ctx: FakeContext;
  calls: EndpointCall[];
  state: RootState;
}

/**
 * Submits the login form: the `loginSubmitted` event goes through the real reducer first (as the store would),
 * then the `signIn` saga runs to its end against that reducer and the fake context.
 */
export async function runSignIn(opts: {
  email: string;
  password?: string;
  origin?: string;
  brand?: BrandKey;
  answers?: EndpointAnswers;
  ctx?: FakeContext;
  state?: StateOverrides;
}): Promise<SignInRun> {
  const ctx = opts.ctx ?? fakeContext();
  const calls: EndpointCall[] = [];
  const action = loginSubmitted({ email: opts.email, password: opts.password ?? PASSWORD, origin: opts.origin });
  const initial = plainRootReducer(stateWith({ brand: opts.brand ?? 'lumen', ...opts.state }), action);
  const { storeState } = await expectSaga(signIn, action)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), endpointProvider(opts.answers ?? {}, calls)])
    .run();
  return { ctx, calls, state: storeState as RootState };
}
