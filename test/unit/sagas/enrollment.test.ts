// The enrollment sagas with the real reducer: the per-visitor enrollment session, where each server answer leads,
// the code steps (e-mail: PENDING / APPROVED / DENIED / request error; phone: invalid / expired / valid), a refused
// address, sign-up and its failure classes, and recovering the enrollment after a reload.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { describe, expect, it } from 'vitest';
import { enrollmentApi, type Enrollment } from '../../../api/enrollment/endpoints';
import { IdentityError } from '../../../api/identity/types';
import { mfaApi } from '../../../api/mfa/endpoints';
import { callEndpoint, EndpointError } from '../../../sagas/callEndpoint';
import {
  checkEmailCode,
  checkPhoneCode,
  confirmAddress,
  openEnrollmentPage,
  searchRecord,
  sendPhoneCode,
  signUp,
} from '../../../sagas/enrollment/enrollment';
import { ENROLLMENT_SESSION_PATH } from '../../../sagas/enrollment/session';
import { plainRootReducer, type RootState } from '../../../store';
import {
  enrollmentEmailCodeSubmitted,
  enrollmentOpened,
  enrollmentPhoneCodeSubmitted,
  enrollmentResidentialSubmitted,
  enrollmentSearchSubmitted,
  enrollmentSignUpSubmitted,
  type AuthState,
} from '../../../store/auth';
import { initialEnrollmentState, type EnrollmentState } from '../../../store/enrollment';
import { CLAIMS } from './demoAccounts';
import { contextProviders, fakeContext, tokensFor, type FakeContext } from './fakes';
import { stateWith } from './harness';

const endpoints = { ...mfaApi.endpoints, ...enrollmentApi.endpoints };
type Name = keyof typeof endpoints;
type Answers = Partial<Record<Name, unknown>>;

function endpointAnswers(answers: Answers, calls: { name: Name; arg: unknown }[]) {
  return [
    matchers.call.fn(callEndpoint),
    dynamic(({ args }: { args: unknown[] }) => {
      const [endpoint, arg] = args;
      const name = (Object.keys(endpoints) as Name[]).find((k) => endpoints[k] === endpoint);
      if (!name) throw new Error('unexpected endpoint');
      calls.push({ name, arg });
      const queue = answers[name];
      // An array answers successive calls in turn.
      const answer = Array.isArray(queue) ? queue.shift() : queue;
      if (answer instanceof EndpointError) throw answer;
      if (answer === undefined) throw new Error(`no answer for ${name}`);
      return answer;
    }),
  ] as const;
}

const enrollment = (over: Partial<Enrollment> = {}): Enrollment => ({
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

const SEARCH = {
  firstName: ' Maria ',
  lastName: 'Lopez',
  dateOfBirth: '04/12/1985',
  ssn: '123-45-6789',
  zipCode: '43215',
  email: 'Maria.Lopez@example.com',
};

const inProgress = (over: Partial<EnrollmentState> = {}): Partial<AuthState> => ({
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

async function run(
  saga: (...a: never[]) => Generator,
  action: { type: string; payload?: unknown },
  answers: Answers,
  opts: { ctx?: FakeContext; auth?: Partial<AuthState> } = {},
) {
  const ctx = opts.ctx ?? fakeContext();
  const calls: { name: Name; arg: unknown }[] = [];
  // The action goes through the reducer first, as the store would.
  const initial = plainRootReducer(stateWith({ auth: opts.auth ?? { initialized: true } }), action as never);
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), endpointAnswers(answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, ctx, nav: ctx.nav.navigations };
}

/** A browser with no session at all: the enrollment session must come from the server. */
function freshVisitor() {
  const ctx = fakeContext();
  ctx.answers[ENROLLMENT_SESSION_PATH] = { status: 200, body: tokensFor(String(CLAIMS.enrollment.email)) };
  return ctx;
}

describe('searching for the record', () => {
  it('gets an enrollment session of its own, sends the cleaned-up search and opens the e-mail code step', async () => {
    const ctx = freshVisitor();
    const { state, calls, nav } = await run(
      searchRecord,
      enrollmentSearchSubmitted(SEARCH),
      {
        startEnrollment: enrollment(),
        searchEmailVerification: { emailVerificationId: 'ev-9', sessionId: 'cs-9' },
      },
      { ctx },
    );
    expect(ctx.posted.map((p) => p.path)).toEqual([ENROLLMENT_SESSION_PATH]);
    expect(ctx.identity.adopted).toHaveLength(1);
    expect(calls[0]).toEqual({
      name: 'startEnrollment',
      arg: {
        input: {
          firstName: 'Maria',
          lastName: 'Lopez',
          ssn: '123456789',
          dateOfBirth: '1985-04-12',
          zipCode: '43215',
          email: 'maria.lopez@example.com',
        },
      },
    });
    expect(calls[1]).toEqual({ name: 'searchEmailVerification', arg: { enrollmentId: 'enr-1' } });
    expect(state.auth.isEnrollment).toBe(true);
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.auth.enrollment).toMatchObject({
      emailVerificationId: 'ev-9',
      codeSessionId: 'cs-9',
      emailCode: 'sent',
    });
    expect(nav.at(-1)?.to).toBe('/enrollment/email-verification');
    // Neither the SSN nor anything else of the search lands in the state.
    expect(JSON.stringify(state)).not.toContain('123456789');
    expect(JSON.stringify(state)).not.toContain('123-45-6789');
  });

  it('reuses the enrollment session this tab already holds', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    await run(
      searchRecord,
      enrollmentSearchSubmitted(SEARCH),
      {
        startEnrollment: enrollment({ result: 'DENIED', event: 'CUSTOMER_NOT_FOUND' }),
      },
      { ctx },
    );
    expect(ctx.posted).toEqual([]);
    expect(ctx.identity.adopted).toEqual([]);
  });

  it.each([
    ['CUSTOMER_NOT_FOUND', '/enrollment/no-record-located'],
    ['USER_ALREADY_EXISTS', '/enrollment/customer-already-in-use'],
    ['EMAIL_ALREADY_IN_USE', '/enrollment/email-already-in-use'],
  ] as const)('DENIED %s shows %s and keeps the entries but the SSN for "try again"', async (event, page) => {
    const { nav } = await run(
      searchRecord,
      enrollmentSearchSubmitted(SEARCH),
      {
        startEnrollment: enrollment({ result: 'DENIED', event }),
      },
      { ctx: freshVisitor() },
    );
    expect(nav.at(-1)?.to).toBe(page);
    const kept = (nav.at(-1)?.options?.state as { search: Record<string, string> }).search;
    expect(kept).toMatchObject({ firstName: ' Maria ', zipCode: '43215', email: 'Maria.Lopez@example.com' });
    expect(kept).not.toHaveProperty('ssn');
  });

  it('an e-mail not on file leads to the not-eligible explanation first', async () => {
    const { nav } = await run(
      searchRecord,
      enrollmentSearchSubmitted(SEARCH),
      {
        startEnrollment: enrollment({ result: 'NEEDS_RESIDENTIAL_INFO', event: 'EMAIL_INELIGIBLE' }),
      },
      { ctx: freshVisitor() },
    );
    expect(nav.at(-1)?.to).toBe('/enrollment/email-verification-not-eligible');
  });

  it("a refused search (a limit, a bad field) stays on the form with the server's words", async () => {
    const { state, nav } = await run(
      searchRecord,
      enrollmentSearchSubmitted(SEARCH),
      {
        startEnrollment: new EndpointError({ kind: 'input', message: 'Too many searches.', code: 'TOO_MANY_REQUESTS' }),
      },
      { ctx: freshVisitor() },
    );
    expect(state.auth.enrollment).toMatchObject({ status: 'ready', message: 'Too many searches.' });
    expect(nav).toEqual([]);
  });

  it('a throttled enrollment session is explained and nothing is searched', async () => {
    const ctx = fakeContext();
    ctx.answers[ENROLLMENT_SESSION_PATH] = { status: 429, body: { error: { message: 'Please wait 10 minutes.' } } };
    const { state, calls } = await run(searchRecord, enrollmentSearchSubmitted(SEARCH), {}, { ctx });
    expect(calls).toEqual([]);
    expect(state.auth.enrollment.message).toBe('Please wait 10 minutes.');
    expect(state.auth.isEnrollment).toBe(false);
  });
});

describe('the e-mail code (spec 001 "Email code verification")', () => {
  const submit = enrollmentEmailCodeSubmitted({ code: '123456' });

  it('PENDING: the code is refused and the customer stays', async () => {
    const { state, calls, nav } = await run(
      checkEmailCode,
      submit,
      {
        validateEmailVerificationCode: { success: false, status: 'PENDING' },
      },
      { auth: inProgress() },
    );
    expect(calls[0]?.arg).toEqual({
      emailVerificationId: 'ev-1',
      verificationCode: '123456',
      sessionId: 'cs-1',
      enrollmentId: 'enr-1',
    });
    expect(state.auth.enrollment.emailCode).toBe('rejected');
    expect(nav).toEqual([]);
  });

  it('APPROVED: tracks success and moves to the step the server names (the password)', async () => {
    const { ctx, nav, state } = await run(
      checkEmailCode,
      submit,
      {
        validateEmailVerificationCode: { success: true, status: 'APPROVED' },
        currentEnrollment: enrollment({ result: 'APPROVED', event: 'EMAIL_VERIFIED' }),
      },
      { auth: inProgress() },
    );
    expect(ctx.tracked.map((t) => t.event)).toContain('enrollment-email-verified');
    expect(state.auth.enrollment.enrollment?.result).toBe('APPROVED');
    expect(nav.at(-1)?.to).toBe('/enrollment/personal-form');
  });

  it('DENIED: goes to the failure page', async () => {
    const { nav } = await run(
      checkEmailCode,
      submit,
      {
        validateEmailVerificationCode: { success: false, status: 'DENIED' },
      },
      { auth: inProgress() },
    );
    expect(nav.at(-1)?.to).toBe('/enrollment/email-verification-failed');
  });

  it('a request error goes to the enrollment error page', async () => {
    const { nav, state } = await run(
      checkEmailCode,
      submit,
      {
        validateEmailVerificationCode: new EndpointError({
          kind: 'server',
          message: 'x',
          code: 'INTERNAL_SERVER_ERROR',
        }),
      },
      { auth: inProgress() },
    );
    expect(state.auth.enrollment.status).toBe('error');
    expect(nav.at(-1)?.to).toBe('/enrollment/error');
  });
});

describe('address and phone', () => {
  const atAddress = inProgress({
    emailCode: 'idle',
    enrollment: enrollment({ result: 'NEEDS_RESIDENTIAL_INFO', event: 'EMAIL_INELIGIBLE', addressAttemptsLeft: 3 }),
  });
  const address = {
    addressLine1: '1 Wrong St',
    addressLine2: ' ',
    cityName: 'Columbus',
    stateCode: 'OH',
    zipCode: '43215',
  };

  it('a wrong address stays on the form, says how many tries are left and sends no blank line 2', async () => {
    const { state, calls, nav } = await run(
      confirmAddress,
      enrollmentResidentialSubmitted(address),
      {
        saveEnrollmentResidentialInformation: enrollment({
          result: 'NEEDS_RESIDENTIAL_INFO',
          event: 'EMAIL_INELIGIBLE',
          addressAttemptsLeft: 2,
        }),
      },
      { auth: atAddress },
    );
    expect(calls[0]?.arg).toEqual({
      enrollmentId: 'enr-1',
      address: { addressLine1: '1 Wrong St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    });
    expect(state.auth.enrollment.message).toBe(
      "The address you entered doesn't match our records. You have 2 tries left.",
    );
    expect(nav).toEqual([]);
  });

  it('the right address moves on to the phone code; sending it opens code entry', async () => {
    const confirmed = await run(
      confirmAddress,
      enrollmentResidentialSubmitted(address),
      {
        saveEnrollmentResidentialInformation: enrollment({
          result: 'NEEDS_OTP_VERIFICATION',
          event: 'ADDRESS_VERIFIED',
          maskedPhone: '(***) ***-0901',
        }),
      },
      { auth: atAddress },
    );
    expect(confirmed.nav.at(-1)?.to).toBe('/enrollment/otp-send-code');
    const sent = await run(
      sendPhoneCode,
      { type: 'x' },
      { sendOtp: { success: true, sentTo: '(***) ***-0901' } },
      {
        auth: { ...atAddress, enrollment: confirmed.state.auth.enrollment },
      },
    );
    expect(sent.calls[0]?.arg).toEqual({ request: { enrollmentId: 'enr-1' } });
    expect(sent.state.auth.enrollment).toMatchObject({ phoneCode: 'sent', phoneResent: false });
    expect(sent.nav.at(-1)?.to).toBe('/enrollment/otp-verify-code');
  });

  const atPhone = inProgress({
    emailCode: 'idle',
    phoneCode: 'sent',
    enrollment: enrollment({ result: 'NEEDS_OTP_VERIFICATION', event: 'ADDRESS_VERIFIED' }),
  });
  const code = enrollmentPhoneCodeSubmitted({ code: '654321' });

  it('OTP_INVALID refuses the code; OTP_EXPIRED explains; neither moves on', async () => {
    const invalid = await run(checkPhoneCode, code, { otpSearch: { result: 'OTP_INVALID' } }, { auth: atPhone });
    expect(invalid.state.auth.enrollment.phoneCode).toBe('rejected');
    const expired = await run(checkPhoneCode, code, { otpSearch: { result: 'OTP_EXPIRED' } }, { auth: atPhone });
    expect(expired.state.auth.enrollment.message).toBe('This code has expired. Please send a new code.');
    expect([...invalid.nav, ...expired.nav]).toEqual([]);
  });

  it('OTP_VALID continues with the e-mail code the server sent next; OTP_EXCEEDED ends at otp-failed', async () => {
    const valid = await run(
      checkPhoneCode,
      code,
      {
        otpSearch: { result: 'OTP_VALID' },
        currentEnrollment: enrollment({ result: 'NEEDS_EMAIL_VERIFICATION', event: 'OTP_VERIFIED' }),
        searchEmailVerification: { emailVerificationId: 'ev-2', sessionId: 'cs-2' },
      },
      { auth: atPhone },
    );
    expect(valid.nav.at(-1)?.to).toBe('/enrollment/email-verification');
    expect(valid.state.auth.enrollment.emailVerificationId).toBe('ev-2');
    const exceeded = await run(
      checkPhoneCode,
      code,
      {
        otpSearch: { result: 'OTP_EXCEEDED' },
        currentEnrollment: enrollment({ result: 'DENIED', event: 'OTP_FAILED' }),
      },
      { auth: atPhone },
    );
    expect(exceeded.nav.at(-1)?.to).toBe('/enrollment/otp-failed');
  });
});

describe('sign-up', () => {
  const approved = inProgress({
    emailCode: 'idle',
    enrollment: enrollment({ result: 'APPROVED', event: 'EMAIL_VERIFIED' }),
  });
  const submit = enrollmentSignUpSubmitted({ password: 'NewPassw0rd!' });

  it('creates the account with the sign-up attributes, ends the enrollment session and shows success', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const { state, nav } = await run(signUp, submit, {}, { ctx, auth: approved });
    expect(ctx.identity.signUps).toEqual([
      {
        email: 'maria.lopez@example.com',
        password: 'NewPassw0rd!',
        firstName: 'Maria',
        lastName: 'Lopez',
        source: 'lumen',
        brand: 'lumen',
        isPasswordless: false,
        enrollmentId: 'enr-1',
      },
    ]);
    expect(ctx.identity.current).toBeNull();
    expect(state.auth).toMatchObject({ isEnrollment: false, isAuthenticated: false });
    expect(state.auth.enrollment).toMatchObject({ signedUp: true, enrollment: null });
    expect(nav.at(-1)).toEqual({
      to: '/enrollment/success',
      options: { replace: true, state: { email: 'maria.lopez@example.com' } },
    });
    expect(JSON.stringify(state)).not.toContain('NewPassw0rd!');
  });

  it.each([
    ['UsernameExistsException', 'User already exists', '', '/enrollment/email-already-in-use'],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerExists":true}.',
      '',
      '/enrollment/customer-already-in-use',
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerCheckError":true}.',
      "We couldn't confirm your enrollment. It may have expired; please start again.",
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerConfirmationError":true}.',
      "We couldn't finish setting up your account. Please call us so we can help.",
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"isPasswordless":true}.',
      'This account signs in with a code we email you, not a password. Please log in with your email instead.',
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PostConfirmation failed with error {"customerConfirmationError":true}.',
      '',
      '/enrollment/customer-already-in-use',
    ],
    [
      'InvalidPasswordException',
      'Password does not conform to policy',
      'Password does not conform to policy',
      undefined,
    ],
    ['Error', '', 'SignUp Error', undefined],
  ])('%s "%s" → message "%s", page %s', async (code, message, shown, page) => {
    const ctx = fakeContext({
      identity: {
        signUp: async () => {
          throw new IdentityError(code, message);
        },
      },
    });
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const { state, nav } = await run(signUp, submit, {}, { ctx, auth: approved });
    expect(state.auth.enrollment.message).toBe(shown);
    expect(nav.at(-1)?.to).toBe(page);
    // A failed sign-up keeps the enrollment session, so the customer can try again.
    expect(ctx.identity.current).not.toBeNull();
  });
});

describe('after a reload', () => {
  it('recovers the enrollment from the server and readies the code step', async () => {
    const ctx = fakeContext({ location: { pathname: '/enrollment/email-verification' } });
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const { state, nav } = await run(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/email-verification' }),
      {
        currentEnrollment: enrollment(),
        searchEmailVerification: { emailVerificationId: 'ev-5', sessionId: 'cs-5' },
      },
      { ctx, auth: { initialized: true, isEnrollment: true } },
    );
    expect(state.auth.enrollment).toMatchObject({ emailVerificationId: 'ev-5', emailCode: 'sent' });
    expect(nav.at(-1)?.to).toBe('/enrollment/email-verification');
  });

  it('stays on the address form after a reload there, and goes back to the search without a session', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const kept = await run(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/residential-form' }),
      {
        currentEnrollment: enrollment({
          result: 'NEEDS_RESIDENTIAL_INFO',
          event: 'EMAIL_INELIGIBLE',
          addressAttemptsLeft: 3,
        }),
      },
      { ctx, auth: { initialized: true, isEnrollment: true } },
    );
    expect(kept.nav).toEqual([]);
    expect(kept.state.auth.enrollment.enrollment?.result).toBe('NEEDS_RESIDENTIAL_INFO');

    const none = await run(openEnrollmentPage, enrollmentOpened({ pathname: '/enrollment/otp-verify-code' }), {});
    expect(none.nav.at(-1)?.to).toBe('/enrollment');
  });

  it('a signed-in customer has an account already and goes to the root', async () => {
    const { nav } = await run(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment' }),
      {},
      {
        auth: { initialized: true, isAuthenticated: true },
      },
    );
    expect(nav.at(-1)?.to).toBe('/');
  });
});
