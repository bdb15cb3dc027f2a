// English words of a new customer's sign-up ("Apply now"), spread into ../en.ts. Keys start `signUp.`; the words the
// login page's first paint shows ("Apply now") are in en.ts itself.
export const signUpEn = {
  'signUp.heading': 'Create your account',
  'signUp.intro':
    "Apply for a loan with {brand}. First, create your online account: we'll email you a code to confirm it.",
  'signUp.introPasswordless':
    "Apply for a loan with {brand}. First, create your online account: we'll email you a code to confirm it, and you'll log in with a code each time.",
  'signUp.formLabel': 'Create your account',
  'signUp.consents': 'Your consents',
  'signUp.terms':
    'I have read and agree to the {brand} <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>.',
  'signUp.termsRequired': 'Please agree to the Terms of Use and Privacy Policy to create your account.',
  'signUp.submit': 'Create Account',
  'signUp.haveAccount': 'Already have an account? <login>Log in</login>',
  // The sign-up error catalogue ("SignUp Error" and "Authentication Error" are its own words)
  'signUp.error.default': 'SignUp Error',
  'signUp.error.customerCheck':
    "We couldn't check whether you already have an account with us. Please try again in a few minutes.",
  'signUp.error.customerConfirmation': "We couldn't finish setting up your account. Please call us so we can help.",
  'signUp.error.passwordless':
    'You already have an account, and it logs in with a code we email you. <resume>Log in with a code</resume> instead.',
  'signUp.error.tooMany': "You've tried that too many times. Please wait a while and try again.",
  'signUp.error.authentication': 'Authentication Error',
  // the e-mailed code
  'signUp.code.heading': 'Confirm your email',
  'signUp.code.intro': 'We sent a 6-digit code to {email}. Enter it to confirm your account.',
  'signUp.code.expired': 'That code has expired. Ask for a new one below.',
  'signUp.code.signingIn': 'Your account is confirmed. Logging you in...',
  // what to do instead when the e-mail is known
  'signUp.thatEmail': 'that email address',
  'signUp.otherEmail': 'Use a Different Email',
  'signUp.accountExists.heading': 'You already have an account',
  'signUp.accountExists.body':
    "An online account already uses {email}. Log in with it, or reset your password if you don't remember it.",
  'signUp.accountExists.resetPassword': 'Reset your password',
  'signUp.accountExists.codeLogIn': 'Log in with a code',
  'signUp.customerExists.heading': "You're already our customer",
  'signUp.customerExists.body':
    'We already have a customer record with {email}. Enroll to set up your online account with your record, or log in if you already have one.',
} as const;
