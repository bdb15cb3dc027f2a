// The enrollment saga's later steps with the real reducer: how it reacts to the code outcomes sagas/verification
// reports (verification.test.ts runs the codes themselves), a refused address, the texted code's pages, and sign-up
// with its failure classes. Messages in state are catalogue keys; the English the customer reads is checked too.
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../api/identity/types';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  ADDRESS_NOT_MATCHED,
  codeCheckFailed,
  codeWasDenied,
  codeWasRight,
  confirmAddress,
  phoneCodeSent,
  signUp,
} from '../../../sagas/enrollment/enrollment';
import {
  CUSTOMER_CHECK_ERROR,
  CUSTOMER_CONFIRMATION_ERROR,
  PASSWORDLESS_ERROR,
  SIGN_UP_ERROR,
} from '../../../sagas/enrollment/signUpErrors';
import { watchVerification } from '../../../sagas/verification/verification';
import { translateMessage } from '../../../src/lib/i18n';
import { enrollmentResidentialSubmitted, enrollmentSignUpSubmitted } from '../../../store/enrollment';
import {
  codeDenied,
  codeSent,
  codeVerificationFailed,
  codeVerified,
  verificationStarted,
  type CodeChannel,
} from '../../../store/verification';
import { CLAIMS } from './demoAccounts';
import { atStep, enrollment } from './enrollmentHarness';
import { fakeContext } from './fakes';
import { reported, runSaga } from './sagaRun';

const right = (channel: CodeChannel) => codeVerified({ purpose: 'enrollment', channel });

describe('the e-mailed code', () => {
  const atEmail = atStep({}, { emailVerificationId: 'ev-1', codeSessionId: 'cs-1' });

  it('right: tracks success and moves to the step the server names (the password)', async () => {
    const run = await runSaga(
      codeWasRight,
      right('email'),
      { currentEnrollment: enrollment({ result: 'APPROVED', event: 'EMAIL_VERIFIED' }) },
      { state: atEmail },
    );
    expect(run.ctx.tracked.map((t) => t.event)).toContain('enrollment-email-verified');
    expect(run.state.enrollment.enrollment?.result).toBe('APPROVED');
    expect(run.nav.at(-1)?.to).toBe('/enrollment/personal-form');
  });

  it('denied: the e-mail verification failure page', async () => {
    const run = await runSaga(
      codeWasDenied,
      codeDenied({ purpose: 'enrollment', channel: 'email' }),
      {},
      {
        state: atEmail,
      },
    );
    expect(run.calls).toEqual([]);
    expect(run.nav).toEqual([{ to: '/enrollment/email-verification-failed', options: { replace: true } }]);
  });

  it('a failed code request: the enrollment is marked failed, the page left to the redirect saga', async () => {
    const run = await runSaga(
      codeCheckFailed,
      codeVerificationFailed({ purpose: 'enrollment', channel: 'email' }),
      {},
      { state: atEmail },
    );
    expect(run.state.enrollment.status).toBe('error');
    expect(run.nav).toEqual([]);
  });

  it("a multi-factor check's outcomes are not the enrollment's", async () => {
    const verified = await runSaga(
      codeWasRight,
      codeVerified({ purpose: 'mfa', channel: 'email' }),
      {},
      {
        state: atEmail,
      },
    );
    const denied = await runSaga(
      codeWasDenied,
      codeDenied({ purpose: 'mfa', channel: 'phone' }),
      {},
      { state: atEmail },
    );
    const failed = await runSaga(
      codeCheckFailed,
      codeVerificationFailed({ purpose: 'mfa', channel: 'email' }),
      {},
      {
        state: atEmail,
      },
    );
    for (const run of [verified, denied, failed]) {
      expect(run.calls).toEqual([]);
      expect(run.nav).toEqual([]);
      expect(run.state.enrollment.status).toBe('ready');
    }
  });

  it('a failure asking where the enrollment stands after a right code: failed, no navigation', async () => {
    const run = await runSaga(
      codeWasRight,
      right('email'),
      { currentEnrollment: new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' }) },
      { state: atEmail },
    );
    expect(run.state.enrollment.status).toBe('error');
    expect(run.nav).toEqual([]);
  });
});

describe('address and phone', () => {
  const atAddress = atStep({ result: 'NEEDS_RESIDENTIAL_INFO', event: 'EMAIL_INELIGIBLE', addressAttemptsLeft: 3 });
  const address = {
    addressLine1: '1 Wrong St',
    addressLine2: ' ',
    cityName: 'Columbus',
    stateCode: 'OH',
    zipCode: '43215',
  };

  it('a wrong address stays on the form, says how many tries are left and sends no blank line 2', async () => {
    const run = await runSaga(
      confirmAddress,
      enrollmentResidentialSubmitted(address),
      {
        saveEnrollmentResidentialInformation: enrollment({
          result: 'NEEDS_RESIDENTIAL_INFO',
          event: 'EMAIL_INELIGIBLE',
          addressAttemptsLeft: 2,
        }),
      },
      { state: atAddress },
    );
    expect(run.calls[0]?.arg).toEqual({
      enrollmentId: 'enr-1',
      address: { addressLine1: '1 Wrong St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    });
    const { message, enrollment: now } = run.state.enrollment;
    expect(message).toBe(ADDRESS_NOT_MATCHED);
    expect(translateMessage('en', message, { left: now?.addressAttemptsLeft ?? 0 })).toBe(
      "The address you entered doesn't match our records. You have 2 tries left.",
    );
    expect(run.nav).toEqual([]);
  });

  it('the right address moves on to the texted code: its page, "Send Code" readied for this enrollment', async () => {
    const run = await runSaga(
      confirmAddress,
      enrollmentResidentialSubmitted(address),
      {
        saveEnrollmentResidentialInformation: enrollment({
          result: 'NEEDS_OTP_VERIFICATION',
          event: 'ADDRESS_VERIFIED',
          maskedPhone: '(***) ***-0901',
        }),
      },
      { state: atAddress },
    );
    expect(run.nav.at(-1)?.to).toBe('/enrollment/otp-send-code');
    expect(reported(run, verificationStarted)).toEqual([
      { purpose: 'enrollment', owner: { enrollmentId: 'enr-1' }, channels: ['phone'] },
    ]);
    expect(run.state.verification).toMatchObject({ purpose: 'enrollment', phone: { status: 'idle' } });
  });

  const atPhone = atStep({ result: 'NEEDS_OTP_VERIFICATION', event: 'ADDRESS_VERIFIED' }, {});

  it('once the texted code is sent, its entry has a page of its own', async () => {
    const run = await runSaga(phoneCodeSent, codeSent({ channel: 'phone', resent: false }), {}, { state: atPhone });
    expect(run.nav).toEqual([{ to: '/enrollment/otp-verify-code', options: { replace: true } }]);
  });

  it("an e-mailed code sent, or a multi-factor check's texted code, moves nothing", async () => {
    const email = await runSaga(phoneCodeSent, codeSent({ channel: 'email', resent: true }), {}, { state: atPhone });
    const mfa = await runSaga(
      phoneCodeSent,
      codeSent({ channel: 'phone', resent: false }),
      {},
      {
        state: { ...atPhone, verification: { purpose: 'mfa', owner: { mfaId: 'mfa-1' } } },
      },
    );
    expect([...email.nav, ...mfa.nav]).toEqual([]);
  });

  it('a right texted code continues with the e-mailed code the server sent next, ready for entry', async () => {
    const run = await runSaga(
      codeWasRight,
      right('phone'),
      {
        currentEnrollment: enrollment({ result: 'NEEDS_EMAIL_VERIFICATION', event: 'OTP_VERIFIED' }),
        searchEmailVerification: { emailVerificationId: 'ev-2', sessionId: 'cs-2' },
      },
      { state: atPhone, alongside: [watchVerification] },
    );
    expect(run.nav.at(-1)?.to).toBe('/enrollment/email-verification');
    expect(run.state.verification).toMatchObject({
      purpose: 'enrollment',
      emailVerificationId: 'ev-2',
      codeSessionId: 'cs-2',
      email: { status: 'sent' },
    });
    // Only the e-mailed code is tracked as the enrollment's verification.
    expect(run.ctx.tracked.map((t) => t.event)).not.toContain('enrollment-email-verified');
  });

  it('a denied texted code (too many tries): the server has denied the enrollment, otp-failed', async () => {
    const run = await runSaga(
      codeWasDenied,
      codeDenied({ purpose: 'enrollment', channel: 'phone' }),
      { currentEnrollment: enrollment({ result: 'DENIED', event: 'OTP_FAILED' }) },
      { state: atPhone },
    );
    expect(run.state.enrollment.enrollment).toMatchObject({ result: 'DENIED', event: 'OTP_FAILED' });
    expect(run.nav.at(-1)?.to).toBe('/enrollment/otp-failed');
  });

  it('the server no longer knows the enrollment after a code: back to the search', async () => {
    const run = await runSaga(codeWasRight, right('phone'), { currentEnrollment: null }, { state: atPhone });
    expect(run.state.enrollment.enrollment).toBeNull();
    expect(run.nav.at(-1)?.to).toBe('/enrollment');
  });
});

describe('sign-up', () => {
  const approved = atStep({ result: 'APPROVED', event: 'EMAIL_VERIFIED' });
  const submit = enrollmentSignUpSubmitted({ password: 'NewPassw0rd!' });

  it('creates the account with the sign-up attributes, ends the enrollment session and shows success', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const run = await runSaga(signUp, submit, {}, { ctx, state: approved });
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
    expect(ctx.tracked.map((t) => t.event)).toContain('enrollment-success');
    expect(run.state.auth).toMatchObject({ isEnrollment: false, isAuthenticated: false });
    expect(run.state.enrollment).toMatchObject({
      signedUp: true,
      enrollment: null,
      signedUpEmail: 'maria.lopez@example.com',
    });
    expect(run.nav.at(-1)).toEqual({ to: '/enrollment/success', options: { replace: true } });
    expect(JSON.stringify(run.state)).not.toContain('NewPassw0rd!');
  });

  it('without an enrollment in memory: back to the search, no account', async () => {
    const ctx = fakeContext();
    const run = await runSaga(signUp, submit, {}, { ctx, state: { auth: { initialized: true, isEnrollment: true } } });
    expect(ctx.identity.signUps).toEqual([]);
    expect(run.nav.at(-1)?.to).toBe('/enrollment');
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
      CUSTOMER_CHECK_ERROR,
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"customerConfirmationError":true}.',
      CUSTOMER_CONFIRMATION_ERROR,
      undefined,
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error {"isPasswordless":true}.',
      PASSWORDLESS_ERROR,
      undefined,
    ],
    ['UserLambdaValidationException', 'PreSignUp failed with error {}.', SIGN_UP_ERROR, undefined],
    [
      'UserLambdaValidationException',
      'PostConfirmation failed with error {"customerConfirmationError":true}.',
      '',
      '/enrollment/customer-already-in-use',
    ],
    // The identity provider's own words (not a catalogue key) are shown as they came.
    [
      'InvalidPasswordException',
      'Password does not conform to policy',
      'Password does not conform to policy',
      undefined,
    ],
    ['Error', '', SIGN_UP_ERROR, undefined],
  ])('%s "%s" → message "%s", page %s', async (code, message, shown, page) => {
    const ctx = fakeContext({
      identity: {
        signUp: async () => {
          throw new IdentityError(code, message);
        },
      },
    });
    ctx.identity.signedInAs(CLAIMS.enrollment);
    const run = await runSaga(signUp, submit, {}, { ctx, state: approved });
    expect(run.state.enrollment.message).toBe(shown);
    expect(run.nav.at(-1)?.to).toBe(page);
    // A failed sign-up keeps the enrollment session and the enrollment, so the customer can try again.
    expect(ctx.identity.current).not.toBeNull();
    expect(run.state.enrollment).toMatchObject({ signedUp: false, enrollment: { result: 'APPROVED' } });
  });

  it('the failure messages read as the catalogue words them', () => {
    expect(translateMessage('en', CUSTOMER_CHECK_ERROR)).toBe(
      "We couldn't confirm your enrollment. It may have expired; please start again.",
    );
    expect(translateMessage('en', CUSTOMER_CONFIRMATION_ERROR)).toBe(
      "We couldn't finish setting up your account. Please call us so we can help.",
    );
    expect(translateMessage('en', PASSWORDLESS_ERROR)).toBe(
      'This account signs in with a code we email you, not a password. Please log in with your email instead.',
    );
    expect(translateMessage('en', SIGN_UP_ERROR)).toBe('SignUp Error');
  });
});
