// The enrollment sagas with the real reducer, before the code steps: the per-visitor enrollment session, where each
// search answer leads, and recovering the enrollment after a reload.
import { describe, expect, it } from 'vitest';
import { EndpointError } from '../../../sagas/callEndpoint';
import { openEnrollmentPage, searchRecord } from '../../../sagas/enrollment/enrollment';
import { ENROLLMENT_SESSION_PATH } from '../../../sagas/enrollment/session';
import { enrollmentOpened, enrollmentSearchSubmitted } from '../../../store/auth';
import { CLAIMS } from './demoAccounts';
import { enrollment, freshVisitor, run, SEARCH } from './enrollmentHarness';
import { fakeContext } from './fakes';

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
