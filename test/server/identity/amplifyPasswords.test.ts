// Amplify contract, passwords: a forgotten password reset with the e-mailed code (unknown accounts, expired and
// guessed codes) and updatePassword for the signed-in user.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../../../server/db/schema';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { proveNow } from '../recheck/freshProof';
import { auth, currentTokens, h, newUser, PASSWORD, postConfirmationEvents, useAmplify } from './amplifyClient';
import { CLIENT_ID, cognito, latestCode, latestMessage, messageCount, PUBLIC_URL } from './harness';

useAmplify();

describe('passwords', () => {
  it('resets a forgotten password with the emailed code; the old password and the used code then fail', async () => {
    const email = await newUser('forgetful@example.com');
    const started = await auth.resetPassword({ username: email });
    expect(started.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'f***@e***', attributeName: 'email' },
    });
    const message = await latestMessage(h, email);
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(
      `${PUBLIC_URL}/authentication/change-password/${code}/${encodeURIComponent(email)}`,
    );

    await expect(
      auth.confirmResetPassword({
        username: email,
        confirmationCode: code === '000000' ? '111111' : '000000',
        newPassword: 'N3w-password',
      }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'N3w-password' });
    expect(postConfirmationEvents.find((e) => e.userName === email)?.triggerSource).toBe(
      'PostConfirmation_ConfirmForgotPassword',
    );

    expect((await auth.signIn({ username: email, password: 'N3w-password' })).isSignedIn).toBe(true);
    await auth.signOut();
    await expect(auth.signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'An0ther-password' }),
    ).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('answers a reset for an unknown account exactly like a real one and sends nothing', async () => {
    const result = await auth.resetPassword({ username: 'nobody.here@example.com' });
    expect(result.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'n***@e***', attributeName: 'email' },
    });
    expect(await messageCount(h, 'nobody.here@example.com')).toBe(0);
  });

  it('refuses an expired reset code', async () => {
    const email = await newUser('slowpoke@example.com');
    await auth.resetPassword({ username: email });
    const code = await latestCode(h, email);
    await h.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.subject, email), eq(verificationCodes.purpose, 'reset')));
    await expect(
      auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'N3w-password' }),
    ).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('burns a code after five wrong guesses (LimitExceededException)', async () => {
    const email = await newUser('guesser@example.com');
    await auth.resetPassword({ username: email });
    const code = await latestCode(h, email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Over the wire: Amplify retries LimitExceededException as throttling, which would only slow the test down.
    const attempt = (c: string) =>
      cognito(h, 'ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: c,
        Password: 'N3w-password',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).body.__type).toBe('CodeMismatchException');
    expect((await attempt(code)).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('updatePassword without a fresh proof is refused with the re-check message Amplify passes on', async () => {
    const email = await newUser('stale.changer@example.com');
    await auth.signIn({ username: email, password: PASSWORD });
    await expect(auth.updatePassword({ oldPassword: PASSWORD, newPassword: 'Upd4ted-password' })).rejects.toMatchObject(
      {
        name: 'NotAuthorizedException',
        message: RECHECK_REQUIRED_MESSAGE,
      },
    );
    await auth.signOut();
    expect((await auth.signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
  });

  it('updatePassword changes the password of the signed-in user', async () => {
    const email = await newUser('changer@example.com');
    await auth.signIn({ username: email, password: PASSWORD });
    // A change of password needs a fresh proof of who is signed in (the sign-in's code, here just given).
    await proveNow(h.database.db, (await currentTokens()).accessToken);
    await expect(
      auth.updatePassword({ oldPassword: 'Wr0ng-password', newPassword: 'Upd4ted-password' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(auth.updatePassword({ oldPassword: PASSWORD, newPassword: 'nodigits' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await auth.updatePassword({ oldPassword: PASSWORD, newPassword: 'Upd4ted-password' });
    await auth.signOut();
    expect((await auth.signIn({ username: email, password: 'Upd4ted-password' })).isSignedIn).toBe(true);
  });
});
