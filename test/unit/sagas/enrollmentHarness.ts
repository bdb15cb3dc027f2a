// Shared pieces of the enrollment saga tests: an enrollment as the server answers it, the search form's entries, an
// enrollment in progress, and running one saga against the real reducer with endpoints answered by name.
import { expectSaga } from 'redux-saga-test-plan';
import { enrollmentApi, type Enrollment } from '../../../api/enrollment/endpoints';
import { mfaApi } from '../../../api/mfa/endpoints';
import { ENROLLMENT_SESSION_PATH } from '../../../sagas/enrollment/session';
import { plainRootReducer, type RootState } from '../../../store';
import type { AuthState } from '../../../store/auth';
import { initialEnrollmentState, type EnrollmentState } from '../../../store/enrollment';
import { CLAIMS } from './demoAccounts';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, tokensFor, type FakeContext } from './fakes';
import { stateWith } from './harness';

const endpoints = { ...mfaApi.endpoints, ...enrollmentApi.endpoints };
type Name = keyof typeof endpoints;
export type Answers = Partial<Record<Name, unknown>>;

export const enrollment = (over: Partial<Enrollment> = {}): Enrollment => ({
  enrollmentId: 'enr-1',
  result: 'NEEDS_EMAIL_VERIFICATION',
  event: null,
  email: 'maria.lopez@example.com',
  maskedEmail: 'm*********z@example.com',
  maskedPhone: null,
  firstName: 'Maria',
  lastName: 'Lopez',
  addressAttemptsLeft: null,
  ...over,
});

export const SEARCH = {
  firstName: ' Maria ',
  lastName: 'Lopez',
  dateOfBirth: '04/12/1985',
  ssn: '123-45-6789',
  zipCode: '43215',
  email: 'Maria.Lopez@example.com',
};

export const inProgress = (over: Partial<EnrollmentState> = {}): Partial<AuthState> => ({
  initialized: true,
  isEnrollment: true,
  enrollment: {
    ...initialEnrollmentState,
    status: 'ready',
    enrollment: enrollment(),
    emailVerificationId: 'ev-1',
    codeSessionId: 'cs-1',
    emailCode: 'sent',
    ...over,
  },
});

export async function run(
  saga: (...a: never[]) => Generator,
  action: { type: string; payload?: unknown },
  answers: Answers,
  opts: { ctx?: FakeContext; auth?: Partial<AuthState> } = {},
) {
  const ctx = opts.ctx ?? fakeContext();
  const calls: EndpointCallOf<Name>[] = [];
  // The action goes through the reducer first, as the store would.
  const initial = plainRootReducer(stateWith({ auth: opts.auth ?? { initialized: true } }), action as never);
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, ctx, nav: ctx.nav.navigations };
}

/** A browser with no session at all: the enrollment session must come from the server. */
export function freshVisitor() {
  const ctx = fakeContext();
  ctx.answers[ENROLLMENT_SESSION_PATH] = { status: 200, body: tokensFor(String(CLAIMS.enrollment.email)) };
  return ctx;
}
