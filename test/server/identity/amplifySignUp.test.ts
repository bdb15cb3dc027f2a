// Amplify contract, signing up: attributes and client metadata through PreSignUp, confirmation by e-mailed code,
// refusals, and resent confirmation codes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { auth, h, PASSWORD, postConfirmationEvents, preSignUpEvents, useAmplify } from './amplifyClient';
import { CLIENT_ID, latestCode, USER_POOL_ID } from './harness';

useAmplify();

describe('sign-up', () => {
  it('signs up with attributes and client metadata, confirms with the emailed code, then signs in', async () => {
    const email = 'maria.lopez@example.com';
    const result = await auth.signUp({
      username: email,
      password: PASSWORD,
      options: {
        userAttributes: {
          email,
          name: 'Maria',
          family_name: 'Lopez',
          'custom:brand': 'lumen',
          'custom:source': 'lumen',
        },
        clientMetadata: { enrollmentId: 'enr-123' },
      },
    });
    expect(result.isSignUpComplete).toBe(false);
    expect(result.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'm***@e***', attributeName: 'email' },
    });

    const event = preSignUpEvents.find((e) => e.userName === email);
    expect(event).toMatchObject({
      triggerSource: 'PreSignUp_SignUp',
      userPoolId: USER_POOL_ID,
      callerContext: { clientId: CLIENT_ID },
      request: {
        userAttributes: {
          email,
          name: 'Maria',
          family_name: 'Lopez',
          'custom:brand': 'lumen',
          'custom:source': 'lumen',
        },
        clientMetadata: { enrollmentId: 'enr-123' },
      },
    });

    // Not confirmed yet: Amplify turns UserNotConfirmedException into the CONFIRM_SIGN_UP step.
    const early = await auth.signIn({ username: email, password: PASSWORD });
    expect(early).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });

    const code = await latestCode(h, email);
    await expect(
      auth.confirmSignUp({ username: email, confirmationCode: code === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    const confirmed = await auth.confirmSignUp({ username: email, confirmationCode: code });
    expect(confirmed).toEqual({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    expect(postConfirmationEvents.find((e) => e.userName === email)?.triggerSource).toBe(
      'PostConfirmation_ConfirmSignUp',
    );
    await expect(auth.confirmSignUp({ username: email, confirmationCode: code })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });

    expect((await auth.signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    const attributes = await auth.fetchUserAttributes();
    expect(attributes).toMatchObject({
      email,
      email_verified: 'true',
      name: 'Maria',
      'custom:brand': 'lumen',
      sub: result.userId,
    });
  });

  it('rejects an existing username, a weak password, a non-email username and a PreSignUp veto', async () => {
    await expect(auth.signUp({ username: 'online.returning@example.com', password: PASSWORD })).rejects.toMatchObject({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    await expect(auth.signUp({ username: 'weak@example.com', password: 'password' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have numeric characters',
    });
    await expect(auth.signUp({ username: 'short@example.com', password: 'Pa55' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    await expect(auth.signUp({ username: 'not-an-email', password: PASSWORD })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(
      auth.signUp({
        username: 'no.record@example.com',
        password: PASSWORD,
        options: { userAttributes: {}, clientMetadata: { simulate: 'no-record' } },
      }),
    ).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error Customer record not found..',
    });
    const [vetoed] = await h.database.db.select().from(users).where(eq(users.username, 'no.record@example.com'));
    expect(vetoed).toBeUndefined();
  });

  it('refuses a sign-up that claims a loan-system record link', async () => {
    await expect(
      auth.signUp({
        username: 'claims.record@example.com',
        password: PASSWORD,
        options: { userAttributes: { 'custom:loanProCustomerId': 'LP-100201' } },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const [created] = await h.database.db.select().from(users).where(eq(users.username, 'claims.record@example.com'));
    expect(created).toBeUndefined();
  });

  it('resends a confirmation code and the older one stops working', async () => {
    const email = 'resend.me@example.com';
    await auth.signUp({ username: email, password: PASSWORD });
    const first = await latestCode(h, email);
    const resent = await auth.resendSignUpCode({ username: email });
    expect(resent).toMatchObject({ deliveryMedium: 'EMAIL', destination: 'r***@e***' });
    const second = await latestCode(h, email);
    if (first !== second) {
      await expect(auth.confirmSignUp({ username: email, confirmationCode: first })).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    expect((await auth.confirmSignUp({ username: email, confirmationCode: second })).isSignUpComplete).toBe(true);
  });
});
