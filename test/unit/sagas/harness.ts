// Running sagas against the real reducer: starting states, `callEndpoint` answered per endpoint, delays skipped,
// and the sign-in saga started as the login screen starts it.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { EffectProviders, StaticProvider } from 'redux-saga-test-plan/providers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { authApi } from '../../../api/auth/endpoints';
import { flagsEndpoint } from '../../../api/rest/startup';
import type { BrandKey } from '../../../brands/catalog';
import type { SystemSearch } from '../../../sagas/signInRules';
import { signIn } from '../../../sagas/auth/signIn';
import { callEndpoint, EndpointError } from '../../../sagas/callEndpoint';
import { plainRootReducer, type RootState } from '../../../store';
import { loginSubmitted, type AuthState } from '../../../store/auth';
import type { EnrollmentState } from '../../../store/enrollment';
import type { FlagValues } from '../../../store/flags';
import type { MfaState } from '../../../store/mfa';
import type { SessionState } from '../../../store/session';
import type { VerificationState } from '../../../store/verification';
import { PASSWORD } from './demoAccounts';
import { contextProviders, fakeContext, type FakeContext } from './fakes';

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
            : endpoint === flagsEndpoint
              ? ['flags', answers.flags]
              : undefined;
      // A dynamic provider that throws makes the saga's `call` throw (returning `throwError(...)` from inside
      // `dynamic` would hand the saga the marker object as data).
      if (!which) throw new Error('callEndpoint with an endpoint this test does not expect');
      calls.push({ endpoint: which[0], arg });
      const answer = which[1];
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
  mfa?: Partial<MfaState>;
  verification?: Partial<VerificationState>;
  enrollment?: Partial<EnrollmentState>;
}

/** The real reducer's initial state with a few slices changed; the browser session `session-1` has started. */
export function stateWith(overrides: StateOverrides = {}): RootState {
  const initial = plainRootReducer(undefined, { type: '@@test/init' });
  return {
    ...initial,
    brand: overrides.brand ? { key: overrides.brand, campaignId: '' } : initial.brand,
    auth: { ...initial.auth, ...overrides.auth },
    session: { ...initial.session, sessionId: 'session-1', ...overrides.session },
    mfa: { ...initial.mfa, ...overrides.mfa },
    verification: { ...initial.verification, ...overrides.verification },
    enrollment: { ...initial.enrollment, ...overrides.enrollment },
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

/**
 * The real reducer, noting each event it sees in the fake context's log (`event <type>`), so the few rules about
 * order (an event before a navigation) can be checked against the navigations recorded in the same log.
 */
export const recordingReducer =
  (log: string[]): typeof plainRootReducer =>
  (state, action) => {
    log.push(`event ${action.type}`);
    return plainRootReducer(state, action);
  };

// ---------------------------------------------------------------------------------------------------------------
// Running the sign-in saga as the login screen starts it.

export interface SignInRun {
  ctx: FakeContext;
  calls: EndpointCall[];
  state: RootState;
  /** The waits the saga asked for (skipped), in order. */
  delays: number[];
}

/**
 * Submits the login form: the `loginSubmitted` event goes through the real reducer first (as the store would),
 * then the `signIn` saga runs to its end against that reducer and the fake context.
 */
export async function runSignIn(opts: {
  email: string;
  password?: string;
  origin?: string;
  adminOnly?: boolean;
  brand?: BrandKey;
  answers?: EndpointAnswers;
  ctx?: FakeContext;
  state?: StateOverrides;
}): Promise<SignInRun> {
  const ctx = opts.ctx ?? fakeContext();
  const calls: EndpointCall[] = [];
  const delays: number[] = [];
  const action = loginSubmitted({
    email: opts.email,
    password: opts.password ?? PASSWORD,
    origin: opts.origin,
    ...(opts.adminOnly ? { adminOnly: true } : {}),
  });
  const initial = plainRootReducer(stateWith({ brand: opts.brand ?? 'lumen', ...opts.state }), action);
  const { storeState } = await expectSaga(signIn, action)
    .withReducer(recordingReducer(ctx.log), initial)
    .provide([contextProviders(ctx), endpointProvider(opts.answers ?? {}, calls), skipDelays(delays)])
    .run();
  return { ctx, calls, state: storeState as RootState, delays };
}
