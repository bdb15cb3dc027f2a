// The enrollment saga with the real reducer, before its code steps: the per-visitor enrollment session, where each
// search answer leads (and which codes it hands to sagas/verification), and recovering the enrollment after a reload.
import { describe, expect, it } from 'vitest';
import { EndpointError } from '../../../sagas/callEndpoint';
import { openEnrollmentPage, searchRecord } from '../../../sagas/enrollment/enrollment';
import { restPaths } from '../../../src/lib/restPaths';
import { watchVerification } from '../../../sagas/verification/verification';
import {
  enrollmentMissing,
  enrollmentOpened,
  enrollmentReducer,
  enrollmentSearchSubmitted,
  initialEnrollmentState,
} from '../../../store/enrollment';
import { verificationStarted } from '../../../store/verification';
import { CLAIMS } from './demoAccounts';
import { enrollment, freshVisitor, SEARCH, visiting } from './enrollmentHarness';
import { fakeContext } from './fakes';
import { reported, runSaga } from './sagaRun';

const search = enrollmentSearchSubmitted(SEARCH);
/** The e-mailed code the step starts: the code after which the customer is asked to remember this device. */
const emailCodeFor = (enrollmentId: string) => ({
  purpose: 'enrollment',
  owner: { enrollmentId },
  channels: ['email'],
  rememberAfter: 'email',
});

describe('searching for the record', () => {
  it('gets an enrollment session of its own, sends the cleaned-up search and starts the e-mail code', async () => {
    const ctx = freshVisitor();
    const run = await runSaga(searchRecord, search, { startEnrollment: enrollment() }, { ctx, state: visiting });
    expect(ctx.posted.map((p) => p.path)).toEqual([restPaths.enrollmentSession]);
    expect(ctx.identity.adopted).toHaveLength(1);
    expect(run.calls).toEqual([
      {
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
      },
    ]);
    expect(run.state.auth).toMatchObject({ isEnrollment: true, isAuthenticated: false });
    expect(run.state.enrollment).toMatchObject({ status: 'ready', message: '', enrollment: enrollment() });
    expect(reported(run, verificationStarted)).toEqual([emailCodeFor('enr-1')]);
    expect(run.nav.at(-1)?.to).toBe('/enrollment/email-verification');
    // Neither the SSN nor anything else of the search lands in the state.
    expect(JSON.stringify(run.state)).not.toContain('123456789');
    expect(JSON.stringify(run.state)).not.toContain('123-45-6789');
  });

  it("with the verification saga beside it, the step's e-mailed code is ready for entry", async () => {
    const run = await runSaga(
      searchRecord,
      search,
      {
        startEnrollment: enrollment(),
        searchEmailVerification: { emailVerificationId: 'ev-9', sessionId: 'cs-9' },
      },
      { ctx: freshVisitor(), state: visiting, alongside: [watchVerification] },
    );
    expect(run.calls.map((c) => c.name)).toEqual(['startEnrollment', 'searchEmailVerification']);
    expect(run.calls[1]?.arg).toEqual({ enrollmentId: 'enr-1' });
    expect(run.state.verification).toMatchObject({
      purpose: 'enrollment',
      owner: { enrollmentId: 'enr-1' },
      emailVerificationId: 'ev-9',
      codeSessionId: 'cs-9',
      email: { status: 'sent' },
    });
  });

  it('reuses the enrollment session this tab already holds', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    await runSaga(
      searchRecord,
      search,
      { startEnrollment: enrollment({ result: 'DENIED', event: 'CUSTOMER_NOT_FOUND' }) },
      { ctx, state: visiting },
    );
    expect(ctx.posted).toEqual([]);
    expect(ctx.identity.adopted).toEqual([]);
  });

  it.each([
    ['CUSTOMER_NOT_FOUND', '/enrollment/no-record-located'],
    ['USER_ALREADY_EXISTS', '/enrollment/customer-already-in-use'],
    ['EMAIL_ALREADY_IN_USE', '/enrollment/email-already-in-use'],
  ] as const)('DENIED %s shows %s with nothing of the search in the page history', async (event, page) => {
    const run = await runSaga(
      searchRecord,
      search,
      { startEnrollment: enrollment({ result: 'DENIED', event }) },
      { ctx: freshVisitor(), state: visiting },
    );
    expect(run.nav.at(-1)).toEqual({ to: page, options: { replace: true } });
    expect(reported(run, verificationStarted)).toEqual([]);
  });

  it('keeps the entries but the SSN for "try again", in memory (the slice), not in history.state', () => {
    const kept = enrollmentReducer(undefined, search).retainedSearch;
    expect(kept).toMatchObject({ firstName: ' Maria ', zipCode: '43215', email: 'Maria.Lopez@example.com' });
    expect(kept).not.toHaveProperty('ssn');
    // A search that found nothing keeps them too; the next search replaces them.
    expect(
      enrollmentReducer({ ...initialEnrollmentState, retainedSearch: kept }, enrollmentMissing()).retainedSearch,
    ).toBe(kept);
  });

  it('an e-mail not on file leads to the not-eligible explanation first, no code', async () => {
    const run = await runSaga(
      searchRecord,
      search,
      { startEnrollment: enrollment({ result: 'NEEDS_RESIDENTIAL_INFO', event: 'EMAIL_INELIGIBLE' }) },
      { ctx: freshVisitor(), state: visiting },
    );
    expect(run.nav.at(-1)?.to).toBe('/enrollment/email-verification-not-eligible');
    expect(reported(run, verificationStarted)).toEqual([]);
  });

  it("a refused search (a limit, a bad field) stays on the form with the server's words", async () => {
    const run = await runSaga(
      searchRecord,
      search,
      {
        startEnrollment: new EndpointError({ kind: 'input', message: 'Too many searches.', code: 'TOO_MANY_REQUESTS' }),
      },
      { ctx: freshVisitor(), state: visiting },
    );
    expect(run.state.enrollment).toMatchObject({ status: 'ready', message: 'Too many searches.' });
    expect(run.nav).toEqual([]);
  });

  it('a failed search marks the enrollment failed and leaves the page to the redirect saga', async () => {
    const run = await runSaga(
      searchRecord,
      search,
      { startEnrollment: new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' }) },
      { ctx: freshVisitor(), state: visiting },
    );
    expect(run.state.enrollment).toMatchObject({ status: 'error', message: '' });
    expect(run.nav).toEqual([]);
  });

  it('a throttled enrollment session is explained and nothing is searched', async () => {
    const ctx = fakeContext();
    ctx.answers[restPaths.enrollmentSession] = { status: 429, body: { error: { message: 'Please wait 10 minutes.' } } };
    const run = await runSaga(searchRecord, search, {}, { ctx, state: visiting });
    expect(run.calls).toEqual([]);
    expect(run.state.enrollment.message).toBe('Please wait 10 minutes.');
    expect(run.state.auth.isEnrollment).toBe(false);
  });
});

describe('after a reload', () => {
  const enrolling = { auth: { initialized: true, isEnrollment: true } };

  it("recovers the enrollment from the server on its step's page, stays there and restarts the code", async () => {
    const ctx = fakeContext({ location: { pathname: '/enrollment/email-verification' } });
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const run = await runSaga(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/email-verification' }),
      { currentEnrollment: enrollment() },
      { ctx, state: enrolling },
    );
    expect(run.state.enrollment).toMatchObject({ status: 'ready', enrollment: enrollment() });
    expect(reported(run, verificationStarted)).toEqual([emailCodeFor('enr-1')]);
    expect(run.nav).toEqual([]);
  });

  it("on another step's page: moves to the page of the step the server names", async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const run = await runSaga(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/otp-send-code' }),
      { currentEnrollment: enrollment({ result: 'APPROVED', event: 'EMAIL_VERIFIED' }) },
      { ctx, state: enrolling },
    );
    expect(run.nav).toEqual([{ to: '/enrollment/personal-form', options: { replace: true, state: undefined } }]);
    expect(reported(run, verificationStarted)).toEqual([]);
  });

  it('stays on the address form after a reload there, and goes back to the search without a session', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const kept = await runSaga(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/residential-form' }),
      {
        currentEnrollment: enrollment({
          result: 'NEEDS_RESIDENTIAL_INFO',
          event: 'EMAIL_INELIGIBLE',
          addressAttemptsLeft: 3,
        }),
      },
      { ctx, state: enrolling },
    );
    expect(kept.nav).toEqual([]);
    expect(kept.state.enrollment.enrollment?.result).toBe('NEEDS_RESIDENTIAL_INFO');

    const none = await runSaga(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/otp-verify-code' }),
      {},
      {
        state: visiting,
      },
    );
    expect(none.calls).toEqual([]);
    expect(none.nav.at(-1)?.to).toBe('/enrollment');
  });

  it('the server no longer knows the enrollment: back to the search', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const run = await runSaga(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment/personal-form' }),
      { currentEnrollment: null },
      { ctx, state: enrolling },
    );
    expect(run.state.enrollment).toMatchObject({ status: 'ready', enrollment: null });
    expect(run.nav.at(-1)?.to).toBe('/enrollment');
  });

  it('a signed-in customer has an account already and goes to the root', async () => {
    const run = await runSaga(
      openEnrollmentPage,
      enrollmentOpened({ pathname: '/enrollment' }),
      {},
      {
        state: { auth: { initialized: true, isAuthenticated: true } },
      },
    );
    expect(run.nav.at(-1)?.to).toBe('/');
  });
});
