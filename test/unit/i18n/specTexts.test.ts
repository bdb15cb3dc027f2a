// The English catalogue holds the product's fixed texts word for word, for every screen that exists
// (the product's own wording, copied here). Markup tags (<link>...</link>) are not part of the words.
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '../../../src/lib/i18n/en';

const SPEC_TEXTS: [MessageKey, string][] = [
  // Error pages and the login screen
  ['errors.generic', "Hmmm... something's not working at the moment. Please try again later."],
  ['login.sso.loggingIn', 'Logging in via SSO...'],
  ['login.sso.noData', 'No SSO data found'],
  ['login.header', 'Please enter your email address and password to log in.'],
  ['common.logInButton', 'Log In'],
  ['login.submitting', 'Logging In...'],
  ['common.logOut', 'Log Out'],
  ['login.step.authenticating', 'Authenticating'],
  ['login.step.establishing', 'Establishing Credentials'],
  ['login.step.authenticated', 'You were authenticated'],
  ['login.forgotPassword', 'Forgot password?'],
  ['login.forgotEmail', 'Forgot email?'],
  ['common.noAccount', "Don't have an account?"],
  ['common.enrollNow', 'Enroll Now'],
  // Forgot-password and change-password screens
  ['password.forgot.submit', 'Send Password'],
  ['common.goBack', 'Go Back'],
  ['password.change.submit', 'Change Password'],
  ['common.processing', 'Processing'],
  ['common.goToLogin', 'Go to login'],
  // Section 5, validation
  ['validation.emailRequired', 'Email is required'],
  ['validation.emailInvalid', 'Invalid email address'],
  ['validation.emailPattern', 'Invalid email value'],
  ['validation.passwordRequired', 'Password is required'],
  [
    'validation.passwordRule',
    'Password must be at least 8 characters, contain at least one number and at least one letter',
  ],
  ['validation.newPasswordRequired', 'A password is required'],
  ['validation.confirmRequired', 'Password Confirmation is required'],
  ['validation.passwordsMatch', 'Passwords must match'],
  // Sections 4, 6 and 8, the error catalogue
  ['login.incorrectCredentials', 'Incorrect username or password.'],
  ['login.signInError', 'SignIn Error'],
  ['signup.error.default', 'SignUp Error'],
  ['signup.error.authentication', 'Authentication Error'],
  ['login.sso.error', 'SSO Error'],
  ['login.notAdmin', 'Not admin'],
  [
    'session.timedOut',
    'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.',
  ],
  ['password.change.linkInvalid', 'This link is no longer valid.'],
  [
    'password.forgot.notFound',
    "We couldn't find an account matching the email address you entered. Please review and try again.",
  ],
  ['password.forgot.notFoundEnroll', "Don't have an account? Enroll now."],
  [
    'password.forgot.notFoundLegacy',
    'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.',
  ],
  ['password.forgot.sent', 'Please check your email and click on the provided link to reset your password.'],
  // Code entry, forgot e-mail, input and error messages
  ['verification.failed', 'Verification failed. Please make sure the code was entered correctly and try again.'],
  ['login.code.failed', 'Verification failed. Please make sure the code was entered correctly and try again.'],
  ['verification.resent', 'A new code has been resent. It may take up to 2 minutes to receive the new code.'],
  ['verification.required', 'Required.'],
  ['verification.maxCharacters', 'Max characters exceeded.'],
  [
    'password.forgotEmail.notFound',
    "We couldn't find an email address matching the information you entered. Please review and try again.",
  ],
  ['common.noAccountEnroll', "Don't have an account? Enroll Now"],
  // The agreements page and the PDF viewer
  [
    'application.agreements.mustAgree',
    'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents',
  ],
  ['application.agreements.viewer.error', 'An error occurred while loading the PDF'],
];

const words = (message: string) => message.replace(/<\/?\w+>/g, '');

describe('the fixed texts', () => {
  it.each(SPEC_TEXTS)('%s reads exactly as quoted', (key, quoted) => {
    expect(words(en[key])).toBe(quoted);
  });

  it('are each in the catalogue only once per meaning (no near-copies that could drift)', () => {
    const keysOf = (text: string) => Object.keys(en).filter((key) => words(en[key as MessageKey]) === text);
    // The passwordless sign-in and the shared code entry say the same sentence on purpose; nothing else repeats.
    const repeated = [...new Set(SPEC_TEXTS.map(([, text]) => text))].filter((text) => keysOf(text).length > 1);
    expect(repeated).toEqual(['Verification failed. Please make sure the code was entered correctly and try again.']);
  });
});
