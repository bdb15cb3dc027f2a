// The enrollment sagas' verification steps with the real reducer: the e-mail code (PENDING / APPROVED / DENIED /
// request error), a refused address, the texted code (invalid / expired / valid / exceeded), and sign-up with its
// failure classes.
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../api/identity/types';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  checkEmailCode,
  checkPhoneCode,
  confirmAddress,
  sendPhoneCode,
  signUp,
} from '../../../sagas/enrollment/enrollment';
import {
  enrollmentEmailCodeSubmitted,
  enrollmentPhoneCodeSubmitted,
  enrollmentResidentialSubmitted,
  enrollmentSignUpSubmitted,
} from '../../../store/auth';
import { CLAIMS } from './demoAccounts';
import { enrollment, inProgress, run } from './enrollmentHarness';
import { fakeContext } from './fakes';

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
